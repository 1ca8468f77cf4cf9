#pragma once

#include <QString>
#include <utility>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// Who is an endpoint, a leaf, a spine or a core in one fabric, device by device: the tiers the
// fabric summary counts and the fabric figures build on (the rules are written on
// summarizeFabrics() in fabricsummary.h), for views that place devices by tier. Computed by the
// same code as the summary, so a layout and the analysis never disagree about a device.
struct FabricDeviceTiers final
{
    QString fabricId;
    // Device id and tier (0 endpoint, 1 leaf, 2 spine, 3 core) of every device with a link in the
    // fabric, in the order the fabric's links (by id) meet them.
    std::vector<std::pair<QString, int>> tiers;

    bool operator==(const FabricDeviceTiers &) const = default;
};

// One entry per fabric of the design, in fabric id order; links without a fabric count nowhere.
// O(devices + links).
std::vector<FabricDeviceTiers> fabricDeviceTiers(const Design &design, const Catalog &catalog);

} // namespace podcad
