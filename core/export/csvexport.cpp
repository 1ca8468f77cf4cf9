#include "csvexport.h"

#include "cost/bom.h"
#include "cost/figureconfidence.h"
#include "cost/tco.h"
#include "workloadreport.h"

#include <QStringList>

namespace podcad::csv {

QString field(const QString &text)
{
    QString value = text;
    if (!value.isEmpty()) {
        const QChar first = value.front();
        if (first == u'=' || first == u'+' || first == u'-' || first == u'@' ||
            first.category() == QChar::Other_Control)
            value.prepend(u'\'');
    }
    const bool quote = value.contains(u',') || value.contains(u'"') || value.contains(u'\n') ||
                       value.contains(u'\r');
    if (!quote)
        return value;
    value.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + value + u'"';
}

QString number(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

QByteArray bom(const Bom &bom)
{
    QString out;
    auto row = [&](const QStringList &cells) { out += cells.join(u',') + QStringLiteral("\r\n"); };
    row({QStringLiteral("category"), QStringLiteral("sku"), QStringLiteral("description"),
         QStringLiteral("quantity"), QStringLiteral("unit_price_usd"),
         QStringLiteral("extended_usd"), QStringLiteral("price_source"),
         QStringLiteral("price_source_date"), QStringLiteral("estimate"),
         QStringLiteral("price_confidence")});
    for (const BomLine &l : bom.lines())
        row({field(bomCategoryName(l.category)), field(l.sku), field(l.markedDescription()),
             QString::number(l.quantity), number(l.unitPriceUsd, 2), number(l.extendedUsd(), 2),
             field(l.priceProvenance.source), field(l.priceProvenance.sourceDate),
             l.priceProvenance.estimate ? QStringLiteral("yes") : QStringLiteral("no"),
             field(priceConfidence(l))});
    return out.toUtf8();
}

QByteArray tco(const Tco &t)
{
    QString out;
    auto row = [&](const QString &section, const QString &figure, const QString &year,
                   const QString &value, const QString &unit, const QString &key) {
        out +=
            QStringList{field(section), field(figure), year, value, field(unit), field(key)}.join(
                u',') +
            QStringLiteral("\r\n");
    };
    row(QStringLiteral("section"), QStringLiteral("figure"), QStringLiteral("year"),
        QStringLiteral("value"), QStringLiteral("unit"), QStringLiteral("key"));

    // How a figure is written: USD to the cent, a whole count, or unrounded.
    enum class Kind { Usd, Count, Plain };
    const auto text = [](double value, Kind kind) {
        return kind == Kind::Usd     ? number(value, 2)
               : kind == Kind::Count ? QString::number(qint64(value))
                                     : QString::number(value, 'g', 12);
    };
    struct Figure
    {
        const char *section, *label, *unit, *key;
        double value;
        Kind kind;
    };
    const TcoInputs &in = t.inputs;
    // The workbook's TCO sheet, top to bottom.
    const Figure figures[] = {
        {"Design figures", "IT power, max", "kW", "it_power_kw", in.itPowerKw, Kind::Plain},
        {"Design figures", "Racks", "", "racks", double(in.racks), Kind::Count},
        {"Design figures", "GPUs", "", "gpus", double(in.gpus), Kind::Count},
        {"Design figures", "BF16 dense", "PFLOPS", "bf16_pflops", in.bf16Pflops, Kind::Plain},
        {"CapEx", "Hardware (BOM total)", "USD", "hardware_usd", t.hardwareUsd, Kind::Usd},
        {"CapEx", "Installation and services", "USD", "install_usd", t.installUsd, Kind::Usd},
        {"CapEx", "Tax", "USD", "tax_usd", t.taxUsd, Kind::Usd},
        {"CapEx", "CapEx", "USD", "capex_usd", t.capexUsd, Kind::Usd},
        {"OpEx per year", "Energy", "USD", "energy_usd_per_year", t.energyUsdPerYear, Kind::Usd},
        {"OpEx per year", "Support and maintenance", "USD", "support_usd_per_year",
         t.supportUsdPerYear, Kind::Usd},
        {"OpEx per year", "Colocation / facility", "USD", "facility_usd_per_year",
         t.facilityUsdPerYear, Kind::Usd},
        {"OpEx per year", "Staff", "USD", "staff_usd_per_year", t.staffUsdPerYear, Kind::Usd},
        {"OpEx per year", "OpEx per year", "USD", "opex_usd_per_year", t.opexUsdPerYear, Kind::Usd},
        {"Horizon", "Years", "years", "years", double(t.years), Kind::Count},
        {"Horizon", "Utilization", "fraction", "utilization",
         t.assumptions.value(costkey::loadFactor), Kind::Plain},
        {"Horizon", "Residual value at the end", "USD", "residual_usd", t.residualUsd, Kind::Usd},
        {"Horizon", "Total over the horizon", "USD", "total_usd", t.totalUsd, Kind::Usd},
        {"Horizon", "Net present value", "USD", "npv_usd", t.npvUsd, Kind::Usd},
        {"Horizon", "Cost per GPU-hour", "USD", "usd_per_gpu_hour", t.usdPerGpuHour, Kind::Usd},
        {"Horizon", "Cost per PFLOP-year, BF16", "USD", "usd_per_pflop_year", t.usdPerPflopYear,
         Kind::Usd}};
    for (const Figure &f : figures) {
        // The facility line says when no rent is charged (tco.h).
        const QString label = QLatin1String(f.key) == QLatin1String("facility_usd_per_year")
                                  ? t.facilityLabel()
                                  : QString::fromLatin1(f.label);
        row(QString::fromLatin1(f.section), label, {}, text(f.value, f.kind),
            QString::fromLatin1(f.unit), QString::fromLatin1(f.key));
    }

    for (const CostAssumption &a : t.assumptions.entries())
        row(QStringLiteral("Assumptions"), a.description.isEmpty() ? a.key : a.description, {},
            text(a.value, Kind::Plain), a.unit, a.key);

    for (const TcoYear &y : t.perYear) {
        // The workbook's per-year columns, in its order.
        const Figure cells[] = {
            {"", "CapEx", "USD", "capex_usd", y.capexUsd, Kind::Usd},
            {"", "Energy", "USD", "energy_usd", y.energyUsd, Kind::Usd},
            {"", "Support", "USD", "support_usd", y.supportUsd, Kind::Usd},
            {"", "Facility", "USD", "facility_usd", y.facilityUsd, Kind::Usd},
            {"", "Staff", "USD", "staff_usd", y.staffUsd, Kind::Usd},
            {"", "Residual", "USD", "residual_usd", y.residualUsd, Kind::Usd},
            {"", "Total", "USD", "total_usd", y.totalUsd, Kind::Usd},
            {"", "Cumulative", "USD", "cumulative_usd", y.cumulativeUsd, Kind::Usd},
            {"", "Discount factor", "", "discount_factor", y.discountFactor, Kind::Plain},
            {"", "Present value", "USD", "present_value_usd", y.presentValueUsd, Kind::Usd}};
        for (const Figure &c : cells)
            row(QStringLiteral("Per year"), QString::fromLatin1(c.label), QString::number(y.year),
                text(c.value, c.kind), QString::fromLatin1(c.unit), QString::fromLatin1(c.key));
    }
    return out.toUtf8();
}

QByteArray workload(const std::vector<WorkloadFigure> &figures)
{
    QString out;
    auto row = [&](const QStringList &cells) { out += cells.join(u',') + QStringLiteral("\r\n"); };
    row({QStringLiteral("section"), QStringLiteral("figure"), QStringLiteral("value"),
         QStringLiteral("unit"), QStringLiteral("key")});
    for (const WorkloadFigure &f : figures)
        // Full precision ('g', 17 digits would show binary noise; 12 significant digits keep
        // every figure exact to its meaning and read back equal to what the sheet holds).
        row({field(f.section), field(f.label),
             f.isNumber() ? QString::number(f.value, 'g', 12) : field(f.text), field(f.unit),
             field(f.key)});
    return out.toUtf8();
}

} // namespace podcad::csv
