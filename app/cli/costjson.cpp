#include "costjson.h"

#include "catalog/confidence.h"
#include "cost/bom.h"
#include "cost/cloudcomparison.h"
#include "cost/figureconfidence.h"
#include "cost/tco.h"

#include <QJsonArray>

namespace podcad::cli {
namespace {

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject onPremJson(const Tco &t)
{
    return QJsonObject{{QStringLiteral("capex_usd"), t.capexUsd},
                       {QStringLiteral("opex_usd_per_year"), t.opexUsdPerYear},
                       {QStringLiteral("residual_usd"), t.residualUsd},
                       {QStringLiteral("total_usd"), t.totalUsd},
                       {QStringLiteral("npv_usd"), t.npvUsd}};
}

} // namespace

QJsonObject bomToJson(const QString &designName, const QString &file, const Bom &bom)
{
    QJsonArray lines;
    for (const BomLine &l : bom.lines())
        lines.append(
            QJsonObject{{QStringLiteral("category"), bomCategoryKey(l.category)},
                        {QStringLiteral("sku"), l.sku},
                        {QStringLiteral("description"), l.description},
                        {QStringLiteral("quantity"), l.quantity},
                        {QStringLiteral("unit_price_usd"), l.unitPriceUsd},
                        {QStringLiteral("extended_usd"), l.extendedUsd()},
                        {QStringLiteral("price_source"), l.priceProvenance.source},
                        {QStringLiteral("price_source_date"), l.priceProvenance.sourceDate},
                        {QStringLiteral("estimate"), l.priceProvenance.estimate},
                        {QStringLiteral("price_confidence"), priceConfidence(l)},
                        {QStringLiteral("price_overridden"), l.priceOverridden},
                        {QStringLiteral("defaulted_quantity"), l.defaultedQuantity}});
    QJsonObject subtotals;
    for (BomCategory c : bomCategories())
        if (c != BomCategory::Facility || bom.hasFacility())
            subtotals.insert(bomCategoryKey(c), bom.subtotalUsd(c));
    QJsonObject result{{QStringLiteral("design"), designName},
                       {QStringLiteral("file"), file},
                       {QStringLiteral("lines"), lines},
                       {QStringLiteral("subtotals_usd"), subtotals},
                       {QStringLiteral("total_usd"), bom.totalUsd()},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(bom.warnings())}};
    // Only a design with a facility says so: other designs' output stays as it was.
    if (bom.hasFacility()) {
        result.insert(QStringLiteral("includes_facility"), true);
        result.insert(QStringLiteral("total_without_facility_usd"), bom.totalWithoutFacilityUsd());
    }
    return result;
}

QJsonObject tcoToJson(const QString &designName, const QString &file, const Tco &t)
{
    QJsonArray assumptions;
    for (const CostAssumption &a : t.assumptions.entries())
        assumptions.append(QJsonObject{
            {QStringLiteral("key"), a.key},
            {QStringLiteral("value"), a.value},
            {QStringLiteral("unit"), a.unit},
            {QStringLiteral("source"), a.provenance.source},
            {QStringLiteral("source_date"), a.provenance.sourceDate},
            {QStringLiteral("estimate"), a.provenance.estimate},
            {QStringLiteral("confidence"), a.overridden ? QStringLiteral("design value")
                                                        : confidenceLabel(a.provenance.confidence)},
            {QStringLiteral("overridden"), a.overridden}});
    QJsonArray years;
    for (const TcoYear &y : t.perYear)
        years.append(QJsonObject{{QStringLiteral("year"), y.year},
                                 {QStringLiteral("capex_usd"), y.capexUsd},
                                 {QStringLiteral("energy_usd"), y.energyUsd},
                                 {QStringLiteral("support_usd"), y.supportUsd},
                                 {QStringLiteral("facility_usd"), y.facilityUsd},
                                 {QStringLiteral("staff_usd"), y.staffUsd},
                                 {QStringLiteral("residual_usd"), y.residualUsd},
                                 {QStringLiteral("total_usd"), y.totalUsd},
                                 {QStringLiteral("cumulative_usd"), y.cumulativeUsd},
                                 {QStringLiteral("discount_factor"), y.discountFactor},
                                 {QStringLiteral("present_value_usd"), y.presentValueUsd}});
    const TcoInputs &in = t.inputs;
    QJsonObject result{
        {QStringLiteral("design"), designName},
        {QStringLiteral("file"), file},
        {QStringLiteral("years"), t.years},
        {QStringLiteral("utilization"), t.assumptions.value(costkey::loadFactor)},
        {QStringLiteral("inputs"), QJsonObject{{QStringLiteral("hardware_usd"), in.hardwareUsd},
                                               {QStringLiteral("it_power_kw"), in.itPowerKw},
                                               {QStringLiteral("racks"), in.racks},
                                               {QStringLiteral("gpus"), in.gpus},
                                               {QStringLiteral("bf16_pflops"), in.bf16Pflops},
                                               {QStringLiteral("storage_tb"), in.storageTb},
                                               {QStringLiteral("accelerator"), in.acceleratorId}}},
        {QStringLiteral("assumptions"), assumptions},
        {QStringLiteral("hardware_usd"), t.hardwareUsd},
        {QStringLiteral("install_usd"), t.installUsd},
        {QStringLiteral("tax_usd"), t.taxUsd},
        {QStringLiteral("capex_usd"), t.capexUsd},
        {QStringLiteral("energy_usd_per_year"), t.energyUsdPerYear},
        {QStringLiteral("support_usd_per_year"), t.supportUsdPerYear},
        {QStringLiteral("facility_usd_per_year"), t.facilityUsdPerYear},
        {QStringLiteral("colocation_charged"), t.colocationCharged},
        {QStringLiteral("staff_usd_per_year"), t.staffUsdPerYear},
        {QStringLiteral("opex_usd_per_year"), t.opexUsdPerYear},
        {QStringLiteral("residual_usd"), t.residualUsd},
        {QStringLiteral("total_usd"), t.totalUsd},
        {QStringLiteral("npv_usd"), t.npvUsd},
        {QStringLiteral("usd_per_gpu_hour"), t.usdPerGpuHour},
        {QStringLiteral("usd_per_pflop_year"), t.usdPerPflopYear},
        {QStringLiteral("per_year"), years}};
    // Only a design with a facility says so: other designs' output stays as it was.
    if (in.facilityHardwareUsd > 0)
        result.insert(QStringLiteral("facility_hardware_usd"), in.facilityHardwareUsd);
    return result;
}

