#pragma once

#include "hall.h"

namespace podcad {

class Design;

// A room around the design's racks as they stand, for designs that have no hall: one row per rack
// row label (racks without a label form the row ""), its origin at its racks' front-left corner,
// fronts facing north and south in turn from the front of the room (hot and cold aisles
// alternate); a 2 m margin on every side; no floor rating (the floor is then not checked).
// Footprints are taken as 0.6 x 1.2 m (the deepest standard rack), as io does not read the
// catalog.
Hall fitHall(const Design &design);

} // namespace podcad
