#include "arrangeobjects.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

ArrangeObjects::ArrangeObjects(Document *document, std::vector<Rack> racks, std::vector<Device> devices,
                               const QString &text)
    : DocumentCommand(document, text)
    , mRacksAfter(std::move(racks))
    , mDevicesAfter(std::move(devices))
{
}

void ArrangeObjects::apply(const std::vector<Rack> &racks, const std::vector<Device> &devices)
{
    QStringList rackIds, deviceIds;
    for (const Rack &r : racks) {
        design().updateRack(r);
        rackIds << r.id;
    }
    for (const Device &d : devices) {
        design().updateDevice(d);
        deviceIds << d.id;
    }
    if (!rackIds.isEmpty())
        notify(ChangeEvent::Kind::RackEdited, rackIds);
    if (!deviceIds.isEmpty())
        notify(ChangeEvent::Kind::DeviceMoved, deviceIds);
}

void ArrangeObjects::redo()
{
    // All or nothing: check every object before touching any.
    mRacksBefore.clear();
    mDevicesBefore.clear();
    for (const Rack &r : mRacksAfter) {
        const Rack *current = design().rack(r.id);
        if (!current)
            return refuse(QCoreApplication::translate("podcad::ArrangeObjects", "no rack \"%1\"").arg(r.id));
        mRacksBefore.push_back(*current);
    }
    for (const Device &d : mDevicesAfter) {
        const Device *current = design().device(d.id);
        if (!current)
            return refuse(QCoreApplication::translate("podcad::ArrangeObjects", "no device \"%1\"").arg(d.id));
        mDevicesBefore.push_back(*current);
    }
    if (mRacksAfter.empty() && mDevicesAfter.empty())
        return refuse(QCoreApplication::translate("podcad::ArrangeObjects", "nothing to arrange"));
    apply(mRacksAfter, mDevicesAfter);
}

void ArrangeObjects::undo() { apply(mRacksBefore, mDevicesBefore); }

} // namespace podcad
