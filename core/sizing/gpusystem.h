#pragma once

#include "catalog/catalogtypes.h"

#include <QString>
#include <optional>

namespace podcad {

class Catalog;

// A GPU system as workload sizing sees it: how many GPUs a node holds, how far tensor parallelism
// can reach over NVLink, the power each GPU brings with it, and the unit the reference
// architecture builds in (DOMAIN.md §4: a DGX SuperPOD SU is 32 nodes; a GB200/GB300 SU is 8 NVL72
// racks, and the rack itself is the node; Vera Rubin racks are built by that rule).
struct GpuSystem final
{
    QString sku;
    QString nodeName; // "node" or "NVL72 rack"
    Accelerator accelerator;
    int gpusPerNode = 0;
    int nvlinkDomain = 0; // GPUs one NVLink domain joins: the node's GPUs (72 for NVL72)
    double powerPerGpuW =
        0;                // the system's maximum power over its GPUs: CPUs, NICs and fans included
    int nodesPerUnit = 0; // 0 when no reference architecture groups this system
    QString unitName;     // "SU"
    double listPriceUsd = 0;
    // The node's compute-fabric NIC ports (catalog port groups of fabric "compute") over its
    // GPUs, in Gb/s: 400 for a DGX H100 (8 x 400G for 8 GPUs).
    double scaleOutGbpsPerGpu = 0;

    // The system `sku` from the catalog; nullopt with one line in `error` when it is unknown or
    // not a GPU system.
    static std::optional<GpuSystem> fromCatalog(const Catalog &catalog, const QString &sku,
                                                QString *error);
};

} // namespace podcad
