#include "runfabricdesign.h"

#include "analysis/fabricsummary.h"
#include "analysis/whatif.h"
#include "catalog/catalog.h"
#include "catalog/devicekind.h"
#include "model/design.h"
#include "sizing/gpusystem.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace podcad {
namespace {

// One leaf the run's nodes reach. Nodes are visited one after another, so "the last node
// counted" is enough to count each node once.
struct LeafUse final
{
    QString id;
    int nodes = 0;
    int lastNode = -1;
    int rail = -1;      // the node port (group and index) of the first cable; -1 none yet
    bool mixed = false; // cables from different node ports meet here: a top-of-rack leaf
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

    // A design has one or two compute fabrics: a list beats a hash for the per-cable test.
    std::vector<QString> computeFabrics;
    for (const auto &[id, fabric] : design.fabrics())
        if (fabric.kind == FabricKind::Compute)
            computeFabrics.push_back(id);
    const auto isCompute = [&](const QString &fabricId) {
        return std::find(computeFabrics.begin(), computeFabrics.end(), fabricId) !=
               computeFabrics.end();
    };
    QSet<QString> failed;
    if (failures)
        failed = QSet<QString>(failures->failed.begin(), failures->failed.end());

    // The node's compute port groups (the catalog's of fabric "compute", the ones
    // GpuSystem::scaleOutGbpsPerGpu counts) with their speed.
    std::vector<std::pair<QString, double>> computePorts;
    if (const DeviceModel *model = catalog.model(system.sku))
        for (const PortGroup &g : model->portGroups)
            if (g.fabric == u"compute"_s)
                computePorts.emplace_back(g.name, g.speedGbps);
    const auto portGroupOf = [&](const QString &name) {
        for (std::size_t i = 0; i < computePorts.size(); ++i)
            if (computePorts[i].first == name)
                return int(i);
        return -1;
    };

    // The switch a node's data cable reaches is a leaf unless its role puts it higher: the tiers
    // summarizeFabrics() gives, read from the cable's far end alone (no pass over the design).
    QHash<QString, bool> switchSku;
    const auto isSwitch = [&](const Device &d) {
        auto it = switchSku.find(d.sku);
        if (it == switchSku.end()) {
            const DeviceModel *m = catalog.model(d.sku);
            const bool byRole =
                d.role == Role::Leaf || d.role == Role::Spine || d.role == Role::Core;
            it = switchSku.insert(d.sku, m ? m->kind == DeviceKind::Switch : byRole);
        }
        return *it;
    };

    QHash<QString, int> leafIndex; // into `leaves`; -1: the far end is no leaf
    std::vector<LeafUse> leaves;
    QSet<QString> nodeFabrics; // compute fabrics the nodes are cabled into
    int nodes = 0;
    double worstGbps = std::numeric_limits<double>::infinity();
    bool railOptimized = true;
    for (const auto &[nodeId, device] : design.devices()) {
        if (device.sku != system.sku || failed.contains(nodeId))
            continue;
        double intactGbps = 0; // every compute cable of the drawn node
        double gbps = 0;       // those that survive the failures
        int firstLeaf = -1;
        bool twoLeaves = false;
        for (const Link *link : design.linksOf(nodeId)) {
            if (!isCompute(link->fabricId))
                continue;
            const bool atA = link->a.deviceId == nodeId;
            const PortRef &port = atA ? link->a : link->b;
            const PortRef &far = atA ? link->b : link->a;
            const int group = portGroupOf(port.portGroup);
            if (group < 0)
                continue;
            intactGbps += computePorts[std::size_t(group)].second;
            nodeFabrics.insert(link->fabricId);
            if (!failed.isEmpty() && (failed.contains(link->id) || failed.contains(far.deviceId)))
                continue;
            gbps += computePorts[std::size_t(group)].second;
            auto at = leafIndex.find(far.deviceId);
            if (at == leafIndex.end()) {
                const Device *d = design.device(far.deviceId);
                const bool leaf =
                    d && d->role != Role::Spine && d->role != Role::Core && isSwitch(*d);
                at = leafIndex.insert(far.deviceId, leaf ? int(leaves.size()) : -1);
                if (leaf)
                    leaves.push_back({far.deviceId});
            }
            if (*at < 0)
                continue;
            LeafUse &leaf = leaves[std::size_t(*at)];
            if (leaf.lastNode != nodes) {
                leaf.lastNode = nodes;
                ++leaf.nodes;
            }
            const int rail = group * 65536 + port.portIndex;
            leaf.mixed = leaf.mixed || (leaf.rail >= 0 && leaf.rail != rail);
            leaf.rail = rail;
            if (firstLeaf < 0)
                firstLeaf = *at;
            twoLeaves = twoLeaves || firstLeaf != *at;
        }
        // A node not cabled into the compute fabric, failed, or cut off by the failures of all its
        // cables takes no part in a run on it.
        if (intactGbps <= 0 || gbps <= 0)
            continue;
        ++nodes;
        // A synchronous collective moves at its slowest member's pace, so the worst node sets
        // the injection of all.
        worstGbps = std::min(worstGbps, gbps);
        railOptimized = railOptimized && twoLeaves;
    }
    if (nodes == 0) {
        f.source = u"%1: no %2 cabled into a compute fabric, the reference fabric stands in"_s.arg(
            source, system.sku);
        return f;
    }
    f.injectionGBps = worstGbps / std::max(1, system.gpusPerNode) / 8;
    f.railOptimized = railOptimized;
    f.leafNodes = 1;
    for (const LeafUse &leaf : leaves)
        f.leafNodes = std::max(f.leafNodes, leaf.nodes);

    // Rail-only: every leaf carries one rail and no switch joins leaves of two rails, so the
    // switches the leaves reach through each other (spines, cores, leaf-to-leaf cables) form
    // groups of one rail each. Walked only when the leaves are single-rail.
    bool railOnly = railOptimized;
    for (const LeafUse &leaf : leaves)
        railOnly = railOnly && !leaf.mixed;
    QHash<QString, int> railOf; // switch -> the rail of the leaves it reaches
    for (std::size_t i = 0; railOnly && i < leaves.size(); ++i) {
        const int rail = leaves[i].rail;
        std::vector<QString> stack{leaves[i].id};
        while (railOnly && !stack.empty()) {
            const QString at = stack.back();
            stack.pop_back();
            if (const auto seen = railOf.constFind(at); seen != railOf.cend()) {
                railOnly = *seen == rail;
                continue;
            }
            railOf.insert(at, rail);
            for (const Link *link : design.linksOf(at)) {
                if (!isCompute(link->fabricId) || failed.contains(link->id))
                    continue;
                const QString &next = link->a.deviceId == at ? link->b.deviceId : link->a.deviceId;
                const Device *d = design.device(next);
                if (d && next != at && !failed.contains(next) && isSwitch(*d))
                    stack.push_back(next);
            }
        }
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
        const QStringList ids(failures->failed.begin(), failures->failed.end());
        f.source = u"%1 with %2 failed"_s.arg(source, ids.join(u", "_s));
    }
    return f;
}

} // namespace podcad
