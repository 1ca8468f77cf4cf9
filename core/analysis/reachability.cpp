#include "reachability.h"

#include "fabricgraph.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>

namespace podcad::analysis {

Reachability reachability(const FabricGraph &graph, int maxSources)
{
    Reachability r;
    const auto n = std::size_t(graph.nodeCount());
    std::vector<int> component(n, -1);
    std::vector<int> endpointsIn;
    std::vector<int> queue;
    queue.reserve(n);
    for (std::size_t s = 0; s < n; ++s) {
        if (component[s] >= 0 || graph.node(int(s)).failed ||
            (graph.adjacentBegin(int(s)) == graph.adjacentEnd(int(s)) &&
             graph.node(int(s)).tier != 0))
            continue;
        const int c = r.components++;
        endpointsIn.push_back(0);
        queue.assign(1, int(s));
        component[s] = c;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const int u = queue[i];
            if (graph.node(u).tier == 0)
                ++endpointsIn[std::size_t(c)];
            for (auto *a = graph.adjacentBegin(u); a != graph.adjacentEnd(u); ++a) {
                if (component[std::size_t(a->node)] < 0) {
                    component[std::size_t(a->node)] = c;
                    queue.push_back(a->node);
                }
            }
        }
    }
    if (graph.endpoints().empty())
        return r;
    const int main =
        int(std::max_element(endpointsIn.begin(), endpointsIn.end()) - endpointsIn.begin());
    std::vector<int> reachable;
    for (int e : graph.endpoints())
        (component[std::size_t(e)] == main ? reachable : r.unreachable).push_back(e);
    if (reachable.size() < 2 || maxSources < 0)
        return r;

    // Classes of endpoints by their neighbour sets.
    std::map<std::vector<int>, std::vector<int>> classes;
    for (int e : reachable) {
        std::vector<int> key;
        for (auto *a = graph.adjacentBegin(e); a != graph.adjacentEnd(e); ++a)
            key.push_back(a->node);
        std::sort(key.begin(), key.end());
        classes[key].push_back(e);
    }
    std::vector<const std::vector<int> *> members;
    for (const auto &[key, list] : classes)
        members.push_back(&list);
    std::size_t step = 1;
    if (maxSources > 0 && members.size() > std::size_t(maxSources)) {
        step = (members.size() + std::size_t(maxSources) - 1) / std::size_t(maxSources);
        r.exact = false;
    }

    // Endpoints of one class are twins (the same neighbours), so every search sees the whole
    // class at one distance, and a class is one node of the graph the searches walk (a
    // 131,072-GPU tree: 5,376 nodes instead of 21,504, and no endpoint cables). The source's own
    // classmates are two hops away, counted apart. Only the piece with the endpoints is walked.
    const auto classCount = int(members.size());
    std::vector<int> quotientOf(n, -1);
    std::vector<int> representative;
    for (int c = 0; c < classCount; ++c) {
        for (int e : *members[std::size_t(c)])
            quotientOf[std::size_t(e)] = c;
        representative.push_back(members[std::size_t(c)]->front());
    }
    for (std::size_t v = 0; v < n; ++v) {
        if (component[v] == main && quotientOf[v] < 0) {
            quotientOf[v] = int(representative.size());
            representative.push_back(int(v));
        }
    }
    const std::size_t nodes = representative.size();
    std::vector<int> offset(nodes + 1, 0), adjacent;
    for (std::size_t q = 0; q < nodes; ++q) {
        const int v = representative[q];
        const auto from = adjacent.size();
        for (auto *a = graph.adjacentBegin(v); a != graph.adjacentEnd(v); ++a)
            adjacent.push_back(quotientOf[std::size_t(a->node)]);
        std::sort(adjacent.begin() + long(from), adjacent.end());
        adjacent.erase(std::unique(adjacent.begin() + long(from), adjacent.end()), adjacent.end());
        offset[q + 1] = int(adjacent.size());
    }

    // Breadth-first searches from up to 64 classes at once, one bit each: a node joins the
    // frontier once per distinct distance among them, so a fabric of few tiers is walked a few
    // times per 64 sources, never more often than by one search per source.
    std::vector<int> sources;
    for (int c = 0; c < classCount; c += int(step))
        sources.push_back(c);
    std::vector<std::int64_t> rows(sources.size(), 0);
    std::vector<std::uint64_t> seen(nodes), front(nodes), reached(nodes);
    std::vector<int> frontier, touched;
    for (std::size_t batch = 0; batch < sources.size(); batch += 64) {
        const std::size_t count = std::min<std::size_t>(64, sources.size() - batch);
        std::fill(seen.begin(), seen.end(), 0);
        frontier.clear();
        for (std::size_t i = 0; i < count; ++i) {
            const auto q = std::size_t(sources[batch + i]);
            seen[q] = front[q] = std::uint64_t(1) << i;
            frontier.push_back(int(q));
        }
        for (std::int64_t d = 1; !frontier.empty(); ++d) {
            touched.clear();
            for (int u : frontier) {
                const std::uint64_t m = front[std::size_t(u)];
                front[std::size_t(u)] = 0;
                for (int k = offset[std::size_t(u)]; k < offset[std::size_t(u) + 1]; ++k) {
                    const auto v = std::size_t(adjacent[std::size_t(k)]);
                    if (!reached[v])
                        touched.push_back(int(v));
                    reached[v] |= m;
                }
            }
            frontier.clear();
            for (int v : touched) {
                const std::uint64_t fresh = reached[std::size_t(v)] & ~seen[std::size_t(v)];
                reached[std::size_t(v)] = 0;
                if (!fresh)
                    continue;
                seen[std::size_t(v)] |= fresh;
                front[std::size_t(v)] = fresh;
                frontier.push_back(v);
                if (v >= classCount)
                    continue;
                const auto size = std::int64_t(members[std::size_t(v)]->size());
                for (std::uint64_t bits = fresh; bits; bits &= bits - 1)
                    rows[batch + std::size_t(std::countr_zero(bits))] += d * size;
                r.diameterHops = std::max(r.diameterHops, int(d));
            }
        }
    }

    double pairHops = 0, pairs = 0;
    const double m = double(reachable.size());
    for (std::size_t i = 0; i < sources.size(); ++i) {
        const std::vector<int> &cls = *members[std::size_t(sources[i])];
        // Every member of the class has this row: its classmates are two hops away, as the
        // source is from them.
        const double row = double(rows[i] + 2 * std::int64_t(cls.size() - 1));
        pairHops += double(cls.size()) * row;
        pairs += double(cls.size()) * (m - 1);
        if (cls.size() > 1)
            r.diameterHops = std::max(r.diameterHops, 2);
    }
    r.averageHops = pairs > 0 ? pairHops / pairs : 0;
    return r;
}

} // namespace podcad::analysis
