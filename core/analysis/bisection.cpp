#include "bisection.h"

#include "contractedflow.h"
#include "fabricgraph.h"
#include "fabrictopology.h"
#include "maxflow.h"
#include "partitionrefine.h"

#include <algorithm>
#include <deque>
#include <random>
#include <set>

namespace podcad::analysis {
namespace {

struct Candidate final
{
    std::vector<int> sideA; // sorted endpoint nodes
    QString method;
    std::int64_t flow = 0;
};

// The smallest-id switch neighbour of a node at the given tier, or -1.
int firstNeighbourAt(const FabricGraph &g, int node, int tier)
{
    int best = -1;
    for (auto *a = g.adjacentBegin(node); a != g.adjacentEnd(node); ++a)
        if (g.node(a->node).tier == tier && (best < 0 || g.node(a->node).id < g.node(best).id))
            best = a->node;
    return best;
}

// Endpoints in breadth-first order from a pseudo-peripheral endpoint (the farthest from the
// farthest from the first), so that the first half is a ball around one end of the fabric: the
// split that finds thin links in hand-drawn graphs (a line, a ring, two cliques).
std::vector<int> graphOrder(const FabricGraph &g)
{
    const auto n = std::size_t(g.nodeCount());
    auto sweep = [&](int start, std::vector<int> &order) {
        std::vector<char> seen(n, 0);
        std::deque<int> queue{start};
        seen[std::size_t(start)] = 1;
        order.clear();
        int last = start;
        while (!queue.empty()) {
            const int u = queue.front();
            queue.pop_front();
            if (g.node(u).tier == kEndpointTier) {
                order.push_back(u);
                last = u;
            }
            for (auto *a = g.adjacentBegin(u); a != g.adjacentEnd(u); ++a) {
                if (!seen[std::size_t(a->node)]) {
                    seen[std::size_t(a->node)] = 1;
                    queue.push_back(a->node);
                }
            }
        }
        // Endpoints of other components follow, in node order.
        for (int e : g.endpoints())
            if (!seen[std::size_t(e)])
                order.push_back(e);
        return last;
    };
    std::vector<int> order;
    const int far = sweep(g.endpoints().front(), order);
    const int farther = sweep(far, order);
    sweep(farther, order);
    return order;
}

class Search final
{
public:
    Search(const FabricGraph &graph, const AnalysisOptions &options)
        : mGraph(graph)
        , mOptions(options)
        , mFlow(graph)
        , mSide(std::size_t(graph.nodeCount()), MaxFlow::None)
    {}

    // The exact flow of an endpoint half (sorted), remembered so no partition is flowed twice.
    std::int64_t evaluate(std::vector<int> sideA, const QString &method)
    {
        std::sort(sideA.begin(), sideA.end());
        if (!mSeen.insert(sideA).second)
            return -1;
        const std::int64_t f = flowOf(sideA);
        ++mEvaluated;
        mCandidates.push_back({std::move(sideA), method, f});
        return f;
    }

