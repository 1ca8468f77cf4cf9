#include "costformat.h"

#include <QLocale>
#include <cmath>

namespace podcad::costformat {

QString usd(double value, int decimals)
{
    // A fixed English locale: the figures must match the exports, whatever the desktop locale.
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    const QString text = locale.toString(std::abs(value), 'f', decimals);
    return (value < 0 ? QStringLiteral("-$") : QStringLiteral("$")) + text;
}

QString usdShort(double value)
{
    const double a = std::abs(value);
    const QString sign = value < 0 ? QStringLiteral("-") : QString();
    auto scaled = [&](double divisor, const char *suffix) {
        const double v = a / divisor;
        const int decimals = v >= 100 ? 0 : v >= 10 ? 1 : 2;
        return sign + QStringLiteral("$") + QString::number(v, 'f', decimals) +
               QLatin1String(suffix);
    };
    if (a >= 1e9)
        return scaled(1e9, " B");
    if (a >= 1e6)
        return scaled(1e6, " M");
    if (a >= 1e3)
        return scaled(1e3, " k");
    return sign + QStringLiteral("$") + QString::number(a, 'f', 0);
}

MoneyScale moneyScale(double maxValue)
{
    if (maxValue >= 5e9)
        return {1e9, QStringLiteral("USD billions")};
    if (maxValue >= 5e6)
        return {1e6, QStringLiteral("USD millions")};
    if (maxValue >= 5e3)
        return {1e3, QStringLiteral("USD thousands")};
    return {1, QStringLiteral("USD")};
}

} // namespace podcad::costformat
