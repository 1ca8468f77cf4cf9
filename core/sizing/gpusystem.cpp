#include "gpusystem.h"

#include "catalog/catalog.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "generate/systemnames.h"

using namespace Qt::StringLiterals;

namespace podcad {

std::optional<GpuSystem> GpuSystem::fromCatalog(const Catalog &catalog, const QString &sku,
                                                QString *error)
{
    // A system by its SKU or by the name `generate --system` gives it (systemNames()), in any
    // case: every command spells a system the same way.
    const DeviceModel *model = catalog.model(sku);
    if (!model)
        model = catalog.model(systemSkuFor(sku));
    if (!model)
        for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::GpuServer))
            if (m->sku.compare(sku, Qt::CaseInsensitive) == 0)
                model = m;
    const Accelerator *accelerator = model ? catalog.accelerator(model->acceleratorId) : nullptr;
    if (!model || !accelerator || model->acceleratorCount < 1) {
        if (error) {
            QStringList names;
            for (const SystemName &n : systemNames())
                names << n.name;
            *error = model
                         ? u"\"%1\" is not a GPU system"_s.arg(sku)
                         : u"unknown system \"%1\" (a GPU system's catalog SKU, such as "
                           u"DGX-H100, or a generator's name: %2)"_s.arg(sku, names.join(u", "_s));
        }
        return std::nullopt;
    }
    GpuSystem s;
    s.sku = model->sku;
    s.accelerator = *accelerator;
    s.gpusPerNode = model->acceleratorCount;
    s.nvlinkDomain = model->acceleratorCount;
    s.powerPerGpuW = model->maxPowerW / model->acceleratorCount;
    s.listPriceUsd = model->listPriceUsd;
    double computeGbps = 0;
    for (const PortGroup &g : model->portGroups)
        if (g.fabric == u"compute"_s)
            computeGbps += g.count * g.speedGbps;
    s.scaleOutGbpsPerGpu = computeGbps / model->acceleratorCount;
    const bool rackScale = model->acceleratorCount >= 72;
    s.nodeName = rackScale ? u"NVL72 rack"_s : u"node"_s;
    // Only NVIDIA's DGX reference architectures define scalable units: 8 NVL72 racks (Vera Rubin
    // racks built by the same rule), or the DGX count of the SU of the system's SuperPOD RA (72
    // DGX B300 on XDR, 20 DGX A100); 32 for a DGX without one.
    if (model->sku.startsWith(u"DGX-"_s) || !nvl72SystemFor(model->sku).isEmpty()) {
        const int generated = superPodSuNodes(model->sku.toLower());
        s.nodesPerUnit = rackScale ? 8 : generated > 0 ? generated : 32;
        s.unitName = u"SU"_s;
    }
    return s;
}

} // namespace podcad
