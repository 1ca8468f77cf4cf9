#pragma once

#include "session/changeevent.h"

#include <QSet>
#include <QString>
#include <vector>

namespace podcad {
class Design;
}

namespace podcad::randomedit {

// What differs between two designs, by the kinds of a ChangeEvent: the ids of every object whose
// stored value changed, appeared or vanished, the SKUs whose price override did, and the file keys
// of the design's own fields. The oracle a change event is checked against (changeevent.h).
struct DesignDiff final
{
    QSet<QString> racks, devices, links, fabrics, facility, prices, fields;

    static DesignDiff between(const Design &before, const Design &after);
    bool isEmpty() const;
};

// One kind of a diff and the set of a ChangeEvent that names it.
struct DiffKind final
{
    const char *name;
    QSet<QString> DesignDiff::*diff;
    IdSet ChangeEvent::*event;
};
const std::vector<DiffKind> &diffKinds();

// Why the events one edit sent break the contract of changeevent.h against the designs before and
// after it: an id of a kind that changed and that no event's set of that kind names, or an id named
// that neither design has in that kind. Empty when they keep it (a DesignReplaced event stands
// for everything and must name nothing).
QString eventProblems(const Design &before, const Design &after,
                      const std::vector<ChangeEvent> &events);

} // namespace podcad::randomedit
