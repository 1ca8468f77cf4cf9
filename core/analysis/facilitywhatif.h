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
    struct Over final
    {
        QString id;
        double loadKw = 0;     // peak load with the failure
        double capacityKw = 0; // usable capacity
    };
    std::vector<QString> failed;              // element ids, as asked
    std::vector<QString> racksWithoutPower;   // id order
    std::vector<QString> racksWithoutCooling; // id order: liquid or air heat on no live path
    std::vector<QString> coolingUnitsCut;     // id order: CDUs and CRAHs whose every chiller
                                              // and dry cooler is lost (their racks' heat moves
                                              // to other units, or is lost)
    std::vector<Over> elementsOver;           // id order; only elements still in service
    bool cancelled = false;

    // Whether the design rides through this failure: no rack loses power or cooling and nothing
    // goes over.
    bool survives() const
    {
        return racksWithoutPower.empty() && racksWithoutCooling.empty() && elementsOver.empty();
    }
};

// Fails the facility elements with these ids. nullopt and why when an id names no element.
std::optional<FacilityWhatIf> failFacilityElements(const Design &design, const Catalog &catalog,
                                                   const std::vector<QString> &ids, QString *why);

// Tries the loss of every facility element, one at a time, and returns the one that hurts most:
// the most racks without power, then without cooling, then the most elements over, then the
// largest overload (load over capacity), then the lowest id. `progress` (done, total) and
// `options.cancel` as in whatif.h. nullopt when the design has no facility element.
std::optional<FacilityWhatIf>
worstFacilityFailure(const Design &design, const Catalog &catalog, const AnalysisOptions &options,
                     const std::function<void(int done, int total)> &progress = {});

} // namespace podcad
