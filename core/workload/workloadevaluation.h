#pragma once

#include "catalog/catalogtypes.h"
#include "designgpus.h"
#include "gpusystem.h"
#include "inferencesizing.h"
#include "model/workload.h"
#include "runcost.h"
#include "trainingsizing.h"

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
    Parallelism parallelism; // tensor chosen when the target leaves it at 0
    int sequenceTokens = 0;
    double tokens = 0;
    double flops = 0;
    double peakTflops = 0; // dense, per GPU, in `precision`
    double mfu = 0;
    double achievedTflops = 0;
    // The run on the target's GPUs, else on the design's (rounded up to whole nodes).
    TrainingRun run;
    bool runOnDesign = true; // false: `run` is on the target's GPU count
    // Set when the target has a deadline: the least whole nodes that finish in `days` and hold
    // the model.
    std::optional<double> deadlineDays;
    std::optional<TrainingRun> forDeadline;
    int moreGpusNeeded = 0; // forDeadline's GPUs beyond the design's; 0 when it has enough
    // trainingFitText(): the design's GPUs against the deadline (or the target's GPUs) and memory.
    QString fit;
    // Memory at `run`'s GPU count.
    TrainingMemory memory;
    double gpuMemoryGb = 0;
    int minGpus = 0; // the least GPUs that hold the model; 0: none at this parallelism
    bool fits = false;
};

// A design's inference target: one replica's size and the replicas the target needs.
struct InferenceEvaluation final
{
    InferenceInput input;
    InferenceSizing sizing;
    bool fits = false;      // one replica fits in an NVLink domain
    int designReplicas = 0; // replicas the design's GPUs hold
    QString fit;            // inferenceFitText()
};

// Everything the Workload dock, the CLI and the exports show for a design's workload, computed
// by one pure function so that they agree (and the GUI can run it on a worker thread).
struct WorkloadEvaluation final
{
    QString error; // the model cannot be resolved (unknown id, missing numbers): nothing sized
    LanguageModel model;
    // The design's GPU system: the GPU node SKU with the most GPUs in the design. Unset (with
    // `systemNote` saying so) when the design holds none; nothing is sized then.
    std::optional<GpuSystem> system;
    QString systemNote;
    int designGpus = 0; // of `system`'s SKU
    int designNodes = 0;
    double pue = 0;
    QString designNote; // DesignGpus::note: which SKU was chosen when the design mixes several
    std::optional<TrainingEvaluation> training;
    std::optional<InferenceEvaluation> inference;
    // What the run costs (computeRunCost on the design's TCO: the run's GPU-hours' share, and per
    // cloud offer): the training run on `training->run`, an hour of serving the inference target.
    // Unset without a cost snapshot or when nothing was sized.
    std::optional<RunCost> trainingCost;
    std::optional<RunCost> inferenceCost;

    bool ok() const { return error.isEmpty() && system.has_value(); }
    // The result in plain words, one sentence a line: what the dock shows first.
    QStringList sentences() const;
};

// The model a workload names: the catalog's, or its custom numbers; nullopt with one line in
// `error` otherwise.
std::optional<LanguageModel> resolveWorkloadModel(const Workload &workload, const Catalog &catalog,
                                                  QString *error);

// Training sequence length when the target does not give one (the CLI's --seq-len default): a
// pre-training run trains at a few thousand tokens, not at the model's longest context.
inline constexpr int kDefaultTrainingSequence = 4096;
inline constexpr double kDefaultMfu = 0.4;

// `costs`: the design's cost snapshot when one is at hand (the GUI's live session computes it off
// the UI thread); without it the run costs are left out, so that evaluating stays a matter of
// microseconds while typing. evaluateWorkloadWithCosts() computes the snapshot itself.
WorkloadEvaluation evaluateWorkload(const Workload &workload, const Design &design,
                                    const Catalog &catalog, const CostSnapshot *costs = nullptr);
WorkloadEvaluation evaluateWorkloadWithCosts(const Workload &workload, const Design &design,
                                             const Catalog &catalog);

// "38.1", "1,024": numbers as the plain-words sentences write them (English grouping).
QString workloadNumber(double value, int decimals = 0);

} // namespace podcad
