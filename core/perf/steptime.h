#pragma once

#include "catalog/catalogtypes.h"
#include "planmemory.h"
#include "runfabric.h"
#include "sizing/precision.h"
#include "trainingplan.h"

#include <QString>

namespace podcad {

// The GPU a step runs on: its figures, the arithmetic format, and the share of the dense peak its
// matrix multiplications sustain (KernelEfficiency::matmul).
struct StepGpu final
{
    Accelerator accelerator;
    Precision precision = Precision::Bf16;
    double matmulEfficiency = 0.6;
    QString efficiencySource; // the catalog row's source, or "given"
};

// Seconds of one training step, by cause. The *_comm_s figures are each collective's whole time;
// exposedCommS is what of them the step waits for (the rest overlaps computation).
struct StepBreakdown final
{
    double computeS = 0;     // matrix multiplications and memory-bound kernels, all micro-batches
    double tpCommS = 0;      // tensor-parallel all-gathers / reduce-scatters in the NVLink domain
    double ppCommS = 0;      // activations sent between pipeline stages
    double ppBubbleS = 0;    // pipeline fill and drain: (pp-1)/(v*m) of the per-stage work
    double dpCommS = 0;      // gradient reduce-scatter / all-reduce (+ ZeRO-3 weight all-gathers)
    double epCommS = 0;      // expert all-to-alls
    double cpCommS = 0;      // context-parallel key/value exchange
    double exposedCommS = 0; // communication not hidden behind computation

    double stepS() const { return computeS + ppBubbleS + exposedCommS; }
};

// A training step predicted on a fabric.
struct StepPrediction final
{
    TrainingPlan plan;
    PlanMemory memory;
    StepBreakdown breakdown;
    double stepTimeS = 0;
    double tokensPerStep = 0;
    double tokensPerS = 0;
    double modelTflopsPerGpu = 0;    // model FLOPs (no recomputation) per GPU-second
    double hardwareTflopsPerGpu = 0; // with recomputation, as Megatron counts its TFLOP/s
    double predictedMfu = 0;         // modelTflopsPerGpu over the dense peak
    // Where the data-parallel and expert traffic runs, in words ("cross-leaf at 16.7 GB/s per GPU
    // (3:1)"), so that a reader sees why the fabric changed the answer.
    QString fabricNote;
};

// The time of one step of `plan` (dp, microBatches included) on `gpu` over `fabric`:
// - compute: hardwareFlopsPerToken x tokens on each GPU at peak x matmulEfficiency, plus the
//   memory-bound kernels (norms, activations, residuals; the softmax and dropout over the s x s
//   attention matrix only without FlashAttention) at the HBM bandwidth;
// - TP: 4 all-gather/reduce-scatter pairs of s*b*h per layer and micro-batch (6 with full
//   recomputation) inside the NVLink domain, not overlapped (Megatron's sequence parallelism);
// - PP: the bubble (pp-1)/(v*m) of the per-stage work, and s*b*h/tp bytes per stage boundary;
// - DP: ring reduce-scatter of the gradients (ZeRO >= 1: plus the all-gather of the updated
//   weights; ZeRO-3: the weights gathered again in the backward pass), overlapped with the last
//   micro-batch's backward pass;
// - EP: 4 all-to-alls of the routed tokens per MoE layer, on NVLink inside the domain and on the
//   fabric beyond it (through the NVLink domain first on a rail-only fabric);
// - CP: the key/value ring, overlapped with the attention it feeds.
// Memory is planMemory(); a plan that does not fit is still timed (the planner filters).
StepPrediction predictStep(const LanguageModel &model, const TrainingPlan &plan,
                           const TrainingShape &shape, const StepGpu &gpu, const RunFabric &fabric);

} // namespace podcad
