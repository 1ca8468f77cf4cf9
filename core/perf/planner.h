#pragma once

#include "steptime.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace podcad {

// What the planner may choose. Unset dimensions are searched; set ones are kept.
struct PlanConstraints final
{
    std::optional<int> tp, pp, cp, ep, zero, microBatch;
    std::optional<int> interleave; // virtual stages per GPU; a plan that cannot take it is skipped
    std::optional<Recompute> recompute;
};

enum class PlanObjective { Fastest, CheapestPerToken };

struct PlannerRequest final
{
    LanguageModel model;
    int gpus = 0;                // all of them train; the plan's GPUs are a divisor-fitting count
    double batchTokens = 16.0e6; // global batch (Llama 3 405B's 16M tokens)
    TrainingShape shape;
    StepGpu gpu;
    RunFabric fabric;
    PlanConstraints fixed;
    PlanObjective objective = PlanObjective::Fastest;
    int keep = 5; // plans reported
};

struct RankedPlan final
{
    StepPrediction prediction;
    QString whyNot; // empty for the chosen plan; else why it lost ("12 % slower: bubble 0.4 s")
};

struct PlannerResult final
{
    std::vector<RankedPlan> plans; // best first; empty when none fits
    int plansTried = 0;
    int plansFitting = 0;
    QString whyNone;   // when `plans` is empty: what stopped every plan (memory, batch, shape)
    QStringList notes; // what the search assumed ("FFN taken as 4 x hidden: the model gives none")

    const StepPrediction *best() const
    {
        return plans.empty() ? nullptr : &plans.front().prediction;
    }
};

// Every plan of the GPUs with tp within the NVLink domain (a divisor of it), pp dividing the
// layers' count roughly evenly, cp and ep where the model and sequence call for them (with TP and
// PP both fixed, CP stays 1 unless it is fixed too or no plan fits without it, which a note then
// says), every
// ZeRO stage, micro-batches of 1, 2, 4..., recomputation none/selective/full, and
// dp = gpus / (tp*pp*cp) with the batch split into whole micro-batches; the plans whose memory
// fits, ranked by step time (or by cost per token, which at a fixed GPU count is the same order
// unless the GPU counts differ).
PlannerResult planTraining(const PlannerRequest &request);

// The least GPUs `plan`'s layout (tp, pp, cp, ep, ZeRO stage, micro-batch, recomputation) fits in
// memory with: the fewest data-parallel ranks whose sharding leaves room (ZeRO shards states over
// them), times the GPUs of one model replica. 0 when no data-parallel width up to `plan.dp`
// fits.
int leastGpusForLayout(const LanguageModel &model, const TrainingPlan &plan,
                       const TrainingShape &shape, double gpuMemoryGb);

} // namespace podcad