    void structured()
    {
        const std::vector<int> &ep = mGraph.endpoints();
        auto byKey = [&](auto key) {
            std::vector<int> order = ep;
            std::stable_sort(order.begin(), order.end(),
                             [&](int x, int y) { return key(x) < key(y); });
            return order;
        };
        const auto &g = mGraph;
        std::vector<std::pair<QString, std::vector<int>>> orders;
        // The keys hold references: a copied QString costs two atomic counts per comparison.
        using Ref = const QString &;
        orders.emplace_back(QStringLiteral("rack order"), byKey([&](int v) {
                                const auto &n = g.node(v);
                                return std::tuple<bool, Ref, int, Ref>(n.rackId.isEmpty(), n.rackId,
                                                                       n.lowestU, n.id);
                            }));
        const bool rows =
            std::any_of(ep.begin(), ep.end(), [&](int v) { return !g.node(v).row.isEmpty(); });
        if (rows)
            orders.emplace_back(QStringLiteral("floor row"), byKey([&](int v) {
                                    const auto &n = g.node(v);
                                    return std::tuple<Ref, Ref, int, Ref>(n.row, n.rackId,
                                                                          n.lowestU, n.id);
                                }));
        std::vector<QString> leafOf(std::size_t(g.nodeCount())), podOf(std::size_t(g.nodeCount()));
        for (int v : ep) {
            const int leaf = firstNeighbourAt(g, v, kLeafTier);
            if (leaf < 0)
                continue;
            leafOf[std::size_t(v)] = g.node(leaf).id;
            const int spine = firstNeighbourAt(g, leaf, kSpineTier);
            if (spine >= 0)
                podOf[std::size_t(v)] = g.node(spine).id;
        }
        orders.emplace_back(QStringLiteral("leaf group"), byKey([&](int v) {
                                return std::pair<Ref, Ref>(leafOf[std::size_t(v)], g.node(v).id);
                            }));
        orders.emplace_back(QStringLiteral("pod"), byKey([&](int v) {
                                return std::tuple<Ref, Ref, Ref>(
                                    podOf[std::size_t(v)], leafOf[std::size_t(v)], g.node(v).id);
                            }));
        orders.emplace_back(QStringLiteral("graph order"), graphOrder(g));
        orders.emplace_back(QStringLiteral("device id"),
                            byKey([&](int v) -> Ref { return g.node(v).id; }));

        const std::size_t n = ep.size(), half = n / 2;
        for (const auto &[method, order] : orders) {
            if (mOptions.cancelled())
                return; // a newer edit: the caller drops this result anyway
            // The first half, the first half rounded up, and the half starting a quarter in
            // (a ring's or a torus' cut need not start at the first endpoint).
            for (auto [from, size] : {std::pair(std::size_t(0), half),
                                      std::pair(std::size_t(0), n - half), std::pair(n / 4, half)})
                evaluate(
                    std::vector<int>(order.begin() + long(from), order.begin() + long(from + size)),
                    method);
        }
    }

    void refine()
    {
        if (mOptions.effort == AnalysisEffort::Quick)
            return;
        const bool thorough = mOptions.effort == AnalysisEffort::Thorough;
        const PartitionRefiner refiner(mGraph);
        const int passes = thorough ? 16 : 4;

        // The best few candidates, with the switches where their min cut puts them.
        std::vector<Candidate> best = mCandidates;
        std::stable_sort(best.begin(), best.end(),
                         [](const Candidate &x, const Candidate &y) { return x.flow < y.flow; });
        best.resize(std::min(best.size(), std::size_t(thorough ? 4 : 2)));
        for (const Candidate &c : best) {
            if (mOptions.cancelled())
                return;
            flowOf(c.sideA);
            std::vector<char> side = mFlow.sourceSide();
            for (char &s : side)
                s = s ? 1 : 2;
            for (int e : mGraph.endpoints())
                side[std::size_t(e)] = 2;
            for (int e : c.sideA)
                side[std::size_t(e)] = 1;
            tryRefined(refiner, side, passes, c.method + QStringLiteral(" + FM"));
        }

        // Random balanced starts find cuts no structure suggests; they cost a refinement each,
        // so large fabrics (where the structured splits are the answer) get few or none.
        const int nodes = mGraph.nodeCount();
        const int starts = thorough ? 32 : nodes <= 2000 ? 8 : nodes <= 20000 ? 1 : 0;
        std::mt19937 random(mOptions.seed);
        std::vector<int> ep = mGraph.endpoints();
        for (int s = 0; s < starts && !mOptions.cancelled(); ++s) {
            std::shuffle(ep.begin(), ep.end(), random);
            std::vector<char> side(std::size_t(nodes), 2);
            for (std::size_t i = 0; i < ep.size() / 2; ++i)
                side[std::size_t(ep[i])] = 1;
            // Switches start with the majority of their endpoint neighbours (by capacity).
            for (int v = 0; v < nodes; ++v) {
                if (mGraph.node(v).tier == kEndpointTier)
                    continue;
                std::int64_t pull = 0;
                for (auto *a = mGraph.adjacentBegin(v); a != mGraph.adjacentEnd(v); ++a)
                    pull += (side[std::size_t(a->node)] == 1 ? 1 : -1) *
                            mGraph.edge(a->edge).capacityMbps;
                side[std::size_t(v)] = pull > 0 ? 1 : pull < 0 ? 2 : char(1 + random() % 2);
            }
            tryRefined(refiner, side, passes, QStringLiteral("random start + FM"));
        }
    }

