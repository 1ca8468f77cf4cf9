#include "facilitywhatif.h"

#include "coolingplant.h"
#include "devicefacts.h"
#include "model/design.h"
#include "powerchain.h"
#include "rackbudget.h"

#include <algorithm>

namespace podcad {
namespace {

std::vector<RackReport> rackReports(const Design &design, const Catalog &catalog)
{
    std::vector<Problem> ignored;
    const analysis::DeviceIndex devices(design, catalog, ignored);
    return analysis::rackBudgets(design, catalog, devices, ignored);
}

FacilityWhatIf evaluate(const Design &design, const Catalog &catalog,
                        const std::vector<RackReport> &racks, const std::vector<QString> &ids)
{
    const QSet<QString> failed(ids.begin(), ids.end());
    const PowerChain power = analyzePowerChain(design, catalog, racks, failed);
    const CoolingPlant cooling = analyzeCoolingPlant(design, catalog, racks, failed);
    FacilityWhatIf result;
    result.failed = ids;
    result.racksWithoutPower = power.racksWithoutPower;
    result.racksWithoutCooling = cooling.racksWithoutCooling;
    result.coolingUnitsCut = cooling.unitsCut;
    for (const PowerElementReport &e : power.elements)
        if (e.over && !failed.contains(e.id))
            result.elementsOver.push_back({e.id, e.peakKw, e.usableKw});
    for (const CoolingUnitReport &u : cooling.units)
        if (u.over && !failed.contains(u.id))
            result.elementsOver.push_back({u.id, u.loadKw, u.capacityKw});
    std::sort(
        result.elementsOver.begin(), result.elementsOver.end(),
        [](const FacilityWhatIf::Over &a, const FacilityWhatIf::Over &b) { return a.id < b.id; });
    return result;
}

double overloadKw(const FacilityWhatIf &w)
{
    double sum = 0;
    for (const FacilityWhatIf::Over &o : w.elementsOver)
        sum += o.loadKw - o.capacityKw;
    return sum;
}

// Whether `a` hurts more than `b` (facilitywhatif.h): ties go to the lower id.
bool hurtsMore(const FacilityWhatIf &a, const FacilityWhatIf &b)
{
    if (a.racksWithoutPower.size() != b.racksWithoutPower.size())
        return a.racksWithoutPower.size() > b.racksWithoutPower.size();
    if (a.racksWithoutCooling.size() != b.racksWithoutCooling.size())
        return a.racksWithoutCooling.size() > b.racksWithoutCooling.size();
    if (a.elementsOver.size() != b.elementsOver.size())
        return a.elementsOver.size() > b.elementsOver.size();
    const double overA = overloadKw(a), overB = overloadKw(b);
    if (overA != overB)
        return overA > overB;
    return a.failed < b.failed;
}

} // namespace

std::optional<FacilityWhatIf> failFacilityElements(const Design &design, const Catalog &catalog,
                                                   const std::vector<QString> &ids, QString *why)
{
    for (const QString &id : ids)
        if (!design.facilityElement(id)) {
            if (why)
                *why = QStringLiteral("no facility element has the id \"%1\"").arg(id);
            return std::nullopt;
        }
    return evaluate(design, catalog, rackReports(design, catalog), ids);
}

std::optional<FacilityWhatIf>
worstFacilityFailure(const Design &design, const Catalog &catalog, const AnalysisOptions &options,
                     const std::function<void(int done, int total)> &progress)
{
    if (design.facility().empty())
        return std::nullopt;
    const std::vector<RackReport> racks = rackReports(design, catalog);
    std::vector<QString> ids;
    for (const auto &[id, element] : design.facility())
        ids.push_back(id);
    std::sort(ids.begin(), ids.end());
    std::optional<FacilityWhatIf> worst;
    const int total = int(ids.size());
    for (int done = 0; done < total; ++done) {
        if (options.cancelled()) {
            FacilityWhatIf cancelled;
            cancelled.cancelled = true;
            return cancelled;
        }
        FacilityWhatIf candidate = evaluate(design, catalog, racks, {ids[done]});
        if (!worst || hurtsMore(candidate, *worst))
            worst = std::move(candidate);
        if (progress)
            progress(done + 1, total);
    }
    return worst;
}

} // namespace podcad
