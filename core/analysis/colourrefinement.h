#pragma once

#include <vector>

namespace podcad::analysis {

class FabricGraph;

// Colour refinement (the 1-dimensional Weisfeiler-Leman test) on a fabric graph: starting from
// `colours` (one per node), every round gives each node a new colour from its old one and the
// multiset of (neighbour colour, edge capacity, the tiers both ends stand for) over its edges,
// until a round splits no colour. Two nodes an automorphism of the coloured graph swaps always
// end with one colour; on the symmetric fabrics the generators build (trees of identical
// groups) the converse holds too, which is what lets the what-if screen one switch per colour.
// Returns dense colours 0..k-1, numbered in the order of their sorted signatures, so the result
// depends on the graph and the start colours only. O(rounds x edges log edges).
std::vector<int> refineColours(const FabricGraph &graph, std::vector<int> colours);

} // namespace podcad::analysis
