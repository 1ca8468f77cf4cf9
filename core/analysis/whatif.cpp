#include "whatif.h"

#include "bisection.h"
#include "catalog/catalog.h"
#include "devicefacts.h"
#include "fabricanalysis.h"
#include "fabrictopology.h"
#include "model/design.h"
#include "reachability.h"

#include <QSet>

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
        graphs =
            analysis::fabricGraphs(design, devices, analysis::fabricTopologies(design, devices));
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
        out.after =
            out.touched ? analysis::fabricFigures(g.without(nodes, links), options) : out.before;
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

SwitchScreening screenSingleSwitches(const Design &design, const Catalog &catalog,
                                     const AnalysisOptions &options,
                                     const SwitchScreening::Options &screening)
{
    const Baseline base(design, catalog, options);
    return analysis::screenSwitches(base.graphs, base.figures, options, screening);
}

std::optional<WhatIf> worstSingleSwitch(const Design &design, const Catalog &catalog,
                                        const AnalysisOptions &options,
                                        const std::function<void(int done, int total)> &progress)
{
    const Baseline base(design, catalog, options);
    // Screening: a full bisection search per switch would cost thousands of searches on a
    // SuperPOD, so each loss is scored by the endpoints it cuts off (one pass over the graph)
    // and by the flow left across the intact fabric's bisecting partition (one max flow), which
    // is what a lost switch cuts into. The worst is then analysed in full.
    SwitchScreening::Options screening;
    screening.progress = progress;
    const SwitchScreening screened =
        analysis::screenSwitches(base.graphs, base.figures, options, screening);
    if (screened.cancelled || options.cancelled()) {
        WhatIf cancelled;
        cancelled.cancelled = true;
        return cancelled;
    }
    const int worst = screened.worst();
    if (worst < 0)
        return std::nullopt;
    return fail(design, base, {screened.switches[std::size_t(worst)]}, options);
}

} // namespace podcad
