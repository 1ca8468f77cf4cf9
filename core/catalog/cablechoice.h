#pragma once

#include "catalog/catalogtypes.h"

#include <QString>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;

// A cable by what the catalog's SKUs say, for a catalog without media rows (an older one, or a
// test's): Cat6 where an end is an RJ45 jack, else the shortest catalog MPO fibre
// ("FIBER-MPO-<n>M") that covers the run. MediumChooser falls back to it when no media row fits
// a link's ports; the cable a link gets is the cable plan's pick (CablePlan, MediumChooser).
class CableChoice final
{
public:
    explicit CableChoice(const Catalog &catalog);

    // Empty when the catalog has no cable for it (no Cat6, or no MPO fibre).
    QString cableFor(bool rj45End, double runM) const;

private:
    struct Fibre final
    {
        double lengthM = 0;
        QString sku;
    };
    std::vector<Fibre> mFibres; // shortest first
};

// The transceiver a port of this group takes for a fibre, or empty (RJ45, unknown).
QString transceiverFor(const PortGroup &group);

// Whether a catalog cable is twisted pair for RJ45 jacks. The catalog has no connector column for
// cables, so this reads what its SKU and name say ("CAT6-RJ45"), as CableChoice picks Cat6.
bool isTwistedPairCable(const DeviceModel &cable);

// A catalog cable's length in metres as its name gives it ("MPO-12 multimode trunk, 10 m"): the
// catalog has no length column. nullopt when the name does not end with a length.
std::optional<double> cableLengthM(const DeviceModel &cable);

// The catalog cables that fit a link between ports of these groups (either may be unknown):
// twisted pair where an end is an RJ45 jack, fibre, DAC and AOC between cages; every cable when
// neither end is known.
std::vector<const DeviceModel *> cablesFor(const Catalog &catalog, const PortGroup *a,
                                           const PortGroup *b);

} // namespace podcad
