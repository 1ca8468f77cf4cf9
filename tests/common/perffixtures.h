#pragma once

// GPUs and models for the performance-model tests, with the figures their makers publish.
#include "catalog/catalogtypes.h"

#include <QString>

namespace podcad::test {

// NVIDIA H100 Tensor Core GPU datasheet, NVIDIA, 2023: SXM, BF16 989 TFLOPS dense, FP8 1,979,
// 80 GB HBM3 at 3.35 TB/s, NVLink 900 GB/s (450 each way).
inline Accelerator h100Sxm()
{
    Accelerator a;
    a.id = QStringLiteral("h100-sxm");
    a.bf16DenseTflops = 989;
    a.fp8DenseTflops = 1979;
    a.memoryGb = 80;
    a.memoryBandwidthTBps = 3.35;
    a.scaleUpGBps = 450;
    return a;
}

// Llama 3.1 70B (and 3.3 70B, the same shape): 70.6B parameters, 80 layers, hidden 8,192, 64
// query heads, 8 KV heads of 128 (Meta's config.json on Hugging Face, 2024).
inline LanguageModel llama70b()
{
    LanguageModel m;
    m.id = QStringLiteral("llama-3.1-70b");
    m.params = 70.6e9;
    m.activeParams = m.params;
    m.layers = 80;
    m.hiddenSize = 8192;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.contextTokens = 131072;
    return m;
}

// Llama 3 405B: 126 layers, hidden 16,384, FFN 53,248, 128 query heads, 8 KV heads of 128,
// vocabulary 128,256 (The Llama 3 Herd of Models, Meta, 2024, arXiv 2407.21783, table 3).
inline LanguageModel llama405b()
{
    LanguageModel m;
    m.id = QStringLiteral("llama-3.1-405b");
    m.params = m.activeParams = 405e9;
    m.layers = 126;
    m.hiddenSize = 16384;
    m.attentionHeads = 128;
    m.kvHeads = 8;
    m.headDim = 128;
    m.ffnSize = 53248;
    m.vocabSize = 128256;
    return m;
}

} // namespace podcad::test
