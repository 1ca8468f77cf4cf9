#pragma once

#include "analysisoptions.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace podcad {

// The bisection of one fabric: over balanced bisections of its endpoints (side sizes differing by
// at most one), the smallest maximum flow between the two halves.
struct Bisection final
{
    bool valid = false; // false with fewer than two endpoints
    std::int64_t bisectionMbps = 0;
    std::int64_t fullMbps = 0; // the smaller half's injection bandwidth, same partition
    double ratio = 0;          // bisection / full: 1 for a non-blocking fabric
    QString method;            // the candidate that gave the minimum ("leaf group", ...)
    std::vector<int> sideA;    // endpoint nodes of the smaller-injection half
    int evaluated = 0;         // exact max flows computed

    bool operator==(const Bisection &) const = default;
};

namespace analysis {

class FabricGraph;

// Minimising the max flow over balanced bisections is NP-hard, so this searches: structured
// candidates first (halves by rack order, floor row, leaf group (the SU of a rail-optimized
// SuperPOD), pod (spine group), breadth-first graph order and device id, each split in the
// middle and at a quarter turn), each evaluated by an exact max flow; then, by effort, the best
// few are refined with Fiduccia-Mattheyses moves on the edge cut and so are random balanced
// starts; a refined partition whose cut beats the best flow gets its own exact max flow. The
// result is the smallest flow found, so an upper bound on the true bisection; on fat trees the
// leaf-group and pod splits are minimal, so there it is exact (tests prove it against closed
// forms and brute force).
Bisection bisect(const FabricGraph &graph, const AnalysisOptions &options);

// The max flow between one given half of the endpoints (node numbers) and the rest: the what-if
// screens failures by how much they cut the intact fabric's bisecting partition, one flow each.
std::int64_t flowAcross(const FabricGraph &graph, const std::vector<int> &sideA);

} // namespace analysis
} // namespace podcad
