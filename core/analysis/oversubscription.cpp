#include "oversubscription.h"

#include "fabricgraph.h"
#include "fabrictopology.h"

#include <array>

namespace podcad::analysis {

Oversubscription oversubscription(const FabricGraph &graph)
{
    Oversubscription result;
    std::vector<int> index(std::size_t(graph.nodeCount()), -1);
    for (int v = 0; v < graph.nodeCount(); ++v) {
        if (graph.node(v).tier == kEndpointTier || graph.node(v).failed)
            continue;
        index[std::size_t(v)] = int(result.switches.size());
        result.switches.push_back({v, graph.node(v).tier, 0, 0});
    }
    auto account = [&](int node, int own, int other, std::int64_t c) {
        const int i = index[std::size_t(node)];
        // `own` below the switch's tier: the cable is in the switch's own management port, where
        // it hangs as a host. It switches nothing, so it is neither down nor up (counted as up,
        // it made a top-tier OOB switch look like it had a single 1G uplink).
        if (i < 0 || own != graph.node(node).tier)
            return;
        Oversubscription::Switch &s = result.switches[std::size_t(i)];
        if (other < own)
            s.downMbps += c;
        else if (other > own)
            s.upMbps += c;
    };
    for (const FabricGraph::Edge &e : graph.edges()) {
        account(e.a, e.tierA, e.tierB, e.capacityMbps);
        account(e.b, e.tierB, e.tierA, e.capacityMbps);
    }

    std::array<Oversubscription::Tier, 4> tiers{};
    std::array<bool, 4> present{};
    for (const Oversubscription::Switch &s : result.switches) {
        if (s.upMbps == 0)
            continue;
        const auto t = std::size_t(s.tier);
        Oversubscription::Tier &tier = tiers[t];
        present[t] = true;
        tier.tier = s.tier;
        tier.downMbps += s.downMbps;
        tier.upMbps += s.upMbps;
        const double r = double(s.downMbps) / double(s.upMbps);
        if (tier.worstSwitch.isEmpty() || r > tier.worstRatio) {
            tier.worstRatio = r;
            tier.worstSwitch = graph.node(s.node).id;
        }
    }
    for (std::size_t t = 1; t < tiers.size(); ++t) {
        if (!present[t])
            continue;
        tiers[t].ratio = double(tiers[t].downMbps) / double(tiers[t].upMbps);
        result.tiers.push_back(tiers[t]);
    }
    return result;
}

} // namespace podcad::analysis
