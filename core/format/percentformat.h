#pragma once

#include "numberformat.h"

namespace podcad::format {

// A fraction as a percentage, with a space before the sign as SI and ISO 31 write it: 0.42 is
// "42 %", 0.125 with one decimal "12.5 %". Whole percent by default: a utilisation or a share
// read in a meeting is not more exact than that.
QString percent(double fraction, int decimals = 0, const QLocale &locale = english());

// A change or an error as a percentage with its sign: +0.079 is "+8 %", -0.488 "-49 %"; one that
// rounds to zero has none ("0 %").
QString signedPercent(double fraction, int decimals = 0, const QLocale &locale = english());

} // namespace podcad::format
