#pragma once

#include <QString>
#include <optional>

namespace podcad {

struct Accelerator;

// Number formats a model's weights (or KV cache) can be held in.
enum class Precision { Bf16, Fp16, Fp8, Int8, Int4 };

// Bytes per value: FP16/BF16 2, FP8/INT8 1, INT4 0.5 (DOMAIN.md §7, seeds/000).
double bytesPerValue(Precision precision);
QString precisionName(Precision precision); // "bf16", "int4", ...
std::optional<Precision> parsePrecision(const QString &text);

// Dense peak TFLOP/s per GPU for arithmetic in this format: FP8 and the integer formats run on the
// FP8 tensor cores where the part has them (INT4 weights are dequantised, so no faster than that);
// everything else at BF16.
double peakDenseTflops(const Accelerator &accelerator, Precision precision);

} // namespace podcad
