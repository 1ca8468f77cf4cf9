#pragma once

#include "catalog/catalogtypes.h"
#include "precision.h"

namespace podcad {

struct GpuSystem;

// How the optimizer's memory is counted (DOMAIN.md §7).
enum class OptimizerAccounting {
    // BF16 weights and gradients plus fp32 master weights and two fp32 Adam moments: 16 bytes per
    // parameter (ZeRO paper). The default.
    MixedPrecisionAdam,
    // Seed 001's training table: BF16 weights, BF16 gradients, two BF16 moments: 8 bytes.
    Bf16Adam,
};

struct BytesPerParam final
{
    double weights, gradients, optimizer;
};
BytesPerParam bytesPerParam(OptimizerAccounting accounting);

// How the model is split: tensor parallel within the NVLink domain, pipeline stages across nodes,
// data parallel over the rest with a ZeRO stage (1 optimizer states, 2 + gradients, 3 + weights:
// FSDP's full sharding).
struct Parallelism final
{
    int tensor = 1;
    int pipeline = 1;
    int zeroStage = 3;
};

struct TrainingMemory final
{
    // The whole model's states (decimal GB, as the seeds count them).
    double weightsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double activationsPerGpuGb = 0;
    double perGpuGb = 0; // what one GPU holds with `dataParallel` replicas
    int dataParallel = 1;

    double statesGb() const { return weightsGb + gradientsGb + optimizerGb; }
};

// Memory of one GPU when `gpus` GPUs train the model with `parallelism`; activations per GPU as
// given (see activationsPerGpuGb()).
TrainingMemory trainingMemory(double params, OptimizerAccounting accounting,
                              const Parallelism &parallelism, int gpus, double activationsPerGpuGb);

// Activations one GPU keeps for a micro-batch: 34 x sequence x micro-batch x hidden bytes per layer
// with selective recomputation and sequence parallelism (Korthikanti et al. 2022, arXiv 2205.05198,
// table 2), split over tensor-parallel ranks and pipeline stages. An estimate: frameworks differ.
double activationsPerGpuGb(const LanguageModel &model, int sequenceTokens, int microBatch,
                           const Parallelism &parallelism);

// The least GPUs (a multiple of tensor x pipeline) whose memory holds the run; 0 when no data-
// parallel width does (the unsharded share alone is too large: more tensor or pipeline stages).
int leastGpusThatFit(double params, OptimizerAccounting accounting, const Parallelism &parallelism,
                     double activationsPerGpuGb, double gpuMemoryGb);

// The tensor-parallel width to use when none is given: the smallest power of two within the NVLink
// domain whose per-GPU memory holds the run at some data-parallel width (DOMAIN.md §7: "fits one
// GPU -> data parallel; fits one node -> tensor parallel within NVLink"), so an 8B model stays data
// parallel and a 70B model, whose activations alone outgrow an 80 GB GPU at TP 1, splits. When no
// width fits, the whole domain up to 8 (a DGX node; further needs pipeline stages): a default of
// 1 made every 70B run "not fit" until --tp was given. `activationsGb` >= 0 replaces the estimate
// (activationsPerGpuGb) at every width.
int defaultTensorParallel(const LanguageModel &model, OptimizerAccounting accounting, int pipeline,
                          int zeroStage, int sequenceTokens, int microBatch, double gpuMemoryGb,
                          int nvlinkDomain, double activationsGb = -1);

// FLOPs of a training run: 6 x active parameters x tokens (DOMAIN.md §7, seeds/003).
double trainingFlops(double activeParams, double tokens);

// Wall-clock seconds for `flops` on `gpus` GPUs that each sustain `achievedTflops`.
double trainingSeconds(double flops, double gpus, double achievedTflops);
// GPUs (not rounded) that finish `flops` in `days`.
double gpusForDays(double flops, double days, double achievedTflops);

// A run on a given GPU system, with counts rounded to what can be bought.
struct TrainingRun final
{
    double flops = 0;
    double achievedTflopsPerGpu = 0;
    int gpus = 0; // whole nodes' worth
    int nodes = 0;
    int units = 0; // SUs (0 when the system has none)
    double days = 0;
    double gpuHours = 0;
    double itPowerMw = 0;
    double facilityPowerMw = 0;
    double energyMwh = 0; // facility energy: IT power x PUE over the run
};

// A run with `gpus` GPUs (rounded up to whole nodes: a node's GPUs are bought together, and the
// days are those of the rounded count).
TrainingRun trainingRunOnGpus(double flops, int gpus, double achievedTflops,
                              const GpuSystem &system, double pue);
// The least whole nodes that finish within `days`, at least `minGpus` (memory), with a GPU count
// that is a multiple of `modelParallel` (tensor x pipeline: data-parallel replicas are whole).
TrainingRun trainingRunForDays(double flops, double days, double achievedTflops,
                               const GpuSystem &system, double pue, int minGpus = 0,
                               int modelParallel = 1);

} // namespace podcad
