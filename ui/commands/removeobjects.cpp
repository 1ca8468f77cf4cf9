#include "removeobjects.h"

#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QCoreApplication>
#include <QSet>

namespace podcad {
namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("podcad::RemoveObjects", text, nullptr, n);
}

// What the Undo History calls a deletion, in the names people gave (shownName), not ids: a rack
// deleted with its devices is "Delete rack A01 with its 8 devices", not "Delete 9 objects"; the
// devices of a deleted rack and the cables of a deleted device are not counted again.
QString defaultText(const Design &design, const QStringList &ids)
{
    QSet<QString> racks, devices;
    for (const QString &id : ids) {
        if (design.rack(id))
            racks.insert(id);
        else if (design.device(id))
            devices.insert(id);
    }
    QStringList shown; // what the person picked: racks, devices not in them, cables not on those
    int held = 0;      // devices going with a deleted rack
    for (const QString &id : ids) {
        if (racks.contains(id)) {
            shown << id;
        } else if (const Device *device = design.device(id)) {
            if (racks.contains(device->rackId))
                ++held;
            else
                shown << id;
        } else if (const Link *link = design.link(id)) {
            if (!devices.contains(link->a.deviceId) && !devices.contains(link->b.deviceId))
                shown << id;
        } else {
            shown << id; // names nothing: perform() skips it, the text still says what was asked
        }
    }
    if (shown.size() == 1 && racks.contains(shown.first())) {
        const QString name = shownName(design, shown.first());
        if (held == 0)
            return tr("Delete rack %1").arg(name);
        return held == 1 ? tr("Delete rack %1 with its device").arg(name)
                         : tr("Delete rack %1 with its %n devices", held).arg(name);
    }
    if (!racks.isEmpty() && shown.size() == racks.size())
        return tr("Delete racks %1").arg(shownNames(design, shown));
    return tr("Delete %1").arg(shownNames(design, shown));
}

} // namespace

RemoveObjects::RemoveObjects(Document *document, QStringList ids, const QString &text)
    : DocumentCommand(document, text.isEmpty() ? defaultText(document->design(), ids) : text)
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
