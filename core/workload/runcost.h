#pragma once

#include "catalog/catalogtypes.h"
#include "cost/costassumptions.h"
#include "cost/tco.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;

// What a workload occupies: `gpus` GPUs of a design for `hours` hours (a training run), or for
// one hour while serving `tokensPerS` (inference).
struct RunUse final
{
    int gpus = 0;
    double hours = 0;
    double tokensPerS = 0; // 0: a training run, no $/million tokens
};

// The run's share of the design's TCO, computed by Tco::compute itself (no second formula): the
// TCO at load factor 1 (the GPUs are busy for the whole run) spread over the horizon's hours and
// taken for the run's hours and its share of the design's GPUs:
//   share     = run GPUs / design GPUs
//   per hour  = TCO total / (years x hours/yr)      (CapEx - residual + years x OpEx, at full load)
//   run       = per hour x run hours x share
// split as CapEx (less the residual value), energy and the other OpEx (support, facility, staff).
// Energy is the design's whole IT power (network and storage included) at the run's GPU share,
// so it is a little above energy_mwh x $/kWh, which counts the GPU systems alone.
struct OnPremRunCost final
{
    int designGpus = 0;
    double gpuShare = 0;
    int years = 0;
    double designCapexUsd = 0;
    double capexShareUsd = 0;
    double energyUsd = 0;
    double otherOpexUsd = 0;
    double usd = 0;
    double usdPerGpuHour = 0;
    double usdPerMillionTokens = 0; // inference only: a lower bound (decode at its upper bound)
};

// The same run rented, at each offer's on-demand price (a run bills the hours it uses; reserved
// terms bill a whole term and are the TCO comparison's business):
//   cloud GPUs = run GPUs, or ceil(run GPUs x BF16 ratio) for another GPU (matchCloudGpus)
//   instances  = ceil(cloud GPUs / GPUs per instance)
//   usd        = instances x $/instance-hour x run hours
struct CloudRunCost final
{
    QString offerId;
    QString provider;
    QString instance;
    QString acceleratorId;
    bool exactGpu = true;
    QString note;
    Provenance provenance;
    double usdPerInstanceHour = 0;
    int gpusPerInstance = 1;
    int cloudGpus = 0;
    int instances = 0;
    double gpuHours = 0; // cloud GPUs x run hours
    double usd = 0;
    double usdPerMillionTokens = 0; // inference only, at the same tokens/s as on-prem
    // Cloud minus on-prem: above 0 when owning is cheaper for this run.
    double onPremSavingUsd = 0;
    // Break-even against owning: an owned GPU busy only a fraction u of its life bears the fixed
    // costs (CapEx, support, facility, staff) of the idle time too, so the run costs
    // fixed / u + energy on-prem. Equal to the cloud at u = fixed / (cloud - energy): owning is
    // cheaper while the design is busier than that. None when it would take more than 100 %.
    std::optional<double> breakEvenUtilization;

    // "on-prem cheaper by $1.2M (owning pays above 43 % utilisation)" as every view says it.
    QString verdict() const;
};

struct RunCost final
{
    OnPremRunCost onPrem;
    std::vector<CloudRunCost> cloud; // the offers for the design's GPU (offersForGpu)
    QStringList notes;

    // The cheapest offer for this run, or null when the catalog has none.
    const CloudRunCost *cheapestCloud() const;
};

// `design`: the TCO inputs of the design the run uses (CostSnapshot::inputs), with its cost
// assumptions (CostSnapshot::assumptions, any what-ifs applied).
RunCost computeRunCost(const TcoInputs &design, const CostAssumptions &assumptions,
                       const Catalog &catalog, const RunUse &use);
// The cloud side alone, for a GPU no design holds (a system without a generator): the on-prem
// figures stay 0 and a note says so.
RunCost computeCloudRunCost(const Accelerator &gpu, const CostAssumptions &assumptions,
                            const Catalog &catalog, const RunUse &use);

} // namespace podcad
