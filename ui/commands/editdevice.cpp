#include "editdevice.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

EditDevice::EditDevice(Document *document, std::vector<Device> after, const QString &text)
    : DocumentCommand(document, text)
    , mAfter(std::move(after))
{
}

void EditDevice::apply(const std::vector<Device> &values)
{
    QStringList ids;
    for (const Device &device : values) {
        design().updateDevice(device);
        ids << device.id;
    }
    notify(ChangeEvent::Kind::DeviceEdited, ids);
}

void EditDevice::redo()
{
    // Check every device before changing any, so that a refused edit changes nothing.
    mBefore.clear();
    for (const Device &device : mAfter) {
        const Device *current = design().device(device.id);
        if (!current)
            return refuse(QCoreApplication::translate("podcad::EditDevice", "no device \"%1\"").arg(device.id));
        mBefore.push_back(*current);
    }
    if (mBefore == mAfter)
        return refuse(QCoreApplication::translate("podcad::EditDevice", "nothing changed"));
    apply(mAfter);
}

void EditDevice::undo() { apply(mBefore); }

} // namespace podcad
