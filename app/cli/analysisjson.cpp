#include "analysisjson.h"

#include "analysis/analysis.h"
#include "model/design.h"

#include <QJsonArray>

namespace podcad::cli {
namespace {

QJsonObject totalsToJson(const Totals &t)
{
    return QJsonObject{
        {QStringLiteral("gpus"), t.gpus},
        {QStringLiteral("nodes"), t.nodes},
        {QStringLiteral("switches"), t.switches},
        {QStringLiteral("storage_devices"), t.storageDevices},
        {QStringLiteral("devices"), t.devices},
        {QStringLiteral("racks"), t.racks},
        {QStringLiteral("links"), t.links},
        {QStringLiteral("unplaced_devices"), t.unplacedDevices},
        {QStringLiteral("gpu_memory_gb"), t.gpuMemoryGb},
        {QStringLiteral("bf16_dense_pflops"), t.bf16Pflops},
        {QStringLiteral("fp8_dense_pflops"), t.fp8Pflops},
        {QStringLiteral("it_power_typical_kw"), t.itPowerTypicalKw},
        {QStringLiteral("it_power_max_kw"), t.itPowerMaxKw},
        {QStringLiteral("pue"), t.pue},
        {QStringLiteral("facility_power_kw"), t.facilityPowerKw},
        {QStringLiteral("heat_btu_per_hr"), t.heatBtuPerHr},
        {QStringLiteral("cooling_tons"), t.coolingTons},
        {QStringLiteral("weight_kg"), t.weightKg},
        {QStringLiteral("rack_units_used"), t.rackUnitsUsed},
    };
}

// Key layout of the fabric-summary issue; the fabric-analysis issue adds bandwidth keys here.
// Links of no listed class are total minus the three classes, so they get no key of their own.
QJsonObject fabricToJson(const FabricSummary &f)
{
    QJsonObject o{
        {QStringLiteral("id"), f.id},
        {QStringLiteral("name"), f.name},
        {QStringLiteral("kind"), fabricKindName(f.kind)},
        {QStringLiteral("technology"), f.technology},
        {QStringLiteral("endpoints"), f.endpoints},
        {QStringLiteral("switches"), QJsonObject{{QStringLiteral("leaf"), f.leafSwitches},
                                                 {QStringLiteral("spine"), f.spineSwitches},
                                                 {QStringLiteral("core"), f.coreSwitches}}},
        {QStringLiteral("links"),
         QJsonObject{{QStringLiteral("total"), f.links},
                     {QStringLiteral("endpoint_leaf"), f.endpointLeafLinks},
                     {QStringLiteral("leaf_spine"), f.leafSpineLinks},
                     {QStringLiteral("spine_core"), f.spineCoreLinks}}},
    };
    const QJsonObject figures = fabricFiguresToJson(f.figures);
    for (auto it = figures.begin(); it != figures.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonObject feedToJson(const FeedReport &f)
{
    return QJsonObject{
        {QStringLiteral("feed"), feedName(f.side)},
        {QStringLiteral("circuits"), f.circuits},
        {QStringLiteral("circuit"), QJsonObject{{QStringLiteral("voltage_v"), f.circuit.voltageV},
                                                {QStringLiteral("current_a"), f.circuit.currentA},
                                                {QStringLiteral("phases"), f.circuit.phases},
                                                {QStringLiteral("derating"), f.circuit.derating},
                                                {QStringLiteral("source"), f.circuitSource}}},
        {QStringLiteral("usable_kw"), f.usableKw},
        {QStringLiteral("normal_kw"), f.normalKw},
        {QStringLiteral("on_loss_kw"), f.onLossKw},
        {QStringLiteral("over_normal"), f.overNormal()},
        {QStringLiteral("over_on_loss"), f.overOnLoss()},
        {QStringLiteral("throttled_on_loss"), f.throttledOnLoss},
        {QStringLiteral("down_on_loss"), f.downOnLoss},
    };
}

QJsonObject rackToJson(const RackReport &r)
{
    return QJsonObject{
        {QStringLiteral("id"), r.rackId},
        {QStringLiteral("name"), r.name},
        {QStringLiteral("sku"), r.sku},
        {QStringLiteral("height_u"), r.heightU},
        {QStringLiteral("used_u"), r.usedU},
        {QStringLiteral("free_u"), r.freeU},
        {QStringLiteral("devices"), r.deviceCount},
        {QStringLiteral("power_typical_kw"), r.typicalKw},
        {QStringLiteral("power_max_kw"), r.maxKw},
        {QStringLiteral("power_limit_kw"), r.powerLimitKw},
        {QStringLiteral("heat_btu_per_hr"), r.heatBtuPerHr},
        {QStringLiteral("cooling_tons"), r.coolingTons},
        {QStringLiteral("liquid_kw"), r.liquidKw},
        {QStringLiteral("airflow_cfm"), r.airflowCfm},
        {QStringLiteral("cooling_method"), r.coolingMethod},
        {QStringLiteral("weight_kg"), r.weightKg},
        {QStringLiteral("max_load_kg"), r.maxLoadKg},
        {QStringLiteral("over_power"), r.overPower},
        {QStringLiteral("over_height"), r.overHeight},
        {QStringLiteral("over_weight"), r.overWeight},
        {QStringLiteral("u_collision"), r.uCollision},
        {QStringLiteral("feeds"), QJsonArray{feedToJson(r.feeds[0]), feedToJson(r.feeds[1])}},
        {QStringLiteral("over_feed"), r.overFeed()},
        {QStringLiteral("over_on_feed_loss"), r.overOnFeedLoss()},
    };
}

// Where a rack stands, how its heat leaves and what it asks of the floor (docs/facility.md).
void addRackFacility(QJsonObject &o, const RackFacilityReport &f)
{
    o.insert(QStringLiteral("position_m"), QJsonObject{{QStringLiteral("x"), f.positionM.x()},
                                                       {QStringLiteral("y"), f.positionM.y()}});
    o.insert(QStringLiteral("liquid_heat_kw"), f.liquidHeatKw);
    o.insert(QStringLiteral("air_heat_kw"), f.airHeatKw);
    o.insert(QStringLiteral("flow_lpm"), f.flowLpm);
    o.insert(QStringLiteral("floor_load_kg_m2"), f.floorLoadKgM2);
    o.insert(QStringLiteral("row_share_kg_m2"), f.rowShareKgM2);
}

QJsonObject coolingUnitToJson(const CoolingUnitReport &u)
{
    QJsonObject o{{QStringLiteral("id"), u.id},
                  {QStringLiteral("kind"), facilityKindName(u.kind)},
                  {QStringLiteral("capacity_kw"), u.capacityKw},
                  {QStringLiteral("load_kw"), u.loadKw},
                  {QStringLiteral("utilisation"), u.utilisation},
                  {QStringLiteral("over"), u.over}};
    if (u.flowLpm)
        o.insert(QStringLiteral("flow_lpm"), *u.flowLpm);
    // Null: the CDU's model does not say (or it has none), so the flow is not checked.
    if (u.kind == FacilityKind::Cdu)
        o.insert(QStringLiteral("max_flow_lpm"),
                 u.maxFlowLpm ? QJsonValue(*u.maxFlowLpm) : QJsonValue(QJsonValue::Null));
    return o;
}

QJsonObject problemToJson(const Problem &p)
{
    QJsonObject o{{QStringLiteral("severity"), severityName(p.severity)},
                  {QStringLiteral("code"), p.code},
                  {QStringLiteral("message"), p.message},
                  {QStringLiteral("object"), p.objectId},
                  {QStringLiteral("field"), p.field},
                  {QStringLiteral("count"), p.count}};
    // A row standing for many alike objects names a few of them (object is the first).
    if (!p.exampleIds.isEmpty())
        o.insert(QStringLiteral("example_ids"), QJsonArray::fromStringList(p.exampleIds));
    return o;
}

} // namespace

QJsonObject fabricFiguresToJson(const FabricFigures &f)
{
    if (!f.computed)
        return {};
    QJsonObject oversubscription, worst;
    for (const Oversubscription::Tier &t : f.oversubscription.tiers) {
        const QString tier = t.tier == 1   ? QStringLiteral("leaf")
                             : t.tier == 2 ? QStringLiteral("spine")
                                           : QStringLiteral("core");
        oversubscription.insert(tier, t.ratio);
        // Per switch: the tier's figure is an aggregate, and one starved switch hides in it.
        worst.insert(tier, QJsonObject{{QStringLiteral("switch"), t.worstSwitch},
                                       {QStringLiteral("ratio"), t.worstRatio}});
    }
    QJsonArray unreachable;
    for (const QString &id : f.unreachableIds)
        unreachable.append(id);
    QJsonArray sideA;
    for (const QString &id : f.bisectionSideA)
        sideA.append(id);
    return QJsonObject{
        {QStringLiteral("bisection_gbps"), f.bisectionGbps()},
        {QStringLiteral("full_bisection_gbps"), f.fullBisectionGbps()},
        {QStringLiteral("bisection_ratio"), f.bisection.ratio},
        {QStringLiteral("bisection_partition"),
         QJsonObject{{QStringLiteral("method"), f.bisection.method},
                     {QStringLiteral("side_a"), sideA}}},
        {QStringLiteral("oversubscription"), oversubscription},
        {QStringLiteral("oversubscription_worst_switch"), worst},
        {QStringLiteral("diameter_hops"), f.reachability.diameterHops},
        {QStringLiteral("average_hops"), f.reachability.averageHops},
        {QStringLiteral("components"), f.reachability.components},
        {QStringLiteral("unreachable_endpoints"), unreachable},
    };
}

QJsonArray powerChainToJson(const std::vector<PowerElementReport> &chain)
{
    QJsonArray elements;
    for (const PowerElementReport &e : chain)
        elements.append(QJsonObject{{QStringLiteral("id"), e.id},
                                    {QStringLiteral("name"), e.name},
                                    {QStringLiteral("kind"), facilityKindName(e.kind)},
                                    {QStringLiteral("capacity_kw"), e.capacityKw},
                                    {QStringLiteral("usable_kw"), e.usableKw},
                                    {QStringLiteral("load_kw"), e.loadKw},
                                    {QStringLiteral("peak_kw"), e.peakKw},
                                    {QStringLiteral("utilisation"), e.utilisation},
                                    {QStringLiteral("stranded_kw"), e.strandedKw},
                                    {QStringLiteral("over"), e.over}});
    return elements;
}

QJsonObject analysisToJson(const Design &design, const QString &file, const Analysis &analysis)
{
    QJsonArray fabrics;
    for (const FabricSummary &f : analysis.fabrics)
        fabrics.append(fabricToJson(f));
    QJsonArray racks;
    // The facility keys appear only for a design with a plant or a floor rating, so that other
    // designs' output stays as it was.
    const std::vector<RackFacilityReport> &facilityRacks = analysis.facility.racks;
    for (std::size_t i = 0; i < analysis.racks.size(); ++i) {
        QJsonObject rack = rackToJson(analysis.racks[i]);
        if (i < facilityRacks.size())
            addRackFacility(rack, facilityRacks[i]);
        racks.append(rack);
    }
    QJsonArray problems;
    for (const Problem &p : analysis.problems)
        problems.append(problemToJson(p));
    QJsonObject root{
        {QStringLiteral("design"),
         QJsonObject{{QStringLiteral("name"), design.name}, {QStringLiteral("file"), file}}},
        {QStringLiteral("totals"), totalsToJson(analysis.totals)},
        {QStringLiteral("fabrics"), fabrics},
        {QStringLiteral("racks"), racks},
        {QStringLiteral("problems"), problems},
    };
    // Only a design with a power chain has the key: the output of others stays as it was.
    if (!analysis.facility.powerChain.empty())
        root.insert(QStringLiteral("power_chain"), powerChainToJson(analysis.facility.powerChain));
    if (!analysis.facility.racks.empty()) {
        QJsonArray cooling;
        for (const CoolingUnitReport &u : analysis.facility.cooling)
            cooling.append(coolingUnitToJson(u));
        root.insert(QStringLiteral("cooling"), cooling);
    }
    return root;
}

} // namespace podcad::cli
