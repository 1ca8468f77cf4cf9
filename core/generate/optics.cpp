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

QString cpoCounterpart(const Catalog &catalog, const QString &pluggableSku)
{
    for (const Pair &p : kPairs)
        if (pluggableSku == QLatin1String(p.pluggable)) {
            const QString cpo = QString::fromLatin1(p.cpo);
            return catalog.model(cpo) ? cpo : QString();
        }
    return {};
}

QString pluggableCounterpart(const Catalog &catalog, const QString &cpoSku)
{
    for (const Pair &p : kPairs)
        if (cpoSku == QLatin1String(p.cpo)) {
            const QString pluggable = QString::fromLatin1(p.pluggable);
            return catalog.model(pluggable) ? pluggable : QString();
        }
    return {};
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

} // namespace podcad
