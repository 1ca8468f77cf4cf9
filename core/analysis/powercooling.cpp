#include "powercooling.h"

namespace podcad::power {

QString coolingMethod(double rackKw, double liquidShare)
{
    if (rackKw <= 0)
        return QStringLiteral("none");
    // Bands are half-open [low, high): seeds/001 says "< 15 kW" for air, so each band keeps its
    // lower edge and the next band starts at its upper edge.
    //
    // seeds/001 overlaps direct-to-chip (50-150 kW) and single-phase immersion (100-200 kW). Direct
    // to chip is chosen up to 150 kW: it fits standard racks and existing floors, it is what the
    // reference designs in that range use (GB200 NVL72 at ~120-132 kW), and immersion is the
    // bigger facility change, so it is only recommended where direct-to-chip runs out.
    if (rackKw >= 200)
        return QStringLiteral("two-phase immersion");
    if (rackKw >= 150)
        return QStringLiteral("single-phase immersion");
    if (rackKw >= 50)
        return QStringLiteral("direct-to-chip liquid");
    // Below 50 kW density alone would pick an air method, but when most of the heat already
    // leaves through cold plates (liquid-cooled systems) the rack needs a liquid loop anyway.
    if (liquidShare > 0.5)
        return QStringLiteral("direct-to-chip liquid");
    if (rackKw >= 30)
        return QStringLiteral("rear-door heat exchanger");
    if (rackKw >= 15)
        return QStringLiteral("in-row air");
    return QStringLiteral("air (CRAC/CRAH)");
}

} // namespace podcad::power
