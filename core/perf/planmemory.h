#pragma once

#include "catalog/catalogtypes.h"
#include "sizing/trainingsizing.h"
#include "trainingplan.h"

#include <QString>

namespace podcad {

// The shape of a training step: sequence length and the bytes the optimizer keeps.
struct TrainingShape final
{
    int sequenceTokens = 4096;
    OptimizerAccounting accounting = OptimizerAccounting::MixedPrecisionAdam;
    // The attention runs as FlashAttention (Dao et al. 2022, arXiv 2205.14135), the s x s matrix
    // never written to HBM, as every framework since 2023 does; false for runs that stored it
    // (Megatron-LM of 2021 and 2022: Narayanan et al. 2021, Korthikanti et al. 2022).
    bool flashAttention = true;
};

// What one GPU holds during a training step under a plan (the fullest GPU: the first pipeline
// stage, which keeps the most micro-batches in flight), in decimal GB.
struct PlanMemory final
{
    double weightsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double activationsGb = 0; // all micro-batches in flight on the first stage
    double inFlightMicroBatches = 0;
    double reserveGb = 0;    // runtime, communication buffers, fragmentation
    double capacityGb = 0;   // the GPU's memory
    bool shapeKnown = false; // false: the model has no layer shape, activations unknown
    QString why;             // empty when it fits; else what does not (one phrase)

    double totalGb() const
    {
        return weightsGb + gradientsGb + optimizerGb + activationsGb + reserveGb;
    }
    bool fits() const { return shapeKnown && totalGb() <= capacityGb; }
};

// Share of each GPU's memory kept back for the CUDA context, NCCL buffers and allocator
// fragmentation during training (as inference keeps 10 %).
inline constexpr double kTrainingReserveFraction = 0.10;

// Transformer layers on the first pipeline stage, which holds the most micro-batches in flight.
// Large runs split the stages with the input embedding and the loss each counted as a layer, so
// the first and last stages carry one layer fewer: Meta's Llama 3 405B ran 126 layers on 16
// stages as 7 + 14 x 8 + 7 (The Llama 3 Herd of Models, Meta, 2024, arXiv 2407.21783, §3.3.2,
// "we reduce one Transformer layer each from the first and the last stages"), as Megatron Core's
// account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split do (set by
// llama31_405b_pretrain_config in Megatron Bridge's src/megatron/bridge/recipes/llama/llama3.py,
// v0.2.1, 2025-12-09). Never more than ceil(layers / pp); all the layers without a pipeline.
int firstStageLayers(int layers, int pp);

// Memory per GPU for `plan`: weights, gradients and optimizer states sharded by the ZeRO stage
// over dp x cp, expert weights over ep; activations by Korthikanti et al. 2022 (per layer
// s*b*h*(34 + 5*a*s/h) bytes, the 5as/h term gone with selective recomputation, 2*s*b*h with full
// recomputation; divided by tp with sequence parallelism and by cp), times the first stage's
// layers (firstStageLayers) and the micro-batches in flight (1F1B keeps pp on the first stage;
// interleaving adds (pp-1)/(pp*v)).
PlanMemory planMemory(const LanguageModel &model, const TrainingPlan &plan,
                      const TrainingShape &shape, double gpuMemoryGb);

} // namespace podcad
