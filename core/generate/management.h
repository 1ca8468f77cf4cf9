#pragma once

#include "draft.h"
#include "fattree.h"
#include "rackplacer.h"

#include <vector>

namespace podcad {
class Catalog;
}

namespace podcad::generate {

// The out-of-band network: SN2201-class leaves (48x 1G) with a port for every BMC, PDU and
// switch management port, and, from three leaves on, an aggregation pair (or more) of 100G
// switches that each leaf reaches over two of its uplinks. Two leaves uplink to each other.
struct OobSpec final
{
    QString fabricId;
    QString leafSku;        // SN2201
    QString aggregationSku; // SN4600C
    int zone = -1;          // where the OOB switches go (placed with the other management gear)
};

// OOB ports a device of this SKU needs: every port of its oob port groups.
int oobPortsOf(const Catalog &catalog, const QString &sku);

// Adds the OOB switches to the draft, sized for every OOB port the placed design will have:
// the devices' own, the PDUs of every rack (found by packing the zones without placing them),
// and the OOB switches' own management ports. Call before RackPlacer::place().
bool addOobSwitches(Draft &draft, const Catalog &catalog, const RackPlacer &placer,
                    const std::vector<Zone> &zones, const OobSpec &spec, QString *why);

// Cables every OOB port of every device (PDUs included, so call after placement) to the OOB
// leaves, in device order, and the leaves' uplinks.
bool wireOob(Draft &draft, const Catalog &catalog, const OobSpec &spec, QString *why);

// `count` x86 control-plane servers (Base Command Manager, Slurm and Kubernetes heads):
// ctrl-01, ... Returns their Draft indices.
std::vector<int> addControlPlane(Draft &draft, const QString &sku, int count, int zone);

// The in-band management fabric of a SuperPOD: SN4600C leaves for the node groups given, plus
// `controlPlaneServers` control-plane servers (added here, in `mgmtZone`) on leaves of their own;
// `leafUp` uplinks per leaf; spines and cores in `mgmtZone`.
bool buildInbandFabric(Draft &draft, const Catalog &catalog, std::vector<EndpointGroup> groups,
                       int controlPlaneServers, int mgmtZone, int leafUp, QString *why);

} // namespace podcad::generate
