#pragma once

#include <QString>
#include <optional>

namespace podcad {

// What the backward pass recomputes instead of keeping (Korthikanti et al. 2022, "Reducing
// Activation Recomputation in Large Transformer Models", arXiv 2205.05198): nothing; the
// attention's softmax and dropout (selective: the 5as/h term of the activations, a few percent of
// the FLOPs); or the whole layer from its input (full: one more forward pass).
enum class Recompute { None, Selective, Full };

QString recomputeName(Recompute recompute); // "none" | "selective" | "full"
std::optional<Recompute> parseRecompute(const QString &text);

// How a training run is laid out on its GPUs. GPUs = tp x cp x pp x dp; expert parallelism
// splits a mixture of experts' experts over `ep` of the data-parallel (x context-parallel) ranks,
// so ep divides dp x cp. The global batch is `microBatch` x `microBatches` x dp sequences.
struct TrainingPlan final
{
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int cp = 1;
    int ep = 1;
    int zero = 1;       // 0: plain data parallelism; 1 optimizer states, 2 + gradients, 3 + weights
    int microBatch = 1; // sequences per micro-batch
    int microBatches = 1; // per pipeline and step (gradient accumulation steps without a pipeline)
    int interleave = 1;   // virtual pipeline stages per GPU (Megatron's interleaved 1F1B)
    Recompute recompute = Recompute::Selective;

    int gpus() const { return tp * pp * dp * cp; }
    int modelParallel() const { return tp * pp * cp; } // GPUs one model replica spans
    int sequencesPerStep() const { return microBatch * microBatches * dp; }
    bool operator==(const TrainingPlan &) const = default;
};

// "TP 8 x PP 16 x DP 128, ZeRO-1, selective recomputation, micro-batch 1"
QString planText(const TrainingPlan &plan);

} // namespace podcad
