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
    // Equipment whose heat leaves mostly through cold plates is direct-to-chip liquid cooled by
    // design, at any density: a Vera Rubin NVL72 rack of over 200 kW is 100 % liquid cooled
    // through cold plates (NVIDIA Blog, 2026-06-21,
    // https://blogs.nvidia.com/blog/liquid-cooling-ai-factories/), not an immersion tank as its
    // density band would name it.
    if (liquidShare > 0.5)
        return QStringLiteral("direct-to-chip liquid");
    if (rackKw >= 200)
        return QStringLiteral("two-phase immersion");
    if (rackKw >= 150)
        return QStringLiteral("single-phase immersion");
    if (rackKw >= 50)
        return QStringLiteral("direct-to-chip liquid");
    if (rackKw >= 30)
        return QStringLiteral("rear-door heat exchanger");
    if (rackKw >= 15)
        return QStringLiteral("in-row air");
    return QStringLiteral("air (CRAC/CRAH)");
}

} // namespace podcad::power
