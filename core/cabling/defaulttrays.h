#pragma once

#include "model/hall.h"

#include <vector>

namespace podcad {

class Catalog;
class Design;

// The trays a hall gets when it names none: one over every row that has racks, along its centre
// line from the hall's westmost to its eastmost row end, and, when there are two rows or more,
// two cross trays joining the rows at both ends (x smallest: "tray-cross-1", x largest:
// "tray-cross-2"), each RouteFigures::kCrossTrayClearM beyond the rows' ends. Ids "tray-row-"
// and the row name ("tray-row" for the unnamed row). Racks take rackFootprint(); without a catalog
// every rack is kAssumedRackFootprint (0.6 x 1.2 m).
std::vector<CableTray> defaultTrays(const Design &design, const Hall &hall, const Catalog *catalog);

} // namespace podcad
