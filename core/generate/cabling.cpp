#include "cabling.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_set>
#include <tuple>

namespace podcad::generate {
namespace {

// Up from the device to the overhead tray and down again at the far end.
constexpr double kVerticalRunM = 3.0;

struct Fibre final
{
    double lengthM = 0;
    QString sku;
};

std::vector<Fibre> fibres(const Catalog &catalog)
{
    static const QRegularExpression pattern(QStringLiteral("^FIBER-MPO-(\\d+)M$"));
    std::vector<Fibre> result;
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::Cable)) {
        const auto match = pattern.match(m->sku);
        if (match.hasMatch())
            result.push_back({match.captured(1).toDouble(), m->sku});
    }
    std::sort(result.begin(), result.end(),
              [](const Fibre &a, const Fibre &b) { return a.lengthM < b.lengthM; });
    return result;
}

} // namespace

void assignCables(Draft &draft, const Catalog &catalog)
{
    const std::vector<Fibre> runs = fibres(catalog);
    const QString copper = QStringLiteral("CAT6-RJ45");
    QHash<QString, QPointF> rackCentre;
    for (const Rack &r : draft.racks) {
        const DeviceModel *m = catalog.model(r.sku);
        const double w = m ? m->widthMm / 1000.0 : 0.6, d = m ? m->depthMm / 1000.0 : 1.2;
        rackCentre.insert(r.id, r.floorPositionM + QPointF(w / 2, d / 2));
    }
    QHash<QString, const Device *> byId;
    byId.reserve(qsizetype(draft.devices.size()));
    for (const Device &d : draft.devices)
        byId.insert(d.id, &d);
    // Few (sku, group) pairs, and builders share their strings: remember whether each is RJ45,
    // keyed by the strings' data, without building a key string per cable end.
    QHash<QPair<quintptr, quintptr>, bool> rj45;
    auto isRj45 = [&](const Device &d, const QString &group) {
        const QPair<quintptr, quintptr> key(quintptr(d.sku.constData()),
                                            quintptr(group.constData()));
        auto it = rj45.constFind(key);
        if (it != rj45.cend())
            return *it;
        const DeviceModel *m = catalog.model(d.sku);
        const PortGroup *g = m ? m->portGroup(group) : nullptr;
        const bool copperPort = g && g->connector == QLatin1String("RJ45");
        rj45.insert(key, copperPort);
        return copperPort;
    };
    for (Link &link : draft.links) {
        const Device *a = byId.value(link.a.deviceId);
        const Device *b = byId.value(link.b.deviceId);
        if (!a || !b)
            continue;
        if (isRj45(*a, link.a.portGroup) || isRj45(*b, link.b.portGroup)) {
            link.cableSku = copper;
            continue;
        }
        if (runs.empty())
            continue;
        const QPointF pa = rackCentre.value(a->rackId), pb = rackCentre.value(b->rackId);
        const double run = std::abs(pa.x() - pb.x()) + std::abs(pa.y() - pb.y()) + kVerticalRunM;
        auto it = std::find_if(runs.begin(), runs.end(),
                               [&](const Fibre &f) { return f.lengthM >= run; });
        // Beyond the longest catalog fibre the longest is named; the floor layout keeps runs
        // short enough that this does not happen for the reference layouts.
        link.cableSku = it != runs.end() ? it->sku : runs.back().sku;
    }
}

} // namespace podcad::generate

namespace podcad {

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

Inventory takeInventory(const Design &design, const Catalog &catalog)
{
    Inventory inv;
    inv.racks = int(design.racks().size());
    inv.links = int(design.links().size());
    QHash<QString, const DeviceModel *> models;
    auto modelOf = [&](const QString &sku) {
        auto it = models.constFind(sku);
        if (it != models.cend())
            return *it;
        const DeviceModel *m = catalog.model(sku);
        models.insert(sku, m);
        return m;
    };
    for (const auto &[id, device] : design.devices()) {
        ++inv.devicesBySku[device.sku];
        ++inv.devicesByRole[roleName(device.role)];
        const DeviceModel *m = modelOf(device.sku);
        if (!m)
            continue;
        if (m->kind == DeviceKind::GpuServer) {
            ++inv.nodes;
            inv.gpus += m->acceleratorCount;
        } else if (m->kind == DeviceKind::Switch) {
            ++inv.switches;
        }
    }
    // Twin-port cages already counted, per device and port group (by address: the design and the
    // catalog outlive this function, and pointers compare in one instruction, ids in a loop).
    struct Cage final
    {
        const Device *device;
        const PortGroup *group;
        int index;
        bool operator==(const Cage &) const = default;
    };
    struct CageHash final
    {
        std::size_t operator()(const Cage &c) const noexcept
        {
            return (std::hash<const void *>()(c.device) * 31 + std::hash<const void *>()(c.group)) *
                       1000003 +
                   std::size_t(c.index);
        }
    };
    std::unordered_set<Cage, CageHash> cages;
    for (const auto &[id, link] : design.links()) {
        ++inv.cablesBySku[link.cableSku];
        const Fabric *fabric = design.fabric(link.fabricId);
        const Device *a = design.device(link.a.deviceId);
        const Device *b = design.device(link.b.deviceId);
        QString run = QStringLiteral("other");
        if (fabric && a && b) {
            switch (fabric->kind) {
            case FabricKind::Compute: {
                const Role lo = std::min(a->role, b->role), hi = std::max(a->role, b->role);
                if (hi == Role::Leaf && (lo == Role::Compute))
                    run = QStringLiteral("node-leaf");
                else if (hi == Role::Ufm && lo <= Role::Core)
                    run = QStringLiteral("ufm");
                else if (lo == Role::Leaf && hi == Role::Spine)
                    run = QStringLiteral("leaf-spine");
                else if (lo == Role::Spine && hi == Role::Core)
                    run = QStringLiteral("spine-core");
                else if (lo == Role::Leaf && hi == Role::Leaf)
                    run = QStringLiteral("leaf-leaf");
                break;
            }
            case FabricKind::Storage:
                run = QStringLiteral("storage");
                break;
            case FabricKind::Inband:
                run = QStringLiteral("in-band");
                break;
            case FabricKind::Oob:
                run = QStringLiteral("oob");
                break;
            case FabricKind::NvLink:
                run = QStringLiteral("nvlink");
                break;
            }
        }
        ++inv.cablesByRun[run];
        if (!link.cableSku.startsWith(QLatin1String("FIBER-")))
            continue; // copper, DAC and AOC carry their own ends
        for (const PortRef *end : {&link.a, &link.b}) {
            const Device *d = design.device(end->deviceId);
            const DeviceModel *m = d ? modelOf(d->sku) : nullptr;
            const PortGroup *g = m ? m->portGroup(end->portGroup) : nullptr;
            if (!g)
                continue;
            const QString sku = transceiverFor(*g);
            if (sku.isEmpty())
                continue;
            if (g->portsPerCage > 1 &&
                !cages.insert({d, g, end->portIndex / g->portsPerCage})
                     .second)
                continue;
            ++inv.transceiversBySku[sku];
        }
    }
    return inv;
}

bool isTwistedPairCable(const DeviceModel &cable)
{
    return cable.sku.contains(QLatin1String("RJ45"), Qt::CaseInsensitive)
           || cable.sku.startsWith(QLatin1String("CAT"), Qt::CaseInsensitive)
           || cable.name.contains(QLatin1String("RJ45"), Qt::CaseInsensitive);
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
