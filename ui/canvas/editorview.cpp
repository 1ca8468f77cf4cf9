#include "editorview.h"

#include "tools/abstracttool.h"
#include "tools/pantool.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QStyle>
#include <QWheelEvent>
#include <algorithm>

namespace podcad {

EditorView::EditorView(Document *document, QGraphicsScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , mDocument(document)
{
    setAcceptDrops(true);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // Every item sets the pen, brush and font it draws with, so saving and restoring the painter
    // around each of the tens of thousands of items of a big design is wasted.
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    addGestureTool(new PanTool(this));
}

void EditorView::adopt(AbstractTool *tool)
{
    connect(tool, &AbstractTool::statusMessage, this, &EditorView::statusMessage,
            Qt::UniqueConnection);
}

void EditorView::setTool(AbstractTool *tool)
{
    if (tool == mTool)
        return;
    if (mTool)
        mTool->deactivate();
    mTool = tool;
    if (!mTool)
        return;
    adopt(mTool);
    viewport()->setCursor(mTool->cursor());
    mTool->activate();
}

void EditorView::setDropTool(AbstractTool *tool)
{
    mDropTool = tool;
    adopt(tool);
}

void EditorView::addGestureTool(AbstractTool *tool)
{
    mGestureTools.push_back(tool);
    adopt(tool);
}

void EditorView::zoomBy(double factor)
{
    mFramed.reset();
    scale(factor, factor);
}

void EditorView::frame(const QRectF &rect)
{
    mFramed = rect;
    // Fitted to the room the viewport has with both scroll bars shown, whether they show or not,
    // so that the zoom does not depend on them. Fitted to the viewport as it was (fitInView), a
    // scene wider than the rect (grown after the fit, a rack dragged out) needed a bar at one
    // zoom and not at the other: the bar took room, the zoom fell, the bar went, the zoom rose,
    // and the view showed and hid it without end.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    constexpr int kMargin = 2; // fitInView's, on each side
    const QSizeF room =
        QSizeF(maximumViewportSize() - QSize(bar, bar)) - QSizeF(2 * kMargin, 2 * kMargin);
    if (!rect.isEmpty() && room.width() > 0 && room.height() > 0) {
        const double zoom = std::min(room.width() / rect.width(), room.height() / rect.height());
        setTransform(QTransform::fromScale(zoom, zoom));
        centerOn(rect.center());
    }
    mFramedTransform = transform();
}

void EditorView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    // A zoom since the fit, by any path (the zoom slots, a test, the minimap), ends the framing.
    if (mFramed && transform() != mFramedTransform)
        mFramed.reset();
    if (mFramed)
        frame(*mFramed);
}

void EditorView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton)
        mFramed.reset(); // a pan: the person takes over the framing
    // A gesture starts only from all buttons up: a middle press in the middle of a device drag
    // must not take the drag's release away from the tool that started it.
    if (!mGesture && event->buttons() == event->button())
        for (AbstractTool *tool : mGestureTools)
            if (tool->claims(event)) {
                mGesture = tool;
                break;
            }
    if (mGesture) {
        mGesture->mousePressed(event);
        event->accept();
        return;
    }
    if (mTool && mTool->mousePressed(event)) {
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void EditorView::mouseMoveEvent(QMouseEvent *event)
{
    if (mGesture) {
        mGesture->mouseMoved(event);
        return;
    }
    if (mTool && mTool->mouseMoved(event))
        return;
    QGraphicsView::mouseMoveEvent(event);
}

void EditorView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mGesture) {
        AbstractTool *gesture = mGesture;
        if (event->buttons() == Qt::NoButton)
            mGesture = nullptr;
        gesture->mouseReleased(event);
        if (!mGesture && mTool)
            viewport()->setCursor(mTool->cursor());
        return;
    }
    if (mTool && mTool->mouseReleased(event))
        return;
    QGraphicsView::mouseReleaseEvent(event);
}

void EditorView::keyPressEvent(QKeyEvent *event)
{
    if (mTool && mTool->keyPressed(event)) {
        event->accept();
        return;
    }
    mFramed.reset(); // arrow and page keys scroll
    QGraphicsView::keyPressEvent(event);
}

void EditorView::dragEnterEvent(QDragEnterEvent *event)
{
    if (!mDropTool || !mDropTool->dragEntered(event))
        event->ignore();
}

void EditorView::dragMoveEvent(QDragMoveEvent *event)
{
    if (!mDropTool || !mDropTool->dragMoved(event))
        event->ignore();
}

void EditorView::dragLeaveEvent(QDragLeaveEvent *event)
{
    if (mDropTool)
        mDropTool->dragLeft(event);
    event->accept();
}

void EditorView::dropEvent(QDropEvent *event)
{
    if (!mDropTool || !mDropTool->dropped(event))
        event->ignore();
}

void EditorView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        // The scene point under the pointer stays under it. AnchorUnderMouse alone does not keep
        // it: Qt reads the pointer from QCursor, not from the event, and only while the viewport
        // has it (issue 39: the Hall view's zoom drifted), so the view is scrolled back by hand.
        const QPoint at = event->position().toPoint();
        const QPointF before = mapToScene(at);
        const ViewportAnchor anchor = transformationAnchor();
        setTransformationAnchor(NoAnchor);
        zoomBy(event->angleDelta().y() > 0 ? kWheelZoomStep : 1 / kWheelZoomStep);
        setTransformationAnchor(anchor);
        const QPoint drift = mapFromScene(before) - at;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + drift.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() + drift.y());
        event->accept();
        return;
    }
    mFramed.reset(); // scrolling pans
    QGraphicsView::wheelEvent(event);
}

} // namespace podcad
