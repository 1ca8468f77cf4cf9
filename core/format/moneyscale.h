#pragma once

#include <QString>

namespace podcad::format {

// A unit for chart axes that keeps the labels short: divide by `divisor`, suffix the title.
struct MoneyScale final
{
    double divisor = 1;
    QString suffix; // "USD millions"
};

// The largest unit in which `maxValue` is still at least 5: an axis of 5 to 50 ticks in that unit
// reads without a long tail of zeros.
MoneyScale moneyScale(double maxValue);

} // namespace podcad::format
