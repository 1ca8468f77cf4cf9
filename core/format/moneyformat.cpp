#include "moneyformat.h"

#include "formatdetail.h"
#include "numberformat.h"

#include <cmath>

namespace podcad::format {
namespace {

const QString kDollar = QStringLiteral("$");

} // namespace

QString usd(double value, int decimals)
{
    if (!std::isfinite(value))
        return notANumber();
    return detail::withSign(value, kDollar, english().toString(std::abs(value), 'f', decimals),
                            english());
}

QString usdShort(double value)
{
    if (!std::isfinite(value))
        return notANumber();
    const double a = std::abs(value);
    auto signedText = [&](const QString &magnitude) {
        return detail::withSign(value, kDollar, magnitude, english());
    };
    // Below $1,000: cents under $100 ("$12.50"), whole dollars above ("$420").
    QString text = QString::number(a, 'f', 2);
    if (text.indexOf(u'.') > 2)
        text = detail::significant(a, 3); // empty from $999.50 up
    if (text.isEmpty())
        text = detail::inUnits(
            a, {{1e3, QLatin1String("K")}, {1e6, QLatin1String("M")}, {1e9, QLatin1String("B")}});
    if (!text.isEmpty())
        return signedText(text);
    // A thousand billion and more: whole billions with separators ("$1,234B").
    return signedText(english().toString(a / 1e9, 'f', 0) + QLatin1String("B"));
}

} // namespace podcad::format
