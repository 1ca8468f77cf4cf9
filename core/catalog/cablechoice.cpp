#include "cablechoice.h"

#include "catalog.h"

#include <QRegularExpression>
#include <algorithm>

namespace podcad {
namespace {

const QString &copperSku()
{
    static const QString sku = QStringLiteral("CAT6-RJ45");
    return sku;
}

} // namespace

CableChoice::CableChoice(const Catalog &catalog)
{
    static const QRegularExpression pattern(QStringLiteral("^FIBER-MPO-(\\d+)M$"));
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::Cable)) {
        const auto match = pattern.match(m->sku);
        if (match.hasMatch())
            mFibres.push_back({match.captured(1).toDouble(), m->sku});
    }
    std::sort(mFibres.begin(), mFibres.end(),
              [](const Fibre &a, const Fibre &b) { return a.lengthM < b.lengthM; });
}

QString CableChoice::cableFor(bool rj45End, double runM) const
{
    if (rj45End)
        return copperSku();
    if (mFibres.empty())
        return {};
    auto it = std::find_if(mFibres.begin(), mFibres.end(),
                           [&](const Fibre &f) { return f.lengthM >= runM; });
    // Beyond the longest catalog fibre the longest is named; the floor layout keeps runs short
    // enough that this does not happen for the reference layouts.
    return it != mFibres.end() ? it->sku : mFibres.back().sku;
}

QString transceiverFor(const PortGroup &g)
{
    if (g.connector == QLatin1String("OSFP")) {
        if (g.portsPerCage == 2)
            return g.speedGbps > 400 ? QStringLiteral("OSFP-2x800G-XDR")
                                     : QStringLiteral("OSFP-2x400G-TWINPORT");
        return g.speedGbps > 400 ? QStringLiteral("OSFP-2x400G-800G")
                                 : QStringLiteral("OSFP-400G-SINGLE");
    }
    if (g.connector == QLatin1String("QSFP112"))
        return QStringLiteral("QSFP112-400G");
    if (g.connector == QLatin1String("QSFP28"))
        return QStringLiteral("QSFP28-100G-SR4");
    return {};
}

std::optional<double> cableLengthM(const DeviceModel &cable)
{
    static const QRegularExpression length(QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*m$"));
    const auto match = length.match(cable.name.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toDouble();
}

bool isTwistedPairCable(const DeviceModel &cable)
{
    return cable.sku.contains(QLatin1String("RJ45"), Qt::CaseInsensitive) ||
           cable.sku.startsWith(QLatin1String("CAT"), Qt::CaseInsensitive) ||
           cable.name.contains(QLatin1String("RJ45"), Qt::CaseInsensitive);
}

std::vector<const DeviceModel *> cablesFor(const Catalog &catalog, const PortGroup *a,
                                           const PortGroup *b)
{
    std::vector<const DeviceModel *> all = catalog.modelsOfKind(DeviceKind::Cable);
    if (!a && !b)
        return all;
    auto rj45 = [](const PortGroup *g) { return g && g->connector == QLatin1String("RJ45"); };
    const bool copper = rj45(a) || rj45(b);
    std::vector<const DeviceModel *> fitting;
    for (const DeviceModel *m : all)
        if (isTwistedPairCable(*m) == copper)
            fitting.push_back(m);
    return fitting;
}

} // namespace podcad
