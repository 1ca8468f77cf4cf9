#include "designgpus.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <map>

namespace podcad {

std::optional<DesignGpus> DesignGpus::fromDesign(const Design &design, const Catalog &catalog,
                                                 QString *error)
{
    DesignGpus d;
    std::map<QString, int> nodesBySku;
    for (const auto &[id, device] : design.devices()) {
        const DeviceModel *m = catalog.model(device.sku);
        if (!m)
            continue;
        if (m->kind == DeviceKind::GpuServer && m->acceleratorCount > 0) {
            ++nodesBySku[m->sku];
            d.allGpus += m->acceleratorCount;
        } else if (m->kind == DeviceKind::Storage) {
            ++d.storageAppliances;
            d.storageReadGBps += m->storageBandwidthGBps;
        }
    }
    QString best;
    for (const auto &[sku, nodes] : nodesBySku)
        if (best.isEmpty() || nodes * catalog.model(sku)->acceleratorCount >
                                  nodesBySku[best] * catalog.model(best)->acceleratorCount)
            best = sku;
    if (best.isEmpty()) {
        if (error)
            *error = QStringLiteral("the design has no GPU servers");
        return std::nullopt;
    }
    std::optional<GpuSystem> system = GpuSystem::fromCatalog(catalog, best, error);
    if (!system)
        return std::nullopt;
    d.system = *system;
    d.nodes = nodesBySku[best];
    d.gpus = d.nodes * system->gpusPerNode;
    if (nodesBySku.size() > 1)
        d.note =
            QStringLiteral("the design mixes %1 GPU systems; sized on %2, which holds the most "
                           "GPUs (%3 of %4)")
                .arg(nodesBySku.size())
                .arg(best)
                .arg(d.gpus)
                .arg(d.allGpus);
    return d;
}

} // namespace podcad
