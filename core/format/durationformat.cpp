#include "durationformat.h"

#include <cmath>

namespace podcad::format {

QString seconds(double s, const QLocale &locale)
{
    if (!std::isfinite(s))
        return notANumber();
    // Decide on the rounded magnitude, as it will print: 0.09996 s is "0.10 s", not "0.100 s".
    const double a = std::abs(s);
    const int decimals = std::round(a * 1000) < 100 ? 3 : std::round(a * 100) < 1000 ? 2 : 1;
    return number(s, decimals, locale) + QStringLiteral(" s");
}

} // namespace podcad::format
