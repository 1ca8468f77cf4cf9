#pragma once

#include <QString>
#include <map>

namespace podcad {

class Catalog;
class Design;

// What a design holds, counted the way a bill of materials needs it (DOMAIN.md section 3:
// every fibre has a transceiver at each end; a twin-port OSFP transceiver serves both ports
// of its cage). A link without a cable SKU counts with the catalog's default cable for its ports
// and run (CableChoice), as the generators would have cabled it.
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
    std::map<QString, int> cablesBySku;       // explicit and defaulted cables
    std::map<QString, int> transceiversBySku; // for explicit and defaulted cables
    // The part of the two above that comes from links without a cable SKU.
    std::map<QString, int> defaultedCablesBySku;
    std::map<QString, int> defaultedTransceiversBySku;
    // Links without a cable SKU and without a default (a port unknown to the catalog).
    int uncabledLinks = 0;
};

Inventory takeInventory(const Design &design, const Catalog &catalog);

} // namespace podcad
