#include "catalogjson.h"

#include "catalog/catalogtypes.h"
#include "catalog/confidence.h"

#include <QJsonArray>

namespace podcad::cli {

QJsonObject toJson(const Provenance &provenance)
{
    return QJsonObject{
        {QStringLiteral("source"), provenance.source},
        {QStringLiteral("source_date"), provenance.sourceDate},
        {QStringLiteral("estimate"), provenance.estimate},
        // null: the row is not rated (a user or older team catalog)
        {QStringLiteral("confidence"), provenance.confidence == Confidence::Unrated
                                           ? QJsonValue()
                                           : QJsonValue(confidenceName(provenance.confidence))}};
}

QJsonObject toJson(const DeviceModel &m)
{
    QJsonArray ports;
    for (const PortGroup &g : m.portGroups)
        ports.append(QJsonObject{{QStringLiteral("name"), g.name},
                                 {QStringLiteral("count"), g.count},
                                 {QStringLiteral("speed_gbps"), g.speedGbps},
                                 {QStringLiteral("connector"), g.connector},
                                 {QStringLiteral("fabric"), g.fabric},
                                 {QStringLiteral("ports_per_cage"), g.portsPerCage}});
    QJsonObject o{
        {QStringLiteral("sku"), m.sku},
        {QStringLiteral("name"), m.name},
        {QStringLiteral("vendor"), m.vendor},
        {QStringLiteral("kind"), deviceKindName(m.kind)},
        {QStringLiteral("description"), m.description},
        {QStringLiteral("rack_units"), m.rackUnits},
        {QStringLiteral("weight_kg"), m.weightKg},
        {QStringLiteral("typical_power_w"),
         m.powerMissing ? QJsonValue() : QJsonValue(m.typicalPowerW)},
        {QStringLiteral("typical_power_estimate"), m.typicalPowerEstimate},
        {QStringLiteral("max_power_w"), m.powerMissing ? QJsonValue() : QJsonValue(m.maxPowerW)},
        {QStringLiteral("liquid_fraction"), m.liquidFraction},
        {QStringLiteral("airflow_cfm"), m.airflowCfm},
        // null: the row has no price (an import), not a free item
        {QStringLiteral("list_price_usd"),
         m.priceMissing ? QJsonValue() : QJsonValue(m.listPriceUsd)},
        {QStringLiteral("spec"), toJson(m.specProvenance)},
        {QStringLiteral("price"), toJson(m.priceProvenance)},
        {QStringLiteral("port_groups"), ports}};
    if (!m.acceleratorId.isEmpty()) {
        o.insert(QStringLiteral("accelerator"), m.acceleratorId);
        o.insert(QStringLiteral("accelerator_count"), m.acceleratorCount);
    }
    if (m.kind == DeviceKind::Storage) {
        o.insert(QStringLiteral("storage_capacity_tb"), m.storageCapacityTb);
        o.insert(QStringLiteral("storage_bandwidth_gb_per_s"), m.storageBandwidthGBps);
    }
    if (m.kind == DeviceKind::Pdu)
        o.insert(QStringLiteral("power_capacity_w"), m.powerCapacityW);
    if (m.kind == DeviceKind::Rack) {
        o.insert(QStringLiteral("max_load_kg"), m.maxLoadKg);
        o.insert(QStringLiteral("width_mm"), m.widthMm);
        o.insert(QStringLiteral("depth_mm"), m.depthMm);
    }
    return o;
}

QJsonObject toJson(const Accelerator &a)
{
    return QJsonObject{{QStringLiteral("id"), a.id},
                       {QStringLiteral("name"), a.name},
                       {QStringLiteral("vendor"), a.vendor},
                       {QStringLiteral("bf16_dense_tflops"), a.bf16DenseTflops},
                       {QStringLiteral("fp8_dense_tflops"), a.fp8DenseTflops},
                       {QStringLiteral("memory_gb"), a.memoryGb},
                       {QStringLiteral("memory_type"), a.memoryType},
                       {QStringLiteral("memory_bandwidth_tb_per_s"), a.memoryBandwidthTBps},
                       {QStringLiteral("tdp_w"), a.tdpW},
                       {QStringLiteral("scale_up_link"), a.scaleUpLink},
                       {QStringLiteral("scale_up_gb_per_s"), a.scaleUpGBps},
                       {QStringLiteral("provenance"), toJson(a.provenance)}};
}

QJsonObject toJson(const CloudOffer &c)
{
    QJsonObject o{{QStringLiteral("id"), c.id},
                  {QStringLiteral("provider"), c.provider},
                  {QStringLiteral("instance"), c.instance},
                  {QStringLiteral("accelerator"), c.acceleratorId},
                  {QStringLiteral("gpus_per_instance"), c.gpusPerInstance},
                  {QStringLiteral("provenance"), toJson(c.provenance)}};
    auto put = [&o](const char *key, const std::optional<double> &v) {
        o.insert(QLatin1String(key), v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null));
    };
    put("on_demand_usd_per_hour", c.onDemandUsdPerHour);
    put("reserved_1y_usd_per_hour", c.reserved1yUsdPerHour);
    put("reserved_3y_usd_per_hour", c.reserved3yUsdPerHour);
    put("spot_usd_per_hour", c.spotUsdPerHour);
    return o;
}

QJsonObject toJson(const FigureRange &range)
{
    return QJsonObject{{QStringLiteral("field"), range.field},
                       {QStringLiteral("low"), range.low},
                       {QStringLiteral("high"), range.high},
                       {QStringLiteral("chosen"), range.chosen},
                       {QStringLiteral("why"), range.why},
                       {QStringLiteral("sources"), range.sources},
                       {QStringLiteral("source_date"), range.sourceDate}};
}

} // namespace podcad::cli
