#include "setpriceoverride.h"

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
    : DocumentCommand(document,
                      usd ? tr("Set price of %1").arg(sku) : tr("Clear price of %1").arg(sku))
    , mSku(sku)
    , mAfter(usd)
{}

void SetPriceOverride::redo()
{
    if (mSku.trimmed().isEmpty())
        return refuse(tr("no SKU"));
    // The file format refuses these, so the editor must not be able to create them.
    if (mAfter && !(std::isfinite(*mAfter) && *mAfter >= 0))
        return refuse(tr("a price must be a finite number of USD, 0 or more"));
    const auto &overrides = design().priceOverrides;
    const auto it = overrides.find(mSku);
    mBefore = it == overrides.end() ? std::nullopt : std::optional<double>(it->second);
    if (mBefore == mAfter)
        return refuse(tr("nothing changed"));
    apply(mAfter);
}

void SetPriceOverride::undo()
{
    apply(mBefore);
}

void SetPriceOverride::apply(const std::optional<double> &usd)
{
    if (usd)
        design().priceOverrides[mSku] = *usd;
    else
        design().priceOverrides.erase(mSku);
    ChangeEvent event(ChangeEvent::Kind::PricesEdited);
    event.prices.add(mSku);
    notify(event);
}

} // namespace podcad
