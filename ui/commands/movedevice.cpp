#include "movedevice.h"

#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QCoreApplication>

namespace podcad {
namespace {

// A device not in the design moves as a bare id, which ChangeValues refuses as missing.
Device moved(const Document *document, const QString &deviceId, const QString &rackId, int lowestU)
{
    const Device *current = document->design().device(deviceId);
    Device device = current ? *current : Device{};
    device.id = deviceId;
    device.rackId = rackId;
    device.lowestU = lowestU;
    return device;
}

} // namespace

MoveDevice::MoveDevice(Document *document, const QString &deviceId, const QString &rackId,
                       int lowestU, int session)
    : ChangeValues<Device>(document, {moved(document, deviceId, rackId, lowestU)},
                           QCoreApplication::translate("podcad::MoveDevice", "Move %1")
                               .arg(shownName(document->design(), deviceId)),
                           session)
{}

} // namespace podcad
