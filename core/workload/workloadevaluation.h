#pragma once

#include "catalog/catalogtypes.h"
#include "costbasis.h"
#include "model/workload.h"
#include "perf/planner.h"
#include "perf/serving.h"
#include "runcost.h"
#include "sizing/gpusystem.h"
#include "sizing/inferencesizing.h"
#include "sizing/trainingsizing.h"
#include "validationband.h"
#include "workloaddesign.h"
#include "workloadfit.h"
#include "workloadrequest.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace podcad {

class Catalog;
class Design;
struct CostSnapshot;

// A design's training target sized against the design's GPU system.
struct TrainingEvaluation final
{
    Precision precision = Precision::Bf16;
    OptimizerAccounting accounting = OptimizerAccounting::MixedPrecisionAdam;
    Parallelism parallelism; // tensor chosen when the target leaves it at 0 (or a proposal)
    int sequenceTokens = 0;
    double tokens = 0;
    double flops = 0;
    double peakTflops = 0; // dense, per GPU, in `precision`
    // The run's MFU: 6 x active parameters x tokens per second over the GPUs' dense peak in
    // `precision`, the basis the days are computed on and `--mfu` is given in. The one MFU every
    // view shows (issue 39: the dock showed the planner's, which also counts the attention, beside
    // this one). `predictedMfu` is the planner's best plan's on the same basis, over the run's
    // GPUs: equal to `mfu` unless the target gives an MFU (`mfuGiven`); 0 without a plan.
    double mfu = 0;
    double predictedMfu = 0;
    double achievedTflops = 0;
    // The run on the target's GPUs, else on the design's (rounded up to whole nodes); with
    // WorkloadRequest::runAsAsked, outside a design and in a proposal, the deadline's run instead
    // (a proposal's grown to its reference design). Its memory, fit and cost are those below.
    TrainingRun run;
    bool runOnDesign = true; // false: `run` is on the target's GPU count or the deadline's
    // Set when the target has a deadline: the least whole nodes that finish in `days` and hold
    // the model.
    std::optional<double> deadlineDays;
    std::optional<TrainingRun> forDeadline;
    int moreGpusNeeded = 0; // forDeadline's GPUs beyond the design's; 0 when it has enough
    // trainingFitText(): the design's GPUs against the deadline (or the target's GPUs) and memory;
    // `designFits` says yes or no. Empty outside a design.
    QString fit;
    bool designFits = false;
    // Memory at `run`'s GPU count.
    TrainingMemory memory;
    double gpuMemoryGb = 0;
    int minGpus = 0; // the least GPUs that hold the model; 0: none at this parallelism
    bool fits = false;
    // Writing a checkpoint in the request's window against the design's storage (none outside a
    // design).
    CheckpointCheck checkpoint;
    // The plan search on `run`'s GPUs and its step-time prediction (best(): the chosen plan), on
    // `fabric`. Its MFU is the one used unless the target gives an MFU or achieved TFLOP/s
    // (`mfuGiven`). Unset when the model has no layer shape (`planNote` says why).
    std::optional<PlannerResult> planner;
    // What the planner was asked, without its GPU count, when the predicted throughput sizes the
    // run: the presentation's curve plans each GPU count with it.
    std::optional<PlannerRequest> plannerRequest;
    RunFabric fabric;
    bool mfuGiven = false;
    QString planNote;
    // Set when the target's format is one the GPU has no tensor cores for (FP8 on an A100): the
    // run is sized in BF16 instead, `precision` says so, and this says why.
    QString precisionNote;
    // How far the model was off on published runs like this one, when the planner's throughput
    // sizes the run (not with a given MFU): the days' interval every view shows beside them.
    std::optional<ValidationBand> validation;
};

// A design's inference target: one replica's size and the replicas the target needs.
struct InferenceEvaluation final
{
    InferenceInput input;
    InferenceSizing sizing;
    // Why the GPU cannot serve in the target's formats (FP4 on a part without FP4), else empty;
    // nothing is sized then.
    QString unsupported;
    bool fits = false;      // one replica fits in an NVLink domain
    int designReplicas = 0; // replicas the design's GPUs hold
    QString fit;            // inferenceFitText(); empty outside a design
    bool designFits = false;
    double tokensPerS = 0; // all replicas at the decode upper bound
    double itPowerMw = 0;  // the replicas' GPU systems at maximum draw
    double facilityPowerMw = 0;
    // TTFT, TPOT and the batch curve of one replica (predictServing) on the design's fabric, else
    // the system's; unset when the replica does not fit or the model has no layer shape.
    std::optional<ServingReport> serving;
    // How far the serving model was off on published runs like this one (the weights' format on
    // this GPU), when `serving` fits: the tokens/s interval beside its figures.
    std::optional<ValidationBand> servingValidation;
};

