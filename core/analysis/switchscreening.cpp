#include "switchscreening.h"

#include "bisection.h"
#include "colourrefinement.h"
#include "fabricgraph.h"
#include "fabrictopology.h"
#include "failureflow.h"
#include "reachability.h"

#include <QHash>
#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace podcad {

int SwitchScreening::worst() const
{
    // As the brute force always did: id order, a later switch wins only by hurting strictly more.
    int worst = -1;
    Hurt worstHurt{0, -1};
    for (std::size_t i = 0; i < switches.size(); ++i) {
        if (hurt[i] > worstHurt) {
            worstHurt = hurt[i];
            worst = int(i);
        }
    }
    return worst;
}

namespace analysis {
namespace {

// Per fabric, what every screened failure shares.
struct FabricScreen final
{
    const FabricGraph *graph = nullptr;
    const FabricFigures *figures = nullptr;
    std::size_t unreachableBefore = 0;
    bool scoresFlow = false;
    std::unique_ptr<FailureFlow> flow; // Classes only
};

// Per thread: scratch space reused from failure to failure.
struct Workspace final
{
    std::vector<FailureFlow::Workspace> flows; // per fabric
    std::vector<int> component;
    std::vector<int> queue;
    std::vector<std::size_t> endpointsIn;
};

// The endpoints outside the piece of the fabric holding most of them once `dead` has failed: the
// count reachability() reports as unreachable on the graph without it, without the copy.
std::size_t unreachableWithout(const FabricGraph &g, int dead, Workspace &work)
{
    std::vector<int> &component = work.component;
    component.assign(std::size_t(g.nodeCount()), -1);
    std::vector<std::size_t> &endpointsIn = work.endpointsIn;
    endpointsIn.clear();
    std::size_t live = 0;
    for (int s : g.endpoints()) {
        if (s == dead)
            continue;
        ++live;
        if (component[std::size_t(s)] >= 0)
            continue;
        const int c = int(endpointsIn.size());
        endpointsIn.push_back(0);
        std::vector<int> &queue = work.queue;
        queue.assign(1, s);
        component[std::size_t(s)] = c;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const int u = queue[i];
            if (g.node(u).tier == kEndpointTier)
                ++endpointsIn[std::size_t(c)];
            for (auto *a = g.adjacentBegin(u); a != g.adjacentEnd(u); ++a) {
                if (a->node != dead && component[std::size_t(a->node)] < 0) {
                    component[std::size_t(a->node)] = c;
                    queue.push_back(a->node);
                }
            }
        }
    }
    const std::size_t most =
        endpointsIn.empty() ? 0 : *std::max_element(endpointsIn.begin(), endpointsIn.end());
    return live - most;
}

// The hurt of losing one device, summed over the fabrics it is in, in fabric order (so that the
// floating-point sum is the same whichever way each term was found).
SwitchScreening::Hurt hurtOf(const std::vector<FabricScreen> &fabrics,
                             const std::vector<std::pair<int, int>> &places,
                             SwitchScreening::Method method, Workspace &work)
{
    SwitchScreening::Hurt h;
    for (const auto &[f, node] : places) {
        const FabricScreen &fabric = fabrics[std::size_t(f)];
        const FabricGraph &g = *fabric.graph;
        const Bisection &b = fabric.figures->bisection;
        std::size_t unreachable = 0;
        std::int64_t flow = 0;
        if (method == SwitchScreening::Method::EverySwitch) {
            const FabricGraph failed = g.without({node}, {});
            unreachable = reachability(failed, -1).unreachable.size();
            if (fabric.scoresFlow)
                flow = flowAcross(failed, b.sideA);
        } else {
            unreachable = unreachableWithout(g, node, work);
            if (fabric.scoresFlow)
                flow = fabric.flow->flowWithout(node, work.flows[std::size_t(f)]);
        }
        h.endpointsCut +=
            unreachable > fabric.unreachableBefore ? unreachable - fabric.unreachableBefore : 0;
        if (fabric.scoresFlow)
            h.bisectionLoss += double(b.bisectionMbps - flow) / double(b.bisectionMbps);
    }
    return h;
}

} // namespace

