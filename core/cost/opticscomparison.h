#pragma once

#include <QString>
#include <vector>

namespace podcad {

class CablePlan;
class Catalog;
class Design;

// A switch model with pluggable optics and its co-packaged version.
struct OpticsCounterpart final
{
    QString pluggableSku;
    QString cpoSku;
};

// The network of one variant of a design: what its optics and switches count, draw and cost.
struct OpticsSide final
{
    int switches = 0;     // every switch of the design, swapped or not
    int cpoSwitches = 0;  // of which co-packaged
    int transceivers = 0; // pluggable modules, both ends of every link
    // Field-replaceable parts that hold lasers, the failure points of the optics: each pluggable
    // module, each end of an active optical cable and each external laser source module of a
    // co-packaged switch.
    int laserModules = 0;
    double opticsTypicalW = 0; // transceivers and active cables (the cable plan's media)
    double opticsMaxW = 0;
    double switchTypicalW = 0; // the switches' own draw (catalog or the device's override)
    // The catalog's switch maxima are the vendors' figures with their cages' modules fitted: of
    // opticsMaxW, the part in switch cages, which networkMaxKw() does not count twice.
    double switchMaxW = 0;
    double switchCageOpticsMaxW = 0;
    double transceiversUsd = 0; // pluggable modules
    double cablesUsd = 0;       // cables and fibre of every link
    double switchesUsd = 0;
    int uncabledLinks = 0; // links the plan found no medium for: not counted above

    double opticsUsd() const { return transceiversUsd + cablesUsd; }
    // Switches and optics at full load: what the network adds to the IT load.
    double networkMaxKw() const
    {
        return (switchMaxW + opticsMaxW - switchCageOpticsMaxW) / 1000.0;
    }
    double networkTypicalKw() const { return (switchTypicalW + opticsTypicalW) / 1000.0; }
    double networkUsd() const { return switchesUsd + opticsUsd(); }

    bool operator==(const OpticsSide &) const = default;
};

// A switch the comparison could not swap in place: its links use ports the other model lacks.
struct KeptSwitch final
{
    QString deviceId;
    QString sku;
    QString why;
};

// Pluggable versus co-packaged optics for the same cabled topology. Every switch whose model has
// a counterpart is swapped in place (same rack, same ports, same links), so the two sides differ
// only in their switches, optics and the media the cable plan picks for the swapped ports.
struct OpticsComparison final
{
    // False: no switch of the design has a co-packaged (or pluggable) version; `why` says so and
    // the sides are empty.
    bool comparable = false;
    QString why;
    // The design as drawn is the pluggable side, the co-packaged side, or a mix of both.
    QString drawnAs;                      // "pluggable" | "cpo" | "mixed"
    std::vector<OpticsCounterpart> pairs; // the pairs the design uses, pluggable SKU order
    int swappableSwitches = 0;
    std::vector<KeptSwitch> kept;
    OpticsSide pluggable;
    OpticsSide cpo;
    // What the network's power costs over the TCO horizon, with the design's assumptions:
    // network max kW x load factor x PUE x hours/yr x $/kWh x years (the TCO's energy formula).
    int years = 0;
    double usdPerKwh = 0;
    double pue = 0;
    double loadFactor = 0;
    double hoursPerYear = 0;

    double energyUsd(const OpticsSide &side) const;
};

// Compares the design's network with every switch of `pairs` on its pluggable model and on its
// co-packaged one. A swapped switch loses its per-device price and power overrides (they were for
// the other model) and its links their named cable, so the plan picks the medium the new ports
// take. `designPlan`: the design's own cable plan (a Revision's), read for the side the design
// already is; the other side is another design, planned here.
OpticsComparison compareOptics(const Design &design, const Catalog &catalog,
                               const std::vector<OpticsCounterpart> &pairs,
                               const CablePlan &designPlan);
// The pairs the generators swap (generate/optics.h), those the catalog has both of.
std::vector<OpticsCounterpart> cpoPairs(const Catalog &catalog);

} // namespace podcad
