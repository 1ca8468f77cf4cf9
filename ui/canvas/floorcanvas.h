#pragma once

#include "canvascontroller.h"

namespace podcad {

class FloorScene;

// The Floor view's scene kept in step with the design (CanvasController): each edit touches the
// items it names (a replaced design is built anew), the minimap draws again only where the edit
// changed the picture, and each live result gives the racks' power bars their figures.
class FloorCanvas final : public CanvasController
{
    Q_OBJECT
public:
    FloorCanvas(LiveSession *session, FloorScene *scene, Minimap *minimap,
                QObject *parent = nullptr);

private:
    void onEdit(const ChangeEvent &event) override;
    void onSelection(const QStringList &ids) override;
    QStringList pickedInScene() const override;

    FloorScene *mScene;
};

} // namespace podcad
