#pragma once

#include <QHash>
#include <QString>

namespace podcad {

class Catalog;
class Design;

// The fabric tier of every device that has a link: 0 endpoint, 1 leaf, 2 spine, 3 core.
//
// The tiers of each fabric are the analysis's own (fabricDeviceTiers(), the rules written on
// summarizeFabrics()); a device keeps its highest tier over all fabrics, so that a compute leaf
// whose RJ45 hangs off an out-of-band switch is drawn as a leaf. Cables without a fabric (drawn
// before any fabric of their kind exists) are tiered as one more fabric of their own, so that a
// hand-drawn design is laid out before its fabrics are named.
QHash<QString, int> deviceTiers(const Design &design, const Catalog &catalog);

// Whether a port group is the device's own management port (catalog naming: "mgmt" or "bmc").
bool isManagementPortGroup(const QString &group);

} // namespace podcad
