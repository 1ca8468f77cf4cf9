#include "shrinker.h"

namespace podcad::randomedit {

std::vector<EditStep>
shrinkSteps(std::vector<EditStep> steps,
            const std::function<bool(const std::vector<EditStep> &)> &stillFails, int maxRuns)
{
    int runs = 0;
    for (std::size_t chunk = std::max<std::size_t>(1, steps.size() / 2);;) {
        bool dropped = false;
        for (std::size_t start = 0; start < steps.size() && runs < maxRuns;) {
            std::vector<EditStep> candidate;
            candidate.reserve(steps.size());
            for (std::size_t i = 0; i < steps.size(); ++i)
                if (i < start || i >= start + chunk)
                    candidate.push_back(steps[i]);
            ++runs;
            if (!candidate.empty() && stillFails(candidate)) {
                steps = std::move(candidate); // the same start now holds the next chunk
                dropped = true;
            } else {
                start += chunk;
            }
        }
        if (runs >= maxRuns || (chunk == 1 && !dropped))
            return steps;
        if (!dropped)
            chunk = std::max<std::size_t>(1, chunk / 2);
        chunk = std::min(chunk, std::max<std::size_t>(1, steps.size() / 2));
    }
}

} // namespace podcad::randomedit
