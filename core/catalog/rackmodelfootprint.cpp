#include "rackmodelfootprint.h"

#include "catalogtypes.h"

namespace podcad {

RackFootprint rackFootprint(const DeviceModel *model)
{
    RackFootprint f = kAssumedRackFootprint;
    // Only a rack model's width and depth are a floor footprint (the catalog gives them for kind
    // Rack alone); a rack that names another model stands as an assumed cabinet.
    if (!model || model->kind != DeviceKind::Rack)
        return f;
    if (model->widthMm > 0)
        f.widthM = model->widthMm / 1000.0;
    if (model->depthMm > 0)
        f.depthM = model->depthMm / 1000.0;
    return f;
}

} // namespace podcad
