#include "topologyview.h"

#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "document/document.h"
#include "linkplanner.h"
#include "model/design.h"
#include "placement.h"
#include "skumime.h"
#include "topologyscene.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

namespace podcad {

TopologyView::TopologyView(Document *document, TopologyScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , mDocument(document)
    , mScene(scene)
{
    setObjectName(QStringLiteral("topologyView"));
    setAcceptDrops(true);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // Nodes cache themselves and the cable layers cull to the exposed rectangle: updating only
    // what changed keeps panning a big design smooth.
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
}

void TopologyView::setConnectMode(bool on)
{
    if (on == mConnectMode)
        return;
    mConnectMode = on;
    setDragMode(on ? QGraphicsView::NoDrag : QGraphicsView::RubberBandDrag);
    viewport()->setCursor(on ? Qt::CrossCursor : Qt::ArrowCursor);
    Q_EMIT statusMessage(on ? tr("Connect: drag from one device to another (Esc to stop).")
                            : QString(),
                         on ? 0 : 1);
    Q_EMIT connectModeChanged(on);
}

QString TopologyView::dropRefusal(const QString &sku) const
{
    const Catalog *catalog = mDocument->catalog();
    const DeviceModel *model = catalog ? catalog->model(sku) : nullptr;
    if (!model)
        return tr("%1 is not in the catalog.").arg(sku);
    switch (model->kind) {
    case DeviceKind::Rack:
        return tr("Racks go onto the floor view.");
    case DeviceKind::Nic:
    case DeviceKind::Transceiver:
    case DeviceKind::Cable:
        return tr("%1 is not a device of its own; it is counted from the links.").arg(sku);
    default:
        return {};
    }
}

void TopologyView::dragEnterEvent(QDragEnterEvent *event)
{
    const QString sku = skuFromMimeData(event->mimeData());
    if (sku.isEmpty() || !mDocument->catalog()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

void TopologyView::dragMoveEvent(QDragMoveEvent *event)
{
    const QString sku = skuFromMimeData(event->mimeData());
    const QString refusal = sku.isEmpty() ? QStringLiteral("-") : dropRefusal(sku);
    if (!refusal.isEmpty()) {
        if (!sku.isEmpty())
            Q_EMIT statusMessage(refusal, 5000);
        event->ignore();
        return;
    }
    Q_EMIT statusMessage(tr("Add %1 (not placed in a rack yet)").arg(sku), 2000);
    event->acceptProposedAction();
}

void TopologyView::dragLeaveEvent(QDragLeaveEvent *event) { event->accept(); }

void TopologyView::dropEvent(QDropEvent *event)
{
    const QString sku = skuFromMimeData(event->mimeData());
    const QString refusal = sku.isEmpty() ? QStringLiteral("-") : dropRefusal(sku);
    if (!refusal.isEmpty()) {
        if (!sku.isEmpty())
            Q_EMIT statusMessage(refusal, 5000);
        event->ignore();
        return;
    }
    const DeviceModel &model = *mDocument->catalog()->model(sku);
    Device device;
    device.id = mDocument->design().uniqueId(idPrefix(model));
    device.sku = sku;
    device.role = guessRole(model);
    device.canvasPosition = mapToScene(event->position().toPoint());
    const QString id = device.id;
    QString why;
    if (!mDocument->push(new AddObjects(mDocument, std::move(device)), &why)) {
        Q_EMIT statusMessage(why, 5000);
        event->ignore();
        return;
    }
    mScene->selectIds({id});
    Q_EMIT statusMessage(tr("Added %1 (not placed: rack it in the floor view)").arg(id), 5000);
    event->acceptProposedAction();
}

void TopologyView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        mPanning = true;
        mPanLast = event->pos();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    const bool linking = event->button() == Qt::LeftButton
                         && (mConnectMode || event->modifiers() == Qt::ShiftModifier);
    const auto hit = mScene->deviceAt(mapToScene(event->pos()));
    if (linking && hit) {
        mLinkFrom = *hit;
        mScene->selectIds({*hit});
        event->accept();
        return;
    }
    if (linking && mConnectMode) {
        event->accept(); // empty space in connect mode: nothing to start from
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void TopologyView::mouseMoveEvent(QMouseEvent *event)
{
    if (mPanning) {
        const QPoint delta = event->pos() - mPanLast;
        mPanLast = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (mLinkFrom.isEmpty()) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    const QPointF to = mapToScene(event->pos());
    const QPointF from = mScene->objectRect(mLinkFrom).center();
    const auto target = mScene->deviceAt(to);
    bool ok = false;
    if (target && *target != mLinkFrom && mDocument->catalog()) {
        const LinkPlan plan = planLink(mDocument->design(), *mDocument->catalog(), mLinkFrom, *target);
        ok = !plan.links.empty();
        Q_EMIT statusMessage(ok ? tr("Connect %1 to %2").arg(portLabel(plan.links.front().a),
                                                               portLabel(plan.links.front().b))
                                : plan.reason,
                             3000);
    }
    mScene->showRubberLine(QLineF(from, to), ok);
}

void TopologyView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mPanning && event->button() == Qt::MiddleButton) {
        mPanning = false;
        viewport()->setCursor(mConnectMode ? Qt::CrossCursor : Qt::ArrowCursor);
        return;
    }
    if (mLinkFrom.isEmpty()) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    const QString from = std::exchange(mLinkFrom, QString());
    mScene->hideRubberLine();
    const auto target = mScene->deviceAt(mapToScene(event->pos()));
    if (!target || *target == from || !mDocument->catalog())
        return; // released on nothing (or where it started): no cable, nothing to say
    const LinkPlan plan = planLink(mDocument->design(), *mDocument->catalog(), from, *target);
    if (plan.links.empty()) {
        Q_EMIT statusMessage(plan.reason, 6000);
        return;
    }
    const Link link = plan.links.front();
    QString why;
    if (!mDocument->push(new AddObjects(mDocument, link), &why)) {
        Q_EMIT statusMessage(why, 6000);
        return;
    }
    const Fabric *fabric = mDocument->design().fabric(link.fabricId);
    Q_EMIT statusMessage(tr("Connected %1 to %2 (%3)")
                             .arg(portLabel(link.a), portLabel(link.b),
                                  fabric ? fabric->name : tr("no fabric")),
                         6000);
    Q_EMIT linkCreated(link.id);
}

void TopologyView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && mConnectMode) {
        mLinkFrom.clear();
        mScene->hideRubberLine();
        setConnectMode(false);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void TopologyView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double factor = event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15;
        scale(factor, factor);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void TopologyView::drawForeground(QPainter *painter, const QRectF &rect)
{
    // Tier names stay at the left edge of what is shown, at a readable size at any zoom: in the
    // scene they would shrink to nothing on a fit-to-view of a 64-SU design.
    const QTransform toDevice = painter->worldTransform();
    const QRectF visible = toDevice.mapRect(rect);
    painter->save();
    painter->resetTransform();
    QFont font = painter->font();
    font.setPointSizeF(10);
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    for (const TopologyScene::Band &band : mScene->bands()) {
        const QRectF r = toDevice.mapRect(band.rect).intersected(visible);
        if (r.height() < metrics.height())
            continue;
        const QString text = band.name.toUpper();
        const QRectF box(visible.left() + 6, r.top() + 6, metrics.horizontalAdvance(text) + 14,
                         metrics.height() + 6);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2b, 0x30, 0x3a, 215));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(Qt::white);
        painter->drawText(box, Qt::AlignCenter, text);
    }
    painter->restore();
}

} // namespace podcad
