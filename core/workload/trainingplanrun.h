#pragma once

#include "model/workload.h"
#include "perf/planner.h"
#include "sizing/gpusystem.h"
#include "sizing/precision.h"
#include "sizing/trainingsizing.h"

#include <optional>

namespace podcad {

class Catalog;

// The GPU a training step or a serving replica runs on: the system's accelerator, the format, and
// the catalog's kernel efficiency for them (a stated estimate when the catalog has none). A
// serving replica's prefill runs the forward pass's GEMMs over the whole prompt, the shapes the
// training figure is measured on, so one efficiency per GPU and format serves both.
StepGpu stepGpuFor(const GpuSystem &system, Precision precision, const Catalog &catalog);

// The planner's request for a training target on `gpus` GPUs of a system over `fabric`: the
// target's fixed dimensions kept, the rest searched.
PlannerRequest plannerRequestFor(const LanguageModel &model, const TrainingTarget &target,
                                 OptimizerAccounting accounting, int sequenceTokens,
                                 const StepGpu &gpu, const RunFabric &fabric, int gpus);

// The least GPUs (whole nodes of `gpusPerNode`) whose best plan trains `tokens` within `days`,
// searched from `guess` upwards and downwards; nullopt when none up to `maxGpus` does. `result`
// receives the planner's answer at the count returned.
std::optional<int> leastGpusForDays(PlannerRequest request, double tokens, double days,
                                    int gpusPerNode, int guess, int maxGpus, PlannerResult *result);

// Days to train `tokens` at the best plan's throughput.
double daysAtPlan(const StepPrediction &plan, double tokens);

} // namespace podcad
