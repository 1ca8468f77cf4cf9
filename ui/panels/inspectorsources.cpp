#include "inspectorsources.h"

#include "catalog/catalog.h"
#include "catalog/confidence.h"
#include "format/numberformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::Inspector", text);
}

QString confidenceLine(const QString &what, const Provenance &p)
{
    QString how = confidenceLabel(p.confidence);
    if (p.confidence == Confidence::Unrated && p.estimate)
        how = tr("estimate, not rated");
    const QString date = p.sourceDate.isEmpty() ? QString() : QStringLiteral(", ") + p.sourceDate;
    return QStringLiteral("%1: <b>%2</b>%3").arg(what, how.toHtmlEscaped(), date.toHtmlEscaped());
}

QString fieldName(const QString &field)
{
    if (field == u"max_power_w")
        return tr("Max power (W)");
    if (field == u"typical_power_w")
        return tr("Typical power (W)");
    if (field == u"list_price_usd")
        return tr("Price (USD)");
    if (field == u"weight_kg")
        return tr("Weight (kg)");
    return field;
}

} // namespace

QString inspectorSourcesText(const Catalog &catalog, const DeviceModel &model)
{
    const QLocale locale;
    QStringList lines{confidenceLine(tr("Spec"), model.specProvenance),
                      confidenceLine(tr("Price"), model.priceProvenance)};
    for (const FigureRange *f : catalog.figureRanges(model.sku))
        lines << tr("%1: range %2-%3, took %4: %5")
                     .arg(fieldName(f->field).toHtmlEscaped(), format::number(f->low, 0, locale),
                          format::number(f->high, 0, locale), format::number(f->chosen, 0, locale),
                          f->why.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

QString inspectorSourcesTooltip(const Catalog &catalog, const DeviceModel &model)
{
    QStringList lines{tr("Spec source: %1 (%2)")
                          .arg(model.specProvenance.source, model.specProvenance.sourceDate),
                      tr("Price source: %1 (%2)")
                          .arg(model.priceProvenance.source, model.priceProvenance.sourceDate)};
    for (const FigureRange *f : catalog.figureRanges(model.sku))
        lines
            << tr("%1 range sources: %2 (%3)").arg(fieldName(f->field), f->sources, f->sourceDate);
    return lines.join(u'\n');
}

} // namespace podcad
