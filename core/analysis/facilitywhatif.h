#pragma once

#include "analysisoptions.h"

#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// What losing facility elements (power or cooling) does: racks left without power or cooling and
// elements driven over their usable capacity by the load that moves onto them.
struct FacilityWhatIf final
{
    // What an element runs out of: a power element's usable kW, a cooling unit's heat capacity,
    // a CDU's pump flow.
    enum class Cause { Power, Heat, Flow };
    struct Over final
    {
        QString id;
        Cause cause = Cause::Power;
        double load = 0;     // peak load: kW, or L/min for Flow
        double capacity = 0; // usable capacity, in the load's unit
        double headroom() const { return capacity > 0 ? 1.0 - load / capacity : 0.0; }
    };
    std::vector<QString> failed;              // element ids, as asked
    std::vector<QString> racksWithoutPower;   // id order
    std::vector<QString> racksWithoutCooling; // id order: liquid or air heat on no live path
    std::vector<QString> coolingUnitsCut;     // id order: CDUs and CRAHs whose every chiller
                                              // and dry cooler is lost (their racks' heat moves
                                              // to other units, or is lost)
    // Elements in service over their capacity because of the failure: over now and not with
    // nothing failed, or further over than then. Id order, then cause.
    std::vector<Over> elementsOver;
    // Over with nothing failed: the design's own problems, not counted against the failure.
    std::vector<Over> overBeforeFailure;
    // The element in service, not over, with the least headroom left: the margin the failure
    // leaves. nullopt when no element in service has a capacity.
    std::optional<Over> tightest;
    bool cancelled = false;

    // Whether the design rides through this failure: no rack loses power or cooling and nothing
    // goes over because of it.
    bool survives() const
    {
        return racksWithoutPower.empty() && racksWithoutCooling.empty() && elementsOver.empty();
    }
};

QString facilityCauseName(FacilityWhatIf::Cause cause); // "power", "heat", "flow"

// Fails the facility elements with these ids. nullopt and why when an id names no element.
std::optional<FacilityWhatIf> failFacilityElements(const Design &design, const Catalog &catalog,
                                                   const std::vector<QString> &ids, QString *why);

// Tries the loss of every facility element, one at a time, and returns the one that hurts most:
// the most racks without power, then without cooling, then the most elements over, then the
// largest overload (summed as fractions of capacity), then the least headroom left, then the
// lowest id. `progress` (done, total) and
// `options.cancel` as in whatif.h. nullopt when the design has no facility element.
std::optional<FacilityWhatIf>
worstFacilityFailure(const Design &design, const Catalog &catalog, const AnalysisOptions &options,
                     const std::function<void(int done, int total)> &progress = {});

} // namespace podcad
