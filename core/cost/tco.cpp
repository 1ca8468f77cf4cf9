#include "tco.h"

#include "analysis/analysis.h"
#include "bom.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace podcad {

TcoInputs TcoInputs::fromDesign(const Design &design, const Catalog &catalog, const Bom &bom,
                                const Totals &totals)
{
    TcoInputs in;
    in.hardwareUsd = bom.totalUsd();
    in.facilityHardwareUsd = bom.subtotalUsd(BomCategory::Facility);
    // Max draw: energy is scaled by the load factor, and facilities bill the power provisioned.
    in.itPowerKw = totals.itPowerMaxKw;
    in.racks = totals.racks;
    in.gpus = totals.gpus;
    in.bf16Pflops = totals.bf16Pflops;
    std::map<QString, int> gpusByAccelerator;
    for (const auto &[id, device] : design.devices()) {
        const DeviceModel *m = catalog.model(device.sku);
        if (!m)
            continue;
        in.storageTb += m->storageCapacityTb;
        if (m->kind == DeviceKind::GpuServer && !m->acceleratorId.isEmpty())
            gpusByAccelerator[m->acceleratorId] += m->acceleratorCount;
    }
    // A mixed design is compared by its main GPU; map order makes ties deterministic.
    auto best = std::max_element(gpusByAccelerator.begin(), gpusByAccelerator.end(),
                                 [](const auto &a, const auto &b) { return a.second < b.second; });
    if (best != gpusByAccelerator.end()) {
        in.acceleratorId = best->first;
        if (const Accelerator *a = catalog.accelerator(best->first))
            in.bf16TflopsPerGpu = a->bf16DenseTflops;
    }
    return in;
}

QString Tco::facilityLabel() const
{
    return colocationCharged ? QStringLiteral("Colocation / facility")
                             : QStringLiteral("Colocation: none, the facility is owned (in CapEx)");
}

double Tco::energyUsdPerYearAtFullLoad() const
{
    return inputs.itPowerKw * assumptions.value(costkey::pue) *
           assumptions.value(costkey::hoursPerYear) * assumptions.value(costkey::electricity);
}

Tco Tco::compute(const TcoInputs &inputs, const CostAssumptions &assumptions)
{
    Tco t;
    t.inputs = inputs;
    t.assumptions = assumptions;
    auto a = [&](const QString &key) { return assumptions.value(key); };
    // A horizon is whole years; below one year there is nothing to compute.
    t.years = std::max(1, int(std::lround(a(costkey::years))));
    const double loadFactor = a(costkey::loadFactor);
    const double h = inputs.hardwareUsd;

    t.hardwareUsd = h;
    t.installUsd = h * a(costkey::installPct) / 100.0;
    t.taxUsd = h * a(costkey::taxPct) / 100.0;
    t.capexUsd = h + t.installUsd + t.taxUsd;

    t.energyUsdPerYear = t.energyUsdPerYearAtFullLoad() * loadFactor;
    t.supportUsdPerYear = h * a(costkey::supportPct) / 100.0;
    // A design that draws its power chain and cooling plant owns them (their price is in the
    // hardware): renting colocation space as well would pay twice for power and cooling. A
    // colocation price the design sets itself (a leased shell around an owned plant) is charged.
    t.colocationCharged = inputs.facilityHardwareUsd <= 0 ||
                          assumptions.isOverridden(costkey::colocationKw) ||
                          assumptions.isOverridden(costkey::colocationRack);
    t.facilityUsdPerYear = t.colocationCharged
                               ? 12.0 * (inputs.itPowerKw * a(costkey::colocationKw) +
                                         inputs.racks * a(costkey::colocationRack))
                               : 0.0;
    t.staffUsdPerYear = a(costkey::staff);
    t.opexUsdPerYear =
        t.energyUsdPerYear + t.supportUsdPerYear + t.facilityUsdPerYear + t.staffUsdPerYear;
    t.residualUsd = h * a(costkey::residualPct) / 100.0;

    const double rate = a(costkey::discountRate);
    TcoYear y0;
    y0.capexUsd = t.capexUsd;
    y0.totalUsd = y0.cumulativeUsd = y0.presentValueUsd = t.capexUsd;
    t.perYear.push_back(y0);
    double cumulative = t.capexUsd, npv = t.capexUsd;
    for (int year = 1; year <= t.years; ++year) {
        TcoYear y;
        y.year = year;
        y.energyUsd = t.energyUsdPerYear;
        y.supportUsd = t.supportUsdPerYear;
        y.facilityUsd = t.facilityUsdPerYear;
        y.staffUsd = t.staffUsdPerYear;
        y.residualUsd = year == t.years ? -t.residualUsd : 0.0;
        y.totalUsd = y.energyUsd + y.supportUsd + y.facilityUsd + y.staffUsd + y.residualUsd;
        cumulative += y.totalUsd;
        y.cumulativeUsd = cumulative;
        y.discountFactor = 1.0 / std::pow(1.0 + rate, year);
        y.presentValueUsd = y.totalUsd * y.discountFactor;
        npv += y.presentValueUsd;
        t.perYear.push_back(y);
    }
    t.totalUsd = cumulative;
    t.npvUsd = npv;
    const double gpuHours = inputs.gpus * a(costkey::hoursPerYear) * t.years * loadFactor;
    t.usdPerGpuHour = gpuHours > 0 ? t.totalUsd / gpuHours : 0.0;
    const double pflopYears = inputs.bf16Pflops * t.years * loadFactor;
    t.usdPerPflopYear = pflopYears > 0 ? t.totalUsd / pflopYears : 0.0;
    return t;
}

} // namespace podcad
