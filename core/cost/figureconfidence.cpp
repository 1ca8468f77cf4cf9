#include "figureconfidence.h"

#include "bom.h"
#include "catalog/catalog.h"
#include "catalog/confidence.h"

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace podcad {

bool isSoft(const Provenance &provenance)
{
    return provenance.estimate || provenance.confidence == Confidence::VendorAnnouncement ||
           provenance.confidence == Confidence::ThirdPartyEstimate;
}

QString priceConfidence(const BomLine &line)
{
    return line.priceOverridden ? u"design price"_s
                                : confidenceLabel(line.priceProvenance.confidence);
}

std::vector<SoftFigures> softFigures(const Catalog &catalog, const Bom &bom)
{
    std::map<QString, SoftFigures> bySku;
    for (const BomLine &l : bom.lines()) {
        SoftFigures &f = bySku[l.sku];
        f.sku = l.sku;
        f.extendedUsd += l.extendedUsd();
        // A line at $0 (a rack priced inside its system) moves no total, soft or not.
        f.price =
            f.price || (!l.priceOverridden && l.extendedUsd() > 0 && isSoft(l.priceProvenance));
        if (const DeviceModel *m = catalog.model(l.sku))
            f.power = f.power || (m->maxPowerW > 0 && isSoft(m->specProvenance));
        else if (const FacilityModel *fm = catalog.facilityModel(l.sku))
            f.power = f.power || isSoft(fm->specProvenance);
    }
    std::vector<SoftFigures> out;
    for (auto &[sku, f] : bySku)
        if (f.power || f.price)
            out.push_back(std::move(f));
    std::stable_sort(out.begin(), out.end(), [](const SoftFigures &a, const SoftFigures &b) {
        return a.extendedUsd > b.extendedUsd;
    });
    return out;
}

QString softFiguresNote(const std::vector<SoftFigures> &figures, int maxChars)
{
    if (figures.empty())
        return {};
    const QString head = u"Totals rest on announced or estimated figures for: "_s;
    QString text = head;
    std::size_t shown = 0;
    for (const SoftFigures &f : figures) {
        QStringList what;
        if (f.power)
            what << u"power"_s;
        if (f.price)
            what << u"price"_s;
        const QString item = f.sku + u' ' + what.join(u", "_s);
        const std::size_t rest = figures.size() - shown - 1;
        // Room for this item and, when more follow, for the " and N more models" tail.
        const int tail = rest > 0 ? int(u"; and 999 more models."_s.size()) : 1;
        if (shown > 0 && text.size() + 2 + item.size() + tail > maxChars)
            break;
        text += (shown > 0 ? u"; "_s : QString()) + item;
        ++shown;
    }
    const std::size_t rest = figures.size() - shown;
    if (rest == 0)
        return text + u'.';
    return text + u"; and %1 more model%2."_s.arg(rest).arg(rest == 1 ? u""_s : u"s"_s);
}

} // namespace podcad
