#include "percentformat.h"

#include <cmath>

namespace podcad::format {

QString percent(double fraction, int decimals, const QLocale &locale)
{
    if (!std::isfinite(fraction))
        return notANumber();
    return number(fraction * 100, decimals, locale) + QStringLiteral(" %");
}

QString signedPercent(double fraction, int decimals, const QLocale &locale)
{
    const QString text = percent(fraction, decimals, locale);
    const bool zero = std::round(std::abs(fraction) * 100 * std::pow(10.0, decimals)) == 0;
    return std::isfinite(fraction) && fraction > 0 && !zero ? QStringLiteral("+") + text : text;
}

} // namespace podcad::format
