#include "movedevice.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

MoveDevice::MoveDevice(Document *document, QString deviceId, QString rackId, int lowestU,
                       int session)
    : DocumentCommand(document,
                      QCoreApplication::translate("podcad::MoveDevice", "Move %1").arg(deviceId))
    , mDeviceId(std::move(deviceId))
    , mRackId(std::move(rackId))
    , mLowestU(lowestU)
    , mSession(session)
{
}

void MoveDevice::place(const QString &rackId, int lowestU)
{
    Device moved = *design().device(mDeviceId);
    moved.rackId = rackId;
    moved.lowestU = lowestU;
    design().updateDevice(moved);
    notify(ChangeEvent::Kind::DeviceMoved, {mDeviceId});
}

void MoveDevice::redo()
{
    const Device *device = design().device(mDeviceId);
    if (!device)
        return refuse(QCoreApplication::translate("podcad::MoveDevice", "no device \"%1\"").arg(mDeviceId));
    if (!mRackId.isEmpty() && !design().rack(mRackId))
        return refuse(QCoreApplication::translate("podcad::MoveDevice", "no rack \"%1\"").arg(mRackId));
    mOldRackId = device->rackId;
    mOldLowestU = device->lowestU;
    place(mRackId, mLowestU);
}

void MoveDevice::undo() { place(mOldRackId, mOldLowestU); }

bool MoveDevice::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveDevice *>(other); // same id(), so same class
    if (mSession == 0 || other->isObsolete() || move->mSession != mSession || move->mDeviceId != mDeviceId)
        return false;
    // Keep our "before", take its "after".
    mRackId = move->mRackId;
    mLowestU = move->mLowestU;
    setObsolete(mRackId == mOldRackId && mLowestU == mOldLowestU);
    return true;
}

} // namespace podcad
