#pragma once

#include "model/workload.h"

namespace podcad::test {

// The sample's workload in the export tests: Llama 3.1 8B trained on 1T tokens on the design's 32
// H100, and served 32 sequences of 8K at FP8 for 5,000 tokens/s.
inline Workload sampleWorkload()
{
    Workload w;
    w.modelId = QStringLiteral("llama-3.1-8b");
    TrainingTarget t;
    t.tokens = 1e12;
    t.gpus = 32; // the design's (a file's target names its GPUs or a deadline)
    w.training = t;
    InferenceTarget i;
    i.contextTokens = 8192;
    i.concurrency = 32;
    i.precision = QStringLiteral("fp8");
    i.tokensPerS = 5000;
    w.inference = i;
    return w;
}

} // namespace podcad::test
