#include "cloudcomparison.h"

#include "catalog/catalog.h"

#include <cmath>
#include <limits>

namespace podcad {

QString cloudTermKey(CloudTerm term)
{
    switch (term) {
    case CloudTerm::OnDemand:
        return QStringLiteral("on_demand");
    case CloudTerm::Reserved1y:
        return QStringLiteral("reserved_1y");
    case CloudTerm::Reserved3y:
        return QStringLiteral("reserved_3y");
    case CloudTerm::Spot:
        return QStringLiteral("spot");
    }
    return {};
}

bool cloudTermBillsUsedHoursOnly(CloudTerm term)
{
    return term == CloudTerm::OnDemand || term == CloudTerm::Spot;
}

namespace {

QString acceleratorName(const Catalog &catalog, const QString &id)
{
    const Accelerator *a = catalog.accelerator(id);
    return a ? a->name : id;
}

} // namespace

std::vector<const CloudOffer *> offersForGpu(const Catalog &catalog, const QString &acceleratorId,
                                             double bf16TflopsPerGpu, QStringList *notes)
{
    std::vector<const CloudOffer *> exact, all = catalog.cloudOffers();
    for (const CloudOffer *o : all)
        if (o->acceleratorId == acceleratorId)
            exact.push_back(o);
    if (!exact.empty() || all.empty())
        return exact;
    double best = std::numeric_limits<double>::infinity();
    for (const CloudOffer *o : all)
        if (const Accelerator *a = catalog.accelerator(o->acceleratorId))
            best = std::min(best, std::abs(a->bf16DenseTflops - bf16TflopsPerGpu));
    std::vector<const CloudOffer *> nearest;
    for (const CloudOffer *o : all)
        if (const Accelerator *a = catalog.accelerator(o->acceleratorId))
            if (std::abs(a->bf16DenseTflops - bf16TflopsPerGpu) == best)
                nearest.push_back(o);
    if (!nearest.empty() && notes)
        *notes << QStringLiteral(
                      "No cloud offer in the catalog has the design's GPU (%1); comparing "
                      "with the nearest by BF16 dense throughput: %2")
                      .arg(acceleratorName(catalog, acceleratorId),
                           acceleratorName(catalog, nearest.front()->acceleratorId));
    return nearest;
}

CloudGpuMatch matchCloudGpus(const Catalog &catalog, const CloudOffer &offer,
                             const QString &acceleratorId, double bf16TflopsPerGpu, int gpus)
{
    CloudGpuMatch m;
    m.exactGpu = offer.acceleratorId == acceleratorId;
    m.cloudGpus = gpus;
    if (m.exactGpu)
        return m;
    // Same BF16 throughput, not the same GPU count: a slower GPU needs more of them.
    const Accelerator *acc = catalog.accelerator(offer.acceleratorId);
    if (acc && acc->bf16DenseTflops > 0 && bf16TflopsPerGpu > 0)
        m.cloudGpus = int(std::ceil(gpus * bf16TflopsPerGpu / acc->bf16DenseTflops - 1e-9));
    m.note = QStringLiteral("offer has %1, not the design's %2: %3 cloud GPUs match the "
                            "design's BF16 dense throughput")
                 .arg(acceleratorName(catalog, offer.acceleratorId),
                      acceleratorName(catalog, acceleratorId))
                 .arg(m.cloudGpus);
    return m;
}

std::optional<int> CloudComparison::breakEvenMonthWithinHorizon() const
{
    if (breakEvenMonths && *breakEvenMonths <= 12.0 * horizonYears)
        return breakEvenMonth;
    return std::nullopt;
}

QString CloudComparison::breakEvenText() const
{
    if (const std::optional<int> month = breakEvenMonthWithinHorizon())
        return QStringLiteral("month %1").arg(*month);
    return horizonYears == 1 ? QStringLiteral("not within 1 year")
                             : QStringLiteral("not within %1 years").arg(horizonYears);
}

const CloudComparison *cheapestCloud(const CloudComparisonResult &result)
{
    const CloudComparison *best = nullptr;
    for (const CloudComparison &c : result.rows)
        if (!best || c.cloudTotalUsd < best->cloudTotalUsd)
            best = &c;
    return best;
}

CloudComparisonResult compareWithCloud(const TcoInputs &inputs, const CostAssumptions &assumptions,
                                       const Catalog &catalog, const QStringList &offerIds,
                                       double utilization)
{
    CloudComparisonResult result;
    CostAssumptions at = assumptions;
    at.set(costkey::loadFactor, utilization);
    result.onPrem = Tco::compute(inputs, at);
    const Tco &tco = result.onPrem;
    const int years = tco.years;
    const double hoursPerYear = at.value(costkey::hoursPerYear);

    std::vector<const CloudOffer *> offers;
    if (offerIds.isEmpty()) {
        offers =
            offersForGpu(catalog, inputs.acceleratorId, inputs.bf16TflopsPerGpu, &result.notes);
    } else {
        for (const QString &id : offerIds)
            if (const CloudOffer *o = catalog.cloudOffer(id))
                offers.push_back(o);
    }

    // On-prem cost over the horizon as a line in u: alpha + beta x u (only energy scales with use).
    const double fixedPerYear =
        tco.supportUsdPerYear + tco.facilityUsdPerYear + tco.staffUsdPerYear;
    const double onPremAlpha = tco.capexUsd + years * fixedPerYear - tco.residualUsd;
    const double onPremBeta = years * tco.energyUsdPerYearAtFullLoad();

    for (const CloudOffer *o : offers) {
        const CloudGpuMatch match =
            matchCloudGpus(catalog, *o, inputs.acceleratorId, inputs.bf16TflopsPerGpu, inputs.gpus);
        const bool exact = match.exactGpu;
        const int cloudGpus = match.cloudGpus;
        const QString &note = match.note;
        const std::pair<CloudTerm, std::optional<double>> prices[] = {
            {CloudTerm::OnDemand, o->onDemandUsdPerHour},
            {CloudTerm::Reserved1y, o->reserved1yUsdPerHour},
            {CloudTerm::Reserved3y, o->reserved3yUsdPerHour},
            {CloudTerm::Spot, o->spotUsdPerHour}};
        for (const auto &[term, price] : prices) {
            if (!price)
                continue;
            CloudComparison c;
            c.offerId = o->id;
            c.provider = o->provider;
            c.instance = o->instance;
            c.term = term;
            c.acceleratorId = o->acceleratorId;
            c.exactGpu = exact;
            c.note = note;
            c.provenance = o->provenance;
            c.usdPerInstanceHour = *price;
            c.gpusPerInstance = std::max(1, o->gpusPerInstance);
            c.cloudGpus = cloudGpus;
            c.instances = (cloudGpus + c.gpusPerInstance - 1) / c.gpusPerInstance;
            c.utilization = utilization;
            const bool perUse = cloudTermBillsUsedHoursOnly(term);
            const double computeFullMonth =
                c.instances * c.usdPerInstanceHour * hoursPerYear / 12.0;
            c.cloudComputeUsdPerMonth = computeFullMonth * (perUse ? utilization : 1.0);
            c.cloudStorageUsdPerMonth = inputs.storageTb * at.value(costkey::cloudStorage);
            c.cloudEgressUsdPerMonth =
                at.value(costkey::cloudEgressTb) * at.value(costkey::cloudEgressPrice);
            c.cloudUsdPerMonth =
                c.cloudComputeUsdPerMonth + c.cloudStorageUsdPerMonth + c.cloudEgressUsdPerMonth;
            c.onPremCapexUsd = tco.capexUsd;
            c.onPremOpexUsdPerMonth = tco.opexUsdPerYear / 12.0;
            c.horizonYears = years;
            c.cloudTotalUsd = 12.0 * years * c.cloudUsdPerMonth;
            c.onPremTotalUsd = tco.totalUsd;

            const double gap = c.cloudUsdPerMonth - c.onPremOpexUsdPerMonth;
            if (gap > 0) {
                c.breakEvenMonths = tco.capexUsd / gap;
                c.breakEvenMonth = int(std::ceil(*c.breakEvenMonths - 1e-9));
            }
            // Cloud over the horizon as alpha + beta x u as well; equal where the lines cross.
            const double cloudMonthFixed = c.cloudStorageUsdPerMonth + c.cloudEgressUsdPerMonth +
                                           (perUse ? 0.0 : computeFullMonth);
            const double cloudAlpha = 12.0 * years * cloudMonthFixed;
            const double cloudBeta = perUse ? 12.0 * years * computeFullMonth : 0.0;
            if (cloudBeta != onPremBeta) {
                const double u = (onPremAlpha - cloudAlpha) / (cloudBeta - onPremBeta);
                if (u >= 0 && u <= 1)
                    c.breakEvenUtilization = u;
            }
            result.rows.push_back(std::move(c));
        }
    }
    return result;
}

} // namespace podcad
