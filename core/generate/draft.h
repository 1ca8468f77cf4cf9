#pragma once

#include "model/design.h"

#include <QHash>
#include <vector>

namespace podcad::generate {

// What a generator builds before it becomes a Design. Builders append devices and links here;
// rack placement and cable choice need every device first (a cable's length depends on where
// both ends stand), and one bulk commit at the end is cheaper than re-indexing a Design after
// every change. Devices are addressed by their index in `devices`.
class Draft final
{
public:
    std::vector<Fabric> fabrics;
    std::vector<Rack> racks;
    std::vector<Device> devices;
    std::vector<int> zoneOf; // per device: placement zone (see RackPlacer), -1 for none yet
    // cableSku stays empty: the cable plan picks each link's medium on its route (core/cabling).
    // Handed whole to Design::addLinks; a vector, not a deque, so that no copy is needed there
    // (less memory at the peak).
    std::vector<Link> links;

    int addDevice(QString id, const QString &sku, Role role, int zone = -1);
    // Link ids are "<fabric>-<n>", numbered per fabric in creation order.
    void addLink(const QString &fabricId, const QString &aDevice, const QString &aGroup, int aPort,
                 const QString &bDevice, const QString &bGroup, int bPort);
    const Device &device(int index) const { return devices[std::size_t(index)]; }

    // Moves everything into a Design. Fails (and says why) only on a generator bug such as a
    // duplicate id, which the Design's own checks catch.
    bool commit(Design &design, QString *why);

private:
    static void groupByFabric(std::vector<Link> &links);

    QHash<QString, int> mLinkCount;
    // Builders add long runs of links to one fabric: skip the hash lookup for those.
    QString mLastFabric;
    int *mLastCount = nullptr;
};

} // namespace podcad::generate
