#pragma once

// Internal to the analysis: the per-rack budgets (space, power, heat, weight) and their problems.

#include "analysis.h"
#include "devicefacts.h"

namespace podcad::analysis {

// One report per rack in rack id order. Reports unknown-sku and wrong-kind for racks, and
// rack-over-power, rack-over-height, rack-over-weight, u-collision, rack-no-power-limit and
// empty-rack.
std::vector<RackReport> rackBudgets(const Design &design, const Catalog &catalog,
                                    const DeviceIndex &devices, std::vector<Problem> &problems);

} // namespace podcad::analysis
