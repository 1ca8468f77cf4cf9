#pragma once

#include "abstracttool.h"

namespace podcad {

class FloorScene;
struct FloorTarget;

// Drops from the catalog palette onto the floor: a device onto rack units (green marker where it
// fits, red with the reason where it would collide or overflow the rack's height or power), a rack
// at the end of the nearest row or, below the last row, starting a new one.
class FloorPlaceTool final : public AbstractTool
{
    Q_OBJECT
public:
    FloorPlaceTool(EditorView *view, FloorScene *scene);

    bool dragEntered(QDragEnterEvent *event) override;
    bool dragMoved(QDragMoveEvent *event) override;
    bool dragLeft(QDragLeaveEvent *event) override;
    bool dropped(QDropEvent *event) override;

private:
    bool place(const QString &sku, const FloorTarget &target);

    FloorScene *mScene;
};

} // namespace podcad
