#pragma once

#include "bisection.h"
#include "oversubscription.h"
#include "reachability.h"

#include <QString>
#include <vector>

namespace podcad {

// The bandwidth and reach of one fabric, from its graph (fabricgraph.h). Node numbers inside the
// parts index that graph; the id lists here name the devices for people and files.
struct FabricFigures final
{
    bool computed = false; // false: analyze() was asked for counts only, or the fabric is empty
    Bisection bisection;
    std::vector<QString> bisectionSideA; // device ids of the reported partition's smaller half
    Oversubscription oversubscription;
    Reachability reachability;
    std::vector<QString> unreachableIds;

    bool operator==(const FabricFigures &) const = default;

    double bisectionGbps() const { return double(bisection.bisectionMbps) / 1000.0; }
    double fullBisectionGbps() const { return double(bisection.fullMbps) / 1000.0; }
    // The ratio of a tier (1 leaf, 2 spine, 3 core), 0 when the tier has nothing above it.
    double tierRatio(int tier) const
    {
        for (const Oversubscription::Tier &t : oversubscription.tiers)
            if (t.tier == tier)
                return t.ratio;
        return 0;
    }
};

} // namespace podcad
