#include "floormovetool.h"

#include "canvas/editorview.h"
#include "canvas/floorscene.h"
#include "catalog/catalog.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "edit/placement.h"
#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <algorithm>

namespace podcad {

FloorMoveTool::FloorMoveTool(EditorView *view, FloorScene *scene)
    : SelectTool(view)
    , mScene(scene)
{}

void FloorMoveTool::showFeedback(const FloorTarget &target)
{
    if (target.kind == FloorTarget::Kind::None)
        mScene->hideTarget();
    else
        mScene->showTarget(target.marker, target.ok);
    Q_EMIT statusMessage(target.reason, target.ok ? 2000 : 5000);
}

bool FloorMoveTool::mousePressed(QMouseEvent *event)
{
    // Only a plain left press moves; Ctrl+click toggles, and the rest is QGraphicsView's selection.
    if (event->button() != Qt::LeftButton || event->modifiers() != Qt::NoModifier)
        return false;
    const QPointF scenePos = view()->mapToScene(event->pos());
    const auto hit = mScene->objectAt(scenePos);
    const Catalog *catalog = document()->catalog();
    if (!hit || !catalog)
        return false; // empty floor: a rubber band
    const Design &design = document()->design();
    if (hit->second == FloorScene::kRackKind) {
        const Rack *rack = design.rack(hit->first);
        if (!rack)
            return false;
        mPressedRackId = rack->id;
        mGrabOffsetM = scenePos.x() / FloorScene::kPixelsPerMetre - rack->floorPositionM.x();
    } else if (hit->second == FloorScene::kDeviceKind) {
        const Device *device = design.device(hit->first);
        if (!device)
            return false;
        mPressedId = device->id;
        const DeviceModel *model = catalog->model(device->sku);
        const auto slot = mScene->slotAt(scenePos);
        mGrabOffsetU = model && model->rackUnits > 0 && slot && device->lowestU > 0
                           ? std::clamp(slot->unit - device->lowestU, 0, model->rackUnits - 1)
                           : 0;
    } else {
        return false;
    }
    const QString id = hit->first;
    mPressPos = event->pos();
    mPressedWasSelected = mScene->selectedIds().contains(id);
    if (!mPressedWasSelected)
        mScene->selectIds({id});
    mMoving = false;
    return true;
}

bool FloorMoveTool::mouseMoved(QMouseEvent *event)
{
    if (mPressedId.isEmpty() && mPressedRackId.isEmpty())
        return false;
    if (!mMoving &&
        (event->pos() - mPressPos).manhattanLength() < QApplication::startDragDistance())
        return true;
    mMoving = true;
    const QPointF scenePos = view()->mapToScene(event->pos());
    if (!mPressedRackId.isEmpty()) {
        mMoveTarget = FloorTarget::forRackMove(*document(), *mScene, mPressedRackId, scenePos,
                                               mGrabOffsetM, mSnapToGrid);
        showFeedback(mMoveTarget);
        view()->viewport()->update(); // the floor tiles are drawn while a rack moves
        return true;
    }
    const Device *device = document()->design().device(mPressedId);
    if (!device)
        return true;
    mMoveTarget = FloorTarget::forDevice(*document(), *mScene, device->sku, scenePos, device->id,
                                         mGrabOffsetU);
    showFeedback(mMoveTarget);
    return true;
}

bool FloorMoveTool::mouseReleased(QMouseEvent *)
{
    if (!mPressedRackId.isEmpty()) {
        finishRackMove();
        return true;
    }
    if (!mPressedId.isEmpty()) {
        finishDeviceMove();
        return true;
    }
    return false;
}

void FloorMoveTool::finishDeviceMove()
{
    const QString id = std::exchange(mPressedId, QString());
    if (!std::exchange(mMoving, false)) {
        // A plain click on one of several selected devices narrows the selection to it.
        if (mPressedWasSelected)
            mScene->selectIds({id});
        return;
    }
    mScene->hideTarget();
    const Device *device = document()->design().device(id);
    if (!device || mMoveTarget.kind != FloorTarget::Kind::Device)
        return;
    if (!mMoveTarget.ok) {
        Q_EMIT statusMessage(mMoveTarget.reason, 5000);
        return;
    }
    if (device->rackId == mMoveTarget.rackId && device->lowestU == mMoveTarget.lowestU)
        return;
    QString why;
    if (!document()->push(new MoveDevice(document(), id, mMoveTarget.rackId, mMoveTarget.lowestU),
                          &why))
        Q_EMIT statusMessage(why, 5000);
    mNudgeId.clear();
}

void FloorMoveTool::finishRackMove()
{
    const QString id = std::exchange(mPressedRackId, QString());
    const bool moved = std::exchange(mMoving, false);
    mScene->hideTarget();
    view()->viewport()->update();
    if (!moved) {
        if (mPressedWasSelected)
            mScene->selectIds({id});
        return;
    }
    const Design &design = document()->design();
    const Rack *rack = design.rack(id);
    if (!rack || mMoveTarget.kind != FloorTarget::Kind::Rack)
        return;
    if (!mMoveTarget.ok) {
        // Said as the outcome, not only as the hover's warning: the rack went back, and why.
        Q_EMIT statusMessage(FloorTarget::tr("Not moved: %1").arg(mMoveTarget.reason), 8000);
        return;
    }
    Rack after = *rack;
    after.row = mMoveTarget.row;
    after.floorPositionM.setX(mMoveTarget.xM);
    // Into another row: onto that row's line on the floor plan (its first rack's depth position).
    if (after.row != rack->row)
        for (const auto &[otherId, other] : design.racks())
            if (otherId != id && other.row == after.row) {
                after.floorPositionM.setY(other.floorPositionM.y());
                break;
            }
    if (after == *rack) {
        // Dropped where it stood (a full row's only free place is its own): say so.
        Q_EMIT statusMessage(
            FloorTarget::tr("Not moved: %1 is already there.").arg(shownName(design, id)), 5000);
        return;
    }
    QString why;
    if (!document()->push(new ChangeRacks(document(), {after},
                                          FloorTarget::tr("Move %1").arg(shownName(design, id))),
                          &why))
        Q_EMIT statusMessage(FloorTarget::tr("Not moved: %1").arg(why), 8000);
    else
        Q_EMIT statusMessage(mMoveTarget.reason, 3000);
}

bool FloorMoveTool::nudge(int units)
{
    const QStringList selected = mScene->selectedIds();
    const Design &design = document()->design();
    const Device *device = selected.size() == 1 ? design.device(selected.first()) : nullptr;
    if (!device || !device->isPlaced() || device->lowestU <= 0 || !document()->catalog())
        return false;
    const PlacementCheck check = checkPlacement(design, *document()->catalog(), device->rackId,
                                                device->lowestU + units, device->sku, device);
    if (!check.ok) {
        Q_EMIT statusMessage(check.reason, 5000);
        return true;
    }
    // Consecutive nudges of one device are one undo step.
    if (mNudgeId != device->id) {
        mNudgeId = device->id;
        ++mMoveSession;
    }
    document()->push(new MoveDevice(document(), device->id, device->rackId, device->lowestU + units,
                                    mMoveSession));
    return true;
}

bool FloorMoveTool::keyPressed(QKeyEvent *event)
{
    // Up and Down move the one selected device; without one they pan, like the other arrows.
    return event->modifiers() == Qt::NoModifier &&
           (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) &&
           nudge(event->key() == Qt::Key_Up ? 1 : -1);
}

} // namespace podcad
