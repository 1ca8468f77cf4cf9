#include "assumptionranges.h"

#include <limits>

namespace podcad {

const std::vector<AssumptionRange> &assumptionRanges()
{
    // Wide enough for every real site (a 0 % tax, a PUE of 1.0, electricity at $2/kWh), narrow
    // enough that every figure derived from them stays finite and every loop over years stays
    // short.
    static const std::vector<AssumptionRange> ranges{
        {QStringLiteral("electricity_usd_per_kwh"), 0, 10, QStringLiteral("USD/kWh")},
        {QStringLiteral("pue"), 1, 5, QStringLiteral("ratio")},
        {QStringLiteral("years"), 1, 100, QStringLiteral("years")},
        {QStringLiteral("load_factor"), 0, 1, QStringLiteral("fraction")},
        {QStringLiteral("hours_per_year"), 1, 8784, QStringLiteral("h")},
        {QStringLiteral("install_services_pct"), 0, 100, QStringLiteral("%")},
        {QStringLiteral("support_pct_per_year"), 0, 100, QStringLiteral("%/year")},
        {QStringLiteral("discount_rate"), 0, 1, QStringLiteral("fraction/year")},
        {QStringLiteral("colocation_usd_per_kw_month"), 0, 10000, QStringLiteral("USD/(kW month)")},
        {QStringLiteral("colocation_usd_per_rack_month"), 0, 1000000,
         QStringLiteral("USD/(rack month)")},
        {QStringLiteral("tax_pct"), 0, 100, QStringLiteral("%")},
        {QStringLiteral("residual_value_pct"), 0, 100, QStringLiteral("%")},
        {QStringLiteral("staff_usd_per_year"), 0, 1e9, QStringLiteral("USD/year")},
        {QStringLiteral("cloud_storage_usd_per_tb_month"), 0, 10000,
         QStringLiteral("USD/(TB month)")},
        {QStringLiteral("cloud_egress_tb_per_month"), 0, 1e6, QStringLiteral("TB/month")},
        {QStringLiteral("cloud_egress_usd_per_tb"), 0, 10000, QStringLiteral("USD/TB")},
        {QStringLiteral("default_rack_power_limit_kw"), 0, 2000, QStringLiteral("kW")},
        {QStringLiteral("air_cooling_limit_kw"), 0, 2000, QStringLiteral("kW")},
        {QStringLiteral("pdu_feeds_per_rack"), 1, 16, QStringLiteral("count")},
        {QStringLiteral("pdu_load_fraction"), 0, 1, QStringLiteral("fraction")},
        {QStringLiteral("storage_gbytes_per_s_per_node"), 0, 10000, QStringLiteral("GB/s")},
        {QStringLiteral("airflow_delta_t_f"), 1, 100, QStringLiteral("F")},
        {QStringLiteral("floor_load_kg_per_m2"), 1, 100000, QStringLiteral("kg/m2")},
    };
    return ranges;
}

AssumptionRange assumptionRange(const QString &key)
{
    for (const AssumptionRange &r : assumptionRanges())
        if (r.key == key)
            return r;
    // Read by nothing PodCAD computes: any finite number, kept for the file's round trip.
    return {key, -std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
            QString()};
}

} // namespace podcad
