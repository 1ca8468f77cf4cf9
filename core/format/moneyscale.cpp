#include "moneyscale.h"

namespace podcad::format {

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

} // namespace podcad::format
