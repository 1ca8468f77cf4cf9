#include "csvexport.h"

#include "cost/bom.h"
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
