#pragma once

#include <QStringList>

namespace podcad {

class Design;

// What a message calls an object: people think in the names they gave racks ("A1") and devices
// ("DGX H100 01"), not in the ids the file keys them by ("rack-1"). A rack, device, fabric or
// facility element ("Busway A 1", not "busway-a-1-a") is its name, or its id when it has none (or
// the id names nothing); a link is its two devices.
QString shownName(const Design &design, const QString &id);
// Several, joined with commas; past `max` of them, "and N more".
QString shownNames(const Design &design, const QStringList &ids, int max = 4);

} // namespace podcad
