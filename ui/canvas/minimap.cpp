#include "minimap.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

namespace podcad {
namespace {

constexpr int kMargin = 10; // from the view's corner, clear of the scroll bars
constexpr int kPadding = 4; // inside the frame

} // namespace

Minimap::Minimap(QGraphicsView *view)
    : QWidget(view)
    , mView(view)
    , mViewport(view->viewport())
{
    setObjectName(QStringLiteral("minimap"));
    setFixedSize(kWidth, kHeight);
    setAttribute(Qt::WA_OpaquePaintEvent); // drawn whole: the view need not repaint under it
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Overview: click or drag to move the view"));
    mRender.setSingleShot(true);
    connect(&mRender, &QTimer::timeout, this, [this] {
        if (!isVisible())
            return;
        if (mDirty)
            render();
        else
            renderAreas();
    });
    mViewport->installEventFilter(this);
    if (QGraphicsScene *scene = view->scene())
        connect(scene, &QGraphicsScene::selectionChanged, this, [this] {
            mSelectionDirty = true;
            if (isVisible())
                place();
        });
    place();
    raise();
}

void Minimap::invalidate()
{
    mDirty = true;
    mSelectionDirty = true; // the selected items may have moved
    mDirtyAreas.clear();
    // A picture that is quick to draw follows at once; a slow one (a big floor) waits until the
    // edits pause, so that typing and dragging never wait for it.
    if (isVisible())
        mRender.start(mLastFullRenderMs < kQuickRenderMs ? 0 : kDebounceMs);
}

void Minimap::invalidate(const QRectF &sceneArea)
{
    mSelectionDirty = true;
    if (sceneArea.isEmpty() || mDirty)
        return; // nothing drawn changed, or all of it will be drawn anyway
    mDirtyAreas << sceneArea;
    // Parts are quick whatever the design's size: no need to wait for a pause in the edits.
    if (isVisible())
        mRender.start(0);
}

void Minimap::setWanted(bool wanted)
{
    mWanted = wanted;
    updateVisibility();
}

void Minimap::updateVisibility()
{
    const QGraphicsScene *scene = mView->scene();
    const QRectF shown = mView->mapToScene(mView->viewport()->rect()).boundingRect();
    // Two units of slack: fit-to-view leaves the scene edge on the viewport edge.
    const bool whole = !scene || shown.adjusted(-2, -2, 2, 2).contains(scene->sceneRect());
    const bool visible = mWanted && !whole;
    // isHidden, not isVisible: a view on a tab in the background hides its minimap too.
    if (visible == isHidden())
        setVisible(visible);
    if (visible)
        place(); // the view scrolled or zoomed: the selection may be under the map now
}

void Minimap::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    place();
    // Drawn after the view's first frame, not before it: a big floor's picture takes longer than
    // the frame (a tab switched to must show at once; the map follows a moment later).
    if (mDirty)
        mRender.start(mLastFullRenderMs < kQuickRenderMs ? 0 : kDebounceMs);
    else if (!mDirtyAreas.isEmpty())
        mRender.start(0);
}

