#include "csvexport.h"

#include "cost/bom.h"
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
         QStringLiteral("price_source_date"), QStringLiteral("estimate")});
    for (const BomLine &l : bom.lines())
        row({field(bomCategoryName(l.category)), field(l.sku), field(l.markedDescription()),
             QString::number(l.quantity), number(l.unitPriceUsd, 2), number(l.extendedUsd(), 2),
             field(l.priceProvenance.source), field(l.priceProvenance.sourceDate),
             l.priceProvenance.estimate ? QStringLiteral("yes") : QStringLiteral("no")});
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
    const auto usd = [](double v) { return number(v, 2); };
    const auto plain = [](double v) { return QString::number(v, 'g', 12); };
    const QString dollars = QStringLiteral("USD");
    row(QStringLiteral("section"), QStringLiteral("figure"), QStringLiteral("year"),
        QStringLiteral("value"), QStringLiteral("unit"), QStringLiteral("key"));
    const auto figure = [&](const QString &section, const QString &label, const QString &value,
                            const QString &unit,
                            const QString &key) { row(section, label, {}, value, unit, key); };

    const QString design = QStringLiteral("Design figures");
    const TcoInputs &in = t.inputs;
    figure(design, QStringLiteral("IT power, max"), plain(in.itPowerKw), QStringLiteral("kW"),
           QStringLiteral("it_power_kw"));
    figure(design, QStringLiteral("Racks"), QString::number(in.racks), {}, QStringLiteral("racks"));
    figure(design, QStringLiteral("GPUs"), QString::number(in.gpus), {}, QStringLiteral("gpus"));
    figure(design, QStringLiteral("BF16 dense"), plain(in.bf16Pflops), QStringLiteral("PFLOPS"),
           QStringLiteral("bf16_pflops"));

    const QString capex = QStringLiteral("CapEx");
    figure(capex, QStringLiteral("Hardware (BOM total)"), usd(t.hardwareUsd), dollars,
           QStringLiteral("hardware_usd"));
    figure(capex, QStringLiteral("Installation and services"), usd(t.installUsd), dollars,
           QStringLiteral("install_usd"));
    figure(capex, QStringLiteral("Tax"), usd(t.taxUsd), dollars, QStringLiteral("tax_usd"));
    figure(capex, QStringLiteral("CapEx"), usd(t.capexUsd), dollars, QStringLiteral("capex_usd"));

    const QString opex = QStringLiteral("OpEx per year");
    figure(opex, QStringLiteral("Energy"), usd(t.energyUsdPerYear), dollars,
           QStringLiteral("energy_usd_per_year"));
    figure(opex, QStringLiteral("Support and maintenance"), usd(t.supportUsdPerYear), dollars,
           QStringLiteral("support_usd_per_year"));
    figure(opex, QStringLiteral("Colocation / facility"), usd(t.facilityUsdPerYear), dollars,
           QStringLiteral("facility_usd_per_year"));
    figure(opex, QStringLiteral("Staff"), usd(t.staffUsdPerYear), dollars,
           QStringLiteral("staff_usd_per_year"));
    figure(opex, QStringLiteral("OpEx per year"), usd(t.opexUsdPerYear), dollars,
           QStringLiteral("opex_usd_per_year"));

    const QString horizon = QStringLiteral("Horizon");
    figure(horizon, QStringLiteral("Years"), QString::number(t.years), QStringLiteral("years"),
           QStringLiteral("years"));
    figure(horizon, QStringLiteral("Utilization"), plain(t.assumptions.value(costkey::loadFactor)),
           QStringLiteral("fraction"), QStringLiteral("utilization"));
    figure(horizon, QStringLiteral("Residual value at the end"), usd(t.residualUsd), dollars,
           QStringLiteral("residual_usd"));
    figure(horizon, QStringLiteral("Total over the horizon"), usd(t.totalUsd), dollars,
           QStringLiteral("total_usd"));
    figure(horizon, QStringLiteral("Net present value"), usd(t.npvUsd), dollars,
           QStringLiteral("npv_usd"));
    figure(horizon, QStringLiteral("Cost per GPU-hour"), usd(t.usdPerGpuHour), dollars,
           QStringLiteral("usd_per_gpu_hour"));
    figure(horizon, QStringLiteral("Cost per PFLOP-year, BF16"), usd(t.usdPerPflopYear), dollars,
           QStringLiteral("usd_per_pflop_year"));

    for (const CostAssumption &a : t.assumptions.entries())
        figure(QStringLiteral("Assumptions"), a.description.isEmpty() ? a.key : a.description,
               plain(a.value), a.unit, a.key);

    const QString perYear = QStringLiteral("Per year");
    for (const TcoYear &y : t.perYear) {
        struct Cell
        {
            const char *label, *key;
            double value;
            bool money;
        };
        // The workbook's per-year columns, in its order.
        const Cell cells[] = {{"CapEx", "capex_usd", y.capexUsd, true},
                              {"Energy", "energy_usd", y.energyUsd, true},
                              {"Support", "support_usd", y.supportUsd, true},
                              {"Facility", "facility_usd", y.facilityUsd, true},
                              {"Staff", "staff_usd", y.staffUsd, true},
                              {"Residual", "residual_usd", y.residualUsd, true},
                              {"Total", "total_usd", y.totalUsd, true},
                              {"Cumulative", "cumulative_usd", y.cumulativeUsd, true},
                              {"Discount factor", "discount_factor", y.discountFactor, false},
                              {"Present value", "present_value_usd", y.presentValueUsd, true}};
        for (const Cell &c : cells)
            row(perYear, QString::fromLatin1(c.label), QString::number(y.year),
                c.money ? usd(c.value) : plain(c.value), c.money ? dollars : QString(),
                QString::fromLatin1(c.key));
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
