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
// The inverse of rowLabel ("A" is 0, "AA" 26); -1 for a label that is not such letters.
int rowIndex(const QString &label);

// Rows stand one rack depth (the deepest standard rack, 1.2 m) plus one aisle apart: hot and cold
// aisles alternate between rows.
inline constexpr double kRowPitchM = 1.2 + 1.2;

} // namespace podcad::generate
