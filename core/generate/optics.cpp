#include "optics.h"

#include "catalog/catalog.h"

using namespace Qt::StringLiterals;

namespace podcad {
namespace {

struct Pair final
{
    const char *pluggable;
    const char *cpo;
};

// Same ASIC generation and port speed on both sides, so the swap keeps the fabric's line rate:
// Quantum-X800 (XDR, 800G) and Spectrum-4 / Spectrum-6 Spectrum-X switches. The 512-port SN6800
// replaces no single pluggable switch; designs place it by hand.
constexpr Pair kPairs[] = {
    {"Q3400-RA", "Q3450-LD"},
    {"SN5610", "SN6810"},
};

// Laser source modules per switch (the catalog's CPO-LASER-SOURCE row gives the sources): 18 in
// the Q3450-LD as Lambda's unboxing counted them; Spectrum-X Photonics counts are not published,
// so they are estimated at the Q3450-LD's 115.2 Tb/s / 18 = 6.4 Tb/s per module.
struct Lasers final
{
    const char *switchSku;
    int perSwitch;
};
constexpr Lasers kLasers[] = {
    {"Q3450-LD", 18},
    {"SN6810", 16},
    {"SN6800", 64},
};
constexpr const char *kLaserSourceSku = "CPO-LASER-SOURCE";

} // namespace

QString opticsName(Optics optics)
{
    return optics == Optics::CoPackaged ? u"cpo"_s : u"pluggable"_s;
}

std::optional<Optics> parseOptics(const QString &name)
{
    if (name == "pluggable"_L1)
        return Optics::Pluggable;
    if (name == "cpo"_L1)
        return Optics::CoPackaged;
    return std::nullopt;
}

namespace {

// The other switch of a pair: the CPO one for a pluggable SKU (toCpo) or the reverse; empty when
// the SKU has no pair or the catalog lacks the other.
QString counterpart(const Catalog &catalog, const QString &sku, bool toCpo)
{
    for (const Pair &p : kPairs)
        if (sku == QLatin1String(toCpo ? p.pluggable : p.cpo)) {
            const QString other = QString::fromLatin1(toCpo ? p.cpo : p.pluggable);
            return catalog.model(other) ? other : QString();
        }
    return {};
}

} // namespace

QString cpoCounterpart(const Catalog &catalog, const QString &pluggableSku)
{
    return counterpart(catalog, pluggableSku, true);
}

QString pluggableCounterpart(const Catalog &catalog, const QString &cpoSku)
{
    return counterpart(catalog, cpoSku, false);
}

QString switchFor(const Catalog &catalog, const QString &pluggableSku, Optics optics)
{
    return optics == Optics::Pluggable ? pluggableSku : cpoCounterpart(catalog, pluggableSku);
}

QStringList switchesWithCpoCounterpart()
{
    QStringList skus;
    for (const Pair &p : kPairs)
        skus << QString::fromLatin1(p.pluggable);
    return skus;
}

std::optional<LaserSources> laserSourcesOf(const Catalog &catalog, const QString &switchSku)
{
    const QString sku = QString::fromLatin1(kLaserSourceSku);
    if (!catalog.model(sku))
        return std::nullopt;
    for (const Lasers &l : kLasers)
        if (switchSku == QLatin1String(l.switchSku))
            return LaserSources{sku, l.perSwitch};
    return std::nullopt;
}

} // namespace podcad
