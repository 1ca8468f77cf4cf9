#include "fabricanalysis.h"

#include "catalog/catalog.h"
#include "devicefacts.h"
#include "fabrictopology.h"
#include "model/design.h"

#include <QHash>
#include <map>

namespace podcad::analysis {
namespace {

// Hop figures search one class of endpoints per breadth-first search; this many classes keeps a
// 128k-GPU tree within its time budget and covers every SuperPOD exactly.
constexpr int kMaxHopSources = 1024;

QString tierName(int tier)
{
    return tier == kLeafTier    ? QStringLiteral("leaf")
           : tier == kSpineTier ? QStringLiteral("spine")
                                : QStringLiteral("core");
}

QString ratioText(double r)
{
    return figure(r, 2) + QStringLiteral(":1");
}

} // namespace

std::vector<FabricSummary> analyzeFabrics(const Design &design, const DeviceIndex &devices,
                                          const AnalysisOptions &options,
                                          std::vector<Problem> &problems)
{
    const std::vector<FabricTopology> topologies = fabricTopologies(design, devices);
    std::vector<FabricSummary> summaries = summarizeFabrics(design, topologies);
    if (!options.fabricFigures)
        return summaries;
    for (std::size_t f = 0; f < topologies.size() && !options.cancelled(); ++f) {
        const FabricGraph graph = FabricGraph::fromTopology(topologies[f], design, devices);
        summaries[f].figures = fabricFigures(graph, options);
        fabricProblems(summaries[f].id, graph, summaries[f].figures, problems);
        railProblems(design, devices, topologies[f], problems);
    }
    return summaries;
}

std::vector<FabricGraph> fabricGraphs(const Design &design, const DeviceIndex &devices,
                                      const std::vector<FabricTopology> &topologies)
{
    std::vector<FabricGraph> graphs;
    graphs.reserve(topologies.size());
    for (const FabricTopology &t : topologies)
        graphs.push_back(FabricGraph::fromTopology(t, design, devices));
    return graphs;
}

FabricFigures fabricFigures(const FabricGraph &graph, const AnalysisOptions &options)
{
    FabricFigures f;
    if (graph.nodeCount() == 0)
        return f;
    f.computed = true;
    f.bisection = bisect(graph, options);
    for (int v : f.bisection.sideA)
        f.bisectionSideA.push_back(graph.node(v).id);
    f.oversubscription = oversubscription(graph);
    f.reachability = reachability(graph, kMaxHopSources);
    for (int v : f.reachability.unreachable)
        f.unreachableIds.push_back(graph.node(v).id);
    return f;
}

void fabricProblems(const QString &fabricId, const FabricGraph &graph, const FabricFigures &figures,
                    std::vector<Problem> &problems)
{
    if (!figures.computed)
        return;
    if (!figures.unreachableIds.empty()) {
        QStringList some;
        for (std::size_t i = 0; i < figures.unreachableIds.size() && i < 5; ++i)
            some << figures.unreachableIds[i];
        if (figures.unreachableIds.size() > 5)
            some << QStringLiteral("...");
        problems.push_back({Severity::Warning,
                            QStringLiteral("fabric-unreachable"),
                            QStringLiteral("Fabric %1 falls apart into %2 pieces: %3 endpoint(s) "
                                           "cannot reach the rest (%4).")
                                .arg(fabricId)
                                .arg(figures.reachability.components)
                                .arg(figures.unreachableIds.size())
                                .arg(some.join(QStringLiteral(", "))),
                            figures.unreachableIds.front(),
                            {}});
    }
    for (const Oversubscription::Tier &t : figures.oversubscription.tiers) {
        // Oversubscription is often the plan (a 2:1 storage or training fabric): information,
        // not a fault. A switch worse than its own tier is what looks like a mistake.
        if (t.ratio > 1.0 + 1e-9)
            problems.push_back({Severity::Info,
                                QStringLiteral("fabric-oversubscribed"),
                                QStringLiteral("Fabric %1: the %2 tier is oversubscribed %3 "
                                               "(%4 Gb/s down, %5 Gb/s up).")
                                    .arg(fabricId, tierName(t.tier), ratioText(t.ratio),
                                         figure(double(t.downMbps) / 1000.0, 0),
                                         figure(double(t.upMbps) / 1000.0, 0)),
                                fabricId,
                                {}});
    }
    // A tier often mixes switch roles (rack leaves, management leaves) with ratios of their own,
    // so a switch is compared with its peers: the switches of its tier with the same capacity
    // down. One with less up than its best peer has lost or never got an uplink.
    std::map<std::pair<int, std::int64_t>, std::int64_t> bestUp;
    for (const Oversubscription::Switch &s : figures.oversubscription.switches) {
        std::int64_t &up = bestUp[{s.tier, s.downMbps}];
        up = std::max(up, s.upMbps);
    }
    for (const Oversubscription::Switch &s : figures.oversubscription.switches) {
        const double tierRatio = figures.tierRatio(s.tier);
        const std::int64_t peerUp = bestUp[{s.tier, s.downMbps}];
        if (tierRatio <= 0 || s.downMbps == 0 || s.upMbps >= peerUp || s.upMbps >= s.downMbps)
            continue; // the top tier, nothing below, as good as its peers, or not oversubscribed
        const QString id = graph.node(s.node).id;
        problems.push_back({Severity::Warning,
                            QStringLiteral("switch-oversubscribed"),
                            QStringLiteral("Switch %1 of fabric %2 has %3 Gb/s down and %4 Gb/s "
                                           "up (%5), where other %6 switches with as much down "
                                           "have %7 Gb/s up: an uplink may be missing.")
                                .arg(id, fabricId, figure(double(s.downMbps) / 1000.0, 0),
                                     figure(double(s.upMbps) / 1000.0, 0),
                                     s.upMbps > 0 ? ratioText(double(s.downMbps) / double(s.upMbps))
                                                  : QStringLiteral("no uplinks"),
                                     tierName(s.tier), figure(double(peerUp) / 1000.0, 0)),
                            id,
                            {}});
    }
}

void railProblems(const Design &design, const DeviceIndex &devices, const FabricTopology &topology,
                  std::vector<Problem> &problems)
{
    Q_UNUSED(design);
    // Server ports (group and index) into leaves, per leaf. A rail ("ib[3]") is named once and
    // counted by number: a 131,072-GPU tree has 131,072 such links and eight rails.
    struct Use final
    {
        const Link *link = nullptr;
        int leaf = 0;
        int rail = 0;
    };
    std::vector<Use> uses;
    std::vector<QString> railName;
    QHash<QString, int> railByName;
    QHash<QString, std::vector<int>> railByPort; // group -> index -> rail, -1 unnamed yet
    std::map<int, std::vector<int>> railsOfLeaf; // leaf -> links per rail
    const std::vector<DeviceFacts> &facts = devices.all();
    for (const FabricTopology::Edge &e : topology.edges) {
        for (int side = 0; side < 2; ++side) {
            const int server = side == 0 ? e.a : e.b;
            const int leaf = side == 0 ? e.b : e.a;
            const bool management = side == 0 ? e.aManagement : e.bManagement;
            const DeviceFacts &f = facts[std::size_t(topology.devices[std::size_t(server)])];
            if (management || topology.tiers[std::size_t(server)] != kEndpointTier ||
                topology.tiers[std::size_t(leaf)] != kLeafTier || !f.model ||
                f.model->kind != DeviceKind::GpuServer)
                continue;
            const PortRef &port = side == 0 ? e.link->a : e.link->b;
            int rail = -1;
            std::vector<int> &byIndex = railByPort[port.portGroup];
            const bool small = port.portIndex >= 0 && port.portIndex < 4096;
            if (small && std::size_t(port.portIndex) < byIndex.size())
                rail = byIndex[std::size_t(port.portIndex)];
            if (rail < 0) {
                const QString name =
                    QStringLiteral("%1[%2]").arg(port.portGroup).arg(port.portIndex);
                const auto it = railByName.constFind(name);
                rail = it != railByName.constEnd() ? it.value() : int(railName.size());
                if (rail == int(railName.size())) {
                    railByName.insert(name, rail);
                    railName.push_back(name);
                }
                if (small) {
                    if (byIndex.size() <= std::size_t(port.portIndex))
                        byIndex.resize(std::size_t(port.portIndex) + 1, -1);
                    byIndex[std::size_t(port.portIndex)] = rail;
                }
            }
            uses.push_back({e.link, leaf, rail});
            std::vector<int> &counts = railsOfLeaf[leaf];
            if (counts.size() <= std::size_t(rail))
                counts.resize(std::size_t(rail) + 1, 0);
            ++counts[std::size_t(rail)];
        }
    }
    if (railName.size() < 2)
        return; // one port per server: nothing to be consistent about
    // Each leaf's rail is the port most of its server links come from (ties: the first name). The
    // fabric is rail-optimized when nearly every link agrees with its leaf; otherwise the ports
    // simply fill the leaves (a non-rail tree) and no port number is wrong anywhere.
    std::map<int, int> railOf;
    for (const auto &[leaf, counts] : railsOfLeaf) {
        int best = -1, most = 0;
        for (std::size_t r = 0; r < counts.size(); ++r) {
            const int c = counts[r];
            if (c > 0 && (best < 0 || c > most ||
                          (c == most && railName[r] < railName[std::size_t(best)]))) {
                most = c;
                best = int(r);
            }
        }
        railOf[leaf] = best;
    }
    std::size_t agree = 0;
    for (const Use &u : uses)
        agree += railOf[u.leaf] == u.rail;
    if (agree * 10 < uses.size() * 9)
        return;
    for (const Use &u : uses) {
        const int rail = railOf[u.leaf];
        if (rail == u.rail)
            continue;
        const QString leafId = facts[std::size_t(topology.devices[std::size_t(u.leaf)])].device->id;
        problems.push_back({Severity::Warning,
                            QStringLiteral("rail-inconsistent"),
                            QStringLiteral("Link %1 brings port %2 to leaf %3, whose other server "
                                           "links come from port %4: the rails are crossed.")
                                .arg(u.link->id, railName[std::size_t(u.rail)], leafId,
                                     railName[std::size_t(rail)]),
                            u.link->id,
                            {}});
    }
}

} // namespace podcad::analysis
