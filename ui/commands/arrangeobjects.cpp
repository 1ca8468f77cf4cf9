#include "arrangeobjects.h"

#include "changevalues.h"
#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

ArrangeObjects::ArrangeObjects(Document *document, std::vector<Rack> racks,
                               std::vector<Device> devices, const QString &text)
    : DocumentCommand(document, text)
    , mRacksAfter(std::move(racks))
    , mDevicesAfter(std::move(devices))
{}

void ArrangeObjects::notifyAll()
{
    ChangeEvent event(ChangeEvent::Kind::ObjectsEdited);
    event.racks.addIdsOf(mRacksAfter);
    event.devices.addIdsOf(mDevicesAfter);
    notify(event);
}

void ArrangeObjects::perform()
{
    if (mRacksAfter.empty() && mDevicesAfter.empty())
        return refuse(QCoreApplication::translate("podcad::ArrangeObjects", "nothing to arrange"));
    // All or nothing: check every object before touching any.
    if (QString why = values::snapshot(design(), mRacksAfter, mRacksBefore); !why.isEmpty())
        return refuse(why);
    if (QString why = values::snapshot(design(), mDevicesAfter, mDevicesBefore); !why.isEmpty())
        return refuse(why);
    // Racks first: a device may be stacked into a rack the same arrangement moves.
    if (QString why = values::replace(design(), mRacksAfter, mRacksBefore); !why.isEmpty())
        return refuse(why);
    if (QString why = values::replace(design(), mDevicesAfter, mDevicesBefore); !why.isEmpty()) {
        values::replace(design(), mRacksBefore, mRacksAfter);
        return refuse(why);
    }
    notifyAll();
}

void ArrangeObjects::undo()
{
    values::replace(design(), mDevicesBefore, mDevicesAfter);
    values::replace(design(), mRacksBefore, mRacksAfter);
    notifyAll();
}

} // namespace podcad
