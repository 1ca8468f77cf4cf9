#include "design.h"

#include "textrules.h"

#include <QSet>
#include <algorithm>

namespace podcad {
namespace {

bool fail(QString *why, const QString &message)
{
    if (why)
        *why = message;
    return false;
}

bool checkFabric(const Fabric &fabric, QString *why)
{
    return checkText(fabric.name, "fabric", fabric.id, "name", why) &&
           checkText(fabric.technology, "fabric", fabric.id, "technology", why);
}

} // namespace

bool isValidId(const QString &id)
{
    if (id.isEmpty() || id.size() > 128)
        return false;
    for (QChar c : id) {
        // Ids are ASCII almost always: decided without Unicode tables (every link end's id is
        // checked on reading; a 64-SU file has about 200,000 of them).
        const char16_t u = c.unicode();
        if (u < 0x80) {
            if (u <= 0x20 || u == 0x7f || u == u'"' || u == u'\\')
                return false;
            continue;
        }
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return false;
    }
    return true;
}

const Rack *Design::rack(const QString &id) const
{
    return mRacks.find(id);
}
const Device *Design::device(const QString &id) const
{
    return mDevices.find(id);
}

Design &Design::operator=(const Design &other)
{
    if (this != &other) {
        Design copy(other);
        *this = std::move(copy);
    }
    return *this;
}
const Link *Design::link(const QString &id) const
{
    return mLinks.find(id);
}
const Fabric *Design::fabric(const QString &id) const
{
    return mFabrics.find(id);
}
const FacilityElement *Design::facilityElement(const QString &id) const
{
    return mFacility.find(id);
}

bool Design::idInUse(const QString &id) const
{
    return mRacks.contains(id) || mDevices.contains(id) || mLinks.contains(id) ||
           mFabrics.contains(id) || mFacility.contains(id);
}

QString Design::uniqueId(const QString &prefix) const
{
    for (int n = 1;; ++n) {
        QString candidate = prefix + u'-' + QString::number(n);
        if (!idInUse(candidate))
            return candidate;
    }
}

bool Design::addRack(Rack rack, QString *why)
{
    if (!isValidId(rack.id))
        return fail(why, QStringLiteral("invalid rack id \"%1\"").arg(rack.id));
    if (mRacks.contains(rack.id))
        return fail(why, QStringLiteral("duplicate rack id \"%1\"").arg(rack.id));
    if (mFacility.contains(rack.id))
        return fail(why, QStringLiteral("rack id \"%1\" is a facility element's").arg(rack.id));
    if (!checkRack(rack, why))
        return false;
    const QString id = rack.id;
    mRacks.insert(id, std::move(rack));
    return true;
}

bool Design::updateRack(const Rack &rack, QString *why)
{
    Rack *existing = mRacks.find(rack.id);
    if (!existing)
        return fail(why, QStringLiteral("no rack \"%1\"").arg(rack.id));
    if (!checkRack(rack, why))
        return false;
    *existing = rack;
    return true;
}

bool Design::checkDevice(const Device &device, QString *why) const
{
    // What the file reader refuses, refused here too: the Inspector's name field takes any text,
    // and a design must never hold what its own file could not be opened with.
    if (!checkText(device.name, "device", device.id, "name", why) ||
        !checkText(device.sku, "device", device.id, "sku", why))
        return false;
    if (!device.rackId.isEmpty() && !mRacks.contains(device.rackId))
        return fail(
            why,
            QStringLiteral("device \"%1\": unknown rack \"%2\"").arg(device.id, device.rackId));
    if (device.lowestU < 0)
        return fail(why, QStringLiteral("device \"%1\": negative rack unit").arg(device.id));
    return true;
}

bool Design::addDevice(Device device, QString *why)
{
    if (!isValidId(device.id))
        return fail(why, QStringLiteral("invalid device id \"%1\"").arg(device.id));
    if (mDevices.contains(device.id))
        return fail(why, QStringLiteral("duplicate device id \"%1\"").arg(device.id));
    if (mFacility.contains(device.id))
        return fail(why, QStringLiteral("device id \"%1\" is a facility element's").arg(device.id));
    if (!checkDevice(device, why))
        return false;
    if (device.isPlaced())
        mDevicesByRack[device.rackId].insert(device.id);
    const QString id = device.id;
    mDevices.insert(id, std::move(device));
    return true;
}

bool Design::updateDevice(const Device &device, QString *why)
{
    Device *existing = mDevices.find(device.id);
    if (!existing)
        return fail(why, QStringLiteral("no device \"%1\"").arg(device.id));
    if (!checkDevice(device, why))
        return false;
    if (existing->rackId != device.rackId) {
        if (existing->isPlaced())
            mDevicesByRack[existing->rackId].erase(device.id);
        if (device.isPlaced())
            mDevicesByRack[device.rackId].insert(device.id);
    }
    *existing = device;
    return true;
}

bool Design::checkLink(const Link &link, QString *why) const
{
    if (!checkText(link.cableSku, "link", link.id, "cable_sku", why) ||
        !checkText(link.a.portGroup, "link", link.id, "a.port_group", why) ||
        !checkText(link.b.portGroup, "link", link.id, "b.port_group", why))
        return false;
    for (const PortRef *end : {&link.a, &link.b}) {
        if (!mDevices.contains(end->deviceId))
            return fail(
                why,
                QStringLiteral("link \"%1\": unknown device \"%2\"").arg(link.id, end->deviceId));
        if (end->portIndex < 0)
            return fail(why, QStringLiteral("link \"%1\": negative port index").arg(link.id));
    }
    if (link.a == link.b)
        return fail(why, QStringLiteral("link \"%1\": both ends on the same port").arg(link.id));
    if (!link.fabricId.isEmpty() && !mFabrics.contains(link.fabricId))
        return fail(
            why, QStringLiteral("link \"%1\": unknown fabric \"%2\"").arg(link.id, link.fabricId));
    return true;
}

void Design::indexLink(const Link &link, IdMap<Link>::Handle handle)
{
    const auto byId = [this](IdMap<Link>::Handle h, const QString &id) {
        return mLinks.entry(h).first < id;
    };
    for (const QString *device : {&link.a.deviceId, &link.b.deviceId}) {
        std::vector<IdMap<Link>::Handle> &handles = mLinksByDevice[*device];
        const auto at = std::lower_bound(handles.begin(), handles.end(), link.id, byId);
        if (at == handles.end() || *at != handle)
            handles.insert(at, handle);
    }
}

void Design::unindexLink(const Link &link)
{
    const IdMap<Link>::Handle handle = mLinks.handleOf(link.id);
    for (const QString &dev : {link.a.deviceId, link.b.deviceId}) {
        auto it = mLinksByDevice.find(dev);
        if (it == mLinksByDevice.end())
            continue;
        it->erase(std::remove(it->begin(), it->end(), handle), it->end());
        if (it->empty())
            mLinksByDevice.erase(it);
    }
}

bool Design::addLink(Link link, QString *why)
{
    if (!isValidId(link.id))
        return fail(why, QStringLiteral("invalid link id \"%1\"").arg(link.id));
    if (mLinks.contains(link.id))
        return fail(why, QStringLiteral("duplicate link id \"%1\"").arg(link.id));
    if (mFacility.contains(link.id))
        return fail(why, QStringLiteral("link id \"%1\" is a facility element's").arg(link.id));
    if (!checkLink(link, why))
        return false;
    const QString id = link.id;
    const IdMap<Link>::Handle handle = mLinks.insert(id, std::move(link));
    indexLink(mLinks.entry(handle).second, handle);
    return true;
}

bool Design::addLinks(std::vector<Link> links, QString *why)
{
    // Everything is checked before anything changes, so a failure leaves the design as it was.
    for (const Link &link : links) {
        if (!isValidId(link.id))
            return fail(why, QStringLiteral("invalid link id \"%1\"").arg(link.id));
        if (!mLinks.empty() && mLinks.contains(link.id))
            return fail(why, QStringLiteral("duplicate link id \"%1\"").arg(link.id));
        // Facility ids are used by no other object, so a problem or a what-if names one thing.
        if (!mFacility.empty() && mFacility.contains(link.id))
            return fail(why, QStringLiteral("link id \"%1\" is a facility element's").arg(link.id));
        if (!checkLink(link, why))
            return false;
    }
    // Sorted as pointers: a Link is five strings, and moving them through a sort of 100k links
    // cost more than the comparisons.
    std::vector<Link *> order;
    order.reserve(links.size());
    for (Link &link : links)
        order.push_back(&link);
    const auto byId = [](const Link *x, const Link *y) { return x->id < y->id; };
    if (!std::is_sorted(order.begin(), order.end(), byId))
        std::sort(order.begin(), order.end(), byId);
    const auto dup = std::adjacent_find(
        order.begin(), order.end(), [](const Link *x, const Link *y) { return x->id == y->id; });
    if (dup != order.end())
        return fail(why, QStringLiteral("duplicate link id \"%1\"").arg((*dup)->id));

    // In id order each device's list only grows at its end and each map insert lands at the end of
    // the map's order, so both cost O(1) instead of a search (generated designs add ~100k links).
    // (Ids, not pointers, of the lists to re-sort: a hash moves its values when it grows.)
    QSet<QString> touched;
    const auto idOf = [this](IdMap<Link>::Handle h) -> const QString & {
        return mLinks.entry(h).first;
    };
    const auto append = [&](const QString &deviceId, IdMap<Link>::Handle handle) {
        std::vector<IdMap<Link>::Handle> &handles = mLinksByDevice[deviceId];
        if (!handles.empty() && !(idOf(handles.back()) < idOf(handle)))
            touched.insert(deviceId); // older links sort after the new ones: re-sort below
        handles.push_back(handle);
    };
    for (Link *link : order) {
        const QString id = link->id;
        const IdMap<Link>::Handle handle = mLinks.insert(id, std::move(*link));
        const Link &stored = mLinks.entry(handle).second;
        append(stored.a.deviceId, handle);
        if (stored.b.deviceId != stored.a.deviceId)
            append(stored.b.deviceId, handle);
    }
    for (const QString &deviceId : touched) {
        std::vector<IdMap<Link>::Handle> &handles = mLinksByDevice[deviceId];
        std::sort(handles.begin(), handles.end(),
                  [&](IdMap<Link>::Handle x, IdMap<Link>::Handle y) { return idOf(x) < idOf(y); });
    }
    return true;
}

bool Design::updateLink(const Link &link, QString *why)
{
    Link *existing = mLinks.find(link.id);
    if (!existing)
        return fail(why, QStringLiteral("no link \"%1\"").arg(link.id));
    if (!checkLink(link, why))
        return false;
    unindexLink(*existing);
    *existing = link;
    indexLink(*existing, mLinks.handleOf(link.id));
    return true;
}

bool Design::addFabric(Fabric fabric, QString *why)
{
    if (!isValidId(fabric.id))
        return fail(why, QStringLiteral("invalid fabric id \"%1\"").arg(fabric.id));
    if (mFabrics.contains(fabric.id))
        return fail(why, QStringLiteral("duplicate fabric id \"%1\"").arg(fabric.id));
    if (mFacility.contains(fabric.id))
        return fail(why, QStringLiteral("fabric id \"%1\" is a facility element's").arg(fabric.id));
    if (!checkFabric(fabric, why))
        return false;
    const QString id = fabric.id;
    mFabrics.insert(id, std::move(fabric));
    return true;
}

bool Design::updateFabric(const Fabric &fabric, QString *why)
{
    Fabric *existing = mFabrics.find(fabric.id);
    if (!existing)
        return fail(why, QStringLiteral("no fabric \"%1\"").arg(fabric.id));
    if (!checkFabric(fabric, why))
        return false;
    *existing = fabric;
    return true;
}

std::vector<Link> Design::removeDevice(const QString &id)
{
    std::vector<Link> removed;
    const Device *device = mDevices.find(id);
    if (!device)
        return removed;
    for (const Link *link : linksOf(id))
        removed.push_back(*link);
    for (const Link &link : removed)
        removeLink(link.id);
    if (device->isPlaced())
        mDevicesByRack[device->rackId].erase(id);
    mDevices.erase(id);
    return removed;
}

std::vector<Device> Design::removeRack(const QString &id)
{
    std::vector<Device> before;
    if (!mRacks.contains(id))
        return before;
    for (const Device *d : devicesIn(id))
        before.push_back(*d);
    for (const Device &d : before) {
        Device unplaced = d;
        unplaced.rackId.clear();
        unplaced.lowestU = 0;
        updateDevice(unplaced);
    }
    mDevicesByRack.remove(id);
    mRacks.erase(id);
    return before;
}

std::vector<Link> Design::removeFabric(const QString &id)
{
    std::vector<Link> before;
    if (!mFabrics.contains(id))
        return before;
    for (auto &[linkId, link] : mLinks)
        if (link.fabricId == id) {
            before.push_back(link);
            link.fabricId.clear();
        }
    mFabrics.erase(id);
    return before;
}

bool Design::removeLink(const QString &id)
{
    const Link *link = mLinks.find(id);
    if (!link)
        return false;
    unindexLink(*link);
    mLinks.erase(id);
    return true;
}

std::vector<const Link *> Design::linksOf(const QString &deviceId) const
{
    std::vector<const Link *> out;
    auto it = mLinksByDevice.find(deviceId);
    if (it == mLinksByDevice.end())
        return out;
    for (const IdMap<Link>::Handle handle : *it)
        out.push_back(&mLinks.entry(handle).second);
    return out;
}

std::vector<const Device *> Design::devicesIn(const QString &rackId) const
{
    std::vector<const Device *> out;
    auto it = mDevicesByRack.find(rackId);
    if (it == mDevicesByRack.end())
        return out;
    for (const QString &deviceId : *it)
        out.push_back(mDevices.find(deviceId));
    return out;
}

bool Design::operator==(const Design &other) const
{
    return name == other.name && site == other.site && location == other.location &&
           assumptions == other.assumptions && priceOverrides == other.priceOverrides &&
           workload == other.workload && hall == other.hall && mRacks == other.mRacks &&
           mDevices == other.mDevices && mLinks == other.mLinks && mFabrics == other.mFabrics &&
           mFacility == other.mFacility;
}

} // namespace podcad
