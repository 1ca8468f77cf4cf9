#pragma once

namespace podcad {

// The figures a cable route is measured with, in one place (docs/cabling.md, "Routes", gives
// them and where they come from).
struct RouteFigures final
{
    static constexpr double kRackUnitM = 0.04445; // 1U = 1.75 in (EIA-310)
    // The rack's first unit starts this far above the floor (its base and bottom frame).
    static constexpr double kFirstUAboveFloorM = 0.1;
    // A service loop at each end, so a device slides out on its rails with its cables on.
    static constexpr double kSlackPerEndM = 0.5;
    // Each turn of the route (into the manager, into the tray, from tray to tray, down out of
    // it): a bend at its radius plus the tray's waterfall or drop-out.
    static constexpr double kBendM = 0.1;
    // A device not in a rack is taken to stand beside the other end's rack.
    static constexpr double kUnplacedRunM = 2.0;
    // Default trays: cross trays stand this far beyond the longest row's ends, clear of the end
    // racks' doors and of the row trays' attach points.
    static constexpr double kCrossTrayClearM = 1.0;
    // A rack's footprint is rackFootprint() (core/catalog/rackmodelfootprint.h).
};

} // namespace podcad
