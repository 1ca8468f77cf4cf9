#include "selecttool.h"

#include "canvas/editorview.h"

namespace podcad {

void SelectTool::activate()
{
    view()->setDragMode(QGraphicsView::RubberBandDrag);
}

} // namespace podcad
