#pragma once

#include "numberformat.h"

namespace podcad::format {

// A position or a distance on the hall's floor in metres to the centimetre, without the unit
// ("2.40", "1,234.00"), for sentences that name it: the floor's 0.6 m tiles and the 0.8 m racks
// standing off them need two decimals, and a tape measure on a floor reads no closer.
QString metres(double m, const QLocale &locale = english());

} // namespace podcad::format
