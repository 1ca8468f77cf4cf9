#include "facilitydiagramview.h"

#include "export/facilitydiagrampainter.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QWheelEvent>
#include <cmath>

namespace podcad {

// The chain as one item in chain coordinates: the painter core's exports use, with the
// selection and the failed elements drawn over it.
class FacilityChainItem final : public QGraphicsItem
{
public:
    explicit FacilityChainItem(const FacilityDiagram::Chain &chain, const QFont &font)
        : mChain(chain)
        , mFont(font)
    {}
    QRectF boundingRect() const override { return mChain.bounds.adjusted(-4, -4, 4, 4); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->save();
        painter->setFont(mFont);
        painter->translate(mChain.bounds.topLeft());
        paintFacilityChain(*painter, mChain);
        painter->restore();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        for (int i = 0; i < int(mChain.boxes.size()); ++i) {
            const QRectF r = mChain.boxes[size_t(i)].rect;
            if (failed.contains(i)) {
                // Crossed out lightly: its name and figures stay readable under the cross.
                painter->fillRect(r, QColor(220, 40, 40, 40));
                painter->setPen(QPen(QColor(200, 30, 30, 110), 2));
                painter->drawLine(r.topLeft(), r.bottomRight());
                painter->drawLine(r.topRight(), r.bottomLeft());
                painter->setPen(QPen(QColor(190, 20, 20), 2.5));
                painter->drawRoundedRect(r, 5, 5);
            }
            if (highlighted.contains(i)) {
                painter->setPen(QPen(QColor(30, 110, 230), 3));
                painter->drawRoundedRect(r.adjusted(-2.5, -2.5, 2.5, 2.5), 6, 6);
            }
        }
    }
    QSet<int> highlighted;
    QSet<int> failed;

private:
    const FacilityDiagram::Chain &mChain;
    QFont mFont;
};

FacilityDiagramView::FacilityDiagramView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::NoAnchor);
    setRenderHint(QPainter::Antialiasing);
    setBackgroundBrush(palette().base());
}

void FacilityDiagramView::setChain(FacilityDiagram::Chain chain)
{
    scene()->clear();
    mItem = nullptr;
    mChain = std::move(chain);
    mItem = new FacilityChainItem(mChain, font());
    scene()->addItem(mItem);
    const QRectF bounds = mChain.bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
    // Zoomed, the view keeps the room it grew for the zoom.
    setSceneRect(mFitted ? bounds : bounds.united(sceneRect()));
    markBoxes();
    updateGeometry();
    if (mFitted)
        fit();
}

QRect FacilityDiagramView::boxRect(int index) const
{
    return mapFromScene(mChain.boxes[size_t(index)].rect).boundingRect();
}

int FacilityDiagramView::boxOf(const QString &id) const
{
    for (int i = 0; i < int(mChain.boxes.size()); ++i)
        if (!mChain.boxes[size_t(i)].rackGroup && mChain.boxes[size_t(i)].ids.value(0) == id)
            return i;
    return -1;
}

int FacilityDiagramView::firstBoxOf(const QSet<QString> &ids) const
{
    int group = -1;
    for (int i = 0; i < int(mChain.boxes.size()); ++i) {
        const FacilityDiagram::Box &box = mChain.boxes[size_t(i)];
        for (const QString &id : box.ids)
            if (ids.contains(id)) {
                if (!box.rackGroup)
                    return i;
                if (group < 0)
                    group = i;
                break;
            }
    }
    return group;
}

void FacilityDiagramView::fit()
{
    mFitted = true;
    if (mChain.empty())
        return;
    const QRectF scene = mChain.bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
    setSceneRect(scene);
    const QSizeF room = viewport()->size();
    const double whole = std::min(room.width() / scene.width(), room.height() / scene.height());
    // Scrolled down, the view gives a scroll bar's width back: the width fitted is what is left.
    const int bar = verticalScrollBar()->isVisible()
                        ? 0
                        : style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const double across = (room.width() - bar) / scene.width();
    const double zoom =
        whole >= kMinFitZoom ? std::min(whole, 1.0) : std::clamp(across, kMinFitZoom, 1.0);
    setTransform(QTransform::fromScale(zoom, zoom));
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());
}

void FacilityDiagramView::zoomAbout(double factor, const QPointF &viewportPos)
{
    const double zoom = std::clamp(this->zoom() * factor, kMinZoom, kMaxZoom);
    const QPointF under = viewportTransform().inverted().map(viewportPos);
    mFitted = false;
    // The scene the viewport then shows, with `under` at the cursor: the scene grows to hold it
    // (a diagram narrower than the dock has nothing to scroll, and would slide under the cursor).
    const QSizeF seen = QSizeF(viewport()->size()) / zoom;
    const QRectF wanted(under - QPointF(viewportPos.x(), viewportPos.y()) / zoom, seen);
    if (!sceneRect().contains(wanted))
        setSceneRect(sceneRect().united(wanted));
    setTransform(QTransform::fromScale(zoom, zoom));
    // Where that point landed, moved back under the cursor.
    const QPointF now = viewportTransform().map(under);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() +
                                    int(std::lround(now.x() - viewportPos.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() +
                                  int(std::lround(now.y() - viewportPos.y())));
}

void FacilityDiagramView::setHighlighted(const QSet<QString> &ids)
{
    mHighlightedIds = ids;
    markBoxes();
}

void FacilityDiagramView::setFailed(const QSet<QString> &ids)
{
    mFailedIds = ids;
    markBoxes();
}

void FacilityDiagramView::markBoxes()
{
    if (!mItem)
        return;
    // Kept as ids, so that a new chain (the next analysis) shows the same marks.
    QSet<int> highlighted, failed;
    if (!mHighlightedIds.isEmpty())
        for (int i = 0; i < int(mChain.boxes.size()); ++i)
            for (const QString &id : mChain.boxes[size_t(i)].ids)
                if (mHighlightedIds.contains(id)) {
                    highlighted.insert(i);
                    break;
                }
    for (const QString &id : std::as_const(mFailedIds))
        if (const int i = boxOf(id); i >= 0)
            failed.insert(i);
    if (highlighted != mItem->highlighted || failed != mItem->failed) {
        mItem->highlighted = highlighted;
        mItem->failed = failed;
        mItem->update();
    }
}

bool FacilityDiagramView::isHighlighted(int index) const
{
    return mItem && mItem->highlighted.contains(index);
}

bool FacilityDiagramView::isFailed(int index) const
{
    return mItem && mItem->failed.contains(index);
}

void FacilityDiagramView::showBox(int index)
{
    if (index >= 0 && index < int(mChain.boxes.size()))
        ensureVisible(mChain.boxes[size_t(index)].rect, 16, 16);
}

QSize FacilityDiagramView::sizeHint() const
{
    return (mChain.bounds.size() + QSizeF(2 * kMargin, 2 * kMargin)).toSize();
}

void FacilityDiagramView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // One notch (120) zooms by a fifth.
    zoomAbout(std::pow(1.2, event->angleDelta().y() / 120.0), event->position());
    event->accept();
}

void FacilityDiagramView::mousePressEvent(QMouseEvent *event)
{
    const int hit = mChain.boxAt(mapToScene(event->position().toPoint()));
    if (hit >= 0 && event->button() == Qt::LeftButton)
        Q_EMIT boxClicked(mChain.boxes[size_t(hit)].ids);
    QGraphicsView::mousePressEvent(event);
}

void FacilityDiagramView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (mFitted)
        fit();
}

} // namespace podcad
