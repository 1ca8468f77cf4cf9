#pragma once

#include "cost/costassumptions.h"
#include "cost/tco.h"
#include "model/design.h"

#include <QString>
#include <memory>
#include <optional>

namespace podcad {

class Catalog;
struct GpuSystem;

// The reference layout that holds a number of nodes of a GPU system, as the generators take it
// (`podcad-cli generate ...`): a DGX BasePOD up to 16 DGX H100/H200/B200 nodes, a DGX SuperPOD
// above that (and for B300), a GB200/GB300/Vera Rubin NVL72 SuperPOD of racks. Other systems
// (MI300X, Gaudi 3, HGX, L40S servers) have no reference generator: `generator` is empty and `note`
// says so.
struct DesignRequest final
{
    QString generator; // "basepod", "superpod", "nvl72"; empty: none
    QString system;    // the generator's system name: "dgx-h100", "gb200-nvl72"
    int sus = 0;       // superpod and nvl72; 0 for a BasePOD
    int nodes = 0;     // nodes (NVL72 racks) in all
    QString note;

    bool generatable() const { return !generator.isEmpty(); }
    // "superpod --system dgx-h100 --sus 24 --nodes 768": what the CLI would be told.
    QString commandLine() const;
};

// The request for at least `nodes` nodes of `system` (the least the generator accepts: a BasePOD
// has 2 or more).
DesignRequest designRequestFor(const GpuSystem &system, int nodes);

// The request's layout as New from Template and `podcad-cli generate` build it by default: the
// generator's racks, the hall around them and, for a SuperPOD (NVL72 included), a 2N power chain
// and cooling plant; a BasePOD has no facility.
std::optional<Design> generateDesign(const DesignRequest &request, const Catalog &catalog,
                                     QString *error);

// The cost of a design that holds `nodes` nodes of `system` when there is no design file: the
// generated reference layout priced by the one cost pipeline (computeCostSnapshot), so that the
// network, storage, racks and management a real build needs are in the capex. Generating is
// quick enough to do per row (a 64-SU SuperPOD generates and prices in a fraction of a second;
// README "Workload sizing"), so nothing is scaled or extrapolated. When the generator rejects
// exactly `nodes` (a two-tier SuperPOD of full SUs has no slot for its UFM) one node more is asked;
// at the RA's largest size (64 full SUs) there is no more, and the RA's build of that size, with
// a DGX slot for the UFM, is priced instead: `differs` says so.
struct DesignCost final
{
    DesignRequest request;
    QString differs;      // what the priced design lacks of the run; empty when it holds it all
    int gpus = 0;         // of the generated design
    int nodes = 0;        // GPU nodes of the generated design
    double itPowerKw = 0; // the whole design at maximum draw
    TcoInputs inputs;
    CostAssumptions assumptions;
    double capexUsd = 0; // at the design's assumptions
    // The design priced (generateDesign(request)): a proposal checks its run on it.
    std::shared_ptr<const Design> design;
};

std::optional<DesignCost> designCostFor(const GpuSystem &system, int nodes, const Catalog &catalog,
                                        QString *error);

} // namespace podcad
