#include "floorview.h"

#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "document/document.h"
#include "floorscene.h"
#include "model/design.h"
#include "arrange.h"
#include "placement.h"
#include "skumime.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace podcad {

FloorView::FloorView(Document *document, FloorScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , mDocument(document)
    , mScene(scene)
{
    setAcceptDrops(true);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    // A band across a rack's devices should select those devices, not the rack they sit in.
    setRubberBandSelectionMode(Qt::ContainsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // Every item sets the pen, brush and font it draws with, so saving and restoring the painter
    // around each of the tens of thousands of items of a big floor is wasted (fit: ~50 -> ~35 ms).
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
}

FloorView::Target FloorView::deviceTarget(const QString &sku, QPointF scenePos,
                                          const QString &movingId, int grabOffsetU) const
{
    Target target;
    const Catalog *catalog = mDocument->catalog();
    const DeviceModel *model = catalog ? catalog->model(sku) : nullptr;
    const auto slot = mScene->slotAt(scenePos);
    if (!model || !slot) {
        target.reason = tr("Drop %1 onto a rack.").arg(sku);
        return target;
    }
    target.kind = Target::Kind::Device;
    target.rackId = slot->rackId;
    target.lowestU = model->rackUnits > 0 ? slot->unit - grabOffsetU : 0;
    target.marker = mScene->slotRect(slot->rackId, target.lowestU, model->rackUnits);
    const PlacementCheck check = checkPlacement(mDocument->design(), *catalog, slot->rackId,
                                                target.lowestU, sku,
                                                mDocument->design().device(movingId));
    target.ok = check.ok;
    target.reason = check.ok ? tr("%1 at U%2 of %3").arg(sku).arg(target.lowestU).arg(slot->rackId)
                             : check.reason;
    return target;
}

FloorView::Target FloorView::catalogTarget(const QString &sku, QPointF scenePos) const
{
    Target target;
    const Catalog *catalog = mDocument->catalog();
    const DeviceModel *model = catalog ? catalog->model(sku) : nullptr;
    if (!model) {
        target.reason = tr("%1 is not in the catalog.").arg(sku);
        return target;
    }
    switch (model->kind) {
    case DeviceKind::Rack: {
        target.kind = Target::Kind::Rack;
        // Below the last row starts the next one; anywhere else extends the nearest row.
        const bool newRow = mScene->isBelowLastRow(scenePos);
        target.row = newRow ? nextRowLabel(mDocument->design())
                            : mScene->nearestRow(scenePos).value_or(QStringLiteral("A"));
        target.marker = mScene->newRackRect(target.row, model->rackUnits);
        target.ok = true;
        target.reason = newRow ? tr("New %1 starting row %2").arg(sku, target.row)
                        : target.row.isEmpty() ? tr("New %1 at the end of the unassigned row").arg(sku)
                                               : tr("New %1 at the end of row %2").arg(sku, target.row);
        return target;
    }
    case DeviceKind::Nic:
    case DeviceKind::Transceiver:
    case DeviceKind::Cable:
        target.reason = tr("%1 is not rack-mounted; it is counted from the links.").arg(sku);
        return target;
    default:
        return deviceTarget(sku, scenePos, {}, 0);
    }
}

void FloorView::showFeedback(const Target &target)
{
    if (target.kind == Target::Kind::None)
        mScene->hideTarget();
    else
        mScene->showTarget(target.marker, target.ok);
    Q_EMIT statusMessage(target.reason, target.ok ? 2000 : 5000);
}

bool FloorView::dropCatalogItem(const QString &sku, const Target &target)
{
    const Catalog *catalog = mDocument->catalog();
    const Design &design = mDocument->design();
    QString why;
    bool done = false;
    if (target.kind == Target::Kind::Rack) {
        Rack rack = newRackAtRowEnd(design, *catalog, sku, target.row);
        const QString id = rack.id;
        done = mDocument->push(new AddObjects(mDocument, std::move(rack)), &why);
        if (done)
            mScene->selectIds({id});
    } else {
        const DeviceModel &model = *catalog->model(sku);
        Device device;
        device.id = design.uniqueId(idPrefix(model));
        device.sku = sku;
        device.role = guessRole(model);
        device.rackId = target.rackId;
        device.lowestU = target.lowestU;
        const QString id = device.id;
        done = mDocument->push(new AddObjects(mDocument, std::move(device)), &why);
        if (done)
            mScene->selectIds({id});
    }
    Q_EMIT statusMessage(done ? target.reason : why, 5000);
    return done;
}

void FloorView::dragEnterEvent(QDragEnterEvent *event)
{
    if (skuFromMimeData(event->mimeData()).isEmpty() || !mDocument->catalog()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    showFeedback(catalogTarget(skuFromMimeData(event->mimeData()), mapToScene(event->position().toPoint())));
}

void FloorView::dragMoveEvent(QDragMoveEvent *event)
{
    const QString sku = skuFromMimeData(event->mimeData());
    if (sku.isEmpty() || !mDocument->catalog()) {
        event->ignore();
        return;
    }
    const Target target = catalogTarget(sku, mapToScene(event->position().toPoint()));
    showFeedback(target);
    // Ignoring makes the drag show "no drop here"; further moves still arrive.
    if (target.ok)
        event->acceptProposedAction();
    else
        event->ignore();
}

void FloorView::dragLeaveEvent(QDragLeaveEvent *event)
{
    mScene->hideTarget();
    event->accept();
}

void FloorView::dropEvent(QDropEvent *event)
{
    mScene->hideTarget();
    const QString sku = skuFromMimeData(event->mimeData());
    if (sku.isEmpty() || !mDocument->catalog()) {
        event->ignore();
        return;
    }
    // Checked again here: the model may have changed since the last move, and a drop may arrive
    // without one.
    const Target target = catalogTarget(sku, mapToScene(event->position().toPoint()));
    if (!target.ok || !dropCatalogItem(sku, target)) {
        Q_EMIT statusMessage(target.reason, 5000);
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

void FloorView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        mPanning = true;
        mPanLast = event->pos();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    const auto hit = mScene->objectAt(mapToScene(event->pos()));
    if (event->button() == Qt::LeftButton && event->modifiers() == Qt::NoModifier && hit
        && hit->second == FloorScene::kRackKind) {
        const Rack *rack = mDocument->design().rack(hit->first);
        if (rack && mDocument->catalog()) {
            mPressedRackId = rack->id;
            mPressPos = event->pos();
            mPressedWasSelected = mScene->selectedIds().contains(rack->id);
            if (!mPressedWasSelected)
                mScene->selectIds({rack->id});
            mGrabOffsetM = mapToScene(event->pos()).x() / FloorScene::kPixelsPerMetre - rack->floorPositionM.x();
            mMoving = false;
            event->accept();
            return;
        }
    }
    if (event->button() != Qt::LeftButton || event->modifiers() != Qt::NoModifier || !hit
        || hit->second != FloorScene::kDeviceKind) {
        QGraphicsView::mousePressEvent(event); // Ctrl+click toggles, racks select, empty floor bands
        return;
    }
    const Device *device = mDocument->design().device(hit->first);
    const Catalog *catalog = mDocument->catalog();
    if (!device || !catalog) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    mPressedId = device->id;
    mPressPos = event->pos();
    mPressedWasSelected = mScene->selectedIds().contains(device->id);
    if (!mPressedWasSelected)
        mScene->selectIds({device->id});
    const DeviceModel *model = catalog->model(device->sku);
    const auto slot = mScene->slotAt(mapToScene(event->pos()));
    mGrabOffsetU = model && model->rackUnits > 0 && slot && device->lowestU > 0
                       ? std::clamp(slot->unit - device->lowestU, 0, model->rackUnits - 1)
                       : 0;
    mMoving = false;
    event->accept();
}

void FloorView::mouseMoveEvent(QMouseEvent *event)
{
    if (mPanning) {
        const QPoint delta = event->pos() - mPanLast;
        mPanLast = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (!mPressedRackId.isEmpty()) {
        if (!mMoving && (event->pos() - mPressPos).manhattanLength() < QApplication::startDragDistance())
            return;
        mMoving = true;
        mMoveTarget = rackMoveTarget(mPressedRackId, mapToScene(event->pos()));
        showFeedback(mMoveTarget);
        viewport()->update(); // the floor tiles are drawn while a rack moves
        return;
    }
    if (mPressedId.isEmpty()) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    if (!mMoving && (event->pos() - mPressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    mMoving = true;
    const Device *device = mDocument->design().device(mPressedId);
    if (!device)
        return;
    mMoveTarget = deviceTarget(device->sku, mapToScene(event->pos()), device->id, mGrabOffsetU);
    showFeedback(mMoveTarget);
}

void FloorView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mPanning && event->button() == Qt::MiddleButton) {
        mPanning = false;
        viewport()->unsetCursor();
        return;
    }
    if (!mPressedRackId.isEmpty()) {
        finishRackMove();
        return;
    }
    if (mPressedId.isEmpty()) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    const QString id = std::exchange(mPressedId, QString());
    if (!mMoving) {
        // A plain click on one of several selected devices narrows the selection to it.
        if (mPressedWasSelected)
            mScene->selectIds({id});
        return;
    }
    mMoving = false;
    mScene->hideTarget();
    const Device *device = mDocument->design().device(id);
    if (!device || mMoveTarget.kind != Target::Kind::Device)
        return;
    if (!mMoveTarget.ok) {
        Q_EMIT statusMessage(mMoveTarget.reason, 5000);
        return;
    }
    if (device->rackId == mMoveTarget.rackId && device->lowestU == mMoveTarget.lowestU)
        return;
    QString why;
    if (!mDocument->push(new MoveDevice(mDocument, id, mMoveTarget.rackId, mMoveTarget.lowestU), &why))
        Q_EMIT statusMessage(why, 5000);
    mNudgeId.clear();
}

FloorView::Target FloorView::rackMoveTarget(const QString &rackId, QPointF scenePos) const
{
    Target target;
    const Rack *rack = mDocument->design().rack(rackId);
    const Catalog *catalog = mDocument->catalog();
    if (!rack || !catalog)
        return target;
    target.kind = Target::Kind::Rack;
    target.row = mScene->nearestRow(scenePos).value_or(rack->row);
    const double raw = scenePos.x() / FloorScene::kPixelsPerMetre - mGrabOffsetM;
    double xM = raw;
    if (mSnapToGrid) {
        // The nearest tile edge, or the side of a neighbour in the target row when that is nearer:
        // 800 mm racks stand side by side off the 600 mm tile grid, and must still butt up.
        xM = std::round(raw / kFloorTileM) * kFloorTileM;
        const double width = rackWidthM(*catalog, *rack);
        for (const auto &[id, other] : mDocument->design().racks()) {
            if (id == rackId || other.row != target.row)
                continue;
            for (const double side : {other.floorPositionM.x() + rackWidthM(*catalog, other),
                                      other.floorPositionM.x() - width})
                if (std::abs(side - raw) < std::abs(xM - raw))
                    xM = side;
        }
    }
    // To the millimetre: the file keeps what can be measured on the floor.
    target.xM = std::round(xM * 1000) / 1000 + 0.0; // + 0.0: no "-0 m"
    const DeviceModel *model = catalog->model(rack->sku);
    target.marker = mScene->rackRectAt(target.row, target.xM, model ? model->rackUnits : 48);
    Rack moved = *rack;
    moved.row = target.row;
    moved.floorPositionM.setX(target.xM);
    std::vector<const Rack *> others;
    for (const auto &[id, r] : mDocument->design().racks())
        others.push_back(&r);
    const QString name = rack->name.isEmpty() ? rack->id : rack->name;
    const QString where = target.row.isEmpty() ? tr("%1 m along the unassigned row").arg(target.xM, 0, 'f', 2)
                                               : tr("%1 m along row %2").arg(target.xM, 0, 'f', 2).arg(target.row);
    if (const Rack *other = overlappingRack(*catalog, moved, others)) {
        target.reason = tr("%1 would stand on %2 at %3.")
                            .arg(name, other->name.isEmpty() ? other->id : other->name, where);
        return target;
    }
    target.ok = true;
    target.reason = tr("%1 to %2").arg(name, where);
    return target;
}

void FloorView::finishRackMove()
{
    const QString id = std::exchange(mPressedRackId, QString());
    const bool moved = std::exchange(mMoving, false);
    mScene->hideTarget();
    viewport()->update();
    if (!moved) {
        if (mPressedWasSelected)
            mScene->selectIds({id});
        return;
    }
    const Rack *rack = mDocument->design().rack(id);
    if (!rack || mMoveTarget.kind != Target::Kind::Rack)
        return;
    if (!mMoveTarget.ok) {
        Q_EMIT statusMessage(mMoveTarget.reason, 5000);
        return;
    }
    Rack after = *rack;
    after.row = mMoveTarget.row;
    after.floorPositionM.setX(mMoveTarget.xM);
    // Into another row: onto that row's line on the floor plan (its first rack's depth position).
    if (after.row != rack->row)
        for (const auto &[otherId, other] : mDocument->design().racks())
            if (otherId != id && other.row == after.row) {
                after.floorPositionM.setY(other.floorPositionM.y());
                break;
            }
    if (after == *rack)
        return;
    QString why;
    if (!mDocument->push(new ChangeRacks(mDocument, {after}, tr("Move %1").arg(id)), &why))
        Q_EMIT statusMessage(why, 5000);
    else
        Q_EMIT statusMessage(mMoveTarget.reason, 3000);
}

void FloorView::drawBackground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawBackground(painter, rect);
    // The floor tiles, while a rack is being moved with snapping on: where it can land.
    if (!mMoving || mPressedRackId.isEmpty() || !mSnapToGrid)
        return;
    const double pitch = kFloorTileM * FloorScene::kPixelsPerMetre;
    QPen pen(QColor(0, 0, 0, 40), 1, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    for (double x = std::floor(rect.left() / pitch) * pitch; x <= rect.right(); x += pitch)
        painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
}

bool FloorView::nudge(int units)
{
    const QStringList selected = mScene->selectedIds();
    const Device *device = selected.size() == 1 ? mDocument->design().device(selected.first()) : nullptr;
    if (!device || !device->isPlaced() || device->lowestU <= 0 || !mDocument->catalog())
        return false;
    const PlacementCheck check = checkPlacement(mDocument->design(), *mDocument->catalog(),
                                                device->rackId, device->lowestU + units, device->sku,
                                                device);
    if (!check.ok) {
        Q_EMIT statusMessage(check.reason, 5000);
        return true;
    }
    // Consecutive nudges of one device are one undo step.
    if (mNudgeId != device->id) {
        mNudgeId = device->id;
        ++mMoveSession;
    }
    mDocument->push(new MoveDevice(mDocument, device->id, device->rackId, device->lowestU + units,
                                   mMoveSession));
    return true;
}

void FloorView::keyPressEvent(QKeyEvent *event)
{
    // Up and Down move the one selected device; without one they pan, like the other arrows.
    if (event->modifiers() == Qt::NoModifier && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)
        && nudge(event->key() == Qt::Key_Up ? 1 : -1)) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void FloorView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double factor = event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15;
        scale(factor, factor);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

} // namespace podcad
