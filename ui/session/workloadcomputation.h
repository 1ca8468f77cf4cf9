#pragma once

#include "livecomputation.h"
#include "model/workload.h"
#include "workload/workloadcurve.h"
#include "workload/workloaddesign.h"
#include "workload/workloadevaluation.h"

#include <memory>
#include <optional>

namespace podcad {

// A workload evaluated off the UI thread on what a design offers (a WorkloadDesign the live
// session took from its newest results): the session's own step after a workload edit, which
// changes no figure of the analysis or the costs, and presentation mode's what-ifs. A newer
// evaluate() supersedes what is running, and only the newest result is delivered.
class WorkloadComputation final : public LiveComputation
{
    Q_OBJECT
public:
    // `catalog` may be null (nothing is computed).
    explicit WorkloadComputation(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);
    // For the evaluations started from now on; a running one keeps the snapshot it has.
    void setCatalog(std::shared_ptr<const Catalog> catalog)
    {
        setCatalogSnapshot(std::move(catalog));
    }

    // Evaluates `workload` on `design` after the debounce, so that a burst of keystrokes (or a
    // dragged slider) is one evaluation: the planner's search takes tens to hundreds of
    // milliseconds on a large design and would otherwise run once per key on the worker, each
    // run holding a core while the next one waits. With `curve`, also the training run across
    // that range (trainingCurve). A null `design` (no results yet) evaluates nothing.
    void evaluate(const Workload &workload, std::shared_ptr<const WorkloadDesign> design,
                  std::optional<CurveRange> curve = std::nullopt);

    // The newest delivered result (null before the first) and what it was computed from.
    std::shared_ptr<const WorkloadEvaluation> result() const { return mResult; }
    const TrainingCurve &curve() const { return mCurve; }
    const Workload &resultWorkload() const { return mResultWorkload; }
    const std::shared_ptr<const WorkloadDesign> &resultDesign() const { return mResultDesign; }

Q_SIGNALS:
    void ready();

private:
    struct Result final
    {
        std::shared_ptr<const WorkloadEvaluation> evaluation;
        TrainingCurve curve;
    };
    void start() override;

    Workload mWorkload;
    std::shared_ptr<const WorkloadDesign> mDesign;
    std::optional<CurveRange> mCurveRange;
    std::shared_ptr<const WorkloadEvaluation> mResult;
    TrainingCurve mCurve;
    Workload mResultWorkload;
    std::shared_ptr<const WorkloadDesign> mResultDesign;
};

} // namespace podcad
