#pragma once

#include "numberformat.h"

namespace podcad::format {

// A duration in seconds with the unit, at three significant digits or more: "0.042 s" (a step or
// a first token), "1.37 s", "12.4 s", "1,234.5 s". The decimals follow the figure as it rounds, so
// 9.996 s is "10.0 s", not "10.00 s".
QString seconds(double s, const QLocale &locale = english());

} // namespace podcad::format