SwitchScreening screenSwitches(const std::vector<FabricGraph> &graphs,
                               const std::vector<FabricFigures> &figures,
                               const AnalysisOptions &options,
                               const SwitchScreening::Options &screening)
{
    SwitchScreening result;
    const bool classes = screening.method == SwitchScreening::Method::Classes;

    // Every device that switches in some fabric, once, in id order, with its node in each fabric
    // it is in (a switch's management port makes it an endpoint of the management fabric, and
    // its loss counts there too).
    QHash<QString, int> index;
    for (const FabricGraph &g : graphs)
        for (int v = 0; v < g.nodeCount(); ++v)
            if (g.node(v).tier != kEndpointTier && !index.contains(g.node(v).id)) {
                index.insert(g.node(v).id, 0);
                result.switches.push_back(g.node(v).id);
            }
    std::sort(result.switches.begin(), result.switches.end());
    for (std::size_t i = 0; i < result.switches.size(); ++i)
        index[result.switches[i]] = int(i);
    std::vector<std::vector<std::pair<int, int>>> places(result.switches.size());
    for (std::size_t f = 0; f < graphs.size(); ++f) {
        const FabricGraph &g = graphs[f];
        for (int v = 0; v < g.nodeCount(); ++v) {
            const auto it = index.constFind(g.node(v).id);
            // The first node of an id, as FabricGraph::find() gives.
            if (it != index.constEnd() && (places[std::size_t(*it)].empty() ||
                                           places[std::size_t(*it)].back().first != int(f)))
                places[std::size_t(*it)].push_back({int(f), v});
        }
    }
    result.hurt.assign(result.switches.size(), {});
    result.classOf.assign(result.switches.size(), 0);
    if (result.switches.empty())
        return result;

    std::vector<FabricScreen> fabrics(graphs.size());
    for (std::size_t f = 0; f < graphs.size(); ++f) {
        FabricScreen &fabric = fabrics[f];
        fabric.graph = &graphs[f];
        fabric.figures = &figures[f];
        fabric.unreachableBefore = figures[f].unreachableIds.size();
        const Bisection &b = figures[f].bisection;
        fabric.scoresFlow = b.valid && b.bisectionMbps > 0;
    }

    // Which failures to evaluate: every switch, or one per class.
    //
    // Why one per class is enough: a switch's hurt depends on the fabric graphs only through
    // which nodes are endpoints, which endpoints are on the bisecting partition's side A, the
    // cables and their capacities. An automorphism of a fabric graph that keeps those (tier,
    // side, capacity) maps the failure of one switch onto the failure of its image with the same
    // unreachable count and the same max flow across the partition. Colour refinement started
    // from exactly those node colours, with capacities and end tiers on the edges, never
    // separates two nodes such an automorphism swaps; on the regular fabrics the generators build
    // (identical scalable units, rails, spine and core groups, trees of them) it does not join
    // any others either, so nodes of one colour are interchangeable and every member of a class
    // (the tuple of its colours over the fabrics) has its representative's hurt, term by term.
    // tst_whatif holds this against the brute force on every kind of generated design and on an
    // asymmetric one.
    std::vector<int> representatives; // switch indices, rising
    if (classes) {
        std::vector<std::vector<int>> colours(graphs.size());
        for (std::size_t f = 0; f < graphs.size(); ++f) {
            const FabricGraph &g = graphs[f];
            std::vector<int> start(std::size_t(g.nodeCount()), 0);
            std::vector<char> inA(std::size_t(g.nodeCount()), 0);
            for (int e : figures[f].bisection.sideA)
                if (e >= 0 && e < g.nodeCount())
                    inA[std::size_t(e)] = 1;
            for (int v = 0; v < g.nodeCount(); ++v) {
                const int side = g.node(v).tier != kEndpointTier ? 0 : inA[std::size_t(v)] ? 1 : 2;
                start[std::size_t(v)] = g.node(v).tier * 8 + side + (g.node(v).failed ? 4 : 0);
            }
            colours[f] = refineColours(g, std::move(start));
        }
        std::map<std::vector<int>, int> classIndex;
        for (std::size_t i = 0; i < result.switches.size(); ++i) {
            std::vector<int> key(graphs.size(), -1);
            for (const auto &[f, node] : places[i])
                key[std::size_t(f)] = colours[std::size_t(f)][std::size_t(node)];
            const auto [it, added] =
                classIndex.emplace(std::move(key), int(representatives.size()));
            if (added)
                representatives.push_back(int(i));
            result.classOf[i] = it->second;
        }
        for (FabricScreen &fabric : fabrics)
            if (fabric.scoresFlow)
                fabric.flow =
                    std::make_unique<FailureFlow>(*fabric.graph, fabric.figures->bisection.sideA);
    } else {
        for (std::size_t i = 0; i < result.switches.size(); ++i) {
            representatives.push_back(int(i));
            result.classOf[i] = int(i);
        }
    }
    result.classes = int(representatives.size());

    // Spread the failures over threads; each result lands in its own slot, so the outcome does
    // not depend on the thread count or on which thread took what.
    const int total = int(representatives.size());
    std::vector<SwitchScreening::Hurt> hurt(representatives.size());
    std::vector<char> done(representatives.size(), 0);
    std::atomic<int> next{0};
    std::mutex progressMutex;
    int reported = 0;
    auto work = [&] {
        Workspace space;
        space.flows.resize(fabrics.size());
        for (;;) {
            if (options.cancelled())
                return;
            const int r = next.fetch_add(1);
            if (r >= total)
                return;
            const auto i = std::size_t(representatives[std::size_t(r)]);
            hurt[std::size_t(r)] = hurtOf(fabrics, places[i], screening.method, space);
            done[std::size_t(r)] = 1;
            if (screening.progress) {
                const std::lock_guard lock(progressMutex);
                screening.progress(++reported, total);
            }
        }
    };
    int threads = screening.threads > 0 ? screening.threads
                                        : int(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::min(threads, total);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();

    for (std::size_t r = 0; r < representatives.size(); ++r)
        result.screened += done[r];
    result.cancelled = result.screened < total;
    for (std::size_t i = 0; i < result.switches.size(); ++i)
        result.hurt[i] = hurt[std::size_t(result.classOf[i])];
    return result;
}

} // namespace analysis
} // namespace podcad
