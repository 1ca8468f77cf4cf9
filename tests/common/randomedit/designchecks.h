#pragma once

#include <QByteArray>
#include <QString>

namespace podcad {
class Design;
}

namespace podcad::randomedit {

// The design's invariants (design.h), checked from the outside: each object stored under its own
// id, ids valid and facility ids used by no other object, nothing dangling (link ends, placed
// devices' racks, links' fabrics, racks' power sources and coolers, elements' upstream
// elements), and the derived indexes (linksOf, devicesIn) equal to what a scan finds. Empty when
// all hold, else the first problems found. Linear in the design.
QString structureProblems(const Design &design);

// What the file reader says of the design written out: the same validation opening it applies.
// Empty when it reads back without error, equal to the design, and writes the same bytes again;
// `bytes` gets what was written.
QString fileProblems(const Design &design, QByteArray *bytes = nullptr);

} // namespace podcad::randomedit
