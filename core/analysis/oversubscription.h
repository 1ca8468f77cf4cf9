#pragma once

#include <QString>
#include <cstdint>
#include <vector>

namespace podcad {

// Down capacity over up capacity, per switch and per tier of one fabric. Down is toward the
// endpoints (an end on a lower tier, or on a management port), up toward the core; links within
// a tier count neither way. A switch with nothing above it (the top tier) has no ratio.
struct Oversubscription final
{
    struct Tier final
    {
        int tier = 1; // 1 leaf, 2 spine, 3 core
        std::int64_t downMbps = 0;
        std::int64_t upMbps = 0;
        double ratio = 0;      // downMbps / upMbps; 0 when nothing is above
        double worstRatio = 0; // the highest of one switch of the tier
        QString worstSwitch;

        bool operator==(const Tier &) const = default;
    };
    struct Switch final
    {
        int node = 0;
        int tier = 1;
        std::int64_t downMbps = 0;
        std::int64_t upMbps = 0;

        bool operator==(const Switch &) const = default;
    };
    std::vector<Tier> tiers;      // tiers that have switches with something above them
    std::vector<Switch> switches; // every live switch, node order

    bool operator==(const Oversubscription &) const = default;
};

namespace analysis {

class FabricGraph;

// O(edges).
Oversubscription oversubscription(const FabricGraph &graph);

} // namespace analysis
} // namespace podcad
