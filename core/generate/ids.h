#pragma once

#include <QString>

namespace podcad::generate {

// Generated ids are what people type and what files diff on, so numbers are zero-padded to a
// fixed width: "dgx-su1-07" sorts before "dgx-su1-10" in the design's id-ordered maps.
QString pad(int number, int width);

// Width that holds every number up to `count` (at least `minimum`).
int digitsFor(int count, int minimum = 2);

// "A", "B", ... "Z", "AA", "AB": row labels of the floor plan.
QString rowLabel(int index);

} // namespace podcad::generate
