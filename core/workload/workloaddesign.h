#pragma once

#include "costbasis.h"
#include "designgpus.h"
#include "perf/runfabric.h"

#include <QString>
#include <optional>

namespace podcad {

class Catalog;
class Design;
struct Analysis;
struct CostSnapshot;

// What a design offers a workload: its GPU system and storage, its PUE and, once its costs are
// known, the TCO a run's on-prem cost is a share of. Taken once per design snapshot (the live
// session's worker does it after the costs), so that evaluating a workload never walks the
// design again.
struct WorkloadDesign final
{
    std::optional<DesignGpus> gpus; // unset: the design holds no GPU server the catalog knows
    QString why;                    // why `gpus` is unset
    double pue = 1;                 // the design's assumption, at least 1
    std::optional<CostBasis> tco;   // unset without a (valid) cost snapshot
    // The drawn compute fabric as a training run sees it (runFabricOfDesign); unset: the GPU
    // system's reference fabric stands in (runFabricOfSystem), and the answer says so.
    std::optional<RunFabric> fabric;

    // `costs` may be null: the run costs are then left out. `analysis` (of this design, with its
    // fabric figures) may be null: `fabric` is then left unset. `fabricSource` names the design
    // in RunFabric::source.
    static WorkloadDesign of(const Design &design, const Catalog &catalog,
                             const CostSnapshot *costs, const Analysis *analysis = nullptr,
                             const QString &fabricSource = QStringLiteral("drawn fabric"));
};

} // namespace podcad
