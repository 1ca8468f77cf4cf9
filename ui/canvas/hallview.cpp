#include "hallview.h"

#include "hallscene.h"
#include "tools/hallmovetool.h"

namespace podcad {

HallView::HallView(Document *document, HallScene *scene, QWidget *parent)
    : EditorView(document, scene, parent)
{
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTool(new HallMoveTool(this, scene));
}

} // namespace podcad
