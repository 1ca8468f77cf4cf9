#pragma once

#include "numberformat.h"

namespace podcad::format {

// Power in kW to one decimal ("34.5"), without the unit, for cells and sentences that name it:
// 100 W is the resolution of a PDU's display and of the catalog's figures.
QString kilowatts(double kw, const QLocale &locale = english());

// A power figure and the unit it is in: the figure of a headline whose caption names the unit.
struct ScaledPower final
{
    QString figure; // "1.23"
    QString unit;   // "MW"
};

// Watts below 1 kW ("850 W"), kW to one decimal below 1 MW ("42.0 kW"), MW to two decimals above
// ("1.23 MW"): three or four significant digits at every size, and never "0.04 MW" for a small pod.
// A value that rounds up to the next unit moves to it: 999.95 kW is "1.00 MW", not "1,000.0 kW".
ScaledPower scaledPower(double kw, const QLocale &locale = english());

// scaledPower as one string: "42.0 kW".
QString power(double kw, const QLocale &locale = english());

} // namespace podcad::format
