#pragma once

#include <QString>

namespace podcad::costformat {

// "$1,234,567" (whole dollars, group separators) for tables that add up.
QString usd(double value, int decimals = 0);
// "$12.3 M", "$850 k", "$1.52 B": for figures read from across a room.
QString usdShort(double value);

// A unit for chart axes that keeps the labels short: divide by `divisor`, suffix the title.
struct MoneyScale final
{
    double divisor = 1;
    QString suffix; // "USD millions"
};
MoneyScale moneyScale(double maxValue);

} // namespace podcad::costformat
