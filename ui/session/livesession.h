#pragma once

#include "analysis/analysis.h"
#include "cost/costsnapshot.h"
#include "livecomputation.h"
#include "model/workload.h"
#include "revision/revision.h"
#include "workload/workloaddesign.h"
#include "workload/workloadevaluation.h"

#include <memory>
#include <optional>

namespace podcad {

class Document;
class LiveCablePlan;
class Selection;
class WorkloadComputation;
struct ChangeEvent;

// One open design and what is known of it: the Document (design, undo stack, file), the
// Selection, and the live results, kept up to date off the UI thread. Every edit schedules one
// computation on one snapshot: the analysis (bisection at Quick effort: figures that follow the
// person's edits) on the cable plan the editor keeps (LiveCablePlan), then the costs from that
// same analysis, so the design is analysed once per edit and its cables planned once. A newer edit
// supersedes a running computation (LiveComputation cancels it); results carry the generation they
// were computed for. It owns the catalog, an immutable snapshot that every computation takes along
// (setCatalog() swaps in a newer one). No widgets: panels and windows subscribe to it.
class LiveSession final : public LiveComputation
{
    Q_OBJECT
public:
    // `catalog` may be null (no catalog could be opened: nothing is computed).
    explicit LiveSession(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);
    ~LiveSession() override;

    // Swaps in a newer catalog (an import, a removal, the team server's), built elsewhere:
    // the document edits against it, catalogChanged() says so and the figures are computed again
    // at once. A computation already running finishes on the snapshot it started with (its
    // result is superseded); nothing waits for it.
    void setCatalog(std::shared_ptr<const Catalog> catalog);

    Document *document() const { return mDocument; }
    Selection *selection() const { return mSelection; }
    // The design's cable plan, kept in step with each edit on the UI thread.
    LiveCablePlan *cablePlan() const { return mCablePlan; }

    // The newest delivered results (empty before the first); see isPending().
    const Analysis &analysis() const { return *mAnalysis; }
    // The same, shared with the cost snapshot computed from it (costs().analysis).
    std::shared_ptr<const Analysis> analysisShared() const { return mAnalysis; }
    // The revision the delivered results are of (null before the first).
    std::shared_ptr<const Revision> revision() const { return mRevision; }
    // A revision of the design as it now is, for work that reads the design whole off the UI
    // thread (an export, the optics comparison): revision() while no edit came since it (what it
    // computed is shared, its snapshot not copied again), else a new snapshot whose cable plan is
    // the editor's when that is built, so nothing plans the 97,000 cables of a 64-SU design
    // again. Null without a catalog.
    std::shared_ptr<const Revision> revisionNow() const;
    const CostSnapshot &costs() const { return *mCosts; }
    std::shared_ptr<const CostSnapshot> costsShared() const { return mCosts; }
    // The generation (LiveComputation::generation()) the delivered results belong to.
    quint64 resultGeneration() const { return mRevision ? mRevision->number() : 0; }
    // The design's workload evaluated on the delivered results: null when the design has none
    // (or before the first results). What the newest results say of the design, for what-ifs.
    std::shared_ptr<const WorkloadEvaluation> workload() const { return mWorkload; }
    std::shared_ptr<const WorkloadDesign> workloadDesign() const { return mWorkloadDesign; }
    // True from a change until workload() is that of the design's workload as it now is.
    bool isWorkloadPending() const;

    // For the computations scheduled from now on.
    void setAnalysisOptions(const AnalysisOptions &options)
    {
        mOptions = options;
        mAnalysisHolds = false;
    }
    const AnalysisOptions &analysisOptions() const { return mOptions; }

Q_SIGNALS:
    // New analysis() and costs(), for resultGeneration().
    void ready();
    // catalog() is a newer snapshot. While this is delivered the previous one is still alive,
    // so a view may hold its raw pointer until it hears this.
    void catalogChanged();
    // A new workload(), the design's workload as it now is.
    void workloadReady();

private:
    struct Result final
    {
        std::shared_ptr<const Revision> revision;
        std::shared_ptr<const Analysis> analysis;
        std::shared_ptr<const CostSnapshot> costs;
        std::shared_ptr<const WorkloadDesign> workloadDesign;
        std::optional<Workload> workloadFor; // the design's workload the evaluation is of
        std::shared_ptr<const WorkloadEvaluation> workload;
    };
    void start() override;
    void onChanged(const ChangeEvent &event);
    // The design's workload on the newest results: evaluated again unless `evaluation` is of it.
    void takeWorkload(const std::optional<Workload> &workloadFor,
                      std::shared_ptr<const WorkloadEvaluation> evaluation);

    Document *mDocument;
    Selection *mSelection;
    LiveCablePlan *mCablePlan;
    bool mAwaitingPlan = false; // start() came while the cable plan was being built whole
    AnalysisOptions mOptions;
    std::shared_ptr<const Analysis> mAnalysis = std::make_shared<const Analysis>();
    std::shared_ptr<const CostSnapshot> mCosts = std::make_shared<const CostSnapshot>();
    std::shared_ptr<const Revision> mRevision; // of the delivered results
    // No edit since mRevision was delivered: it is the design as it is.
    bool mRevisionHolds = false;
    // The delivered analysis is still that of the design as it is (the edits since left it as it
    // was, ChangeEvent::leavesAnalysis): the next revision reads it and computes only the costs.
    bool mAnalysisHolds = false;
    WorkloadComputation *mWorkloadStep;
    std::shared_ptr<const WorkloadDesign> mWorkloadDesign;
    std::optional<Workload> mWorkloadFor; // the design's workload `mWorkload` is of
    std::shared_ptr<const WorkloadEvaluation> mWorkload;
};

} // namespace podcad
