#pragma once

#include <QHash>
#include <QString>

namespace podcad {

class Catalog;
class Design;

// The fabric tier of every device that has a link: 0 endpoint, 1 leaf, 2 spine, 3 core.
//
// Follows the rules of core/analysis/fabricsummary.h per fabric (switch by catalog kind and a data
// port in the fabric; leaf/spine/core roles fix the tier; other switches sit one above their lowest
// neighbour; a cable into a device's own "mgmt"/"bmc" port makes it a host), and keeps a device's
// highest tier over all fabrics, so that a compute leaf whose RJ45 hangs off an out-of-band switch
// is drawn as a leaf. fabricsummary does not expose its per-device tiers yet (see the issue notes),
// hence this copy of the rule; when it does, this becomes a call.
QHash<QString, int> deviceTiers(const Design &design, const Catalog &catalog);

// Whether a port group is the device's own management port (catalog naming: "mgmt" or "bmc").
bool isManagementPortGroup(const QString &group);

} // namespace podcad
