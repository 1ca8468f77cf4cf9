#include "whatif.h"

#include "catalog/catalog.h"
#include "devicefacts.h"
#include "fabricanalysis.h"
#include "bisection.h"
#include "fabrictopology.h"
#include "reachability.h"
#include "model/design.h"

#include <QSet>

#include <algorithm>

namespace podcad {
namespace {

using analysis::FabricGraph;

// The design's fabric graphs and their intact figures, shared by every failure tried.
struct Baseline final
{
    Baseline(const Design &design, const Catalog &catalog, const AnalysisOptions &options)
    {
        std::vector<Problem> ignored; // analyze() reports these; a what-if only compares
        const analysis::DeviceIndex devices(design, catalog, ignored);
        graphs = analysis::fabricGraphs(design, devices, analysis::fabricTopologies(design, devices));
        for (const FabricGraph &g : graphs)
            figures.push_back(analysis::fabricFigures(g, options));
        for (const auto &[id, fabric] : design.fabrics())
            ids.push_back(id);
    }
    std::vector<FabricGraph> graphs;
    std::vector<FabricFigures> figures;
    std::vector<QString> ids;
};

WhatIf fail(const Design &design, const Baseline &base, const std::vector<QString> &ids,
            const AnalysisOptions &options)
{
    WhatIf result;
    result.failed = ids;
    const QSet<QString> idSet(ids.begin(), ids.end());
    std::vector<QString> links;
    for (const QString &id : ids)
        if (design.link(id))
            links.push_back(id);
    for (std::size_t f = 0; f < base.graphs.size(); ++f) {
        const FabricGraph &g = base.graphs[f];
        WhatIf::Fabric &out = result.fabrics.emplace_back();
        out.id = base.ids[f];
        out.before = base.figures[f];
        std::vector<int> nodes;
        for (const QString &id : ids) {
            if (!design.device(id))
                continue;
            if (const int n = g.find(id); n >= 0)
                nodes.push_back(n);
        }
        bool linkHere = false;
        for (const QString &id : links)
            if (const Link *l = design.link(id); l && l->fabricId == out.id)
                linkHere = true;
        out.touched = !nodes.empty() || linkHere;
        out.after = out.touched ? analysis::fabricFigures(g.without(nodes, links), options)
                                : out.before;
    }
    return result;
}

} // namespace

std::optional<WhatIf> whatIf(const Design &design, const Catalog &catalog,
                             const std::vector<QString> &ids, const AnalysisOptions &options,
                             QString *why)
{
    for (const QString &id : ids) {
        if (!design.device(id) && !design.link(id)) {
            if (why)
                *why = QStringLiteral("\"%1\" is not a device or link of the design").arg(id);
            return std::nullopt;
        }
    }
    return fail(design, Baseline(design, catalog, options), ids, options);
}

std::optional<WhatIf> worstSingleSwitch(const Design &design, const Catalog &catalog,
                                        const AnalysisOptions &options)
{
    const Baseline base(design, catalog, options);
    // Every device that switches in some fabric, once, in id order.
    std::vector<QString> switches;
    QSet<QString> seen;
    for (const FabricGraph &g : base.graphs)
        for (int v = 0; v < g.nodeCount(); ++v)
            if (g.node(v).tier != analysis::kEndpointTier && !seen.contains(g.node(v).id)) {
                seen.insert(g.node(v).id);
                switches.push_back(g.node(v).id);
            }
    std::sort(switches.begin(), switches.end());
    if (switches.empty())
        return std::nullopt;

    // Screening: a full bisection search per switch would cost thousands of searches on a
    // SuperPOD, so each loss is scored by the endpoints it cuts off (one pass over the graph)
    // and by the flow left across the intact fabric's bisecting partition (one max flow), which
    // is what a lost switch cuts into. The worst is then analysed in full.
    QString worst;
    std::pair<std::size_t, double> worstHurt{0, -1};
    for (const QString &id : switches) {
        std::pair<std::size_t, double> h{0, 0};
        for (std::size_t f = 0; f < base.graphs.size(); ++f) {
            const FabricGraph &g = base.graphs[f];
            const int node = g.find(id);
            if (node < 0)
                continue;
            const FabricGraph failed = g.without({node}, {});
            const Reachability r = analysis::reachability(failed, -1);
            const std::size_t before = base.figures[f].unreachableIds.size();
            h.first += r.unreachable.size() > before ? r.unreachable.size() - before : 0;
            const Bisection &b = base.figures[f].bisection;
            if (b.valid && b.bisectionMbps > 0)
                h.second += double(b.bisectionMbps - analysis::flowAcross(failed, b.sideA)) /
                            double(b.bisectionMbps);
        }
        if (h > worstHurt) {
            worstHurt = h;
            worst = id;
        }
    }
    return fail(design, base, {worst}, options);
}

} // namespace podcad
