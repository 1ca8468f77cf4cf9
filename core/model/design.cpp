#include "design.h"

#include <QSet>

#include <algorithm>

namespace podcad {
namespace {

void insertSorted(std::vector<QString> &ids, const QString &id)
{
    auto it = std::lower_bound(ids.begin(), ids.end(), id);
    if (it == ids.end() || *it != id)
        ids.insert(it, id);
}

void eraseSorted(std::vector<QString> &ids, const QString &id)
{
    auto it = std::lower_bound(ids.begin(), ids.end(), id);
    if (it != ids.end() && *it == id)
        ids.erase(it);
}

bool fail(QString *why, const QString &message)
{
    if (why)
        *why = message;
    return false;
}

template <class T> const T *find(const std::map<QString, T> &map, const QString &id)
{
    auto it = map.find(id);
    return it == map.end() ? nullptr : &it->second;
}

} // namespace

bool isValidId(const QString &id)
{
    if (id.isEmpty() || id.size() > 128)
        return false;
    for (QChar c : id)
        if (c.isSpace() || c.category() == QChar::Other_Control || c == u'"' || c == u'\\')
            return false;
    return true;
}

const Rack *Design::rack(const QString &id) const { return find(mRacks, id); }
const Device *Design::device(const QString &id) const { return mDeviceById.value(id); }

Design::Design(const Design &other)
    : name(other.name)
    , assumptions(other.assumptions)
    , priceOverrides(other.priceOverrides)
    , mRacks(other.mRacks)
    , mDevices(other.mDevices)
    , mLinks(other.mLinks)
    , mFabrics(other.mFabrics)
    , mLinksByDevice(other.mLinksByDevice)
    , mDevicesByRack(other.mDevicesByRack)
{
    mDeviceById.reserve(qsizetype(mDevices.size()));
    for (const auto &[id, device] : mDevices)
        mDeviceById.insert(id, &device);
}

Design &Design::operator=(const Design &other)
{
    if (this != &other) {
        Design copy(other);
        *this = std::move(copy);
    }
    return *this;
}
const Link *Design::link(const QString &id) const { return find(mLinks, id); }
const Fabric *Design::fabric(const QString &id) const { return find(mFabrics, id); }

bool Design::idInUse(const QString &id) const
{
    return mRacks.count(id) || mDeviceById.contains(id) || mLinks.count(id) || mFabrics.count(id);
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
    if (mRacks.count(rack.id))
        return fail(why, QStringLiteral("duplicate rack id \"%1\"").arg(rack.id));
    QString id = rack.id;
    mRacks.emplace(std::move(id), std::move(rack));
    return true;
}

bool Design::updateRack(const Rack &rack, QString *why)
{
    auto it = mRacks.find(rack.id);
    if (it == mRacks.end())
        return fail(why, QStringLiteral("no rack \"%1\"").arg(rack.id));
    it->second = rack;
    return true;
}

bool Design::checkDevice(const Device &device, QString *why) const
{
    if (!device.rackId.isEmpty() && !mRacks.count(device.rackId))
        return fail(why, QStringLiteral("device \"%1\": unknown rack \"%2\"")
                             .arg(device.id, device.rackId));
    if (device.lowestU < 0)
        return fail(why, QStringLiteral("device \"%1\": negative rack unit").arg(device.id));
    return true;
}

bool Design::addDevice(Device device, QString *why)
{
    if (!isValidId(device.id))
        return fail(why, QStringLiteral("invalid device id \"%1\"").arg(device.id));
    if (mDeviceById.contains(device.id))
        return fail(why, QStringLiteral("duplicate device id \"%1\"").arg(device.id));
    if (!checkDevice(device, why))
        return false;
    if (device.isPlaced())
        mDevicesByRack[device.rackId].insert(device.id);
    QString id = device.id;
    const auto [it, inserted] = mDevices.emplace(std::move(id), std::move(device));
    mDeviceById.insert(it->first, &it->second);
    return true;
}

bool Design::updateDevice(const Device &device, QString *why)
{
    auto it = mDevices.find(device.id);
    if (it == mDevices.end())
        return fail(why, QStringLiteral("no device \"%1\"").arg(device.id));
    if (!checkDevice(device, why))
        return false;
    if (it->second.rackId != device.rackId) {
        if (it->second.isPlaced())
            mDevicesByRack[it->second.rackId].erase(device.id);
        if (device.isPlaced())
            mDevicesByRack[device.rackId].insert(device.id);
    }
    it->second = device;
    return true;
}

bool Design::checkLink(const Link &link, QString *why) const
{
    for (const PortRef *end : {&link.a, &link.b}) {
        if (!mDeviceById.contains(end->deviceId))
            return fail(why, QStringLiteral("link \"%1\": unknown device \"%2\"")
                                 .arg(link.id, end->deviceId));
        if (end->portIndex < 0)
            return fail(why, QStringLiteral("link \"%1\": negative port index").arg(link.id));
    }
    if (link.a == link.b)
        return fail(why, QStringLiteral("link \"%1\": both ends on the same port").arg(link.id));
    if (!link.fabricId.isEmpty() && !mFabrics.count(link.fabricId))
        return fail(why, QStringLiteral("link \"%1\": unknown fabric \"%2\"")
                             .arg(link.id, link.fabricId));
    return true;
}

void Design::indexLink(const Link &link)
{
    insertSorted(mLinksByDevice[link.a.deviceId], link.id);
    if (link.b.deviceId != link.a.deviceId)
        insertSorted(mLinksByDevice[link.b.deviceId], link.id);
}

void Design::unindexLink(const Link &link)
{
    for (const QString &dev : {link.a.deviceId, link.b.deviceId}) {
        auto it = mLinksByDevice.find(dev);
        if (it == mLinksByDevice.end())
            continue;
        eraseSorted(*it, link.id);
        if (it->empty())
            mLinksByDevice.erase(it);
    }
}

bool Design::addLink(Link link, QString *why)
{
    if (!isValidId(link.id))
        return fail(why, QStringLiteral("invalid link id \"%1\"").arg(link.id));
    if (mLinks.count(link.id))
        return fail(why, QStringLiteral("duplicate link id \"%1\"").arg(link.id));
    if (!checkLink(link, why))
        return false;
    indexLink(link);
    QString id = link.id;
    mLinks.emplace(std::move(id), std::move(link));
    return true;
}

bool Design::addLinks(std::vector<Link> links, QString *why)
{
    // Everything is checked before anything changes, so a failure leaves the design as it was.
    for (const Link &link : links) {
        if (!isValidId(link.id))
            return fail(why, QStringLiteral("invalid link id \"%1\"").arg(link.id));
        if (!mLinks.empty() && mLinks.count(link.id))
            return fail(why, QStringLiteral("duplicate link id \"%1\"").arg(link.id));
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
    const auto dup = std::adjacent_find(order.begin(), order.end(),
                                        [](const Link *x, const Link *y) { return x->id == y->id; });
    if (dup != order.end())
        return fail(why, QStringLiteral("duplicate link id \"%1\"").arg((*dup)->id));

    // In id order each device's list only grows at its end and each map insert lands right after
    // the previous one, so both cost O(1) instead of a search (generated designs add ~100k links).
    // (Ids, not pointers, of the lists to re-sort: a hash moves its values when it grows.)
    QSet<QString> touched;
    const auto append = [&](const QString &deviceId, const QString &linkId) {
        std::vector<QString> &ids = mLinksByDevice[deviceId];
        if (!ids.empty() && !(ids.back() < linkId))
            touched.insert(deviceId); // older links sort after the new ones: re-sort below
        ids.push_back(linkId);
    };
    auto hint = mLinks.end();
    for (Link *link : order) {
        append(link->a.deviceId, link->id);
        if (link->b.deviceId != link->a.deviceId)
            append(link->b.deviceId, link->id);
        QString id = link->id;
        hint = std::next(mLinks.emplace_hint(hint, std::move(id), std::move(*link)));
    }
    for (const QString &deviceId : touched) {
        std::vector<QString> &ids = mLinksByDevice[deviceId];
        std::sort(ids.begin(), ids.end());
    }
    return true;
}

bool Design::updateLink(const Link &link, QString *why)
{
    auto it = mLinks.find(link.id);
    if (it == mLinks.end())
        return fail(why, QStringLiteral("no link \"%1\"").arg(link.id));
    if (!checkLink(link, why))
        return false;
    unindexLink(it->second);
    it->second = link;
    indexLink(link);
    return true;
}

bool Design::addFabric(Fabric fabric, QString *why)
{
    if (!isValidId(fabric.id))
        return fail(why, QStringLiteral("invalid fabric id \"%1\"").arg(fabric.id));
    if (mFabrics.count(fabric.id))
        return fail(why, QStringLiteral("duplicate fabric id \"%1\"").arg(fabric.id));
    QString id = fabric.id;
    mFabrics.emplace(std::move(id), std::move(fabric));
    return true;
}

bool Design::updateFabric(const Fabric &fabric, QString *why)
{
    auto it = mFabrics.find(fabric.id);
    if (it == mFabrics.end())
        return fail(why, QStringLiteral("no fabric \"%1\"").arg(fabric.id));
    it->second = fabric;
    return true;
}

std::vector<Link> Design::removeDevice(const QString &id)
{
    std::vector<Link> removed;
    auto it = mDevices.find(id);
    if (it == mDevices.end())
        return removed;
    for (const Link *link : linksOf(id))
        removed.push_back(*link);
    for (const Link &link : removed)
        removeLink(link.id);
    if (it->second.isPlaced())
        mDevicesByRack[it->second.rackId].erase(id);
    mDeviceById.remove(id);
    mDevices.erase(it);
    return removed;
}

std::vector<Device> Design::removeRack(const QString &id)
{
    std::vector<Device> before;
    if (!mRacks.count(id))
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
    if (!mFabrics.count(id))
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
    auto it = mLinks.find(id);
    if (it == mLinks.end())
        return false;
    unindexLink(it->second);
    mLinks.erase(it);
    return true;
}

std::vector<const Link *> Design::linksOf(const QString &deviceId) const
{
    std::vector<const Link *> out;
    auto it = mLinksByDevice.find(deviceId);
    if (it == mLinksByDevice.end())
        return out;
    for (const QString &linkId : *it)
        out.push_back(&mLinks.at(linkId));
    return out;
}

std::vector<const Device *> Design::devicesIn(const QString &rackId) const
{
    std::vector<const Device *> out;
    auto it = mDevicesByRack.find(rackId);
    if (it == mDevicesByRack.end())
        return out;
    for (const QString &deviceId : *it)
        out.push_back(mDeviceById.value(deviceId));
    return out;
}

bool Design::operator==(const Design &other) const
{
    return name == other.name && assumptions == other.assumptions
           && priceOverrides == other.priceOverrides && mRacks == other.mRacks
           && mDevices == other.mDevices && mLinks == other.mLinks && mFabrics == other.mFabrics;
}

} // namespace podcad
