#include "flowformat.h"

namespace podcad::format {

QString litresPerMinute(double lpm, const QLocale &locale)
{
    return number(lpm, 0, locale);
}

} // namespace podcad::format
