#pragma once

#include "documentcommand.h"

#include <QString>
#include <optional>

namespace podcad {

// Sets or clears the design's unit price for one SKU (Design::priceOverrides), the price every
// BOM line of that SKU uses unless a device carries its own. Undo puts back exactly what was
// there: the previous override, or none.
class SetPriceOverride final : public DocumentCommand
{
public:
    // `usd` empty: clear the override, back to the catalog price.
    SetPriceOverride(Document *document, const QString &sku, std::optional<double> usd);
    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<double> &usd);

    QString mSku;
    std::optional<double> mAfter;
    std::optional<double> mBefore;
};

} // namespace podcad