namespace {

// The row the Costs dock and presentation mode headline: the cheapest over the horizon.
QJsonValue cheapestJson(const CloudComparisonResult &r)
{
    const CloudComparison *c = cheapestCloud(r);
    if (!c)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{
        {QStringLiteral("offer_id"), c->offerId},
        {QStringLiteral("term"), cloudTermKey(c->term)},
        {QStringLiteral("provider"), c->provider},
        {QStringLiteral("instance"), c->instance},
        {QStringLiteral("break_even_month"), c->breakEvenMonthWithinHorizon()
                                                 ? QJsonValue(*c->breakEvenMonthWithinHorizon())
                                                 : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("break_even"), c->breakEvenText()}};
}

} // namespace

QJsonObject comparisonToJson(const QString &designName, const QString &file,
                             const CloudComparisonResult &r)
{
    QJsonArray offers;
    for (const CloudComparison &c : r.rows)
        offers.append(QJsonObject{
            {QStringLiteral("offer_id"), c.offerId},
            {QStringLiteral("provider"), c.provider},
            {QStringLiteral("instance"), c.instance},
            {QStringLiteral("term"), cloudTermKey(c.term)},
            {QStringLiteral("accelerator"), c.acceleratorId},
            {QStringLiteral("exact_gpu"), c.exactGpu},
            {QStringLiteral("note"), c.note},
            {QStringLiteral("usd_per_instance_hour"), c.usdPerInstanceHour},
            {QStringLiteral("gpus_per_instance"), c.gpusPerInstance},
            {QStringLiteral("cloud_gpus"), c.cloudGpus},
            {QStringLiteral("instances"), c.instances},
            {QStringLiteral("cloud_compute_usd_per_month"), c.cloudComputeUsdPerMonth},
            {QStringLiteral("cloud_storage_usd_per_month"), c.cloudStorageUsdPerMonth},
            {QStringLiteral("cloud_egress_usd_per_month"), c.cloudEgressUsdPerMonth},
            {QStringLiteral("cloud_usd_per_month"), c.cloudUsdPerMonth},
            {QStringLiteral("cloud_total_usd"), c.cloudTotalUsd},
            {QStringLiteral("on_prem_total_usd"), c.onPremTotalUsd},
            {QStringLiteral("savings_usd"), c.cloudTotalUsd - c.onPremTotalUsd},
            {QStringLiteral("break_even_months"), optional(c.breakEvenMonths)},
            // Within the horizon only, as every view says it; break_even_months stays exact.
            {QStringLiteral("break_even_month"), c.breakEvenMonthWithinHorizon()
                                                     ? QJsonValue(*c.breakEvenMonthWithinHorizon())
                                                     : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("break_even"), c.breakEvenText()},
            {QStringLiteral("break_even_utilization"), optional(c.breakEvenUtilization)},
            {QStringLiteral("source"), c.provenance.source},
            {QStringLiteral("source_date"), c.provenance.sourceDate},
            {QStringLiteral("estimate"), c.provenance.estimate}});
    const TcoInputs &in = r.onPrem.inputs;
    return QJsonObject{
        {QStringLiteral("design"), designName},
        {QStringLiteral("file"), file},
        {QStringLiteral("gpus"), in.gpus},
        {QStringLiteral("accelerator"), in.acceleratorId},
        {QStringLiteral("utilization"), r.onPrem.assumptions.value(costkey::loadFactor)},
        {QStringLiteral("years"), r.onPrem.years},
        {QStringLiteral("on_prem"), onPremJson(r.onPrem)},
        {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)},
        {QStringLiteral("offers"), offers},
        {QStringLiteral("cheapest"), cheapestJson(r)}};
}

} // namespace podcad::cli
