#include "runcost.h"

#include "catalog/catalog.h"
#include "cost/cloudcomparison.h"
#include "format/moneyformat.h"
#include "format/percentformat.h"

#include <algorithm>
#include <cmath>

namespace podcad {

namespace {

double perMillion(double usd, const RunUse &use)
{
    const double tokens = use.tokensPerS * use.hours * 3600;
    return tokens > 0 ? usd / tokens * 1e6 : 0;
}

} // namespace

QString CloudRunCost::verdict() const
{
    QString s = onPremSavingUsd >= 0
                    ? QStringLiteral("on-prem cheaper by %1").arg(format::usdShort(onPremSavingUsd))
                    : QStringLiteral("cloud cheaper by %1").arg(format::usdShort(-onPremSavingUsd));
    // Rounded up, so that owning pays at the share printed: 45.1 % prints "46 %", not "45 %".
    if (breakEvenUtilization)
        s += QStringLiteral(" (owning pays above %1 utilisation)")
                 .arg(format::percent(std::ceil(*breakEvenUtilization * 100) / 100));
    else
        s += QStringLiteral(" (owning does not pay even fully used)");
    return s;
}

const CloudRunCost *RunCost::cheapestCloud() const
{
    const CloudRunCost *best = nullptr;
    for (const CloudRunCost &c : cloud)
        if (!best || c.usd < best->usd)
            best = &c;
    return best;
}

RunCost computeRunCost(const TcoInputs &design, const CostAssumptions &assumptions,
                       const Catalog &catalog, const RunUse &use)
{
    RunCost r;
    OnPremRunCost &p = r.onPrem;
    // The run keeps its GPUs busy: the TCO at full load, so that energy is that of the run.
    CostAssumptions busy = assumptions;
    busy.set(costkey::loadFactor, 1.0);
    const Tco tco = Tco::compute(design, busy);
    const double hoursPerYear = busy.value(costkey::hoursPerYear);
    const double horizonHours = tco.years * hoursPerYear;
    p.designGpus = design.gpus;
    p.years = tco.years;
    p.designCapexUsd = tco.capexUsd;
    p.gpuShare = design.gpus > 0 ? double(use.gpus) / design.gpus : 0;
    if (horizonHours > 0 && design.gpus > 0) {
        const double take = use.hours / horizonHours * p.gpuShare;
        p.capexShareUsd = (tco.capexUsd - tco.residualUsd) * take;
        p.energyUsd = tco.years * tco.energyUsdPerYear * take;
        p.otherOpexUsd = tco.years *
                         (tco.supportUsdPerYear + tco.facilityUsdPerYear + tco.staffUsdPerYear) *
                         take;
        // The same as tco.totalUsd x take, split into its parts.
        p.usd = p.capexShareUsd + p.energyUsd + p.otherOpexUsd;
    }
    const double gpuHours = use.gpus * use.hours;
    p.usdPerGpuHour = gpuHours > 0 ? p.usd / gpuHours : 0;
    p.usdPerMillionTokens = perMillion(p.usd, use);

    const double fixed = p.capexShareUsd + p.otherOpexUsd;
    for (const CloudOffer *o :
         offersForGpu(catalog, design.acceleratorId, design.bf16TflopsPerGpu, &r.notes)) {
        if (!o->onDemandUsdPerHour)
            continue;
        const CloudGpuMatch match =
            matchCloudGpus(catalog, *o, design.acceleratorId, design.bf16TflopsPerGpu, use.gpus);
        CloudRunCost c;
        c.offerId = o->id;
        c.provider = o->provider;
        c.instance = o->instance;
        c.acceleratorId = o->acceleratorId;
        c.exactGpu = match.exactGpu;
        c.note = match.note;
        c.provenance = o->provenance;
        c.usdPerInstanceHour = *o->onDemandUsdPerHour;
        c.gpusPerInstance = std::max(1, o->gpusPerInstance);
        c.cloudGpus = match.cloudGpus;
        c.instances = (c.cloudGpus + c.gpusPerInstance - 1) / c.gpusPerInstance;
        c.gpuHours = c.cloudGpus * use.hours;
        c.usd = c.instances * c.usdPerInstanceHour * use.hours;
        c.usdPerMillionTokens = perMillion(c.usd, use);
        c.onPremSavingUsd = c.usd - p.usd;
        if (c.usd > p.energyUsd && fixed > 0) {
            const double u = fixed / (c.usd - p.energyUsd);
            if (u <= 1)
                c.breakEvenUtilization = u;
        }
        r.cloud.push_back(std::move(c));
    }
    return r;
}

RunCost computeCloudRunCost(const Accelerator &gpu, const CostAssumptions &assumptions,
                            const Catalog &catalog, const RunUse &use)
{
    TcoInputs in; // no hardware, no GPUs: the on-prem side stays 0
    in.acceleratorId = gpu.id;
    in.bf16TflopsPerGpu = gpu.bf16DenseTflops;
    RunCost r = computeRunCost(in, assumptions, catalog, use);
    for (CloudRunCost &c : r.cloud) {
        c.onPremSavingUsd = 0;
        c.breakEvenUtilization.reset();
    }
    r.notes << QStringLiteral("no design to own: on-prem cost not estimated");
    return r;
}

} // namespace podcad
