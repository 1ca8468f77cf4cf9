#pragma once

#include "catalog/catalogtypes.h"

#include <QPointF>
#include <QString>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct Link;
struct Rack;

// The catalog's default cable for a link: Cat6 where an end is an RJ45 jack, else the shortest
// catalog MPO fibre that covers the run between the two racks (floor distance along the rows and
// across them, plus the way up to the overhead tray and down at both ends). The generators cable
// their layouts with it and the BOM prices a link drawn without a cable SKU with it, so a link
// drawn by hand costs what the generator's link between the same ports would.
class CableChoice final
{
public:
    explicit CableChoice(const Catalog &catalog);

    // Empty when the catalog has no cable for it (no Cat6, or no MPO fibre).
    QString cableFor(bool rj45End, double runM) const;
    // The centre of a rack's footprint on the floor (rackFootprint(): the model's width and depth,
    // else 0.6 x 1.2 m).
    QPointF rackCentre(const Rack &rack) const;
    static double runM(QPointF rackCentreA, QPointF rackCentreB);

    // The default for a link of a design; empty when either port is unknown to the catalog (or the
    // catalog has no fitting cable). A device not in a rack counts as standing next to the other
    // end.
    QString defaultFor(const Design &design, const Link &link) const;

private:
    struct Fibre final
    {
        double lengthM = 0;
        QString sku;
    };
    const Catalog &mCatalog;
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
