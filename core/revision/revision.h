#pragma once

#include "analysis/analysis.h"
#include "analysis/analysisoptions.h"

#include <QtGlobal>
#include <atomic>
#include <memory>
#include <mutex>

namespace podcad {

class CablePlan;
class CableSchedule;
class Catalog;
class Design;
struct CostSnapshot;
struct OpticsComparison;

// One revision of a design: an immutable snapshot of the design and the catalog, numbered, and
// what is derived from it, each computed the first time someone asks and then shared by every
// reader (by shared_ptr<const ...>, on any thread): the cable plan, the analysis built on that
// plan, the cost snapshot holding that analysis, the cable schedule and the optics comparison.
// The live session makes one per edit, the CLI one per run, and an export or a presentation page
// reads the one it is given, so a 64-SU design's 97,000 cables are planned once per revision.
// Everything that plans a whole design's cables goes through cablePlan() (the editor's plan, kept
// in step with each edit, is handed in instead).
//
// A reader that asks for something not yet computed computes it on its own thread (under that
// item's lock: two readers asking at once compute it once). The analysis is of the depth given
// at construction; one stopped by its reader's cancel flag is handed back (cancelled) but not
// kept, and neither are costs computed from it.
class Revision final
{
public:
    // `plan` and `analysis`, when given, are this design's built elsewhere (the editor's plan; the
    // analysis of an earlier revision the edits since left as it was, such as a price change):
    // they are read, not computed again. `analysis` must be on `plan`.
    Revision(std::shared_ptr<const Design> design, std::shared_ptr<const Catalog> catalog,
             const AnalysisOptions &options = {}, quint64 number = 0,
             std::shared_ptr<const CablePlan> plan = nullptr,
             std::shared_ptr<const Analysis> analysis = nullptr);
    // For a caller that keeps `design` and `catalog` alive longer than the revision and what it
    // hands out (a CLI command, a test): nothing is copied.
    static std::shared_ptr<const Revision> borrowing(const Design &design, const Catalog &catalog,
                                                     const AnalysisOptions &options = {});

    quint64 number() const { return mNumber; }
    const Design &design() const { return *mDesign; }
    const Catalog &catalog() const { return *mCatalog; }
    const std::shared_ptr<const Design> &designShared() const { return mDesign; }
    const std::shared_ptr<const Catalog> &catalogShared() const { return mCatalog; }
    // The analysis' depth (its cancel flag is not kept: each reader gives its own).
    const AnalysisOptions &analysisOptions() const { return mOptions; }

    std::shared_ptr<const CablePlan> cablePlan() const;
    // `cancel`, raised, stops a computation this call starts (a newer revision wants the worker).
    std::shared_ptr<const Analysis> analysis(const std::atomic<bool> *cancel = nullptr) const;
    // From analysis(); invalid only when `cancel` stopped the analysis.
    std::shared_ptr<const CostSnapshot> costs(const std::atomic<bool> *cancel = nullptr) const;
    std::shared_ptr<const CableSchedule> cableSchedule() const;
    // compareOptics() with the catalog's CPO switch pairs, the pluggable side on cablePlan().
    std::shared_ptr<const OpticsComparison> opticsComparison() const;

private:
    // One derived item: computed once under its own lock.
    template<class T> struct Slot final
    {
        std::mutex lock;
        std::shared_ptr<const T> value;
    };

    std::shared_ptr<const Design> mDesign;
    std::shared_ptr<const Catalog> mCatalog;
    AnalysisOptions mOptions;
    quint64 mNumber;
    mutable Slot<CablePlan> mPlan;
    mutable Slot<Analysis> mAnalysis;
    mutable Slot<CostSnapshot> mCosts;
    mutable Slot<CableSchedule> mSchedule;
    mutable Slot<OpticsComparison> mOptics;
};

} // namespace podcad
