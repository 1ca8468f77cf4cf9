#include "adddevice.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

AddDevice::AddDevice(Document *document, Device device)
    : DocumentCommand(document, QCoreApplication::translate("podcad::AddDevice", "Add %1")
                                    .arg(device.name.isEmpty() ? device.id : device.name))
    , mDevice(std::move(device))
{
}

void AddDevice::redo()
{
    QString why;
    if (!design().addDevice(mDevice, &why))
        return refuse(why);
    notify(ChangeEvent::Kind::DeviceAdded, {mDevice.id});
}

void AddDevice::undo()
{
    design().removeDevice(mDevice.id);
    notify(ChangeEvent::Kind::DeviceRemoved, {mDevice.id});
}

} // namespace podcad
