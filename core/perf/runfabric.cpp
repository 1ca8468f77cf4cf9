#include "runfabric.h"

#include "sizing/gpusystem.h"

using namespace Qt::StringLiterals;

namespace podcad {

double RunFabric::scaleOutGBps(int groupNodes, bool sameRank) const
{
    // A rail-only fabric forwards traffic between ranks over NVLink to the GPU on the right rail,
    // after which it stays on that rail like same-rank traffic.
    const bool onOneRail = sameRank || railOnly || !railOptimized;
    const bool underOneLeaf = groupNodes <= leafNodes && onOneRail;
    double gbps = injectionGBps * (underOneLeaf ? 1.0 : crossLeafShare);
    if (railOnly && !sameRank && scaleUpGBps > 0 && gbps > 0)
        gbps = 1.0 / (1.0 / gbps + 1.0 / scaleUpGBps);
    return gbps;
}

RunFabric runFabricOfSystem(const GpuSystem &system)
{
    RunFabric f;
    f.nvlinkDomain = std::max(1, system.nvlinkDomain);
    f.gpusPerNode = std::max(1, system.gpusPerNode);
    f.scaleUpGBps = system.accelerator.scaleUpGBps;
    f.injectionGBps = system.scaleOutGbpsPerGpu / 8;
    f.leafNodes = system.nodesPerUnit > 0 ? system.nodesPerUnit : 32;
    f.source = u"%1 reference fabric: rail-optimized, non-blocking"_s.arg(system.sku);
    return f;
}

} // namespace podcad
