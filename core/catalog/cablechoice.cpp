#include "cablechoice.h"

#include "catalog.h"
#include "model/design.h"
#include "rackmodelfootprint.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace podcad {
namespace {

// Up from the device to the overhead tray and down again at the far end.
constexpr double kVerticalRunM = 3.0;

const QString &copperSku()
{
    static const QString sku = QStringLiteral("CAT6-RJ45");
    return sku;
}

} // namespace

CableChoice::CableChoice(const Catalog &catalog)
    : mCatalog(catalog)
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

QPointF CableChoice::rackCentre(const Rack &rack) const
{
    const RackFootprint f = rackFootprint(mCatalog.model(rack.sku));
    return rack.floorPositionM + QPointF(f.widthM / 2, f.depthM / 2);
}

double CableChoice::runM(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) + std::abs(a.y() - b.y()) + kVerticalRunM;
}

QString CableChoice::defaultFor(const Design &design, const Link &link) const
{
    const Device *a = design.device(link.a.deviceId);
    const Device *b = design.device(link.b.deviceId);
    const DeviceModel *ma = a ? mCatalog.model(a->sku) : nullptr;
    const DeviceModel *mb = b ? mCatalog.model(b->sku) : nullptr;
    const PortGroup *ga = ma ? ma->portGroup(link.a.portGroup) : nullptr;
    const PortGroup *gb = mb ? mb->portGroup(link.b.portGroup) : nullptr;
    if (!ga || !gb)
        return {};
    const bool copper =
        ga->connector == QLatin1String("RJ45") || gb->connector == QLatin1String("RJ45");
    const Rack *ra = design.rack(a->rackId);
    const Rack *rb = design.rack(b->rackId);
    const QPointF ca = ra ? rackCentre(*ra) : QPointF(), cb = rb ? rackCentre(*rb) : QPointF();
    return cableFor(copper, ra && rb ? runM(ca, cb) : kVerticalRunM);
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
