#pragma once

#include <QString>

namespace podcad {

// The networks a training or serving run's traffic crosses, as seen by one GPU, in GB/s each way.
// Built from a GPU system alone (the reference architecture's fabric: rail-optimized, non-blocking)
// or from a design's drawn fabric and its analysis (runfabricdesign.h), so that a 3:1 fat tree or
// a spine lost to a failure lengthens the data-parallel time.
struct RunFabric final
{
    int nvlinkDomain = 1;     // GPUs one scale-up (NVLink) domain joins
    int gpusPerNode = 1;      // GPUs behind one host: the NICs of a node serve these
    double scaleUpGBps = 0;   // per GPU inside the NVLink domain, each way
    double injectionGBps = 0; // per GPU into the scale-out (compute) fabric, each way
    // Nodes whose same-rank GPUs (a rail-optimized leaf) or whose all GPUs (a top-of-rack leaf)
    // meet at one leaf switch: traffic inside such a group never reaches a spine.
    int leafNodes = 1;
    // Share of `injectionGBps` a GPU keeps when every GPU sends across leaves at once: 1 on a
    // non-blocking fat tree, 1/3 with 3:1 oversubscription, lower where failures cut the
    // bisection. Traffic that stays under one leaf always gets the whole injection.
    double crossLeafShare = 1;
    // A node's GPU i reaches rail (leaf) i: a collective among same-rank GPUs stays on one rail.
    bool railOptimized = true;
    // No spine (Wang et al. 2023, "Rail-only", arXiv 2307.12169): traffic between different
    // ranks first crosses the NVLink domain to the GPU on the right rail.
    bool railOnly = false;
    QString source; // one line: where the figures come from ("DGX-H100 reference fabric", a file)

    // The bandwidth each GPU of a collective spanning `groupNodes` nodes gets on the scale-out
    // fabric while every such group of the run sends at once. `sameRank`: the GPUs hold the same
    // local rank in their nodes (data-parallel peers), so a rail-optimized fabric keeps them on
    // one rail.
    double scaleOutGBps(int groupNodes, bool sameRank) const;
};

struct GpuSystem;

// The fabric the reference architecture builds for `system`: its compute NICs per GPU, rails of
// one scalable unit (32 nodes where the system has none) and no oversubscription.
RunFabric runFabricOfSystem(const GpuSystem &system);

} // namespace podcad
