#pragma once

#include "facilityreport.h"

#include <QSet>
#include <QString>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct RackReport;

// The power chain's loads with the elements in `failed` out of service (empty: all up).
struct PowerChain final
{
    std::vector<PowerElementReport> elements; // electrical elements, id order
    std::vector<QString> racksWithoutPower;   // racks every feed side of which is lost, id order
};

// Loads every electrical element of the design's facility from its racks' feeds (the A/B split
// of `racks`, analysis.h) and from the elements it feeds, through to the utility: docs/facility.md.
PowerChain analyzePowerChain(const Design &design, const Catalog &catalog,
                             const std::vector<RackReport> &racks,
                             const QSet<QString> &failed = {});

} // namespace podcad
