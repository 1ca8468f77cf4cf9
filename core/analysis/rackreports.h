#pragma once

#include "analysis.h"

#include <vector>

namespace podcad {

// The per-rack budgets analyze() reports (Analysis::racks, less the optics' draw, which needs the
// cable plan): space, power, heat, liquid share and weight of every rack, in rack id order. For
// what sizes a plant from the racks' draw (the generated facility) without planning every cable
// and searching every fabric: on a 64-SU SuperPOD a whole analysis is most of a second.
std::vector<RackReport> rackReports(const Design &design, const Catalog &catalog);

} // namespace podcad
