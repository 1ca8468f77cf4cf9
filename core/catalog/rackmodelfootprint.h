#pragma once

#include "model/rackfootprint.h"

namespace podcad {

struct DeviceModel;

// The footprint of a rack of this catalog model: the model's width and depth, each figure that
// the model does not give (unknown model, not a rack, or 0) taken from kAssumedRackFootprint.
// The one rule the router, the trays, the default cable, arrange, placement, the cooling plant's
// floor loading and the Hall view share, so that a rack is as wide in the routes as on the plan.
RackFootprint rackFootprint(const DeviceModel *model);

} // namespace podcad
