#include "designrequest.h"

#include "catalog/catalog.h"
#include "cost/costsnapshot.h"
#include "format/numberformat.h"
#include "generate/basepod.h"
#include "generate/facilityplan.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "generate/systemnames.h"
#include "sizing/gpusystem.h"

#include <algorithm>

namespace podcad {

namespace {

constexpr int kBasePodMaxNodes = 16; // DOMAIN.md section 4 (NDR200)
constexpr int kNvl72RacksPerSu = 8;

} // namespace

QString DesignRequest::commandLine() const
{
    if (generator == QLatin1String("basepod"))
        return QStringLiteral("basepod --system %1 --nodes %2").arg(system).arg(nodes);
    if (generator == QLatin1String("nvl72"))
        return QStringLiteral("superpod --system %1 --sus %2 --nodes %3")
            .arg(system)
            .arg(sus)
            .arg(nodes);
    if (generator == QLatin1String("superpod"))
        return QStringLiteral("superpod --system %1 --sus %2 --nodes %3")
            .arg(system)
            .arg(sus)
            .arg(nodes);
    return {};
}

DesignRequest designRequestFor(const GpuSystem &system, int nodes)
{
    DesignRequest r;
    nodes = std::max(1, nodes);
    const QString name = systemNameFor(system.sku);
    if (const QString rackScale = nvl72SystemFor(system.sku); !rackScale.isEmpty()) {
        r.generator = QStringLiteral("nvl72");
        r.system = rackScale; // "gb200-nvl72"
        r.nodes = nodes;
        r.sus = (nodes + kNvl72RacksPerSu - 1) / kNvl72RacksPerSu;
        return r;
    }
    if (!dgxSkuFor(name).isEmpty()) {
        const bool basePod = name != QLatin1String("dgx-b300");
        if (basePod && nodes <= kBasePodMaxNodes) {
            r.generator = QStringLiteral("basepod");
            r.system = name;
            r.nodes = std::max(2, nodes);
            return r;
        }
        // RA-11339-001: 72 DGX B300 per SU on XDR; 32 for the others (DOMAIN.md section 4).
        const int suNodes = name == QLatin1String("dgx-b300") ? 72 : 32;
        r.generator = QStringLiteral("superpod");
        r.system = name;
        r.nodes = nodes;
        r.sus = (nodes + suNodes - 1) / suNodes;
        if (r.sus > kMaxSus) {
            r.generator.clear();
            r.note = QStringLiteral("%1 nodes of %2 need %3 SUs, more than the reference "
                                    "architecture's %4")
                         .arg(format::count(nodes), system.sku)
                         .arg(r.sus)
                         .arg(kMaxSus);
        }
        return r;
    }
    r.nodes = nodes;
    r.note = QStringLiteral("no reference generator for this system: on-prem cost not estimated");
    return r;
}

namespace {

std::optional<Design> generateRacks(const DesignRequest &r, const Catalog &catalog, QString *error)
{
    if (r.generator == QLatin1String("basepod")) {
        BasePodOptions o;
        o.system = r.system;
        o.nodes = r.nodes;
        return generateBasePod(catalog, o, error);
    }
    if (r.generator == QLatin1String("superpod")) {
        SuperPodOptions o;
        o.system = r.system;
        o.sus = r.sus;
        o.nodes = r.nodes;
        return generateSuperPod(catalog, o, error);
    }
    if (r.generator == QLatin1String("nvl72")) {
        Nvl72Options o;
        o.system = r.system;
        o.sus = r.sus;
        o.racks = r.nodes;
        return generateNvl72SuperPod(catalog, o, error);
    }
    if (error)
        *error = r.note.isEmpty() ? QStringLiteral("no generator for this system") : r.note;
    return std::nullopt;
}

} // namespace

std::optional<Design> generateDesign(const DesignRequest &r, const Catalog &catalog, QString *error)
{
    std::optional<Design> design = generateRacks(r, catalog, error);
    if (!design)
        return design;
    // What New from Template and `podcad-cli generate` add by default: a hall around the racks
    // (its slab floor rated), and for a SuperPOD (NVL72 ones too) the 2N power chain and cooling
    // plant sized for it; a BasePOD stays racks only.
    generate::addGeneratedHall(*design, catalog);
    if (r.generator != QLatin1String("basepod") &&
        !generate::addGeneratedFacility(*design, catalog, generate::PowerRedundancy::TwoN, error))
        return std::nullopt;
    return design;
}

std::optional<DesignCost> designCostFor(const GpuSystem &system, int nodes, const Catalog &catalog,
                                        QString *error)
{
    DesignRequest request = designRequestFor(system, nodes);
    if (!request.generatable()) {
        if (error)
            *error = request.note;
        return std::nullopt;
    }
    std::optional<Design> design = generateDesign(request, catalog, error);
    QString differs;
    if (!design) {
        DesignRequest more = designRequestFor(system, request.nodes + 1);
        if (more.generatable()) {
            design = generateDesign(more, catalog, error);
            request = more;
        } else if (request.generator == QLatin1String("superpod") && request.nodes > 1) {
            // Full SUs at the RA's largest size: no SU is left to add, and the RA's own build of
            // that size gives a DGX slot to the UFM appliances. Price that build and say so.
            DesignRequest fewer = request;
            fewer.nodes = request.nodes - 1;
            design = generateDesign(fewer, catalog, error);
            if (design) {
                differs =
                    QStringLiteral("the reference architecture's %1 SUs hold %2 nodes, one DGX "
                                   "slot being the UFM appliances': priced on them, one "
                                   "node fewer than the run's %3")
                        .arg(fewer.sus)
                        .arg(format::count(fewer.nodes), format::count(request.nodes));
                request = fewer;
            }
        }
    }
    if (!design)
        return std::nullopt;
    const CostSnapshot snapshot = computeCostSnapshot(*design, catalog);
    DesignCost c;
    c.request = request;
    c.gpus = snapshot.analysis->totals.gpus;
    c.nodes = snapshot.analysis->totals.nodes;
    c.itPowerKw = snapshot.analysis->totals.itPowerMaxKw;
    c.inputs = snapshot.inputs;
    c.assumptions = snapshot.assumptions;
    c.capexUsd = snapshot.tco.capexUsd;
    c.differs = differs;
    c.design = std::make_shared<const Design>(std::move(*design));
    return c;
}

} // namespace podcad