    Bisection result() const
    {
        Bisection r;
        r.evaluated = mEvaluated;
        if (mCandidates.empty())
            return r;
        const Candidate *best = &mCandidates.front();
        for (const Candidate &c : mCandidates)
            if (c.flow < best->flow)
                best = &c;
        r.valid = true;
        r.bisectionMbps = best->flow;
        r.method = best->method;
        std::vector<char> inA(std::size_t(mGraph.nodeCount()), 0);
        std::int64_t injA = 0, injB = 0;
        for (int e : best->sideA)
            inA[std::size_t(e)] = 1;
        std::vector<int> sideB;
        for (int e : mGraph.endpoints()) {
            (inA[std::size_t(e)] ? injA : injB) += mGraph.injectionMbps(e);
            if (!inA[std::size_t(e)])
                sideB.push_back(e);
        }
        r.fullMbps = std::min(injA, injB);
        r.sideA = injA <= injB ? best->sideA : sideB;
        r.ratio = r.fullMbps > 0 ? double(r.bisectionMbps) / double(r.fullMbps) : 0;
        return r;
    }

private:
    std::int64_t flowOf(const std::vector<int> &sideA)
    {
        for (int e : mGraph.endpoints())
            mSide[std::size_t(e)] = MaxFlow::SideB;
        for (int e : sideA)
            mSide[std::size_t(e)] = MaxFlow::SideA;
        return mFlow.flow(mSide);
    }

    void tryRefined(const PartitionRefiner &refiner, std::vector<char> &side, int passes,
                    const QString &method)
    {
        const std::int64_t cut = refiner.refine(side, passes);
        std::int64_t bestFlow = mCandidates.front().flow;
        for (const Candidate &c : mCandidates)
            bestFlow = std::min(bestFlow, c.flow);
        // The cut bounds its partition's flow from above: only a cut below the best flow can
        // lead to a better partition, so only then is the exact flow worth computing.
        if (cut >= bestFlow)
            return;
        std::vector<int> sideA;
        for (int e : mGraph.endpoints())
            if (side[std::size_t(e)] == 1)
                sideA.push_back(e);
        evaluate(std::move(sideA), method);
    }

    const FabricGraph &mGraph;
    const AnalysisOptions &mOptions;
    ContractedFlow mFlow;
    std::vector<char> mSide;
    std::vector<Candidate> mCandidates;
    std::set<std::vector<int>> mSeen;
    int mEvaluated = 0;
};

} // namespace

Bisection bisect(const FabricGraph &graph, const AnalysisOptions &options)
{
    if (graph.endpoints().size() < 2)
        return {};
    Search search(graph, options);
    search.structured();
    search.refine();
    return search.result();
}

std::int64_t flowAcross(const FabricGraph &graph, const std::vector<int> &sideA)
{
    std::vector<char> side(std::size_t(graph.nodeCount()), MaxFlow::None);
    for (int e : graph.endpoints())
        side[std::size_t(e)] = MaxFlow::SideB;
    for (int e : sideA)
        if (graph.node(e).tier == kEndpointTier && !graph.node(e).failed)
            side[std::size_t(e)] = MaxFlow::SideA;
    MaxFlow flow(graph);
    return flow.flow(side);
}

} // namespace podcad::analysis
