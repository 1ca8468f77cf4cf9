#include "draft.h"

#include "ids.h"

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
