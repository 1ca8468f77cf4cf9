#include "removeobjects.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {
namespace {

QString defaultText(const QStringList &ids)
{
    return ids.size() == 1
               ? QCoreApplication::translate("podcad::RemoveObjects", "Delete %1").arg(ids.first())
               : QCoreApplication::translate("podcad::RemoveObjects", "Delete %n objects", nullptr,
                                             int(ids.size()));
}

} // namespace

RemoveObjects::RemoveObjects(Document *document, QStringList ids, const QString &text)
    : DocumentCommand(document, text.isEmpty() ? defaultText(ids) : text)
    , mIds(std::move(ids))
{}

ChangeEvent RemoveObjects::changeEvent(ChangeEvent::Kind kind) const
{
    ChangeEvent event(kind);
    event.links.addIdsOf(mLinks);
    event.devices.addIdsOf(mDevices);
    event.devices.addIdsOf(mUnplaced);
    event.racks.addIdsOf(mRacks);
    return event;
}

void RemoveObjects::perform()
{
    mLinks.clear();
    mDevices.clear();
    mRacks.clear();
    mUnplaced.clear();
    Design &d = design();
    // Links first, then devices, then racks: each later removal then reports only what the
    // earlier ones left, so nothing is remembered twice.
    for (const QString &id : mIds)
        if (const Link *link = d.link(id)) {
            mLinks.push_back(*link);
            d.removeLink(id);
        }
    for (const QString &id : mIds)
        if (const Device *device = d.device(id)) {
            mDevices.push_back(*device);
            for (Link &link : d.removeDevice(id))
                mLinks.push_back(std::move(link));
        }
    for (const QString &id : mIds)
        if (const Rack *rack = d.rack(id)) {
            mRacks.push_back(*rack);
            for (Device &device : d.removeRack(id))
                mUnplaced.push_back(std::move(device));
        }
    if (mLinks.empty() && mDevices.empty() && mRacks.empty())
        return refuse(QCoreApplication::translate("podcad::RemoveObjects", "nothing to delete"));
    notify(changeEvent(ChangeEvent::Kind::ObjectsRemoved));
}

void RemoveObjects::undo()
{
    Design &d = design();
    for (const Rack &rack : mRacks)
        d.addRack(rack);
    for (const Device &device : mUnplaced)
        d.updateDevice(device);
    for (const Device &device : mDevices)
        d.addDevice(device);
    // One batch: deleting a switch of a big design takes hundreds of links with it.
    d.addLinks(mLinks);
    notify(changeEvent(ChangeEvent::Kind::ObjectsAdded));
}

} // namespace podcad
