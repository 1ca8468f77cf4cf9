#pragma once

#include <QString>
#include <optional>

namespace podcad {
class Catalog;
class Design;
} // namespace podcad

namespace podcad::generate {

// How the power chain survives the loss of one element (docs/facility.md, "What the generators
// build"): n+1 shares one chain between N+1 of each element; 2n builds an A and a B chain that
// each carry the whole load; dr ("4 make 3") builds four chains, any three of which carry it.
enum class PowerRedundancy { NPlusOne, TwoN, Distributed };

QString powerRedundancyName(PowerRedundancy r); // "n+1", "2n", "dr"
std::optional<PowerRedundancy> powerRedundancyFromName(const QString &name);

// Figures every generated facility is sized with: public ratings, see docs/facility.md.
struct FacilityRules final
{
    static constexpr double kContinuousDerating = 0.8; // busways and breakers: NEC 215.3
    static constexpr double kTileM = 0.6;           // a raised-floor tile; aisles are whole tiles
    static constexpr double kAisleM = 1.2;          // cold and hot aisles (two 0.6 m tiles)
    static constexpr double kSlabRatingKgM2 = 1224; // 12 kPa, TIA-942 rated-3 floor loading
    static constexpr double kFlowLpmPerKw = 1.5;    // secondary loop, OCP guideline at <= 10 K
};

// The catalog models the generators place; all must be in the catalog for `auto`.
struct FacilityModels final
{
    static inline const char *kUtility = "generic-utility-3mva";
    static inline const char *kSwitchboard = "generic-switchboard-4000a";
    static inline const char *kUps = "schneider-galaxy-vx-1250";
    static inline const char *kBusway = "starline-t5-800a";
    static inline const char *kCdu = "vertiv-coolchip-cdu-600";
    static inline const char *kCrah = "vertiv-liebert-cw-200";
    static inline const char *kDryCooler = "generic-dry-cooler-1000";
    static inline const char *kChiller = "generic-chiller-1500";
};

// Gives the design a hall around its racks: a row per rack row, fronts facing north and south in
// turn, cold and hot aisles of 1.2 m, a slab floor with a 12 kPa rating. Racks keep their places,
// unless a rack is too heavy for the slab with 1.2 m aisles: then both aisles widen, in whole
// tiles, until every rack's share of its row (footprint plus half of each aisle, as the analysis
// checks it) is within the rating, and the rows move apart by as much. Overhead trays over every
// row and across the row ends (defaultTrays).
void addGeneratedHall(Design &design, const Catalog &catalog);

// The aisle addGeneratedHall gives the design's racks: kAisleM, or the narrowest whole number of
// tiles that holds the heaviest rack's row share within kSlabRatingKgM2.
double aisleForSlab(const Design &design, const Catalog &catalog);

// Adds a power chain and cooling plant sized for the design's racks (their peak kW and liquid
// share, as analyze() reports them) so that every element carries its worst-case load after the
// loss of any one facility element; feeds each rack side A and B and lists each liquid-cooled
// rack's CDUs. Places the elements beside the rows and grows the hall to hold them. Needs the
// hall (addGeneratedHall) first. Fails, saying why, when a model is missing from the catalog.
bool addGeneratedFacility(Design &design, const Catalog &catalog, PowerRedundancy redundancy,
                          QString *why);

} // namespace podcad::generate
