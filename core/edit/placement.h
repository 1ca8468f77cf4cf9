#pragma once

#include "model/role.h"

#include <QString>

namespace podcad {

class Catalog;
class Design;
struct Device;
struct DeviceModel;
struct Rack;

// Whether a device of `sku` fits in a rack at a lowest U, checked while the user drags so that the
// view can colour the target and refuse the drop. The analysis reports the same conditions as
// problems after the fact; this answers before, for one placement, without running it.
struct PlacementCheck final
{
    bool ok = false;
    QString reason; // one sentence when !ok
};

// `moving` is the device being moved (null for a new one): it does not collide with itself, and
// its power override counts. Power is checked only when the device would enter the rack, so that
// rearranging a rack that is already over its limit stays possible.
PlacementCheck checkPlacement(const Design &design, const Catalog &catalog, const QString &rackId,
                              int lowestU, const QString &sku, const Device *moving = nullptr);

// The role a new device of this catalog model most likely has; the inspector changes it.
Role guessRole(const DeviceModel &model);
// Id prefix for new devices of this model: "node", "leaf", "storage", ...
QString idPrefix(const DeviceModel &model);

// A new rack of `sku` after the last rack of `row` (by floor position), named after the row, with
// the power limit of its neighbour. When the row has no rack yet, the rack starts it one row
// pitch behind the last row, with the catalog's default feed.
Rack newRackAtRowEnd(const Design &design, const Catalog &catalog, const QString &sku,
                     const QString &row);

// The row after the last lettered row of the floor plan ("A" -> "B", "Z" -> "AA"); "A" when
// there is none.
QString nextRowLabel(const Design &design);

} // namespace podcad
