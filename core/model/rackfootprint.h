#pragma once

namespace podcad {

// A rack's footprint on the floor plan, in metres: its width along the row and its depth across
// it.
struct RackFootprint final
{
    double widthM = 0;
    double depthM = 0;

    bool operator==(const RackFootprint &) const = default;
};

// The footprint taken for a rack whose model gives none: 600 mm wide, 1,200 mm deep, the common
// deep AI cabinet (for example Schneider Electric, "APC NetShelter SX 42U 600mm Wide x 1200mm
// Deep Enclosure AR3300", datasheet, https://www.apc.com/product/AR3300/) and one 600 mm
// raised-floor tile wide. It lives with the model, not the catalog, because fitHall() (which io
// calls while reading a file, before any catalog is at hand) takes it for every rack;
// rackFootprint() (core/catalog/rackmodelfootprint.h) falls back to the same figures.
inline constexpr RackFootprint kAssumedRackFootprint{0.6, 1.2};

} // namespace podcad
