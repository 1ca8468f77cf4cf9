#include "bom.h"

#include "cabling/cableplan.h"
#include "catalog/cablechoice.h"
#include "catalog/catalog.h"
#include "inventory.h"
#include "model/design.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace podcad {
namespace {

BomCategory categoryOf(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::GpuServer:
        return BomCategory::Compute;
    case DeviceKind::Switch:
        return BomCategory::NetworkSwitches;
    case DeviceKind::Nic:
    case DeviceKind::Transceiver:
    case DeviceKind::Cable:
        return BomCategory::OpticsCables;
    case DeviceKind::Storage:
        return BomCategory::Storage;
    case DeviceKind::ManagementServer:
    case DeviceKind::Appliance:
        return BomCategory::Management;
    case DeviceKind::Rack:
    case DeviceKind::Pdu:
        return BomCategory::RacksPower;
    }
    return BomCategory::SoftwareSupport;
}

QString notInCatalog(int quantity, const QString &sku)
{
    return QStringLiteral("%1x \"%2\": not in the catalog, not priced").arg(quantity).arg(sku);
}

BomLine lineOf(BomCategory category, const QString &sku, const QString &description, int quantity)
{
    BomLine line;
    line.category = category;
    line.sku = sku;
    line.description = description;
    line.quantity = quantity;
    return line;
}

// The design's price for the line's SKU (Design::priceOverrides); false when it sets none.
bool takeDesignPrice(BomLine &line, const Design &design)
{
    const auto skuOverride = design.priceOverrides.find(line.sku);
    if (skuOverride == design.priceOverrides.end())
        return false;
    line.unitPriceUsd = skuOverride->second;
    line.priceOverridden = true;
    line.priceProvenance = {QStringLiteral("design price override"), QString(), false};
    return true;
}

} // namespace

const std::vector<BomCategory> &bomCategories()
{
    static const std::vector<BomCategory> all{
        BomCategory::Compute,         BomCategory::NetworkSwitches, BomCategory::OpticsCables,
        BomCategory::Storage,         BomCategory::Management,      BomCategory::RacksPower,
        BomCategory::SoftwareSupport, BomCategory::Facility};
    return all;
}

QString bomCategoryName(BomCategory category)
{
    switch (category) {
    case BomCategory::Compute:
        return QStringLiteral("Compute");
    case BomCategory::NetworkSwitches:
        return QStringLiteral("Network switches");
    case BomCategory::OpticsCables:
        return QStringLiteral("Optics and cables");
    case BomCategory::Storage:
        return QStringLiteral("Storage");
    case BomCategory::Management:
        return QStringLiteral("Management");
    case BomCategory::RacksPower:
        return QStringLiteral("Racks and power");
    case BomCategory::SoftwareSupport:
        return QStringLiteral("Software and support");
    case BomCategory::Facility:
        return QStringLiteral("Facility");
    }
    return {};
}

QString bomCategoryKey(BomCategory category)
{
    switch (category) {
    case BomCategory::Compute:
        return QStringLiteral("compute");
    case BomCategory::NetworkSwitches:
        return QStringLiteral("network_switches");
    case BomCategory::OpticsCables:
        return QStringLiteral("optics_cables");
    case BomCategory::Storage:
        return QStringLiteral("storage");
    case BomCategory::Management:
        return QStringLiteral("management");
    case BomCategory::RacksPower:
        return QStringLiteral("racks_power");
    case BomCategory::SoftwareSupport:
        return QStringLiteral("software_support");
    case BomCategory::Facility:
        return QStringLiteral("facility");
    }
    return {};
}

// The facility's elements by model: a section of their own, so that a quote shows the IT hardware
// with and without the hall's power and cooling.
void Bom::addFacilityLines(Bom &bom, const Design &design, const Catalog &catalog)
{
    std::map<QString, int> counts;
    int withoutModel = 0;
    for (const auto &[id, element] : design.facility()) {
        if (element.sku.isEmpty())
            ++withoutModel;
        else
            ++counts[element.sku];
    }
    if (withoutModel > 0)
        bom.mWarnings << QStringLiteral("%1 facility element(s) have no catalog model: not priced")
                             .arg(withoutModel);
    for (const auto &[sku, quantity] : counts) {
        const FacilityModel *m = catalog.facilityModel(sku);
        if (!m) {
            bom.mWarnings << notInCatalog(quantity, sku);
            continue;
        }
        BomLine line = lineOf(BomCategory::Facility, sku, m->name, quantity);
        if (!takeDesignPrice(line, design)) {
            line.unitPriceUsd = m->listPriceUsd;
            line.priceProvenance = m->priceProvenance;
        }
        bom.mLines.push_back(std::move(line));
    }
}

