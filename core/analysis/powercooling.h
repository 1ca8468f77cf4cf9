#pragma once

#include <QString>

namespace podcad::power {

// Unit conversions and the cooling rule of DOMAIN.md section 5.
constexpr double kBtuPerHrPerWatt = 3.412;
constexpr double kBtuPerHrPerTon = 12000.0;

inline double heatBtuPerHr(double watts)
{
    return watts * kBtuPerHrPerWatt;
}
inline double coolingTons(double watts)
{
    return heatBtuPerHr(watts) / kBtuPerHrPerTon;
}
// CFM = 3.16 x W / delta-T (F), sea level.
inline double airflowCfm(double watts, double deltaTF)
{
    return 3.16 * watts / deltaTF;
}

// Direct-to-chip liquid when most of a rack's heat leaves by liquid (its equipment is built for
// cold plates), else the cooling a rack of this density calls for (docs/analysis.md's bands).
QString coolingMethod(double rackKw, double liquidShare);

} // namespace podcad::power
