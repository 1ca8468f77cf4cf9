#include "livesession.h"

#include "catalog/catalog.h"
#include "changeevent.h"
#include "document.h"
#include "livecableplan.h"
#include "model/design.h"
#include "selection.h"
#include "workloadcomputation.h"

namespace podcad {

LiveSession::LiveSession(std::shared_ptr<const Catalog> catalog, QObject *parent)
    : LiveComputation(catalog, parent)
    , mDocument(new Document(catalog, this))
    , mSelection(new Selection(mDocument, this))
    , mCablePlan(new LiveCablePlan(mDocument, this))
    , mWorkloadStep(new WorkloadComputation(catalog, this))
{
    mOptions.effort = AnalysisEffort::Quick;
    connect(mDocument, &Document::changed, this, &LiveSession::onChanged);
    // A computation waits for the design's whole cable plan rather than planning it again;
    // when the plan lands it starts at once (a debounce still running is cut short).
    connect(mCablePlan, &LiveCablePlan::changed, this, [this] {
        if (mAwaitingPlan && mCablePlan->isReady())
            schedule(true);
    });
    connect(mWorkloadStep, &WorkloadComputation::ready, this, [this] {
        // Of the newest results and the design's workload as it is, else a newer one is coming.
        if (mWorkloadStep->resultDesign() == mWorkloadDesign &&
            mWorkloadStep->resultWorkload() == mDocument->design().workload)
            takeWorkload(mWorkloadStep->resultWorkload(), mWorkloadStep->result());
    });
}

LiveSession::~LiveSession()
{
    // Nobody listens any more: the undo stack, deleted with the document, reports itself clean.
    mDocument->blockSignals(true);
}

void LiveSession::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    const std::shared_ptr<const Catalog> previous = catalogSnapshot(); // see catalogChanged()
    setCatalogSnapshot(catalog);
    mRevisionHolds = mAnalysisHolds = false;
    mWorkloadStep->setCatalog(catalog);
    mDocument->setCatalog(std::move(catalog));
    mCablePlan->rebuild();
    Q_EMIT catalogChanged();
    schedule(true);
}

std::shared_ptr<const Revision> LiveSession::revisionNow() const
{
    if (!catalogSnapshot())
        return nullptr;
    if (mRevisionHolds)
        return mRevision;
    return std::make_shared<const Revision>(mDocument->snapshot(), catalogSnapshot(), mOptions,
                                            generation(),
                                            mCablePlan->isReady() ? mCablePlan->shared() : nullptr);
}

bool LiveSession::isWorkloadPending() const
{
    return isPending() || mWorkloadStep->isPending() ||
           mWorkloadFor != mDocument->design().workload;
}

void LiveSession::takeWorkload(const std::optional<Workload> &workloadFor,
                               std::shared_ptr<const WorkloadEvaluation> evaluation)
{
    const std::optional<Workload> &now = mDocument->design().workload;
    if (workloadFor != now) {
        if (now && mWorkloadDesign)
            mWorkloadStep->evaluate(*now, mWorkloadDesign);
        else if (!now) // nothing to evaluate
            takeWorkload(now, nullptr);
        return;
    }
    mWorkloadFor = workloadFor;
    mWorkload = std::move(evaluation);
    Q_EMIT workloadReady();
}

void LiveSession::onChanged(const ChangeEvent &event)
{
    mRevisionHolds = false;
    if (!event.leavesAnalysis())
        mAnalysisHolds = false;
    // The design's own fields (its name, its workload) feed no figure of the analysis or the
    // costs: a rename of a 64-SU design must not cost a whole analysis and cost run. A new
    // workload is evaluated on the newest results, unless newer ones are being computed (they
    // bring it along).
    if (event.namesOnlyFields()) {
        if (!isPending() && mWorkloadFor != mDocument->design().workload)
            takeWorkload(mWorkloadFor, mWorkload);
        return;
    }
    // A freshly opened design has no figures yet: compute them at once instead of debouncing.
    schedule(event.kind == ChangeEvent::Kind::DesignReplaced);
}

void LiveSession::start()
{
    // The analysis shares the plan the editor keeps in step with each edit (its updates are in
    // proportion to the edit) instead of routing every link again; while that plan's whole
    // build runs (a design opened, the hall or the catalog changed) it waits for it.
    mAwaitingPlan = !mCablePlan->isReady();
    if (mAwaitingPlan)
        return;
    // The worker owns its snapshots: the document may change (or go) while it runs. An analysis
    // the edits since left as it was is read again: a price change computes the costs alone.
    std::shared_ptr<const CablePlan> plan = mCablePlan->shared();
    const bool reuse = mAnalysisHolds && mAnalysis->cables == plan;
    auto revision = std::make_shared<const Revision>(mDocument->snapshot(), catalogSnapshot(),
                                                     mOptions, generation(), std::move(plan),
                                                     reuse ? mAnalysis : nullptr);
    run<Result>(
        [revision](const std::atomic<bool> *cancel) {
            const Design *design = &revision->design();
            const Catalog *catalog = &revision->catalog();
            Result r;
            r.revision = revision;
            r.analysis = revision->analysis(cancel);
            if (r.analysis->cancelled)
                return r;
            r.costs = revision->costs(cancel);
            r.workloadDesign = std::make_shared<const WorkloadDesign>(
                WorkloadDesign::of(*design, *catalog, r.costs.get(), r.analysis.get()));
            r.workloadFor = design->workload;
            if (design->workload)
                r.workload = std::make_shared<const WorkloadEvaluation>(
                    evaluateWorkload(*design->workload, *r.workloadDesign, *catalog));
            return r;
        },
        [this](Result result) {
            mRevision = std::move(result.revision);
            mRevisionHolds = mAnalysisHolds = true;
            mAnalysis = std::move(result.analysis);
            if (result.costs)
                mCosts = std::move(result.costs);
            Q_EMIT ready();
            if (result.workloadDesign) {
                mWorkloadDesign = std::move(result.workloadDesign);
                takeWorkload(result.workloadFor, std::move(result.workload));
            }
        });
}

} // namespace podcad
