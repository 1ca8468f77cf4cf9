#pragma once

#include "tco.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
struct CloudOffer;

// How an offer is bought. On-demand and spot bill only the hours used; reserved capacity is a
// commitment billed for every hour of the term, used or not.
enum class CloudTerm { OnDemand, Reserved1y, Reserved3y, Spot };

QString cloudTermKey(CloudTerm term); // "on_demand", "reserved_1y", "reserved_3y", "spot"
bool cloudTermBillsUsedHoursOnly(CloudTerm term);

// The same compute rented instead of bought, for one offer and one pricing term.
//
//   cloud GPUs    = design GPUs, or ceil(GPUs x BF16(design GPU) / BF16(offer GPU)) when the
//                   offer has another GPU (flagged, never silent)
//   instances     = ceil(cloud GPUs / GPUs per instance)
//   cloud / month = instances x $/instance-hour x hours/yr / 12 x (u, or 1 if reserved)
//                   + storage TB x $/TB-month + egress TB/month x $/TB
//   on-prem       = CapEx + month x OpEx/yr / 12  (energy at utilization u)
//   break-even month       = CapEx / (cloud/month - on-prem OpEx/month), when positive
//   break-even utilization = the u at which both cost the same over the horizon (residual
//                            value included), when it lies in [0, 1]
struct CloudComparison final
{
    QString offerId;
    QString provider;
    QString instance;
    CloudTerm term = CloudTerm::OnDemand;
    QString acceleratorId; // of the offer
    bool exactGpu = true;  // the offer has the design's GPU
    QString note;          // why a substitute was chosen, and how the count was scaled
    Provenance provenance;
    double usdPerInstanceHour = 0;
    int gpusPerInstance = 1;
    int cloudGpus = 0;
    int instances = 0;
    double utilization = 0;
    double cloudComputeUsdPerMonth = 0;
    double cloudStorageUsdPerMonth = 0;
    double cloudEgressUsdPerMonth = 0;
    double cloudUsdPerMonth = 0;
    double onPremCapexUsd = 0;
    double onPremOpexUsdPerMonth = 0;
    int horizonYears = 0;
    double cloudTotalUsd = 0;              // over the horizon
    double onPremTotalUsd = 0;             // over the horizon, residual value credited
    std::optional<double> breakEvenMonths; // exact; none when on-prem never catches up
    std::optional<int> breakEvenMonth;     // the first whole month at whose end on-prem is cheaper
    std::optional<double> breakEvenUtilization;

    // The break-even as every view says it (the Costs dock, presentation mode, podcad-cli compare
    // and the PDF report): the month when on-prem catches up within the horizon, else none.
    std::optional<int> breakEvenMonthWithinHorizon() const;
    // "month 14", or "not within 5 years" when on-prem catches up later or never.
    QString breakEvenText() const;

    double cloudCumulativeUsd(double months) const { return months * cloudUsdPerMonth; }
    double onPremCumulativeUsd(double months) const
    {
        return onPremCapexUsd + months * onPremOpexUsdPerMonth;
    }
};

struct CloudComparisonResult final
{
    Tco onPrem; // at the compared utilization
    std::vector<CloudComparison> rows;
    QStringList notes; // substitutions and offers without prices
};

// The offers the comparison uses when the user names none: those for GPU `acceleratorId`, else
// those for the GPU(s) nearest to it by BF16 dense throughput (`bf16TflopsPerGpu`), with a line in
// `notes` saying so. The cost of a workload run (core/workload/runcost.h) asks the same question.
std::vector<const CloudOffer *> offersForGpu(const Catalog &catalog, const QString &acceleratorId,
                                             double bf16TflopsPerGpu, QStringList *notes);

// How many of an offer's GPUs stand in for `gpus` GPUs of `acceleratorId`: the same count for the
// same GPU, else ceil(gpus x BF16(ours) / BF16(offer's)), with a note saying so (never silent).
struct CloudGpuMatch final
{
    bool exactGpu = true;
    int cloudGpus = 0;
    QString note; // empty for the same GPU
};
CloudGpuMatch matchCloudGpus(const Catalog &catalog, const CloudOffer &offer,
                             const QString &acceleratorId, double bf16TflopsPerGpu, int gpus);

// Compares the design (its TCO inputs and assumptions) with each offer at `utilization`, one row
// per term the offer has a price for. `offerIds` empty: every offer for the design's GPU, else
// those of the GPU nearest by BF16 dense throughput (with a note). Unknown offer ids are the
// caller's to check (Catalog::cloudOffer).
CloudComparisonResult compareWithCloud(const TcoInputs &inputs, const CostAssumptions &assumptions,
                                       const Catalog &catalog, const QStringList &offerIds,
                                       double utilization);

// The cheapest comparison row by cost over the horizon, or null: the one whose break-even the Costs
// dock, presentation mode, podcad-cli compare and the PDF report headline.
const CloudComparison *cheapestCloud(const CloudComparisonResult &result);

} // namespace podcad
