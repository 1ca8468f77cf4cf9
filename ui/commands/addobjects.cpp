#include "addobjects.h"

#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QCoreApplication>

namespace podcad {
namespace {

template<typename T> QString label(const T &object)
{
    return object.name.isEmpty() ? object.id : object.name;
}

} // namespace

AddObjects::AddObjects(Document *document, std::vector<Rack> racks, std::vector<Device> devices,
                       std::vector<Link> links, const QString &text)
    : DocumentCommand(document, text)
    , mRacks(std::move(racks))
    , mDevices(std::move(devices))
    , mLinks(std::move(links))
{}

AddObjects::AddObjects(Document *document, std::vector<Device> devices, std::vector<Link> links,
                       const QString &text)
    : AddObjects(document, {}, std::move(devices), std::move(links), text)
{}

AddObjects::AddObjects(Document *document, Rack rack)
    : AddObjects(document, {}, {}, {},
                 QCoreApplication::translate("podcad::AddRack", "Add rack %1").arg(label(rack)))
{
    mRacks.push_back(std::move(rack));
}

AddObjects::AddObjects(Document *document, Device device)
    : AddObjects(document, {}, {}, {},
                 QCoreApplication::translate("podcad::AddDevice", "Add %1").arg(label(device)))
{
    mDevices.push_back(std::move(device));
}

AddObjects::AddObjects(Document *document, Link link)
    : AddObjects(document, {}, {}, {},
                 QCoreApplication::translate("podcad::AddLink", "Connect %1 to %2")
                     .arg(shownName(document->design(), link.a.deviceId),
                          shownName(document->design(), link.b.deviceId)))
{
    mLinks.push_back(std::move(link));
}

ChangeEvent AddObjects::changeEvent(ChangeEvent::Kind kind) const
{
    ChangeEvent event(kind);
    event.racks.addIdsOf(mRacks);
    event.devices.addIdsOf(mDevices);
    event.links.addIdsOf(mLinks);
    return event;
}

void AddObjects::perform()
{
    Design &d = design();
    QString why;
    std::size_t racks = 0, devices = 0;
    for (; racks < mRacks.size(); ++racks)
        if (!d.addRack(mRacks[racks], &why))
            break;
    if (racks == mRacks.size())
        for (; devices < mDevices.size(); ++devices)
            if (!d.addDevice(mDevices[devices], &why))
                break;
    // One batch for the links: a bulk connect adds thousands on a big design.
    if (racks < mRacks.size() || devices < mDevices.size() || !d.addLinks(mLinks, &why)) {
        // Devices first: a rack taken out would unplace them, and they are going anyway.
        for (std::size_t i = 0; i < devices; ++i)
            d.removeDevice(mDevices[i].id);
        for (std::size_t i = 0; i < racks; ++i)
            d.removeRack(mRacks[i].id);
        return refuse(why);
    }
    notify(changeEvent(ChangeEvent::Kind::ObjectsAdded));
}

void AddObjects::undo()
{
    // Nothing can have been attached to them since: later commands are undone first.
    Design &d = design();
    for (const Link &l : mLinks)
        d.removeLink(l.id);
    for (const Device &device : mDevices)
        d.removeDevice(device.id);
    for (const Rack &rack : mRacks)
        d.removeRack(rack.id);
    notify(changeEvent(ChangeEvent::Kind::ObjectsRemoved));
}

} // namespace podcad
