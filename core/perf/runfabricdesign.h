#pragma once

#include "runfabric.h"

#include <QString>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct FabricSummary;
struct GpuSystem;
struct WhatIf;

// The fabric a training run on `design` sees, read from its drawn compute fabric(s) and the
// analysis' figures of them (`fabrics`: Analysis::fabrics, figures computed), for the GPU nodes of
// `system`'s SKU. The nodes' own cables plus the figures the analysis already has, so it can
// follow every edit in the GUI:
// - nvlinkDomain, gpusPerNode, scaleUpGBps: the system's;
// - injectionGBps: the compute ports cabled per node over its GPUs, Gb/s / 8, on the worst node
//   (a synchronous collective moves at its slowest member's pace);
// - a leaf is the switch a node's compute cable reaches, unless its role is spine or core (the
//   tiers summarizeFabrics() gives it);
// - railOptimized: every node's compute cables reach more than one leaf;
// - leafNodes: the most nodes of the SKU one leaf joins (one rail leaf of an SU, or one
//   top-of-rack leaf);
// - crossLeafShare: min(1, leaf up / leaf down, spine up / spine down, bisection / the half's
//   injection) over the compute fabrics that hold the nodes;
// - railOnly: rail-optimized, every leaf serves one node port (rail) and no switch the leaves
//   reach through each other joins leaves of different rails (no spine, or spines per rail).
// `failures` (may be null): the same design with devices or links failed (whatIf()); its
// "after" figures replace the intact ones and failed cables no longer count toward a node's
// injection. `source` names where the design comes from ("drawn fabric", a file name).
RunFabric runFabricOfDesign(const Design &design, const Catalog &catalog,
                            const std::vector<FabricSummary> &fabrics, const GpuSystem &system,
                            const QString &source, const WhatIf *failures = nullptr);

} // namespace podcad
