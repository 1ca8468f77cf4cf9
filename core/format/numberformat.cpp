#include "numberformat.h"

#include "formatdetail.h"

#include <QRegularExpression>
#include <cmath>

namespace podcad::format {

const QLocale &english()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QString notANumber()
{
    return QStringLiteral("n/a");
}

QString number(double value, int decimals, const QLocale &locale)
{
    if (!std::isfinite(value))
        return notANumber();
    return detail::withSign(value, QString(), locale.toString(std::abs(value), 'f', decimals),
                            locale);
}

QString count(double value, const QLocale &locale)
{
    return number(value, 0, locale);
}

QString shortCount(double value)
{
    if (!std::isfinite(value))
        return notANumber();
    const double a = std::abs(value);
    QString text = detail::significant(a, 3);
    if (text.isEmpty())
        text = detail::inUnits(a, {{1e3, QLatin1String("K")},
                                   {1e6, QLatin1String("M")},
                                   {1e9, QLatin1String("B")},
                                   {1e12, QLatin1String("T")}});
    if (text.isEmpty())
        text = english().toString(a / 1e12, 'f', 0) + u'T';
    // "15.0T" says nothing "15T" does not; the model names and the inputs are written "70B".
    static const QRegularExpression trailingZeros(QStringLiteral("\\.?0+(?=[KMBT]?$)"));
    if (text.contains(u'.'))
        text.remove(trailingZeros);
    return detail::withSign(value, QString(), text, english());
}

QString dataSize(qint64 bytes, const QLocale &locale)
{
    return locale.formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

namespace detail {

QString withSign(double value, const QString &prefix, const QString &magnitude,
                 const QLocale &locale)
{
    const QString zero = locale.zeroDigit();
    bool nonZero = false;
    for (QChar c : magnitude)
        nonZero = nonZero || (c.isDigit() && QString(c) != zero);
    return value < 0 && nonZero ? locale.negativeSign() + prefix + magnitude : prefix + magnitude;
}

QString significant(double v, int digits)
{
    for (int decimals = digits - 1; decimals >= 0; --decimals) {
        const QString text = QString::number(v, 'f', decimals);
        const qsizetype whole = decimals > 0 ? text.indexOf(u'.') : text.size();
        if (whole + decimals <= digits)
            return text;
    }
    return {};
}

QString inUnits(double a, std::initializer_list<Unit> units)
{
    for (const Unit &u : units)
        if (const QString text = significant(a / u.divisor, 3); !text.isEmpty())
            return text + u.suffix;
    return {};
}

} // namespace detail

} // namespace podcad::format
