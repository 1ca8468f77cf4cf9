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

using Over = FacilityWhatIf::Over;

struct Loads final
{
    std::vector<Over> all;  // every element in service with a capacity, once per limit
    std::vector<Over> over; // those past it, as the analysis reports them; id, then cause order
};

// A power element is over as the power chain says (past its usable kW by more than its
// rounding: powerchain.cpp), a cooling unit past its capacity or its flow.
Loads loadsWith(const Design &design, const Catalog &catalog, const std::vector<RackReport> &racks,
                const QSet<QString> &failed, PowerChain *powerOut = nullptr,
                CoolingPlant *coolingOut = nullptr)
{
    PowerChain power = analyzePowerChain(design, catalog, racks, failed);
    CoolingPlant cooling = analyzeCoolingPlant(design, catalog, racks, failed);
    Loads loads;
    const auto add = [&](Over o, bool over) {
        if (over)
            loads.over.push_back(o);
        loads.all.push_back(std::move(o));
    };
    for (const PowerElementReport &e : power.elements)
        if (!failed.contains(e.id) && e.usableKw > 0)
            add({e.id, FacilityWhatIf::Cause::Power, e.peakKw, e.usableKw}, e.over);
    for (const CoolingUnitReport &u : cooling.units) {
        if (failed.contains(u.id))
            continue;
        if (u.capacityKw > 0)
            add({u.id, FacilityWhatIf::Cause::Heat, u.loadKw, u.capacityKw},
                u.loadKw > u.capacityKw);
        if (u.flowLpm && u.maxFlowLpm && *u.maxFlowLpm > 0)
            add({u.id, FacilityWhatIf::Cause::Flow, *u.flowLpm, *u.maxFlowLpm},
                *u.flowLpm > *u.maxFlowLpm);
    }
    std::sort(loads.over.begin(), loads.over.end(), [](const Over &a, const Over &b) {
        return std::pair(a.id, int(a.cause)) < std::pair(b.id, int(b.cause));
    });
    if (powerOut)
        *powerOut = std::move(power);
    if (coolingOut)
        *coolingOut = std::move(cooling);
    return loads;
}

bool sameLimit(const Over &a, const Over &b)
{
    return a.id == b.id && a.cause == b.cause;
}

FacilityWhatIf evaluate(const Design &design, const Catalog &catalog,
                        const std::vector<RackReport> &racks, const std::vector<Over> &before,
                        const std::vector<QString> &ids)
{
    const QSet<QString> failed(ids.begin(), ids.end());
    PowerChain power;
    CoolingPlant cooling;
    const Loads loads = loadsWith(design, catalog, racks, failed, &power, &cooling);
    FacilityWhatIf result;
    result.failed = ids;
    result.racksWithoutPower = power.racksWithoutPower;
    result.racksWithoutCooling = cooling.racksWithoutCooling;
    result.coolingUnitsCut = cooling.unitsCut;
    result.overBeforeFailure = before;
    // An element over with nothing failed counts against the failure only if it takes more load
    // with it (by more than rounding: a hundredth of a percent).
    for (const Over &o : loads.over) {
        const auto was = std::find_if(before.begin(), before.end(),
                                      [&](const Over &b) { return sameLimit(o, b); });
        if (was == before.end() || o.load > was->load * (1 + 1e-4))
            result.elementsOver.push_back(o);
    }
    // Over elements are few: the tightest is the least headroom among the rest.
    for (const Over &o : loads.all) {
        if (result.tightest && o.headroom() >= result.tightest->headroom())
            continue;
        if (std::none_of(loads.over.begin(), loads.over.end(),
                         [&](const Over &b) { return sameLimit(o, b); }))
            result.tightest = o;
    }
    return result;
}

double overloadFraction(const FacilityWhatIf &w)
{
    double sum = 0;
    for (const Over &o : w.elementsOver)
        sum += -o.headroom();
    return sum;
}

double headroomLeft(const FacilityWhatIf &w)
{
    return w.tightest ? w.tightest->headroom() : 1.0;
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
    const double overA = overloadFraction(a), overB = overloadFraction(b);
    if (overA != overB)
        return overA > overB;
    const double leftA = headroomLeft(a), leftB = headroomLeft(b);
    if (leftA != leftB)
        return leftA < leftB;
    return a.failed < b.failed;
}

} // namespace

QString facilityCauseName(FacilityWhatIf::Cause cause)
{
    switch (cause) {
    case FacilityWhatIf::Cause::Power:
        return QStringLiteral("power");
    case FacilityWhatIf::Cause::Heat:
        return QStringLiteral("heat");
    case FacilityWhatIf::Cause::Flow:
        return QStringLiteral("flow");
    }
    return {};
}

std::optional<FacilityWhatIf> failFacilityElements(const Design &design, const Catalog &catalog,
                                                   const std::vector<QString> &ids, QString *why)
{
    for (const QString &id : ids)
        if (!design.facilityElement(id)) {
            if (why)
                *why = QStringLiteral("no facility element has the id \"%1\"").arg(id);
            return std::nullopt;
        }
    const std::vector<RackReport> racks = rackReports(design, catalog);
    return evaluate(design, catalog, racks, loadsWith(design, catalog, racks, {}).over, ids);
}

std::optional<FacilityWhatIf>
worstFacilityFailure(const Design &design, const Catalog &catalog, const AnalysisOptions &options,
                     const std::function<void(int done, int total)> &progress)
{
    if (design.facility().empty())
        return std::nullopt;
    const std::vector<RackReport> racks = rackReports(design, catalog);
    const std::vector<Over> before = loadsWith(design, catalog, racks, {}).over;
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
        FacilityWhatIf candidate = evaluate(design, catalog, racks, before, {ids[done]});
        if (!worst || hurtsMore(candidate, *worst))
            worst = std::move(candidate);
        if (progress)
            progress(done + 1, total);
    }
    return worst;
}

} // namespace podcad
