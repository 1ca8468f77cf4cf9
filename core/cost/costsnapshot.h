#pragma once

#include "analysis/analysis.h"
#include "cost/bom.h"
#include "cost/cloudcomparison.h"
#include "cost/costassumptions.h"
#include "cost/tco.h"

#include <QStringList>
#include <memory>
#include <optional>

namespace podcad {

class Catalog;
class Design;

// Values a meeting can try without touching the design (presentation mode sliders). Unset: the
// design's own assumption (its override, else the catalog default).
struct CostWhatIf final
{
    std::optional<double> utilization; // fraction 0..1 (the load factor)
    std::optional<double> electricityUsdPerKwh;
    std::optional<int> years;
};

// Everything the Costs panel, presentation mode and podcad-cli bom/tco/compare show, computed from
// one design snapshot: the one cost pipeline, a pure function, so it can run on a worker thread
// for a big design.
struct CostSnapshot final
{
    bool valid = false; // false until computed (no catalog: never)
    // What the costs were computed from (counts, power and racks at least), shared with whoever
    // computed it: on a 64-SU design a copy would be a second 97,000-cable plan per edit. Never
    // null (empty until computed).
    std::shared_ptr<const Analysis> analysis = std::make_shared<const Analysis>();
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
    // The same under any assumptions (podcad-cli --set), compared at their utilization with the
    // cloud offers named (compareWithCloud's choice for the design's GPU when none is; unknown ids
    // are the caller's to check); no comparison rows without GPUs.
    Scenario under(const CostAssumptions &assumptions, const Catalog &catalog,
                   const QStringList &offerIds = {}) const;
};

// Analyses the design itself (quick, no fabric figures: the costs need counts and power, not
// bisection), then as below.
CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog);
// From analyze()'s result for this design computed elsewhere (the GUI analyses once per edit, the
// CLI once per run), which the snapshot shares; the BOM prices the cables its cable plan chose.
CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog,
                                 std::shared_ptr<const Analysis> analysis);
CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog, Analysis analysis);

} // namespace podcad
