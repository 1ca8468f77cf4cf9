#pragma once

#include <QString>
#include <optional>

namespace podcad {

struct Accelerator;

// Number formats a model's weights (or KV cache) can be held in.
enum class Precision { Bf16, Fp16, Fp8, Int8, Int4, Fp4 };

// Bytes per value: FP16/BF16 2, FP8/INT8 1, INT4 0.5 (DOMAIN.md §7, seeds/000). FP4 is NVIDIA's
// NVFP4: a 4-bit E2M1 value per element plus one FP8 (E4M3) scale per block of 16 values (and one
// FP32 scale per tensor, negligible), so 4.5 bits or 0.5625 bytes a value ("Introducing NVFP4 for
// Efficient and Accurate Low-Precision Inference", NVIDIA Technical Blog, June 2025).
double bytesPerValue(Precision precision);
QString precisionName(Precision precision); // "bf16", "int4", "fp4", ...
std::optional<Precision> parsePrecision(const QString &text);

// Dense peak TFLOP/s per GPU for arithmetic in this format: FP4 on the FP4 tensor cores where the
// part has them; FP8 and the integer formats (and FP4 on a part without FP4) on the FP8 tensor
// cores where the part has them (INT4 weights are dequantised, so no faster than that); everything
// else at BF16.
double peakDenseTflops(const Accelerator &accelerator, Precision precision);

// "A100 has no FP8 tensor cores (the catalog gives it no FP8 throughput)": FP8 and FP4 need
// tensor cores of their own (a catalog throughput in that format); empty when the part has them,
// and for every other format.
QString missingTensorCores(const Accelerator &accelerator, Precision precision);

// Why `accelerator` cannot hold or compute in `precision` (one line), or empty when it can: FP4
// needs FP4 tensor cores (missingTensorCores); the other formats run on every part (FP8 weights
// on a part without FP8 tensor cores are dequantised, as training sizes them in BF16).
QString unsupportedPrecision(const Accelerator &accelerator, Precision precision);

} // namespace podcad
