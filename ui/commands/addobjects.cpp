#include "addobjects.h"

#include "model/design.h"

namespace podcad {

AddObjects::AddObjects(Document *document, std::vector<Device> devices, std::vector<Link> links,
                       const QString &text)
    : DocumentCommand(document, text)
    , mDevices(std::move(devices))
    , mLinks(std::move(links))
{
}

QStringList AddObjects::ids() const
{
    QStringList ids;
    for (const Device &d : mDevices)
        ids << d.id;
    for (const Link &l : mLinks)
        ids << l.id;
    return ids;
}

void AddObjects::redo()
{
    Design &d = design();
    QString why;
    std::size_t added = 0;
    for (; added < mDevices.size(); ++added)
        if (!d.addDevice(mDevices[added], &why))
            break;
    // One batch for the links: a bulk connect adds thousands on a big design.
    if (added < mDevices.size() || !d.addLinks(mLinks, &why)) {
        for (std::size_t i = 0; i < added; ++i)
            d.removeDevice(mDevices[i].id);
        return refuse(why);
    }
    notify(ChangeEvent::Kind::ObjectsAdded, ids());
}

void AddObjects::undo()
{
    Design &d = design();
    for (const Link &l : mLinks)
        d.removeLink(l.id);
    for (const Device &device : mDevices)
        d.removeDevice(device.id);
    notify(ChangeEvent::Kind::ObjectsRemoved, ids());
}

} // namespace podcad
