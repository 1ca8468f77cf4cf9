#pragma once

#include <cstdint>
#include <vector>

namespace podcad::analysis {

class FabricGraph;

// Fiduccia-Mattheyses refinement of a two-way partition of a fabric graph, minimising the edge
// cut (the capacity of the edges whose ends are on different sides). Only endpoints are held to
// balance (sides differing by at most one when a pass ends); switches move freely, so the cut
// bounds the max flow between the two endpoint halves from above: it is one of the cuts the max
// flow minimises over. Cheap (O(E log V) a pass), so it is the objective inside the search and
// the exact max flow runs only on what it finds.
class PartitionRefiner final
{
public:
    explicit PartitionRefiner(const FabricGraph &graph);

    // `side` holds 1 or 2 for every node (failed nodes are ignored); its endpoints must be
    // balanced. Improves it in place for at most `passes` passes; returns the cut in Mb/s.
    std::int64_t refine(std::vector<char> &side, int passes) const;
    std::int64_t cut(const std::vector<char> &side) const;

private:
    bool pass(std::vector<char> &side, std::int64_t &cutValue) const;

    const FabricGraph &mGraph;
    int mLow = 0; // side-1 endpoints when balanced: mLow or mHigh
    int mHigh = 0;
};

} // namespace podcad::analysis
