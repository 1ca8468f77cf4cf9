#pragma once

// Internal to the analysis: checks every link's ends against the device models' port groups.

#include "devicefacts.h"

namespace podcad::analysis {

// Port-overuse problems listed one by one; beyond this many, one more problem gives the count.
inline constexpr std::size_t kMaxPortOveruseProblems = 1000;

// Reports unknown-sku and wrong-kind for cable SKUs, unknown-port, port-overuse,
// link-speed-mismatch, link-technology-mismatch and link-no-fabric. The two mismatch problems
// come one per kind of link (fabric, model and port group at each end) with Problem::count and
// a few example ids when a kind has several links. O(links log links).
void checkLinks(const Design &design, const Catalog &catalog, const DeviceIndex &devices,
                std::vector<Problem> &problems);

} // namespace podcad::analysis
