#pragma once

// Internal to the analysis: the power chain's problems.

#include "powerchain.h"
#include "problem.h"

namespace podcad::analysis {

// power-element-over (error), power-element-no-capacity (warning), rack-side-no-source (warning,
// only in a design that has electrical elements) and power-element-unused (info).
void powerChainProblems(const Design &design, const PowerChain &chain,
                        std::vector<Problem> &problems);

} // namespace podcad::analysis
