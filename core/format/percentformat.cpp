#include "percentformat.h"

#include <cmath>

namespace podcad::format {

QString percent(double fraction, int decimals, const QLocale &locale)
{
    if (!std::isfinite(fraction))
        return notANumber();
    return number(fraction * 100, decimals, locale) + QStringLiteral(" %");
}

} // namespace podcad::format