bool Minimap::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport is resized after the view has laid out its scroll bars: its geometry is final.
    // The viewport is compared with the pointer kept at construction: it also reports events while
    // the view is being destroyed, when the view's own functions may no longer be called.
    if (watched != mViewport)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::Resize)
        place();
    // The view scrolled or zoomed (or anything else repainted it): move the outline, or come and
    // go (after the paint: a widget is not shown or hidden while another one paints).
    if (event->type() == QEvent::Paint) {
        if (isVisible())
            update();
        QMetaObject::invokeMethod(this, &Minimap::updateVisibility, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

QRect Minimap::selectionInView()
{
    const QGraphicsScene *scene = mView->scene();
    if (!scene)
        return {};
    if (std::exchange(mSelectionDirty, false)) {
        // Measured when the selection or the design changes, not on every repaint of the view.
        mSelection = QRectF();
        for (const QGraphicsItem *item : scene->selectedItems())
            mSelection |= item->sceneBoundingRect();
    }
    if (mSelection.isNull())
        return {};
    return mView->mapFromScene(mSelection)
        .boundingRect()
        .translated(mViewport->geometry().topLeft());
}

void Minimap::place()
{
    const QRect area = mViewport->geometry();
    // At most a quarter of the view's width and height (issue 39: on a small Hall view the map
    // covered a third of it); smaller, its picture is drawn again at the new size.
    const QSize capped(std::clamp(area.width() / 4, 1, kWidth),
                       std::clamp(area.height() / 4, 1, kHeight));
    if (capped != size()) {
        setFixedSize(capped);
        mDirty = true;
        if (isVisible())
            mRender.start(0);
    }
    const auto at = [&](Qt::Corner c) {
        const bool right = c == Qt::BottomRightCorner || c == Qt::TopRightCorner;
        const bool bottom = c == Qt::BottomRightCorner || c == Qt::BottomLeftCorner;
        return QRect(QPoint(right ? area.right() - width() - kMargin + 1 : area.left() + kMargin,
                            bottom ? area.bottom() - height() - kMargin + 1 : area.top() + kMargin),
                     size());
    };
    const QRect selection = selectionInView();
    Qt::Corner best = Qt::BottomRightCorner;
    qint64 bestCovered = -1;
    for (Qt::Corner c :
         {Qt::BottomRightCorner, Qt::BottomLeftCorner, Qt::TopRightCorner, Qt::TopLeftCorner}) {
        const QRect covered = selection.isNull() ? QRect() : at(c).intersected(selection);
        const qint64 amount = covered.isEmpty() ? 0 : qint64(covered.width()) * covered.height();
        if (bestCovered < 0 || amount < bestCovered) {
            best = c;
            bestCovered = amount;
        }
        if (amount == 0)
            break;
    }
    mCorner = best;
    if (pos() != at(best).topLeft())
        move(at(best).topLeft());
}

void Minimap::render()
{
    QElapsedTimer timer;
    timer.start();
    mDirty = false;
    mDirtyAreas.clear();
    mLastRenderPartial = false;
    QGraphicsScene *scene = mView->scene();
    mSource = scene ? scene->sceneRect() : QRectF();
    const QSize inner = size() - QSize(2 * kPadding, 2 * kPadding);
    QSize pictureSize = mSource.isEmpty()
                            ? QSize(1, 1)
                            : mSource.size().scaled(QSizeF(inner), Qt::KeepAspectRatio).toSize();
    pictureSize = pictureSize.expandedTo(QSize(1, 1));
    const qreal ratio = devicePixelRatioF();
    mPicture = QPixmap(pictureSize * ratio);
    mPicture.setDevicePixelRatio(ratio);
    mPicture.fill(scene ? scene->backgroundBrush().color() : QColor(Qt::white));
    if (scene && !mSource.isEmpty()) {
        QPainter painter(&mPicture);
        scene->render(&painter, QRectF(QPointF(0, 0), QSizeF(pictureSize)), mSource,
                      Qt::KeepAspectRatio);
    }
    mLastRenderMs = mLastFullRenderMs = timer.elapsed();
    ++mRenders;
    update();
}

void Minimap::renderAreas()
{
    QGraphicsScene *scene = mView->scene();
    if (!scene || mSource.isEmpty() || scene->sceneRect() != mSource || mPicture.isNull()) {
        render(); // the picture's frame moved: everything is elsewhere
        return;
    }
    QElapsedTimer timer;
    timer.start();
    const QSizeF size = mPicture.deviceIndependentSize();
    const double sx = size.width() / mSource.width(), sy = size.height() / mSource.height();
    QPainter painter(&mPicture);
    for (const QRectF &area : std::exchange(mDirtyAreas, {})) {
        // Whole pixels of the picture, and the scene area they show exactly, so that the part
        // drawn again lines up with what is around it.
        const QRectF inPicture((area.left() - mSource.left()) * sx,
                               (area.top() - mSource.top()) * sy, area.width() * sx,
                               area.height() * sy);
        const QRectF target = QRectF(inPicture.toAlignedRect().adjusted(-1, -1, 1, 1))
                                  .intersected(QRectF(QPointF(0, 0), size));
        if (target.isEmpty())
            continue;
        const QRectF source(mSource.left() + target.left() / sx, mSource.top() + target.top() / sy,
                            target.width() / sx, target.height() / sy);
        painter.setClipRect(target);
        painter.fillRect(target, scene->backgroundBrush().color());
        scene->render(&painter, target, source, Qt::IgnoreAspectRatio);
    }
    painter.end();
    mLastRenderMs = timer.elapsed();
    mLastRenderPartial = true;
    ++mRenders;
    update();
}

QRectF Minimap::pictureRect() const
{
    const QSizeF size = mPicture.deviceIndependentSize();
    return QRectF(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
}

QPointF Minimap::toMap(QPointF scenePos) const
{
    const QRectF target = pictureRect();
    if (mSource.isEmpty())
        return target.center();
    return target.topLeft() +
           QPointF((scenePos.x() - mSource.left()) * target.width() / mSource.width(),
                   (scenePos.y() - mSource.top()) * target.height() / mSource.height());
}

QRectF Minimap::visibleArea() const
{
    const QRectF shown = mView->mapToScene(mView->viewport()->rect()).boundingRect();
    return QRectF(toMap(shown.topLeft()), toMap(shown.bottomRight())).intersected(pictureRect());
}

void Minimap::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    painter.drawPixmap(pictureRect().topLeft(), mPicture);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF shown = visibleArea();
    if (!shown.isEmpty() && !shown.contains(pictureRect().adjusted(1, 1, -1, -1))) {
        QColor fill(0xff, 0x9f, 0x1c, 50);
        painter.setPen(QPen(QColor(0xe0, 0x7b, 0x00), 1.5));
        painter.setBrush(fill);
        painter.drawRect(shown);
    }
    painter.setPen(QPen(QColor(0x88, 0x8c, 0x94), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
}

void Minimap::centreViewAt(QPointF mapPos)
{
    const QRectF target = pictureRect();
    if (mSource.isEmpty() || target.isEmpty())
        return;
    mView->centerOn(
        mSource.left() + (mapPos.x() - target.left()) * mSource.width() / target.width(),
        mSource.top() + (mapPos.y() - target.top()) * mSource.height() / target.height());
}

void Minimap::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        centreViewAt(event->position());
    event->accept();
}

void Minimap::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        centreViewAt(event->position());
    event->accept();
}

} // namespace podcad
