#pragma once

#include <QString>

namespace podcad {
struct Analysis;
} // namespace podcad

namespace podcad::randomedit {

// The first difference, in words, between an analysis the live session kept across edits that
// claimed to leave it (ChangeEvent::leavesAnalysis: a price, the design's name, its workload) and
// one computed from scratch on the design as it now is; empty when every figure is the same:
// totals, fabrics, racks, facility and problems (the cable plans are compared on their own,
// cablePlanProblems).
QString keptAnalysisProblems(const Analysis &kept, const Analysis &fresh);

} // namespace podcad::randomedit