// Everything the Workload dock, presentation mode, the CLI, the proposals and the exports show of
// a workload, computed by one pure function so that they agree (the GUI runs it on the live
// session's worker).
struct WorkloadEvaluation final
{
    QString error; // the model cannot be resolved (unknown id, missing numbers): nothing sized
    LanguageModel model;
    // The GPU system sized on: the request's, or the design's (the GPU node SKU with the most
    // GPUs in it). Unset (with `systemNote` saying so) when the design holds none; nothing is
    // sized then.
    std::optional<GpuSystem> system;
    QString systemNote;
    int designGpus = 0; // of `system`'s SKU in the design; 0 outside a design
    int designNodes = 0;
    double pue = 0;
    QString designNote; // DesignGpus::note: which SKU was chosen when the design mixes several
    std::optional<TrainingEvaluation> training;
    std::optional<InferenceEvaluation> inference;
    // What the run costs (computeRunCost: the run's GPU-hours' share of the basis's TCO, and per
    // cloud offer): the training run on `training->run`, an hour of serving the inference target.
    // Unset on a design without a cost snapshot, or when nothing was sized (the basis says why).
    std::optional<RunCost> trainingCost;
    std::optional<RunCost> inferenceCost;
    CostBasis trainingCostBasis;
    CostBasis inferenceCostBasis;

    bool ok() const { return error.isEmpty() && system.has_value(); }
    // The result in plain words, one sentence a line: what the dock shows first.
    QStringList sentences() const;
};

// The run's MFU in words, with its basis: "predicted MFU 44.4 % of the dense BF16 peak", or the
// given one beside the plan's prediction. The words every view uses for it.
QString mfuText(const TrainingEvaluation &t);

// Effective TFLOP/s per GPU of a predicted step, counted as the days count it: 6 x active
// parameters per token (`model`'s), over `gpus` GPUs. Divided by the dense peak, the MFU.
double achievedTflopsPerGpu(const StepPrediction &p, double activeParams, int gpus);

// The one evaluation behind every workload figure of every view.
WorkloadEvaluation evaluateWorkload(const WorkloadRequest &request, const Catalog &catalog);

// The model a workload names: the catalog's, or its custom numbers; nullopt with one line in
// `error` otherwise.
std::optional<LanguageModel> resolveWorkloadModel(const Workload &workload, const Catalog &catalog,
                                                  QString *error);

// Training sequence length when the target does not give one (the CLI's --seq-len default): a
// pre-training run trains at a few thousand tokens, not at the model's longest context.
inline constexpr int kDefaultTrainingSequence = 4096;
inline constexpr double kDefaultMfu = 0.4;
// Global batch when the target gives none: Llama 3 405B's 16M tokens (The Llama 3 Herd of Models,
// Meta, 2024, arXiv 2407.21783, table 4).
inline constexpr double kDefaultBatchTokens = 16.0 * 1024 * 1024;

// The serving input of an inference target. The KV cache's format when the target names none:
// weight-only quantisation (INT8, INT4) keeps the cache in FP16; FP8 and FP4 serving cache in FP8
// (an FP4 cache is asked for by name: it costs accuracy the weights' format does not).
InferenceInput inferenceInput(const InferenceTarget &target, const LanguageModel &model);

// The PUE when no design gives one: the catalog's default assumption.
double cataloguePue(const Catalog &catalog);

// A design's workload, sized on what the design offers (WorkloadDesign::of).
WorkloadEvaluation evaluateWorkload(const Workload &workload, const WorkloadDesign &design,
                                    const Catalog &catalog);
// `costs`: the design's cost snapshot when one is at hand (the GUI's live session computes it off
// the UI thread); without it the run costs are left out. evaluateWorkloadWithCosts() computes the
// snapshot itself.
WorkloadEvaluation evaluateWorkload(const Workload &workload, const Design &design,
                                    const Catalog &catalog, const CostSnapshot *costs = nullptr);
WorkloadEvaluation evaluateWorkloadWithCosts(const Workload &workload, const Design &design,
                                             const Catalog &catalog);

} // namespace podcad
