#include "revision.h"

#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/costsnapshot.h"
#include "cost/opticscomparison.h"
#include "export/cableschedule.h"
#include "model/design.h"

namespace podcad {

namespace {

// The value of `slot`, computed by `compute` if no one has yet; a value `keep` refuses (a
// cancelled analysis) is returned but not kept.
template<class T, class Slot, class Compute, class Keep>
std::shared_ptr<const T> once(Slot &slot, Compute compute, Keep keep)
{
    const std::lock_guard<std::mutex> guard(slot.lock);
    if (slot.value)
        return slot.value;
    std::shared_ptr<const T> value = compute();
    if (keep(*value))
        slot.value = value;
    return value;
}

template<class T, class Slot, class Compute>
std::shared_ptr<const T> once(Slot &slot, Compute compute)
{
    return once<T>(slot, std::move(compute), [](const T &) { return true; });
}

} // namespace

Revision::Revision(std::shared_ptr<const Design> design, std::shared_ptr<const Catalog> catalog,
                   const AnalysisOptions &options, quint64 number,
                   std::shared_ptr<const CablePlan> plan, std::shared_ptr<const Analysis> analysis)
    : mDesign(std::move(design))
    , mCatalog(std::move(catalog))
    , mOptions(options)
    , mNumber(number)
{
    mOptions.cancel = nullptr; // a reader's, which may be gone when the next one asks
    mPlan.value = std::move(plan);
    mAnalysis.value = std::move(analysis);
}

std::shared_ptr<const Revision> Revision::borrowing(const Design &design, const Catalog &catalog,
                                                    const AnalysisOptions &options)
{
    // Shared pointers that own nothing: the caller keeps both alive.
    return std::make_shared<const Revision>(
        std::shared_ptr<const Design>(std::shared_ptr<const void>(), &design),
        std::shared_ptr<const Catalog>(std::shared_ptr<const void>(), &catalog), options);
}

std::shared_ptr<const CablePlan> Revision::cablePlan() const
{
    return once<CablePlan>(mPlan, [this] {
        return std::make_shared<const CablePlan>(CablePlan::build(*mDesign, *mCatalog));
    });
}

std::shared_ptr<const Analysis> Revision::analysis(const std::atomic<bool> *cancel) const
{
    return once<Analysis>(
        mAnalysis,
        [this, cancel] {
            AnalysisOptions options = mOptions;
            options.cancel = cancel;
            return std::make_shared<const Analysis>(
                analyze(*mDesign, *mCatalog, options, cablePlan()));
        },
        [](const Analysis &a) { return !a.cancelled; });
}

std::shared_ptr<const CostSnapshot> Revision::costs(const std::atomic<bool> *cancel) const
{
    return once<CostSnapshot>(
        mCosts,
        [this, cancel] {
            std::shared_ptr<const Analysis> analysis = this->analysis(cancel);
            if (analysis->cancelled)
                return std::make_shared<const CostSnapshot>();
            return std::make_shared<const CostSnapshot>(
                computeCostSnapshot(*mDesign, *mCatalog, std::move(analysis)));
        },
        [](const CostSnapshot &c) { return c.valid; });
}

std::shared_ptr<const CableSchedule> Revision::cableSchedule() const
{
    return once<CableSchedule>(mSchedule, [this] {
        return std::make_shared<const CableSchedule>(
            CableSchedule::build(*mDesign, *mCatalog, *cablePlan()));
    });
}

std::shared_ptr<const OpticsComparison> Revision::opticsComparison() const
{
    return once<OpticsComparison>(mOptics, [this] {
        return std::make_shared<const OpticsComparison>(
            compareOptics(*mDesign, *mCatalog, cpoPairs(*mCatalog), *cablePlan()));
    });
}

} // namespace podcad
