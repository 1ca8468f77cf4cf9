#pragma once

#include <QString>
#include <map>

namespace podcad {

class CablePlan;
class Catalog;
class Design;

// What a design holds, counted the way a bill of materials needs it. Cables and optics come from
// the cable plan (CablePlan), so that they are the cables the schedule lists: one cable per link
// by its SKU (each catalog length is its own SKU), the transceiver each end's medium names (a
// twin-port transceiver serves both ports of its cage), and a breakout cable once per cage that
// takes its single plug. A link without a cable SKU counts with the medium the plan chose for it.
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
    std::map<QString, int> cablesBySku;          // explicit and defaulted cables
    std::map<QString, double> cableLengthMBySku; // the length each cable SKU is bought in, > 0
    std::map<QString, int> transceiversBySku;    // for explicit and defaulted cables
    // The part of the two above that comes from links without a cable SKU.
    std::map<QString, int> defaultedCablesBySku;
    std::map<QString, int> defaultedTransceiversBySku;
    // Links the plan has no medium for (a port unknown to the catalog, or no cable fits it).
    int uncabledLinks = 0;
};

// Counts the design's cable plan (of the design as it is now: a Revision's).
Inventory takeInventory(const Design &design, const Catalog &catalog, const CablePlan &plan);

} // namespace podcad
