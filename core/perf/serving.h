#pragma once

#include "catalog/catalogtypes.h"
#include "runfabric.h"
#include "sizing/precision.h"
#include "steptime.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace podcad {

// Share of the HBM bandwidth a decode step sustains while it streams the weights and the KV cache
// (an estimate: NVIDIA's NIM benchmarks of Llama 3.3 70B on 2 x H100 decode at about 0.6 of the
// peak end to end; a streaming read alone reaches about 0.9, as Microsoft measured 7.35 of 8 TB/s
// on GB200; the rest of the gap is what this model counts separately: collectives and prefills).
inline constexpr double kDecodeMemoryEfficiency = 0.75;
// Time of one small tensor-parallel all-reduce inside an NVLink domain, before its bytes (an
// estimate of NCCL's small-message latency on one NVSwitch node: on the order of 10 us).
inline constexpr double kAllReduceLatencyS = 10e-6;
// Sequences one replica decodes together at most, whatever memory allows: serving engines cap
// their batch (vLLM's max_num_seqs, TensorRT-LLM's max_batch_size) near this.
inline constexpr int kMaxServingBatch = 4096;
// Output tokens per request when the target gives none, as in NVIDIA's 1000/1000 rows of the
// TensorRT-LLM performance overview.
inline constexpr int kDefaultOutputTokens = 1000;

// What `size infer` adds to an inference target (0: chosen). Carried by the workload request.
struct ServingOptions final
{
    int promptTokens = 0;   // 0: the context less the output tokens
    int outputTokens = 0;   // 0: kDefaultOutputTokens (at most half the context)
    int batch = 0;          // 0: the largest meeting the limits, else the target's concurrency
    int tensorParallel = 0; // 0: the smallest that holds the weights and the batch's cache
    double maxTpotS = 0;    // 0: no limit
    double maxTtftS = 0;    // 0: no limit

    bool operator==(const ServingOptions &) const = default;
};

// A replica serving a model: the request's shape, the batch and the limits.
struct ServingInput final
{
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Fp16;
    int tensorParallel = 1;
    int promptTokens = 0;
    int outputTokens = 0;
    int batch = 0; // 0: the largest meeting the limits (else the largest that fits)
    double maxTpotS = 0;
    double maxTtftS = 0;
    double targetTokensPerS = 0;   // 0: one replica
    double reservedFraction = 0.1; // of each GPU's memory, as inferencesizing.cpp keeps back
    double memoryEfficiency = kDecodeMemoryEfficiency;
    double allReduceLatencyS = kAllReduceLatencyS;
};

// One batch size on the throughput/latency curve.
struct ServingPoint final
{
    int batch = 0;
    double prefillS = 0;    // one prompt's forward pass
    double decodeStepS = 0; // one token for each of `batch` sequences at the mean context
    double ttftS = 0;       // the prompt's prefill plus the wait for the prefills queued before it
    // Decode step plus the prefills interleaved with it: each step finishes batch/output
    // requests, whose successors' prompts run between steps (continuous batching).
    double tpotS = 0;
    double tokensPerS = 0;       // output tokens per second of the replica: batch / tpot
    double tokensPerSPerGpu = 0; // over the replica's GPUs
    double memoryPerGpuGb = 0;   // weights and the batch's cache at full context
    bool meetsLimits = true;
};

struct ServingReport final
{
    ServingInput input;
    int tensorParallel = 0;
    bool fits = false; // the weights and one sequence's cache fit the replica
    int maxBatch = 0;  // the largest batch whose cache fits (at most kMaxServingBatch)
    double weightsPerGpuGb = 0;
    double kvBytesPerToken = 0;
    double usableMemoryPerGpuGb = 0;
    double allReducePerLayerS = 0;   // the decode step's two all-reduces of one layer, at batch 1
    ServingPoint point;              // at the chosen batch
    std::vector<ServingPoint> curve; // batch 1, 2, 4, ... maxBatch
    int replicas = 0;                // for the target's tokens/s at `point` (1 without a target)
    int gpus = 0;
    QStringList notes; // what the figures assume or could not count
};

struct InferenceInput;

// The serving input of an inference target sized as `input` (its formats, context, concurrency,
// target) with the options given. Output tokens: the option, else kDefaultOutputTokens (at most
// half the context); prompt: the option, else the rest of the context. Batch: the option, else
// the largest meeting the limits when a limit is given, else the target's concurrency.
ServingInput servingInput(const InferenceInput &input, const ServingOptions &options,
                          int tensorParallel);

// One batch on `tp` GPUs:
// - prefill: the prompt's forward FLOPs (attention at half the prompt: causal) over tp GPUs at
//   the dense peak x matmul efficiency, or the weights read once if that is longer, plus two
//   all-reduces per layer of prompt x hidden values over NVLink;
// - decode step: the active weights' share per GPU (a mixture of experts reads the experts its
//   batch routes to) and the batch's KV cache at the mean context read once from HBM at
//   bandwidth x memoryEfficiency, or the FLOPs if longer, plus two all-reduces per layer of
//   batch x hidden values, each with its latency.
ServingPoint servingPoint(const LanguageModel &model, const ServingInput &input, const StepGpu &gpu,
                          const RunFabric &fabric, int batch);

// The curve from batch 1 to what memory holds, the batch meeting the limits (or the input's,
// capped at what memory holds, with a note saying so), and the replicas for the target tokens/s.
ServingReport predictServing(const LanguageModel &model, const ServingInput &input,
                             const StepGpu &gpu, const RunFabric &fabric);

} // namespace podcad
