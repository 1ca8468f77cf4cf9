#pragma once

#include "editstep.h"

#include <functional>
#include <vector>

namespace podcad::randomedit {

// Delta debugging over a failing list of steps: drops chunks (halves, quarters, ... single steps)
// while `stillFails` holds for what is left, re-running from the start each time, until no single
// step can go. At most `maxRuns` runs of `stillFails`; what is left then is returned.
std::vector<EditStep>
shrinkSteps(std::vector<EditStep> steps,
            const std::function<bool(const std::vector<EditStep> &)> &stillFails,
            int maxRuns = 2000);

} // namespace podcad::randomedit