Bom Bom::build(const Design &design, const Catalog &catalog, const CablePlan &plan)
{
    Bom bom;
    // (sku, override price or -1) -> quantity; an override of 0 (a donated box) is a real price.
    std::map<std::pair<QString, double>, int> counts;
    for (const auto &[id, device] : design.devices())
        ++counts[{device.sku, device.priceOverrideUsd.value_or(-1.0)}];
    for (const auto &[id, rack] : design.racks())
        ++counts[{rack.sku, -1.0}];
    // Cables and optics: the one counting rule shared with the generators' summaries and the
    // cable schedule; a link without a cable SKU counts with the medium the plan chose for it.
    const Inventory inventory = takeInventory(design, catalog, plan);
    for (const auto &[sku, n] : inventory.cablesBySku)
        counts[{sku, -1.0}] += n;
    for (const auto &[sku, n] : inventory.transceiversBySku)
        counts[{sku, -1.0}] += n;
    if (inventory.uncabledLinks > 0)
        bom.mWarnings << QStringLiteral(
                             "%1 link(s) have no cable SKU and a port the catalog does not "
                             "know: their cables and optics are not priced")
                             .arg(inventory.uncabledLinks);

    for (const auto &[key, quantity] : counts) {
        const auto &[sku, overridePrice] = key;
        const DeviceModel *m = catalog.model(sku);
        if (!m) {
            bom.mWarnings << notInCatalog(quantity, sku);
            continue;
        }
        BomLine line = lineOf(categoryOf(m->kind), sku, m->name, quantity);
        // A cable's line says the length it is bought in, which a contractor orders by.
        if (auto length = inventory.cableLengthMBySku.find(sku);
            length != inventory.cableLengthMBySku.end() && !cableLengthM(*m))
            line.description =
                QStringLiteral("%1, %2 m").arg(m->name, QString::number(length->second, 'g', 4));
        if (overridePrice < 0) {
            // (A named reference: clang before 16 cannot capture a structured binding.)
            const QString &lineSku = sku;
            auto defaulted = [&lineSku](const std::map<QString, int> &bySku) {
                auto it = bySku.find(lineSku);
                return it != bySku.end() ? it->second : 0;
            };
            line.defaultedQuantity = defaulted(inventory.defaultedCablesBySku) +
                                     defaulted(inventory.defaultedTransceiversBySku);
        }
        // A device's own price, else the design's price for the SKU, else the catalog's.
        if (overridePrice >= 0) {
            line.unitPriceUsd = overridePrice;
            line.priceOverridden = true;
            line.priceProvenance = {QStringLiteral("design price override"), QString(), false};
        } else if (!takeDesignPrice(line, design)) {
            line.unitPriceUsd = m->listPriceUsd;
            line.priceProvenance = m->priceProvenance;
            // Listed at 0 with the quantity kept, and said as the unknown SKUs are: the total is
            // then known to be short rather than quietly counting the box as free.
            if (m->priceMissing)
                bom.mWarnings << QStringLiteral("%1x \"%2\": no price in the catalog, not priced")
                                     .arg(quantity)
                                     .arg(sku);
        }
        bom.mLines.push_back(std::move(line));
    }
    addFacilityLines(bom, design, catalog);
    std::stable_sort(bom.mLines.begin(), bom.mLines.end(), [](const BomLine &a, const BomLine &b) {
        return std::tie(a.category, a.sku) < std::tie(b.category, b.sku);
    });
    return bom;
}

double Bom::subtotalUsd(BomCategory category) const
{
    double sum = 0;
    for (const BomLine &l : mLines)
        if (l.category == category)
            sum += l.extendedUsd();
    return sum;
}

double Bom::totalUsd() const
{
    double sum = 0;
    for (const BomLine &l : mLines)
        sum += l.extendedUsd();
    return sum;
}

int Bom::lineCount(BomCategory category) const
{
    return int(std::count_if(mLines.begin(), mLines.end(),
                             [&](const BomLine &l) { return l.category == category; }));
}

} // namespace podcad
