#include "reachability.h"

#include "fabricgraph.h"

#include <algorithm>
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
    const int main = int(std::max_element(endpointsIn.begin(), endpointsIn.end()) -
                         endpointsIn.begin());
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

    std::vector<int> dist(n, -1);
    double pairHops = 0, pairs = 0;
    const double m = double(reachable.size());
    for (std::size_t c = 0; c < members.size(); c += step) {
        const std::vector<int> &cls = *members[c];
        const int source = cls.front();
        std::fill(dist.begin(), dist.end(), -1);
        queue.assign(1, source);
        dist[std::size_t(source)] = 0;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const int u = queue[i];
            for (auto *a = graph.adjacentBegin(u); a != graph.adjacentEnd(u); ++a) {
                if (dist[std::size_t(a->node)] < 0) {
                    dist[std::size_t(a->node)] = dist[std::size_t(u)] + 1;
                    queue.push_back(a->node);
                }
            }
        }
        double row = 0;
        for (int e : reachable) {
            row += dist[std::size_t(e)];
            r.diameterHops = std::max(r.diameterHops, dist[std::size_t(e)]);
        }
        // Every member of the class has this row: its classmates are two hops away, as the
        // source is from them.
        pairHops += double(cls.size()) * row;
        pairs += double(cls.size()) * (m - 1);
        if (cls.size() > 1)
            r.diameterHops = std::max(r.diameterHops, 2);
    }
    r.averageHops = pairs > 0 ? pairHops / pairs : 0;
    return r;
}

} // namespace podcad::analysis
