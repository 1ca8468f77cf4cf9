#pragma once

#include "numberformat.h"

namespace podcad::format {

// A coolant flow in litres per minute, whole, without the unit ("1,234"), for cells and sentences
// that name it: a CDU's data sheet and its flow meter give whole L/min, and a rack's share of a
// loop is not known closer than that.
QString litresPerMinute(double lpm, const QLocale &locale = english());

} // namespace podcad::format
