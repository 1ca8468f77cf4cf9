#include "pantool.h"

#include "canvas/editorview.h"

#include <QMouseEvent>
#include <QScrollBar>

namespace podcad {

bool PanTool::claims(const QMouseEvent *press) const
{
    return press->button() == Qt::MiddleButton;
}

bool PanTool::mousePressed(QMouseEvent *event)
{
    if (event->button() != Qt::MiddleButton)
        return true; // other buttons wait until the pan is over
    mLast = event->pos();
    view()->viewport()->setCursor(Qt::ClosedHandCursor);
    return true;
}

bool PanTool::mouseMoved(QMouseEvent *event)
{
    const QPoint delta = event->pos() - mLast;
    mLast = event->pos();
    view()->horizontalScrollBar()->setValue(view()->horizontalScrollBar()->value() - delta.x());
    view()->verticalScrollBar()->setValue(view()->verticalScrollBar()->value() - delta.y());
    return true;
}

bool PanTool::mouseReleased(QMouseEvent *)
{
    return true;
}

} // namespace podcad
