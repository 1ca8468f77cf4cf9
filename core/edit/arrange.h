#pragma once

#include "model/device.h"
#include "model/rack.h"

#include <QStringList>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// Edit > Arrange, worked out on the model: what the selected racks and devices become, or why
// not. Only the floor view has positions to arrange: the topology view lays devices out by tier
// from the cabling (see TopologyScene), so there is nothing there a person could align.
//
// Racks: "align" puts the selected racks on one row line (the floor y and row label of the first
// of them in floor order, row then x); "distribute" keeps the leftmost and rightmost of three or
// more racks of one row where they are and spaces the others so that the gaps between neighbours
// are equal. Devices: "stack" packs the selected devices of each rack (all its devices when the
// rack itself is selected) downwards, lowest first, into the lowest free units, keeping their
// order; devices that are not selected stay where they are and are stepped over.
struct Arrangement final
{
    std::vector<Rack> racks;     // new values of the racks that change
    std::vector<Device> devices; // new values of the devices that move
    QString error;               // one sentence when nothing can be done
    bool ok() const { return error.isEmpty(); }
};

Arrangement alignRacks(const Design &design, const Catalog &catalog, const QStringList &ids);
Arrangement distributeRacks(const Design &design, const Catalog &catalog, const QStringList &ids);
Arrangement stackDevices(const Design &design, const Catalog &catalog, const QStringList &ids);

// A rack's width on the floor in metres: rackFootprint() (600 mm when its model gives none).
double rackWidthM(const Catalog &catalog, const Rack &rack);
// The first rack of `racks` that `rack` would overlap on the floor (same row, x ranges cross), or
// null. `racks` may contain `rack` itself (by id), which is skipped.
const Rack *overlappingRack(const Catalog &catalog, const Rack &rack,
                            const std::vector<const Rack *> &racks);

} // namespace podcad
