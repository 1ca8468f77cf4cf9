#include "setpriceoverride.h"

#include "io/designfile.h"
#include "model/design.h"

#include <QCoreApplication>
#include <cmath>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::SetPriceOverride", text);
}

} // namespace

SetPriceOverride::SetPriceOverride(Document *document, const QString &sku,
                                   std::optional<double> usd)
    : SetNamedValue(document,
                    usd ? tr("Set price of %1").arg(sku) : tr("Clear price of %1").arg(sku), sku,
                    usd)
{}

std::map<QString, double> &SetPriceOverride::values()
{
    return design().priceOverrides;
}

QString SetPriceOverride::problem(double usd) const
{
    // The file format refuses these, so the editor must not be able to create them.
    return usd >= 0 && usd <= DesignFile::kMaxPriceUsd
               ? QString()
               : tr("a price must be a number of USD from 0 to %1")
                     .arg(QString::number(DesignFile::kMaxPriceUsd, 'g', 12));
}

ChangeEvent SetPriceOverride::changeEvent() const
{
    ChangeEvent event(ChangeEvent::Kind::PricesEdited);
    event.prices.add(name());
    return event;
}

} // namespace podcad
