#pragma once

#include "costassumptions.h"

#include <QString>
#include <vector>

namespace podcad {

class Bom;
class Catalog;
class Design;
struct Totals;

// What the TCO needs to know about a design: plain numbers, so that the formulas can be tested
// with hand-computed cases and the exports can write the same inputs into a sheet.
struct TcoInputs final
{
    double hardwareUsd = 0; // BOM total
    // Of which the facility section (power chain and cooling plant): 0 when none is drawn.
    double facilityHardwareUsd = 0;
    double itPowerKw = 0; // IT power at full load (analysis totals, max draw)
    int racks = 0;
    int gpus = 0;
    double bf16Pflops = 0; // dense
    double storageTb = 0;  // usable, what the cloud side must store too
    QString acceleratorId; // the design's GPU (the one with the most GPUs); empty if none
    double bf16TflopsPerGpu = 0;

    static TcoInputs fromDesign(const Design &design, const Catalog &catalog, const Bom &bom,
                                const Totals &totals);
};

// One year of the horizon. Costs fall at the end of their year for discounting; CapEx is year 0.
struct TcoYear final
{
    int year = 0;
    double capexUsd = 0;
    double energyUsd = 0;
    double supportUsd = 0;
    double facilityUsd = 0;
    double staffUsd = 0;
    double residualUsd = 0; // credited in the last year, so negative
    double totalUsd = 0;
    double cumulativeUsd = 0;
    double discountFactor = 1; // 1 / (1 + r)^year
    double presentValueUsd = 0;
};

// Total cost of ownership (formulas in tco.cpp; docs/costs.md):
//   CapEx       = H x (1 + install% + tax%)
//   energy/yr   = P_it x load factor x PUE x hours/yr x $/kWh
//   support/yr  = H x support%
//   facility/yr = 12 x (P_it x $/kW-month + racks x $/rack-month), colocation rent; not charged
//                 when the design owns its plant (facility hardware in the BOM) unless the design
//                 sets a colocation price itself: owned or rented, never both by default
//   OpEx/yr     = energy + support + facility + staff
//   residual    = H x residual%, credited at the end of the last year
//   total       = CapEx + years x OpEx - residual;  NPV discounts each year by (1 + r)^year
//   $/GPU-hour  = total / (GPUs x hours/yr x years x load factor)
//   $/PFLOP-yr  = total / (BF16 PFLOPS x years x load factor)
struct Tco final
{
    TcoInputs inputs;
    CostAssumptions assumptions;
    int years = 0;
    double hardwareUsd = 0;
    double installUsd = 0;
    double taxUsd = 0;
    double capexUsd = 0;
    double energyUsdPerYear = 0;
    double supportUsdPerYear = 0;
    double facilityUsdPerYear = 0;
    bool colocationCharged = true; // false: the design owns its plant, rent not charged
    double staffUsdPerYear = 0;
    double opexUsdPerYear = 0;
    double residualUsd = 0;
    double totalUsd = 0; // undiscounted over the horizon
    double npvUsd = 0;
    double usdPerGpuHour = 0;     // 0 when the design has no GPUs
    double usdPerPflopYear = 0;   // 0 when the design has no GPUs
    std::vector<TcoYear> perYear; // year 0 (CapEx) .. years

    // The facility line's name in every view and export: "Colocation / facility", or what it
    // is when no rent is charged.
    QString facilityLabel() const;

    static Tco compute(const TcoInputs &inputs, const CostAssumptions &assumptions);

    // Energy per year at full load (load factor 1): the part of OpEx that scales with use.
    double energyUsdPerYearAtFullLoad() const;
};

} // namespace podcad
