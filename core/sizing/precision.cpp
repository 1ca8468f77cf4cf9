#include "precision.h"

#include "catalog/catalogtypes.h"

namespace podcad {

namespace {
// NVFP4 (precision.h): 4 bits a value and an 8-bit scale a block of 16.
constexpr double kNvfp4BytesPerValue = (4.0 + 8.0 / 16.0) / 8.0;
} // namespace

double bytesPerValue(Precision precision)
{
    switch (precision) {
    case Precision::Bf16:
    case Precision::Fp16:
        return 2;
    case Precision::Fp8:
    case Precision::Int8:
        return 1;
    case Precision::Int4:
        return 0.5;
    case Precision::Fp4:
        return kNvfp4BytesPerValue;
    }
    return 2;
}

QString precisionName(Precision precision)
{
    switch (precision) {
    case Precision::Bf16:
        return QStringLiteral("bf16");
    case Precision::Fp16:
        return QStringLiteral("fp16");
    case Precision::Fp8:
        return QStringLiteral("fp8");
    case Precision::Int8:
        return QStringLiteral("int8");
    case Precision::Int4:
        return QStringLiteral("int4");
    case Precision::Fp4:
        return QStringLiteral("fp4");
    }
    return {};
}

std::optional<Precision> parsePrecision(const QString &text)
{
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8,
                        Precision::Int4, Precision::Fp4})
        if (text.compare(precisionName(p), Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

double peakDenseTflops(const Accelerator &accelerator, Precision precision)
{
    if (precision == Precision::Fp4 && accelerator.fp4DenseTflops > 0)
        return accelerator.fp4DenseTflops;
    const bool eightBit = precision == Precision::Fp8 || precision == Precision::Int8 ||
                          precision == Precision::Int4 || precision == Precision::Fp4;
    if (eightBit && accelerator.fp8DenseTflops > 0)
        return accelerator.fp8DenseTflops;
    return accelerator.bf16DenseTflops;
}

QString missingTensorCores(const Accelerator &accelerator, Precision precision)
{
    const bool missing = (precision == Precision::Fp8 && accelerator.fp8DenseTflops <= 0) ||
                         (precision == Precision::Fp4 && accelerator.fp4DenseTflops <= 0);
    if (!missing)
        return {};
    const QString name = accelerator.name.isEmpty() ? accelerator.id : accelerator.name;
    const QString format = precisionName(precision).toUpper();
    return QStringLiteral("%1 has no %2 tensor cores (the catalog gives it no %2 throughput)")
        .arg(name, format);
}

QString unsupportedPrecision(const Accelerator &accelerator, Precision precision)
{
    if (precision != Precision::Fp4)
        return {};
    const QString missing = missingTensorCores(accelerator, precision);
    return missing.isEmpty() ? missing : missing + QStringLiteral(": use fp8, int8 or int4");
}

} // namespace podcad
