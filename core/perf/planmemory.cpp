#include "planmemory.h"

#include "format/numberformat.h"
#include "modelflops.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

constexpr double kGb = 1e9;

// Bytes one micro-batch leaves per layer on a GPU (Korthikanti et al. 2022, table 2, with tensor
// and sequence parallelism): s*b*h*(34 + 5*a*s/h)/t. The 34 holds 19 for an FFN of 4h; an FFN of
// f keeps 3*s*b*h + 4*s*b*f, and a token routed to k experts keeps k of them.
double layerActivationBytes(const LanguageModel &model, const TrainingPlan &plan,
                            int sequenceTokens, Recompute recompute)
{
    const double s = double(sequenceTokens) / plan.cp;
    const double b = plan.microBatch;
    const double h = model.hiddenSize;
    const double sbh = s * b * h;
    if (recompute == Recompute::Full)
        return 2.0 * sbh / plan.tp;
    const double ffn = model.ffnSize > 0 ? model.ffnSize : 4.0 * h;
    const double routes = model.experts > 0 ? std::max(1, model.activeExperts) : 1;
    double bytes = sbh * (15.0 + routes * (3.0 + 4.0 * ffn / h));
    if (recompute == Recompute::None)
        bytes += 5.0 * model.attentionHeads * s * s * b;
    return bytes / plan.tp;
}

} // namespace

int firstStageLayers(int layers, int pp)
{
    const int even = int(std::ceil(double(layers) / std::max(1, pp)));
    if (pp <= 1)
        return even;
    // The embedding and the loss each counted as a layer, the stages split evenly, the first
    // stage's share less its embedding; never more than the even split, never less than a layer.
    return std::max(1, std::min(even, int(std::ceil(double(layers + 2) / pp)) - 1));
}

PlanMemory planMemory(const LanguageModel &model, const TrainingPlan &plan,
                      const TrainingShape &shape, double gpuMemoryGb)
{
    PlanMemory m;
    m.capacityGb = gpuMemoryGb;
    m.reserveGb = kTrainingReserveFraction * gpuMemoryGb;
    m.shapeKnown = hasLayerShape(model);

    const ParameterSplit split = parameterSplit(model);
    const double modelSplit = double(plan.tp) * plan.pp;
    const double shared = split.shared / modelSplit;
    const double experts = split.experts * split.perExpert / (modelSplit * plan.ep);
    // ZeRO shards over the data-parallel ranks and, in Megatron's distributed optimizer, the
    // context-parallel ones; expert weights over the ranks holding the same experts.
    const double dpShared = double(plan.dp) * plan.cp;
    const double dpExperts = std::max(1.0, dpShared / plan.ep);
    const BytesPerParam bytes = bytesPerParam(shape.accounting);
    auto sharded = [&](int fromStage, double perParam) {
        const bool shard = plan.zero >= fromStage;
        return perParam * (shared / (shard ? dpShared : 1) + experts / (shard ? dpExperts : 1));
    };
    m.weightsGb = sharded(3, bytes.weights) / kGb;
    m.gradientsGb = sharded(2, bytes.gradients) / kGb;
    m.optimizerGb = sharded(1, bytes.optimizer) / kGb;
    if (plan.zero >= 3) {
        // The layer being computed and the one prefetched, gathered whole: this GPU's share of
        // it (its TP slice and its EP rank's experts), which the data-parallel ranks shard. The
        // other EP ranks' experts are never gathered here.
        const double layer = (shared + experts) / std::max(1.0, double(model.layers) / plan.pp);
        m.weightsGb += 2.0 * layer * bytes.weights / kGb;
    }

    if (m.shapeKnown) {
        const int layersPerStage = firstStageLayers(model.layers, plan.pp);
        const int v = std::max(1, plan.interleave);
        // 1F1B: the first stage starts pp micro-batches before its first backward pass;
        // interleaving holds (pp-1)/(pp*v) more (Narayanan et al. 2021 §2.2.2).
        double inFlight = std::min(plan.pp, plan.microBatches);
        if (v > 1 && plan.pp > 1)
            inFlight *= 1.0 + double(plan.pp - 1) / (plan.pp * v);
        m.inFlightMicroBatches = inFlight;
        const double perLayer =
            layerActivationBytes(model, plan, shape.sequenceTokens, plan.recompute);
        double activations = perLayer * layersPerStage * inFlight;
        if (plan.recompute == Recompute::Full)
            // The layer being recomputed holds its activations in full while its backward runs.
            activations +=
                layerActivationBytes(model, plan, shape.sequenceTokens, Recompute::Selective);
        if (plan.pp == 1 && model.vocabSize > 0)
            // FP32 logits for the loss on the one stage that has both ends.
            activations +=
                4.0 * shape.sequenceTokens / plan.cp * plan.microBatch * model.vocabSize / plan.tp;
        m.activationsGb = activations / kGb;
    }

    if (!m.shapeKnown)
        m.why = u"the model's layers, hidden size and attention heads are unknown, so its "
                u"activations cannot be counted"_s;
    else if (m.totalGb() > m.capacityGb) {
        const double states = m.weightsGb + m.gradientsGb + m.optimizerGb;
        m.why = states >= m.activationsGb
                    ? u"weights, gradients and optimizer states take %1 GB"_s.arg(
                          format::number(states, 1))
                    : u"activations take %1 GB"_s.arg(format::number(m.activationsGb, 1));
    }
    return m;
}

} // namespace podcad
