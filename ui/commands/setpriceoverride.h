#pragma once

#include "setnamedvalue.h"

namespace podcad {

// Sets or clears the design's unit price for one SKU (Design::priceOverrides), the price every
// BOM line of that SKU uses unless a device carries its own. Undo puts back exactly what was
// there: the previous override, or none.
class SetPriceOverride final : public SetNamedValue
{
public:
    // `usd` empty: clear the override, back to the catalog price.
    SetPriceOverride(Document *document, const QString &sku, std::optional<double> usd);

private:
    std::map<QString, double> &values() override;
    QString problem(double usd) const override;
    ChangeEvent changeEvent() const override;
};

} // namespace podcad
