#pragma once

#include "facilityreport.h"
#include "problem.h"

#include <QSet>
#include <QString>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct RackReport;

// Where the racks' heat ends, in kW: every watt of it in exactly one of the last three.
struct HeatBalance final
{
    double rackKw = 0;       // the racks' peak heat, liquid and air
    double rejectedKw = 0;   // carried by a live chiller or dry cooler
    double lostKw = 0;       // on no live path: its CDUs or CRAHs, or their heat rejection, lost
    double unmodelledKw = 0; // on no path the design draws (a CDU fed from no chiller, no CRAH)
};

// The cooling plant's loads with the elements in `failed` out of service (empty: all up).
struct CoolingPlant final
{
    std::vector<CoolingUnitReport> units;     // cooling elements, id order
    std::vector<RackFacilityReport> racks;    // rack id order: heat split, flow, floor load
    std::vector<QString> racksWithoutCooling; // id order: racks with liquid or air heat on no
                                              // live path to heat rejection
    std::vector<QString> unitsCut;            // id order: CDUs and CRAHs in service whose every
                                              // chiller or dry cooler is lost
    HeatBalance heat;
    std::vector<Problem> problems; // overloads, heat with no path, missing CDUs, floor loading
};

// The secondary loop's coolant: what one kW of heat asks in flow at the loop's supply and return
// temperatures (docs/facility.md, "Liquid cooling").
struct Coolant final
{
    double densityKgPerL = 0;
    double specificHeatKjPerKgK = 0;
    double deltaK = 0;
    // L/min for `kw` of heat: kW / (kg/L x kJ/(kg K) x K) is L/s.
    double flowLpm(double kw) const
    {
        const double perLitre = densityKgPerL * specificHeatKjPerKgK * deltaK;
        return perLitre > 0 ? kw / perLitre * 60.0 : 0.0;
    }
};
// The coolant of a CDU's loop: its fluid ("water", "pg25"; empty: PG25) and the rise from its
// supply to its return temperature (10 K unless both are given; defaults 30 and 40 degrees C).
Coolant cduCoolant(const FacilityElement &cdu);

// Splits each rack's heat between liquid and air, loads its CDUs and air units and the chillers or
// dry coolers behind them, and works out coolant flows and floor loading: docs/facility.md.
CoolingPlant analyzeCoolingPlant(const Design &design, const Catalog &catalog,
                                 const std::vector<RackReport> &racks,
                                 const QSet<QString> &failed = {});

} // namespace podcad
