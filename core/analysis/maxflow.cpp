#include "maxflow.h"

#include "fabricgraph.h"

// GCC's flow analysis sees through Boost's edge iterators (boost::optional inside) and warns of
// a maybe-uninitialized read that cannot happen; the warning is about Boost, not this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>
#include <deque>

namespace podcad::analysis {
namespace {

using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
using FlowGraph = boost::adjacency_list<
    boost::vecS, boost::vecS, boost::directedS, boost::no_property,
    boost::property<
        boost::edge_capacity_t, std::int64_t,
        boost::property<boost::edge_residual_capacity_t, std::int64_t,
                        boost::property<boost::edge_reverse_t, Traits::edge_descriptor>>>>;
using Arc = Traits::edge_descriptor;

} // namespace

struct MaxFlow::Impl final
{
    FlowGraph g;
    std::size_t source = 0;
    std::size_t sink = 0;
    std::int64_t infinite = 0;
    std::vector<Arc> fromSource; // per graph node (endpoints only are used)
    std::vector<Arc> toSink;

    // An arc u->v and its reverse v->u of no capacity, which carries the residual.
    Arc addArc(std::size_t u, std::size_t v, std::int64_t capacity)
    {
        auto cap = boost::get(boost::edge_capacity, g);
        auto rev = boost::get(boost::edge_reverse, g);
        const Arc uv = boost::add_edge(u, v, g).first;
        const Arc vu = boost::add_edge(v, u, g).first;
        cap[uv] = capacity;
        cap[vu] = 0;
        rev[uv] = vu;
        rev[vu] = uv;
        return uv;
    }
};

MaxFlow::MaxFlow(const FabricGraph &graph)
    : d(std::make_unique<Impl>())
{
    const auto n = static_cast<std::size_t>(graph.nodeCount());
    d->g = FlowGraph(n + 2);
    d->source = n;
    d->sink = n + 1;
    // A duplex cable is an arc of its capacity each way, each with its own zero-capacity reverse.
    // (Two full arcs that are each other's reverse would be fewer, but Boost's second phase, which
    // turns the preflow into a flow, follows only zero-capacity reverse arcs back: it leaves
    // excess behind, and a debug build stops on push_relabel's is_flow() assertion.)
    std::int64_t total = 1;
    for (const FabricGraph::Edge &e : graph.edges()) {
        d->addArc(std::size_t(e.a), std::size_t(e.b), e.capacityMbps);
        d->addArc(std::size_t(e.b), std::size_t(e.a), e.capacityMbps);
        total += e.capacityMbps;
    }
    // More than every cable together: a join to the super-source or sink never limits the flow.
    d->infinite = total;
    d->fromSource.resize(n);
    d->toSink.resize(n);
    for (int e : graph.endpoints()) {
        d->fromSource[std::size_t(e)] = d->addArc(d->source, std::size_t(e), 0);
        d->toSink[std::size_t(e)] = d->addArc(std::size_t(e), d->sink, 0);
    }
    mEndpoints = graph.endpoints();
}

MaxFlow::~MaxFlow() = default;

std::int64_t MaxFlow::flow(const std::vector<char> &side)
{
    auto cap = boost::get(boost::edge_capacity, d->g);
    auto rev = boost::get(boost::edge_reverse, d->g);
    for (int e : mEndpoints) {
        const char s = side[std::size_t(e)];
        cap[d->fromSource[std::size_t(e)]] = s == SideA ? d->infinite : 0;
        cap[rev[d->fromSource[std::size_t(e)]]] = 0;
        cap[d->toSink[std::size_t(e)]] = s == SideB ? d->infinite : 0;
        cap[rev[d->toSink[std::size_t(e)]]] = 0;
    }
    return boost::push_relabel_max_flow(d->g, d->source, d->sink);
}

std::vector<char> MaxFlow::sourceSide() const
{
    // The nodes the source still reaches over arcs with residual capacity.
    auto res = boost::get(boost::edge_residual_capacity, d->g);
    std::vector<char> seen(boost::num_vertices(d->g), 0);
    std::deque<std::size_t> queue{d->source};
    seen[d->source] = 1;
    while (!queue.empty()) {
        const std::size_t u = queue.front();
        queue.pop_front();
        for (auto [it, end] = boost::out_edges(u, d->g); it != end; ++it) {
            const std::size_t v = boost::target(*it, d->g);
            if (!seen[v] && res[*it] > 0) {
                seen[v] = 1;
                queue.push_back(v);
            }
        }
    }
    seen.resize(seen.size() - 2);
    return seen;
}

} // namespace podcad::analysis

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
