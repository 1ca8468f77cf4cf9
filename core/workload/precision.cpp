#include "precision.h"

#include "catalog/catalogtypes.h"

namespace podcad {

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
    }
    return {};
}

std::optional<Precision> parsePrecision(const QString &text)
{
    for (Precision p :
         {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8, Precision::Int4})
        if (text.compare(precisionName(p), Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

double peakDenseTflops(const Accelerator &accelerator, Precision precision)
{
    const bool eightBit =
        precision == Precision::Fp8 || precision == Precision::Int8 || precision == Precision::Int4;
    if (eightBit && accelerator.fp8DenseTflops > 0)
        return accelerator.fp8DenseTflops;
    return accelerator.bf16DenseTflops;
}

} // namespace podcad
