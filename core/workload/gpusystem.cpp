#include "gpusystem.h"

#include "catalog/catalog.h"

using namespace Qt::StringLiterals;

namespace podcad {

std::optional<GpuSystem> GpuSystem::fromCatalog(const Catalog &catalog, const QString &sku,
                                                QString *error)
{
    const DeviceModel *model = catalog.model(sku);
    const Accelerator *accelerator = model ? catalog.accelerator(model->acceleratorId) : nullptr;
    if (!model || !accelerator || model->acceleratorCount < 1) {
        if (error)
            *error = model ? u"\"%1\" is not a GPU system"_s.arg(sku)
                           : u"unknown system \"%1\""_s.arg(sku);
        return std::nullopt;
    }
    GpuSystem s;
    s.sku = model->sku;
    s.accelerator = *accelerator;
    s.gpusPerNode = model->acceleratorCount;
    s.nvlinkDomain = model->acceleratorCount;
    s.powerPerGpuW = model->maxPowerW / model->acceleratorCount;
    s.listPriceUsd = model->listPriceUsd;
    const bool rackScale = model->acceleratorCount >= 72;
    s.nodeName = rackScale ? u"NVL72 rack"_s : u"node"_s;
    // Only NVIDIA's DGX reference architectures define scalable units.
    if (model->sku.startsWith(u"DGX-"_s)) {
        s.nodesPerUnit = rackScale ? 8 : 32;
        s.unitName = u"SU"_s;
    }
    return s;
}

} // namespace podcad
