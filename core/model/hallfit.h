#pragma once

#include "hall.h"

namespace podcad {

class Design;

// A room around the design's racks as they stand, for designs that have no hall: one row per rack
// row label (racks without a label form the row ""), its origin at its racks' front-left corner,
// fronts facing north and south in turn from the front of the room (hot and cold aisles
// alternate); a 2 m margin on every side; no floor rating (the floor is then not checked).
// Every rack is taken as kAssumedRackFootprint (0.6 x 1.2 m, core/model/rackfootprint.h), not its
// catalog model's footprint: io fits a hall while reading a file, before any catalog is at hand,
// and a design must get the same fitted hall from io as from the router (which has the catalog).
Hall fitHall(const Design &design);

} // namespace podcad
