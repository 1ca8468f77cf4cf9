#include "runfabricdesign.h"

#include "analysis/fabricdevicetiers.h"
#include "analysis/fabricsummary.h"
#include "analysis/whatif.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "workload/gpusystem.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace podcad {
namespace {

// What one GPU node of the run has cabled into the compute fabric.
struct NodeCables final
{
    double intactGbps = 0; // every compute cable of the drawn design
    double gbps = 0;       // those that survive the failures
    QSet<QString> leaves;  // leaves the surviving cables reach
};

// The share of its injection a GPU keeps when every GPU sends across leaves at once, by the
// figures of one fabric: the tiers' down : up ratios and the bisection over the half's injection.
double crossLeafShareOf(const FabricFigures &figures, bool railOnly)
{
    double share = 1;
    if (!figures.computed)
        return share;
    for (int tier : {1, 2})
        if (const double ratio = figures.tierRatio(tier); ratio > 0)
            share = std::min(share, 1 / ratio);
    // A rail-only fabric is cut between its rails by design: traffic between ranks crosses the
    // NVLink domain (RunFabric::scaleOutGBps), never that cut.
    if (!railOnly && figures.bisection.valid && figures.bisection.fullMbps > 0)
        share = std::min(share, figures.bisection.ratio);
    return share;
}

} // namespace

RunFabric runFabricOfDesign(const Design &design, const Catalog &catalog,
                            const std::vector<FabricSummary> &fabrics, const GpuSystem &system,
                            const QString &source, const WhatIf *failures)
{
    RunFabric f = runFabricOfSystem(system);
    f.source = source;

    QSet<QString> computeFabrics;
    for (const auto &[id, fabric] : design.fabrics())
        if (fabric.kind == FabricKind::Compute)
            computeFabrics.insert(id);
    QSet<QString> failed;
    if (failures)
        failed = QSet<QString>(failures->failed.begin(), failures->failed.end());

    // The node's compute ports by group, with their speed (the catalog's port groups of fabric
    // "compute", the ones GpuSystem::scaleOutGbpsPerGpu counts).
    QHash<QString, double> computePorts;
    if (const DeviceModel *model = catalog.model(system.sku))
        for (const PortGroup &g : model->portGroups)
            if (g.fabric == u"compute"_s)
                computePorts.insert(g.name, g.speedGbps);

    // Leaves and the switches above them, per compute fabric, by the analysis' own tiers.
    QHash<QString, int> tiers; // device id -> tier, in the compute fabrics
    for (const FabricDeviceTiers &t : fabricDeviceTiers(design, catalog))
        if (computeFabrics.contains(t.fabricId))
            for (const auto &[id, tier] : t.tiers)
                tiers.insert(id, tier);

    QHash<QString, NodeCables> nodes;
    QHash<QString, QSet<QString>> leafNodes; // leaf -> nodes under it
    QHash<QString, QSet<QString>> leafRanks; // leaf -> node ports ("ib:3") reaching it
    QSet<QString> nodeFabrics;               // compute fabrics the nodes are cabled into
    std::vector<const Link *> upLinks;       // between switches of the compute fabrics
    for (const auto &[id, link] : design.links()) {
        if (!computeFabrics.contains(link.fabricId))
            continue;
        const bool linkFailed = failed.contains(id) || failed.contains(link.a.deviceId) ||
                                failed.contains(link.b.deviceId);
        for (const auto &[node, other] :
             {std::pair(&link.a, &link.b), std::pair(&link.b, &link.a)}) {
            const Device *d = design.device(node->deviceId);
            if (!d || d->sku != system.sku || !computePorts.contains(node->portGroup))
                continue;
            const double gbps = computePorts.value(node->portGroup);
            NodeCables &cables = nodes[node->deviceId];
            cables.intactGbps += gbps;
            nodeFabrics.insert(link.fabricId);
            if (linkFailed)
                continue;
            cables.gbps += gbps;
            if (tiers.value(other->deviceId, 0) == 1) {
                cables.leaves.insert(other->deviceId);
                leafNodes[other->deviceId].insert(node->deviceId);
                leafRanks[other->deviceId].insert(
                    u"%1:%2"_s.arg(node->portGroup).arg(node->portIndex));
            }
        }
        const int ta = tiers.value(link.a.deviceId, 0);
        const int tb = tiers.value(link.b.deviceId, 0);
        if (ta >= 1 && tb >= 1 && ta != tb)
            upLinks.push_back(&link);
    }
    if (nodes.isEmpty()) {
        f.source = u"%1: no %2 cabled into a compute fabric, the reference fabric stands in"_s.arg(
            source, system.sku);
        return f;
    }

    double worstGbps = std::numeric_limits<double>::infinity();
    bool railOptimized = true;
    for (const NodeCables &n : std::as_const(nodes)) {
        if (failed.isEmpty() || n.intactGbps > 0) // a node left with no cable sends nothing
            worstGbps = std::min(worstGbps, n.gbps);
        if (n.leaves.size() < 2)
            railOptimized = false;
    }
    f.injectionGBps = worstGbps / std::max(1, system.gpusPerNode) / 8;
    f.railOptimized = railOptimized;
    int most = 1;
    for (const QSet<QString> &n : std::as_const(leafNodes))
        most = std::max(most, int(n.size()));
    f.leafNodes = most;

    // Rail-only: no switch above the leaves carries more than one rail. The ranks climb one tier
    // at a time (leaf -> spine -> core), so a core joining two single-rail spines counts too.
    bool railOnly = railOptimized;
    if (railOnly)
        for (const QSet<QString> &ranks : std::as_const(leafRanks))
            railOnly = railOnly && ranks.size() == 1;
    QHash<QString, QSet<QString>> ranks = leafRanks;
    for (int tier = 2; railOnly && tier <= 3; ++tier) {
        for (const Link *l : upLinks) {
            const int ta = tiers.value(l->a.deviceId);
            const int tb = tiers.value(l->b.deviceId);
            if (std::max(ta, tb) != tier || std::min(ta, tb) != tier - 1)
                continue;
            const QString &below = ta < tb ? l->a.deviceId : l->b.deviceId;
            const QString &above = ta < tb ? l->b.deviceId : l->a.deviceId;
            ranks[above].unite(ranks.value(below));
        }
        for (auto it = ranks.cbegin(); it != ranks.cend(); ++it)
            if (tiers.value(it.key()) == tier && it.value().size() > 1)
                railOnly = false;
    }
    f.railOnly = railOnly;

    double share = 1;
    for (const FabricSummary &s : fabrics) {
        if (!nodeFabrics.contains(s.id))
            continue;
        const FabricFigures *figures = &s.figures;
        if (failures)
            for (const WhatIf::Fabric &w : failures->fabrics)
                if (w.id == s.id)
                    figures = &w.after;
        share = std::min(share, crossLeafShareOf(*figures, railOnly));
    }
    f.crossLeafShare = std::max(0.0, share);
    if (failures && !failures->failed.empty()) {
        QStringList ids(failures->failed.begin(), failures->failed.end());
        f.source = u"%1 with %2 failed"_s.arg(source, ids.join(u", "_s));
    }
    return f;
}

} // namespace podcad
