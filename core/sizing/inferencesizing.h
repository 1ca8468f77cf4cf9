#pragma once

#include "catalog/catalogtypes.h"
#include "precision.h"

namespace podcad {

struct GpuSystem;

struct InferenceInput final
{
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Fp16;
    int contextTokens = 0;       // per sequence
    int concurrency = 1;         // sequences in flight per replica
    double targetTokensPerS = 0; // 0: no target, one replica
    // Share of each GPU's memory kept back for activations, the runtime and fragmentation (seed
    // 001: "subtract ~10-15 % HBM").
    double reservedFraction = 0.10;
};

struct InferenceSizing final
{
    double weightsGb = 0;
    double kvBytesPerToken = 0;
    double kvCacheGb = 0;      // all sequences at full context
    int gpusPerReplica = 0;    // 0: does not fit in one NVLink domain
    double memoryPerGpuGb = 0; // weights + KV share on each GPU of a replica
    double usableMemoryPerGpuGb = 0;
    // Upper bounds: decode reads the active weights and every sequence's KV cache once per step
    // from HBM; prefill runs 2 x active parameters FLOPs per token at the dense peak.
    double decodeTokensPerS = 0; // per replica, over all its sequences
    double prefillTokensPerS = 0;
    int replicas = 0;
    int gpus = 0;
    int nodes = 0;
};

// KV cache bytes per token of one sequence: 2 (keys and values) x layers x KV heads x head dim x
// bytes (DOMAIN.md §7).
double kvBytesPerToken(const LanguageModel &model, Precision precision);

InferenceSizing sizeInference(const LanguageModel &model, const InferenceInput &input,
                              const GpuSystem &system);

} // namespace podcad
