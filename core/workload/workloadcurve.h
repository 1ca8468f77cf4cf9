#pragma once

#include <optional>
#include <vector>

namespace podcad {

class Catalog;
struct CostBasis;
struct WorkloadEvaluation;

// Node counts to draw a training run across, and one GPU count to mark on it.
struct CurveRange final
{
    int lowNodes = 1;
    int highNodes = 1;
    int markGpus = 0;
};

// The training run at one GPU count: its days, and what it costs on-prem (a share of the TCO)
// and in the cheapest cloud, when those are known.
struct CurvePoint final
{
    int gpus = 0;
    double days = 0;
    std::optional<double> onPremUsd;
    std::optional<double> cloudUsd;
};

struct TrainingCurve final
{
    std::vector<CurvePoint> points; // by GPU count
    CurvePoint mark;                // at CurveRange::markGpus (rounded up to whole nodes)
};

// The evaluation's training run (its FLOPs and achieved TFLOP/s held) at whole node counts
// across `range`: at most ~160 points (40 when each is planned) whatever the span (a 64-SU SuperPOD
// spans thousands of node counts, and the curve is smooth between them), the last at the range's
// top. Each point's cost is computeRunCost on `tco`, no design built per point; no costs without
// one, or when its design holds no GPUs. Empty when the evaluation has no training run.
TrainingCurve trainingCurve(const WorkloadEvaluation &evaluation, const CurveRange &range,
                            const CostBasis *tco, const Catalog &catalog);

} // namespace podcad
