#pragma once

#include "catalog/catalogtypes.h"
#include "draft.h"

#include <QString>
#include <map>
#include <vector>

namespace podcad {
class Catalog;
}

namespace podcad::generate {

// Gives every link of a placed draft its cable: Cat6 where an end is RJ45, else the shortest
// catalog MPO fibre that covers the run between the two racks (floor distance along the rows
// and across them, plus the way up to the overhead tray and down at both ends).
void assignCables(Draft &draft, const Catalog &catalog);

} // namespace podcad::generate

namespace podcad {

class Design;

// What a design holds, counted the way a bill of materials needs it (DOMAIN.md section 3:
// every fibre has a transceiver at each end; a twin-port OSFP transceiver serves both ports
// of its cage).
struct Inventory final
{
    int gpus = 0;
    int nodes = 0; // GPU servers (an NVL72 rack is one)
    int switches = 0;
    int racks = 0;
    int links = 0;
    std::map<QString, int> devicesBySku;
    std::map<QString, int> devicesByRole;
    // node-leaf, leaf-spine, spine-core (compute fabric), storage, in-band, oob, other
    std::map<QString, int> cablesByRun;
    std::map<QString, int> cablesBySku;
    std::map<QString, int> transceiversBySku;
};

Inventory takeInventory(const Design &design, const Catalog &catalog);

// The transceiver a port of this group takes for a fibre, or empty (RJ45, unknown).
QString transceiverFor(const PortGroup &group);

// Whether a catalog cable is twisted pair for RJ45 jacks. The catalog has no connector column for
// cables, so this reads what its SKU and name say ("CAT6-RJ45"), as assignCables picks Cat6.
bool isTwistedPairCable(const DeviceModel &cable);

// The catalog cables that fit a link between ports of these groups (either may be unknown):
// twisted pair where an end is an RJ45 jack, fibre, DAC and AOC between cages; every cable when
// neither end is known.
std::vector<const DeviceModel *> cablesFor(const Catalog &catalog, const PortGroup *a,
                                           const PortGroup *b);

} // namespace podcad
