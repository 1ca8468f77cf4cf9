#include "draft.h"

#include "ids.h"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace podcad::generate {

int Draft::addDevice(QString id, const QString &sku, Role role, int zone)
{
    Device device;
    device.id = std::move(id);
    device.sku = sku;
    device.role = role;
    devices.push_back(std::move(device));
    zoneOf.push_back(zone);
    return int(devices.size()) - 1;
}

void Draft::addLink(const QString &fabricId, const QString &aDevice, const QString &aGroup,
                    int aPort, const QString &bDevice, const QString &bGroup, int bPort)
{
    // mLastFabric holds a reference, so equal data pointers mean the same string.
    if (!mLastCount || fabricId.constData() != mLastFabric.constData()) {
        mLastFabric = fabricId;
        mLastCount = &mLinkCount[fabricId]; // QHash values stay put until the hash rehashes
    }
    int &n = *mLastCount;
    ++n;
    Link link;
    // "<fabric>-000123" built in place: this runs once per cable, up to a few hundred thousand.
    link.id.reserve(fabricId.size() + 8);
    link.id += fabricId;
    link.id += u'-';
    char16_t digits[6];
    for (int i = 5, v = n; i >= 0; --i, v /= 10)
        digits[i] = char16_t(u'0' + v % 10);
    link.id.append(reinterpret_cast<const QChar *>(digits), n < 1000000 ? 6 : 0);
    if (n >= 1000000)
        link.id += QString::number(n);
    link.a = {aDevice, aGroup, aPort};
    link.b = {bDevice, bGroup, bPort};
    link.fabricId = fabricId;
    links.push_back(std::move(link));
}

void Draft::groupByFabric(std::vector<Link> &links)
{
    // Builders interleave fabrics, but each fabric's ids count up ("compute-ib-000001", ...): put
    // together by fabric, in fabric id order, the links are in id order as a rule, and
    // Design::addLinks finds them sorted instead of sorting 100,000 ids (a tenth of a 64-SU
    // generate). Where the rule does not hold (a fabric id that is a prefix of another one, a
    // millionth cable) addLinks still sorts: this only saves time. A counting sort applied in
    // place: no second copy of the links (peak memory stays where it was).
    std::vector<QString> fabricIds;
    std::vector<std::uint32_t> target(links.size()); // a link's group, then where it goes
    std::size_t last = 0;
    for (std::size_t i = 0; i < links.size(); ++i) {
        const QString &fabric = links[i].fabricId;
        if (last >= fabricIds.size() || fabricIds[last] != fabric) {
            last = std::size_t(std::find(fabricIds.begin(), fabricIds.end(), fabric) -
                               fabricIds.begin());
            if (last == fabricIds.size())
                fabricIds.push_back(fabric);
        }
        target[i] = std::uint32_t(last);
    }
    std::vector<std::uint32_t> groupOrder(fabricIds.size()), start(fabricIds.size(), 0);
    std::iota(groupOrder.begin(), groupOrder.end(), 0u);
    std::sort(groupOrder.begin(), groupOrder.end(),
              [&](std::uint32_t x, std::uint32_t y) { return fabricIds[x] < fabricIds[y]; });
    std::vector<std::uint32_t> count(fabricIds.size(), 0);
    for (std::uint32_t g : target)
        ++count[g];
    std::uint32_t next = 0;
    for (std::uint32_t g : groupOrder) {
        start[g] = next;
        next += count[g];
    }
    for (std::uint32_t &t : target)
        t = start[t]++;
    for (std::size_t i = 0; i < links.size(); ++i)
        while (target[i] != i) {
            const std::uint32_t j = target[i];
            std::swap(links[i], links[j]);
            std::swap(target[i], target[j]);
        }
}

bool Draft::commit(Design &design, QString *why)
{
    for (Fabric &f : fabrics)
        if (!design.addFabric(std::move(f), why))
            return false;
    for (Rack &r : racks)
        if (!design.addRack(std::move(r), why))
            return false;
    for (Device &d : devices)
        if (!design.addDevice(std::move(d), why))
            return false;
    groupByFabric(links);
    if (!design.addLinks(std::move(links), why))
        return false;
    fabrics.clear();
    racks.clear();
    devices.clear();
    links.clear();
    zoneOf.clear();
    return true;
}

} // namespace podcad::generate
