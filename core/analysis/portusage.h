#pragma once

// Internal to the analysis: checks every link's ends against the device models' port groups.

#include "devicefacts.h"

namespace podcad::analysis {

// Reports unknown-sku and wrong-kind for cable SKUs, unknown-port, port-overuse,
// link-speed-mismatch, link-technology-mismatch and link-no-fabric. O(links log links).
void checkLinks(const Design &design, const Catalog &catalog, const DeviceIndex &devices,
                std::vector<Problem> &problems);

} // namespace podcad::analysis
