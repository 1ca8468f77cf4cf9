#include "amount.h"

#include <cmath>

namespace podcad {

std::optional<double> parseAmount(const QString &input)
{
    QString text = input.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    double scale = 1;
    switch (text.back().toUpper().toLatin1()) {
    case 'K':
        scale = 1e3;
        break;
    case 'M':
        scale = 1e6;
        break;
    case 'B':
    case 'G':
        scale = 1e9;
        break;
    case 'T':
        scale = 1e12;
        break;
    default:
        break;
    }
    if (scale != 1)
        text.chop(1);
    // "15 T" reads as 15T; thousands separators ("1,024") as people write them.
    text = text.trimmed().remove(QLatin1Char(','));
    bool ok = false;
    const double v = text.toDouble(&ok) * scale;
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QString formatAmount(double value)
{
    const double a = std::abs(value);
    for (const auto &[scale, suffix] : {std::pair{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}}) {
        const double q = value / scale;
        // Only when three decimals say it exactly (15.6T yes; 70,553,706,496 stays digits) and
        // below the next suffix.
        if (a >= scale && (scale == 1e12 || std::abs(q) < 1000) &&
            std::abs(q - std::round(q * 1000) / 1000) < 1e-9)
            return QString::number(q, 'g', 15) + QLatin1Char(suffix);
    }
    return QString::number(value, 'g', 15);
}

} // namespace podcad
