#pragma once

#include <QString>

// Money is always written the US way, whatever the desktop locale: every figure is in US dollars,
// and "$1.234,50" mixes two conventions. So the GUI, the CLI and the exports show the same text.
namespace podcad::format {

// "$1,234,567", "-$1,234", "$1.77" (decimals = 2): the full figure, for tables that add up.
QString usd(double value, int decimals = 0);

// "$1.23M", "$850K", "$12.3B", "$420", "$12.50": a figure read from across a room.
// Three significant digits: enough to tell two options apart (1.23 vs 1.25), short enough to say
// aloud. Trailing zeros stay ("$1.20M"), so every short figure carries the same precision and a
// column of them does not look more exact in one row than in the next. Below $100 the cents show:
// such figures are unit prices (per GPU-hour, per million tokens) where cents are the difference.
// A value that rounds up to the next unit moves to it: 999,999.5 is "$1.00M", not "$1000K".
QString usdShort(double value);

} // namespace podcad::format
