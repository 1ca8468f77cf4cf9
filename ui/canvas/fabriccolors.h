#pragma once

#include "model/role.h"

#include <QColor>

namespace podcad {

// One colour per fabric kind and one per compute rail, shared by the topology view and its legend.
QColor fabricColor(FabricKind kind);
// Rails are the compute ports of a node by index (port i of every node goes to the rail-i leaf):
// eight hues that stay apart when drawn thin, repeating past eight.
QColor railColor(int rail);

} // namespace podcad
