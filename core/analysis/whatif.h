#pragma once

#include "analysisoptions.h"
#include "fabricfigures.h"
#include "switchscreening.h"

#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// What a failure does to the fabrics: their figures with every device and link intact and with
// the failed ones taken out. Tiers stay as the intact design has them, so a lost spine shows as
// less up capacity on the leaves, not as a re-tiered fabric.
struct WhatIf final
{
    struct Fabric final
    {
        QString id;
        bool touched = false; // a failed device or link is in this fabric
        FabricFigures before;
        FabricFigures after;
    };
    std::vector<QString> failed; // device and link ids, as asked
    std::vector<Fabric> fabrics; // fabric id order
    bool cancelled = false;      // worstSingleSwitch() was cancelled: nothing failed, no fabrics
};

// Fails the devices and links with these ids. Returns nullopt and says why when an id names no
// device or link of the design.
std::optional<WhatIf> whatIf(const Design &design, const Catalog &catalog,
                             const std::vector<QString> &ids, const AnalysisOptions &options,
                             QString *why);

// Tries the loss of every switch and returns the one that hurts most: the most endpoints cut
// off, then the largest loss of bisection (summed over fabrics, relative to each fabric's own),
// then the lowest id. Every loss is screened cheaply (see switchscreening.h: one per class of
// interchangeable switches, spread over the cores); the winner is analysed in full at
// `options`. `progress` (done, total) comes from the screening threads, one call at a time;
// `options.cancel` stops the screening, and the result is then marked cancelled.
// nullopt when the design has no switch.
std::optional<WhatIf>
worstSingleSwitch(const Design &design, const Catalog &catalog, const AnalysisOptions &options,
                  const std::function<void(int done, int total)> &progress = {});

// The screening worstSingleSwitch() starts from, every switch's hurt, by either method (the
// tests hold the classes against every switch).
SwitchScreening screenSingleSwitches(const Design &design, const Catalog &catalog,
                                     const AnalysisOptions &options,
                                     const SwitchScreening::Options &screening = {});

} // namespace podcad
