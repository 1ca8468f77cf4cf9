#include "colourrefinement.h"

#include "fabricgraph.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>

namespace podcad::analysis {
namespace {

// Renumbers nodes by their signatures: equal signatures share a colour. Returns the count.
int renumber(const std::vector<std::vector<std::int64_t>> &signatures, std::vector<int> &colours)
{
    std::vector<int> order(signatures.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int x, int y) {
        return signatures[std::size_t(x)] < signatures[std::size_t(y)];
    });
    int count = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && signatures[std::size_t(order[i])] != signatures[std::size_t(order[i - 1])])
            ++count;
        colours[std::size_t(order[i])] = count;
    }
    return order.empty() ? 0 : count + 1;
}

} // namespace

std::vector<int> refineColours(const FabricGraph &graph, std::vector<int> colours)
{
    const auto n = std::size_t(graph.nodeCount());
    colours.resize(n, 0);
    std::vector<std::vector<std::int64_t>> signatures(n);
    for (std::size_t v = 0; v < n; ++v)
        signatures[v] = {colours[v]};
    int count = renumber(signatures, colours);
    std::vector<std::array<std::int64_t, 4>> around;
    for (;;) {
        for (std::size_t v = 0; v < n; ++v) {
            around.clear();
            for (auto *a = graph.adjacentBegin(int(v)); a != graph.adjacentEnd(int(v)); ++a) {
                const FabricGraph::Edge &e = graph.edge(a->edge);
                const bool atA = e.a == int(v) && e.b == a->node;
                around.push_back({colours[std::size_t(a->node)], e.capacityMbps,
                                  atA ? e.tierA : e.tierB, atA ? e.tierB : e.tierA});
            }
            std::sort(around.begin(), around.end());
            std::vector<std::int64_t> &s = signatures[v];
            s.clear();
            s.reserve(1 + 4 * around.size());
            s.push_back(colours[v]);
            for (const auto &t : around)
                s.insert(s.end(), t.begin(), t.end());
        }
        // The old colour leads every signature, so a round only ever splits colours: the same
        // count means the partition is stable.
        const int refined = renumber(signatures, colours);
        if (refined == count)
            break;
        count = refined;
    }
    return colours;
}

} // namespace podcad::analysis
