#pragma once

#include <QLocale>
#include <QString>
#include <initializer_list>

// What the rules of core/format share; not for callers outside it.
namespace podcad::format::detail {

// `magnitude` is the text of |value|; the sign goes in front of `prefix` ("-$1.20M") unless the
// text rounded to zero, which would read as "-0".
QString withSign(double value, const QString &prefix, const QString &magnitude,
                 const QLocale &locale);

// `v` (at least 0) with as many decimals as fit in `digits` significant digits once rounded
// ("9.996" to three digits is "10.0", not "10.00"); empty when it rounds to 10^digits or more.
QString significant(double v, int digits);

struct Unit final
{
    double divisor;
    QLatin1String suffix;
};

// `a` (at least 0) in the smallest of `units` (ascending) in which it reads below 1,000 at three
// significant digits once rounded: 999,999.5 is "1.00" + "M", not "1000" + "K". Empty when even the
// largest unit is too small.
QString inUnits(double a, std::initializer_list<Unit> units);

} // namespace podcad::format::detail
