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
    int tensorParallel = 0;                            // 0: the sizing chooses
    int pipelineParallel = 1;
    int zeroStage = 3;
    int sequenceTokens = 0; // 0: kDefaultTrainingSequence (4,096, as the CLI's --seq-len)
    int microBatch = 1;
    bool operator==(const TrainingTarget &) const = default;
};

struct InferenceTarget final
{
    int contextTokens = 0;
    int concurrency = 1;
    QString precision = QStringLiteral("bf16"); // bf16 | fp16 | fp8 | int8 | int4
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
inline constexpr const char *kInferencePrecisions[] = {"bf16", "fp16", "fp8", "int8", "int4"};
inline constexpr const char *kOptimizerAccountings[] = {"mixed-adam", "bf16-adam"};

} // namespace podcad
