#pragma once

#include "analysisoptions.h"
#include "fabricfigures.h"

#include <QString>
#include <compare>
#include <cstddef>
#include <functional>
#include <vector>

namespace podcad {

namespace analysis {
class FabricGraph;
}

// The loss of every switch of a design, scored for the worst-single-failure what-if: how many
// endpoints each loss cuts off and how much of each fabric's bisection it takes (the max flow
// left across the intact fabric's bisecting partition), summed over the fabrics the switch is in.
struct SwitchScreening final
{
    struct Hurt final
    {
        std::size_t endpointsCut = 0;
        double bisectionLoss = 0; // summed over fabrics, each relative to the fabric's bisection

        auto operator<=>(const Hurt &) const = default;
    };
    enum class Method {
        Classes,     // one failure per class of interchangeable switches (colour refinement),
                     // on a masked graph with the intact flow reused
        EverySwitch, // every switch on a copy of the graph without it: the reference
    };
    struct Options final
    {
        Method method = Method::Classes;
        int threads = 0; // 0: one per core
        // (done, total) failures screened; called from the screening threads, one call at a
        // time, done rising. total counts classes (Classes) or switches (EverySwitch).
        std::function<void(int done, int total)> progress;
    };

    std::vector<QString> switches; // every device that switches in some fabric, in id order
    std::vector<Hurt> hurt;        // per switch
    std::vector<int> classOf;      // per switch, numbered in order of their lowest-id member
    int classes = 0;
    int screened = 0;       // failures evaluated
    bool cancelled = false; // AnalysisOptions::cancel was set: hurt is incomplete

    // The switch whose loss hurts most: the most endpoints cut off, then the largest bisection
    // loss, then the lowest id. -1 when there is no switch.
    int worst() const;
};

namespace analysis {

// Screens every switch of these fabric graphs (with their intact figures, same order).
SwitchScreening screenSwitches(const std::vector<FabricGraph> &graphs,
                               const std::vector<FabricFigures> &figures,
                               const AnalysisOptions &options,
                               const SwitchScreening::Options &screening);

} // namespace analysis
} // namespace podcad
