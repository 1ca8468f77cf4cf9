#include "floorview.h"

#include "floorscene.h"
#include "tools/floormovetool.h"
#include "tools/floorplacetool.h"

#include <QPainter>
#include <cmath>

namespace podcad {

FloorView::FloorView(Document *document, FloorScene *scene, QWidget *parent)
    : EditorView(document, scene, parent)
    , mMoveTool(new FloorMoveTool(this, scene))
{
    // A band across a rack's devices should select those devices, not the rack they sit in.
    setRubberBandSelectionMode(Qt::ContainsItemShape);
    setTool(mMoveTool);
    setDropTool(new FloorPlaceTool(this, scene));
}

void FloorView::setSnapToGrid(bool on)
{
    mMoveTool->setSnapToGrid(on);
}

bool FloorView::snapToGrid() const
{
    return mMoveTool->snapToGrid();
}

void FloorView::drawBackground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawBackground(painter, rect);
    // The floor tiles, while a rack is being moved with snapping on: where it can land.
    if (!mMoveTool->showsFloorTiles())
        return;
    const double pitch = kFloorTileM * FloorScene::kPixelsPerMetre;
    QPen pen(QColor(0, 0, 0, 40), 1, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    for (double x = std::floor(rect.left() / pitch) * pitch; x <= rect.right(); x += pitch)
        painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
}

} // namespace podcad
