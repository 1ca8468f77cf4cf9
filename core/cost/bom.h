#pragma once

#include "catalog/catalogtypes.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace podcad {

class CablePlan;
class Catalog;
class Design;

// BOM groups, in the order a quote lists them.
enum class BomCategory {
    Compute,
    NetworkSwitches,
    OpticsCables,
    Storage,
    Management,
    RacksPower,
    SoftwareSupport,
    Facility // power chain and cooling plant elements (Design::facility): only when drawn
};

QString bomCategoryName(BomCategory category);   // "Compute", "Optics and cables", ...
QString bomCategoryKey(BomCategory category);    // "compute", "optics_cables", ... (JSON)
const std::vector<BomCategory> &bomCategories(); // display order

// One orderable line: a SKU at one unit price. Devices of one SKU with different per-design
// prices make separate lines, so that every line stays quantity x unit price.
struct BomLine final
{
    BomCategory category = BomCategory::Compute;
    QString sku;
    QString description;
    int quantity = 0;
    double unitPriceUsd = 0;
    Provenance priceProvenance; // "design price override" when the design sets the price
    bool priceOverridden = false;
    // How many of the units are the default cable (or its optics) of links drawn without a cable
    // SKU: the views mark such lines "default for the ports".
    int defaultedQuantity = 0;

    double extendedUsd() const { return quantity * unitPriceUsd; }
    // The description with the defaulted units marked, as every view prints it:
    // "MPO fibre 5 m (32 default for the ports)".
    QString markedDescription() const
    {
        if (defaultedQuantity <= 0)
            return description;
        return QStringLiteral("%1 (%2 default for the ports)")
            .arg(description)
            .arg(defaultedQuantity);
    }
};

class Bom final
{
public:
    // Quantities derive from the design: devices and racks by SKU, and per link its cable plus the
    // transceivers its ends need, as the cable plan has them (takeInventory: each catalog length
    // of a cable is its own SKU and line, with the length in the description; a twin-port
    // transceiver serves two ports of one cage; a breakout counts once per cage; a link without a
    // cable SKU takes the medium the plan chose). Lines are in category order, then SKU.
    // Unit price: the device's own override, else the design's per-SKU override
    // (Design::priceOverrides), else the catalog list price. The cables are `plan`'s, the plan of
    // the design as it is now (a Revision's).
    static Bom build(const Design &design, const Catalog &catalog, const CablePlan &plan);

    const std::vector<BomLine> &lines() const { return mLines; }
    double subtotalUsd(BomCategory category) const;
    double totalUsd() const; // with the facility lines, when the design has any
    bool hasFacility() const { return lineCount(BomCategory::Facility) > 0; }
    double totalWithoutFacilityUsd() const
    {
        return totalUsd() - subtotalUsd(BomCategory::Facility);
    }
    int lineCount(BomCategory category) const;
    // What could not be priced (unknown SKU, link without a cable or a default): the exports print
    // these.
    const QStringList &warnings() const { return mWarnings; }

    // For tests and hand-built quotes.
    void addLine(BomLine line) { mLines.push_back(std::move(line)); }

private:
    static void addFacilityLines(Bom &bom, const Design &design, const Catalog &catalog);

    std::vector<BomLine> mLines;
    QStringList mWarnings;
};

} // namespace podcad
