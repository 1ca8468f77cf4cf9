#pragma once

#include "analysis/analysis.h"
#include "cost/bom.h"
#include "cost/cloudcomparison.h"
#include "cost/costassumptions.h"
#include "cost/tco.h"

#include <optional>

namespace podcad {

class Catalog;
class Design;

// Values a meeting can try without touching the design (presentation mode sliders). Unset: the
// design's own assumption (its override, else the catalog default).
struct CostWhatIf final
{
    std::optional<double> utilization;      // fraction 0..1 (the load factor)
    std::optional<double> electricityUsdPerKwh;
    std::optional<int> years;
};

// Everything the Costs panel and presentation mode show, computed from one design snapshot: a pure
// function, so it can run on a worker thread for a big design.
struct CostSnapshot final
{
    bool valid = false;       // false until computed (no catalog: never)
    Analysis analysis;        // counts, power and racks only (no fabric figures: not needed here)
    Bom bom;
    TcoInputs inputs;
    CostAssumptions assumptions; // the design's, before any what-if
    Tco tco;                     // at the design's assumptions
    CloudComparisonResult cloud; // at the design's utilization; empty rows without GPUs

    // The same design under what-if values: only the TCO and the comparison change, and they are
    // cheap, so sliders can call this on every move.
    struct Scenario final
    {
        CostAssumptions assumptions;
        Tco tco;
        CloudComparisonResult cloud;
    };
    Scenario scenario(const CostWhatIf &whatIf, const Catalog &catalog) const;
};

CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog);
// From an analysis of the design computed elsewhere (the GUI's, with fabric figures).
CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog, Analysis analysis);

// The cheapest comparison row by cost over the horizon, or null.
const CloudComparison *cheapestCloud(const CloudComparisonResult &result);

} // namespace podcad
