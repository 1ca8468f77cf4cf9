#pragma once

#include "catalog/catalogtypes.h"

#include <QString>
#include <vector>

namespace podcad {

class Bom;
struct BomLine;
class Catalog;

// A model of a design whose figures in the totals rest on an announcement or an estimate
// rather than a datasheet or a reference architecture.
struct SoftFigures final
{
    QString sku;
    bool power = false;     // its spec source (power, weight) is announced or estimated
    bool price = false;     // the price the BOM took for it is announced or estimated
    double extendedUsd = 0; // what its BOM lines add up to: the order the note lists models in

    bool operator==(const SoftFigures &) const = default;
};

// True for a vendor announcement or a third-party estimate, and for a row flagged estimate
// whatever its rating (a team catalog pushed before ratings existed).
bool isSoft(const Provenance &provenance);

// What a BOM line's price rests on, as the exports' confidence column says it: the catalog row's
// confidence ("not rated" when it has none), or "design price" for the design's own override.
QString priceConfidence(const BomLine &line);

// Which models of a design carry soft figures, the costliest first (then by SKU), read off its
// BOM: every catalog model the design uses has a line there (devices, racks, cables, optics and
// facility elements), priced or not. Power counts for models that draw power; price as the BOM
// priced the line, so a design's own price override is never soft, nor a line at $0.
std::vector<SoftFigures> softFigures(const Catalog &catalog, const Bom &bom);

// One line for a report: "Totals rest on announced or estimated figures for: DGX-GB300-NVL72
// power, price; QM9700 price; ... and 4 more models." at most about `maxChars` long; empty when
// nothing is soft.
QString softFiguresNote(const std::vector<SoftFigures> &figures, int maxChars = 160);

} // namespace podcad
