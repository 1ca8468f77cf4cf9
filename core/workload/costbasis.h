#pragma once

#include "cost/costassumptions.h"
#include "cost/tco.h"
#include "designrequest.h"
#include "runcost.h"

#include <QString>
#include <optional>

namespace podcad {

class Catalog;
struct GpuSystem;

// What a run's on-prem cost is a share of: a design's TCO (the design the workload is sized on,
// or the reference design a generator builds for the run's nodes), or nothing to own, when only
// the cloud offers are priced (at the catalog's assumptions, which stand in for a design's).
struct CostBasis final
{
    bool onPrem = false; // a design's TCO; false: the cloud alone
    TcoInputs inputs;
    CostAssumptions assumptions;
    // What the on-prem figure is a share of, or why there is none ("not estimated: ...").
    QString text;
    QString whyNot; // empty when `onPrem`
    // The generated reference design, when the basis is one.
    std::optional<DesignCost> generated;

    // Of a design whose cost inputs and assumptions are known.
    static CostBasis ofDesign(const TcoInputs &inputs, const CostAssumptions &assumptions);
    // Of the reference design that holds `nodes` nodes of `system`, else the cloud alone.
    static CostBasis ofReferenceDesign(const GpuSystem &system, int nodes, const Catalog &catalog);
    // Nothing priced at all, for the reason given.
    static CostBasis none(const QString &why);

    RunCost cost(const GpuSystem &system, const Catalog &catalog, const RunUse &use) const;
};

} // namespace podcad
