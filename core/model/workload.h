#pragma once

#include <QString>
#include <optional>

namespace podcad {

// What the cluster is for, as the design file keeps it: a model and a training and/or an
// inference target. Plain values only: the model floor knows no catalog and no sizing, so the
// model is a catalog id (or its numbers) and formats are their names ("bf16", "int4");
// core/workload turns this into sizing inputs and the reader checks names against the same lists.
struct WorkloadModel final
{
    // The numbers of a model the catalog does not have (all zero when `modelId` names one).
    double params = 0;
    double activeParams = 0; // a mixture of experts' share per token; 0: all of them
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int contextTokens = 0;
    int ffn = 0;   // 0: unknown (taken as 4 x hidden)
    int vocab = 0; // 0: unknown
    int experts = 0;
    int activeExperts = 0;
    bool operator==(const WorkloadModel &) const = default;
};

struct TrainingTarget final
{
    double tokens = 0;
    // Exactly one is set: the GPUs to train on (-> days) or a deadline (-> GPUs).
    std::optional<int> gpus;
    std::optional<double> days;
    // At most one is set; neither: the sizing's default MFU.
    std::optional<double> mfu;
    std::optional<double> achievedTflops;
    QString precision = QStringLiteral("bf16");        // bf16 | fp8
    QString accounting = QStringLiteral("mixed-adam"); // mixed-adam | bf16-adam
    // 0 (and an empty `recompute`): the planner chooses; a set value is kept.
    int tensorParallel = 0;
    int pipelineParallel = 0;
    int contextParallel = 0;
    int expertParallel = 0;
    int zeroStage = -1; // -1: the planner chooses
    int microBatch = 0;
    QString recompute;      // none | selective | full
    int sequenceTokens = 0; // 0: kDefaultTrainingSequence (4,096, as the CLI's --seq-len)
    double batchTokens = 0; // global batch in tokens; 0: kDefaultBatchTokens
    bool operator==(const TrainingTarget &) const = default;
};

struct InferenceTarget final
{
    int contextTokens = 0;
    int concurrency = 1;
    QString precision = QStringLiteral("bf16"); // bf16 | fp16 | fp8 | int8 | int4 | fp4
    QString kvPrecision;                        // empty: the sizing chooses
    double tokensPerS = 0;                      // 0: no target
    bool operator==(const InferenceTarget &) const = default;
};

struct Workload final
{
    QString modelId; // a catalog `models` id, or empty when `custom` is set
    std::optional<WorkloadModel> custom;
    std::optional<TrainingTarget> training;
    std::optional<InferenceTarget> inference;
    bool operator==(const Workload &) const = default;
};

// The names the file and the sizing accept (the reader refuses others with the list).
inline constexpr const char *kTrainingPrecisions[] = {"bf16", "fp8"};
inline constexpr const char *kInferencePrecisions[] = {"bf16", "fp16", "fp8",
                                                       "int8", "int4", "fp4"};
inline constexpr const char *kOptimizerAccountings[] = {"mixed-adam", "bf16-adam"};
inline constexpr const char *kRecomputeNames[] = {"none", "selective", "full"};

} // namespace podcad
