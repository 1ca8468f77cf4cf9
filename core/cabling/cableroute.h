#pragma once

#include <QString>
#include <QStringList>

namespace podcad {

// The way one cable runs from port to port: out of the port into its rack's vertical cable
// manager, up to the top of the rack and the overhead tray, along the trays, and down the far
// rack's manager to the other port. A cable between two ports of one rack stays inside it.
struct CableRoute final
{
    double pathM = 0;    // along the route, port to port
    double slackM = 0;   // service loop, both ends together
    double bendM = 0;    // bend allowance, all bends together
    bool inRack = false; // both ends in one rack: routed inside it
    bool placed = true;  // false: an end is not in a rack; the length assumes it stands next to
                         // the other end
    QStringList via;     // what it passes, from end a: rack names and tray ids

    // The length the cable must have.
    double lengthM() const { return pathM + slackM + bendM; }
    // "A01 > tray-row-A > tray-cross-1 > tray-row-B > B03": the route as the schedule prints it.
    QString text() const { return via.join(QStringLiteral(" > ")); }

    bool operator==(const CableRoute &) const = default;
};

} // namespace podcad
