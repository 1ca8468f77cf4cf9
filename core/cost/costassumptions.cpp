#include "costassumptions.h"

#include "catalog/catalog.h"
#include "model/design.h"

namespace podcad {
namespace {

struct Fallback final
{
    const QString *key;
    double value;
    const char *unit;
    const char *description;
};

// Only used when the catalog lacks a key; the shipped catalog has them all (same values).
const std::vector<Fallback> &fallbacks()
{
    static const std::vector<Fallback> table{
        {&costkey::electricity, 0.10, "USD/kWh", "Price of electricity at the facility meter"},
        {&costkey::pue, 1.3, "ratio", "Power usage effectiveness"},
        {&costkey::years, 5, "years", "Horizon of the TCO"},
        {&costkey::loadFactor, 0.8, "fraction",
         "Utilization: share of the hours the GPUs are busy"},
        {&costkey::hoursPerYear, 8760, "h", "Hours in a year"},
        {&costkey::installPct, 5, "%", "Installation and services, one-off, % of hardware"},
        {&costkey::taxPct, 0, "%", "Tax on hardware, one-off, % of hardware"},
        {&costkey::supportPct, 10, "%/year", "Support and maintenance per year, % of hardware"},
        {&costkey::colocationKw, 150, "USD/(kW month)",
         "Facility cost per kW of IT power per month"},
        {&costkey::colocationRack, 0, "USD/(rack month)", "Facility cost per rack per month"},
        {&costkey::staff, 0, "USD/year", "Operations staff cost per year"},
        {&costkey::residualPct, 0, "%", "Residual value at the end of the horizon, % of hardware"},
        {&costkey::discountRate, 0.08, "fraction/year", "Discount rate for the NPV"},
        {&costkey::cloudStorage, 30, "USD/(TB month)", "Cloud storage price"},
        {&costkey::cloudEgressTb, 0, "TB/month", "Data moved out of the cloud per month"},
        {&costkey::cloudEgressPrice, 90, "USD/TB", "Cloud egress price"},
    };
    return table;
}

} // namespace

const std::vector<QString> &CostAssumptions::keys()
{
    static const std::vector<QString> result = [] {
        std::vector<QString> k;
        for (const Fallback &f : fallbacks())
            k.push_back(*f.key);
        return k;
    }();
    return result;
}

CostAssumptions CostAssumptions::resolve(const Design &design, const Catalog &catalog)
{
    CostAssumptions result;
    for (const Fallback &f : fallbacks()) {
        CostAssumption a;
        a.key = *f.key;
        if (const AssumptionDefault *d = catalog.assumption(a.key)) {
            a.value = d->value;
            a.unit = d->unit;
            a.description = d->description;
            a.provenance = d->provenance;
        } else {
            a.value = f.value;
            a.unit = QString::fromUtf8(f.unit);
            a.description = QString::fromUtf8(f.description);
            a.provenance = {
                QStringLiteral("estimate: PodCAD built-in default (not in this catalog)"),
                QStringLiteral("2026-11"), true};
        }
        auto it = design.assumptions.values.find(a.key);
        if (it != design.assumptions.values.end()) {
            a.value = it->second;
            a.overridden = true;
            a.provenance = {QStringLiteral("design file"), QString(), false};
        }
        result.mEntries.push_back(std::move(a));
    }
    return result;
}

double CostAssumptions::value(const QString &key) const
{
    for (const CostAssumption &a : mEntries)
        if (a.key == key)
            return a.value;
    return 0;
}

bool CostAssumptions::isOverridden(const QString &key) const
{
    for (const CostAssumption &a : mEntries)
        if (a.key == key)
            return a.overridden;
    return false;
}

void CostAssumptions::set(const QString &key, double value)
{
    for (CostAssumption &a : mEntries)
        if (a.key == key) {
            a.value = value;
            a.overridden = true;
            a.provenance = {QStringLiteral("set for this run"), QString(), false};
            return;
        }
}

} // namespace podcad
