#include "workloadcomputation.h"

#include "catalog/catalog.h"

namespace podcad {

WorkloadComputation::WorkloadComputation(std::shared_ptr<const Catalog> catalog, QObject *parent)
    : LiveComputation(std::move(catalog), parent)
{}

void WorkloadComputation::evaluate(const Workload &workload,
                                   std::shared_ptr<const WorkloadDesign> design,
                                   std::optional<CurveRange> curve)
{
    if (!design)
        return;
    mWorkload = workload;
    mDesign = std::move(design);
    mCurveRange = curve;
    schedule();
}

void WorkloadComputation::start()
{
    run<Result>(
        [workload = mWorkload, design = mDesign, range = mCurveRange,
         catalog = catalogSnapshot()](const std::atomic<bool> *) {
            Result r;
            r.evaluation = std::make_shared<const WorkloadEvaluation>(
                evaluateWorkload(workload, *design, *catalog));
            if (range)
                r.curve = trainingCurve(*r.evaluation, *range,
                                        design->tco ? &*design->tco : nullptr, *catalog);
            return r;
        },
        [this, workload = mWorkload, design = mDesign](Result result) {
            mResult = std::move(result.evaluation);
            mCurve = std::move(result.curve);
            mResultWorkload = workload;
            mResultDesign = design;
            Q_EMIT ready();
        });
}

} // namespace podcad
