#include "powerformat.h"

#include <cmath>

namespace podcad::format {

QString kilowatts(double kw, const QLocale &locale)
{
    return number(kw, 1, locale);
}

ScaledPower scaledPower(double kw, const QLocale &locale)
{
    if (!std::isfinite(kw))
        return {notANumber(), QStringLiteral("kW")};
    // Decide on the rounded magnitude, as it will print, so that no figure reaches 1,000 in a unit.
    const double a = std::abs(kw);
    if (std::round(a * 1000) < 1000)
        return {number(kw * 1000, 0, locale), QStringLiteral("W")};
    if (std::round(a * 10) < 10000)
        return {number(kw, 1, locale), QStringLiteral("kW")};
    return {number(kw / 1000, 2, locale), QStringLiteral("MW")};
}

QString power(double kw, const QLocale &locale)
{
    if (!std::isfinite(kw))
        return notANumber();
    const ScaledPower p = scaledPower(kw, locale);
    return p.figure + u' ' + p.unit;
}

} // namespace podcad::format
