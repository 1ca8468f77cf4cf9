#pragma once

#include "canvascontroller.h"

namespace podcad {

class HallScene;

// The Hall view's scene kept in step with the design (CanvasController): each edit touches the
// items it names, a hall edit redraws the plan, and each live result recolours the racks and the
// elements; the selected cables' routes are drawn over the plan. Built when first shown (a
// hidden tab costs nothing).
class HallCanvas final : public CanvasController
{
    Q_OBJECT
public:
    HallCanvas(LiveSession *session, HallScene *scene, Minimap *minimap, QObject *parent = nullptr);

    void setShown(bool shown);
    void ensureBuilt();
    bool isBuilt() const { return mBuilt; }

private:
    void onEdit(const ChangeEvent &event) override;
    void onSelection(const QStringList &ids) override;
    QStringList pickedInScene() const override;
    // The routes of the selected links and of the cables between two selected devices, from the
    // session's cable plan.
    void showRoutes();

    HallScene *mScene;
    bool mShown = false;
    bool mBuilt = false;
};

} // namespace podcad
