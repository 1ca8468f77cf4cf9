#include "fattreedesign.h"

#include "catalog/catalog.h"
#include "fattree.h"
#include "format/numberformat.h"
#include "ids.h"
#include "podcommon.h"

namespace podcad {

using namespace generate;

namespace {

const PortGroup *computePorts(const DeviceModel &m, int ports, double gbps)
{
    for (const PortGroup &g : m.portGroups)
        if (g.fabric == QLatin1String("compute") && g.count >= ports && g.speedGbps == gbps)
            return &g;
    return nullptr;
}

} // namespace

std::optional<Design> generateFatTree(const Catalog &catalog, const FatTreeOptions &o, QString *why)
{
    auto fail = [&](const QString &message) -> std::optional<Design> {
        if (why)
            *why = QStringLiteral("fat-tree: ") + message;
        return std::nullopt;
    };
    if (o.endpoints < 1)
        return fail(QStringLiteral("--endpoints must be at least 1"));
    if (o.portsPerEndpoint < 1)
        return fail(QStringLiteral("--ports-per-endpoint must be at least 1"));
    if (o.oversubscription < o.oversubscriptionOf || o.oversubscriptionOf < 1)
        return fail(QStringLiteral("oversubscription %1:%2 is below 1:1")
                        .arg(o.oversubscription)
                        .arg(o.oversubscriptionOf));
    if (o.tiers < 0 || o.tiers > 3)
        return fail(QStringLiteral("--tiers is 1, 2 or 3, not %1").arg(o.tiers));

    // The switch: as asked, else the catalog's smallest with enough ports at the link speed.
    const DeviceModel *sw = nullptr;
    if (!o.switchSku.isEmpty()) {
        sw = catalog.model(o.switchSku);
        if (!sw || sw->kind != DeviceKind::Switch)
            return fail(QStringLiteral("\"%1\" is not a switch in the catalog").arg(o.switchSku));
    } else {
        int best = 0;
        for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::Switch)) {
            const PortGroup *g = m->portGroup(dataPortGroup(catalog, m->sku));
            if (g && g->speedGbps == o.linkGbps && g->count >= std::max(o.radix, 4) &&
                (!sw || g->count < best)) {
                sw = m;
                best = g->count;
            }
        }
        if (!sw)
            return fail(QStringLiteral("the catalog has no switch with %1 ports of %2G")
                            .arg(std::max(o.radix, 4))
                            .arg(o.linkGbps));
    }
    const QString swGroup = dataPortGroup(catalog, sw->sku);
    const int ports = sw->portGroup(swGroup)->count;
    const int k = o.radix > 0 ? o.radix : ports;
    if (k > ports)
        return fail(QStringLiteral("radix %1 is more than the %2 ports of a %3")
                        .arg(k)
                        .arg(ports)
                        .arg(sw->sku));
    if (k < 4 || k % 2)
        return fail(
            QStringLiteral("the radix must be an even number of at least 4, not %1").arg(k));

    // The endpoint model.
    const DeviceModel *ep = nullptr;
    const PortGroup *epPorts = nullptr;
    if (!o.endpointSku.isEmpty()) {
        ep = catalog.model(o.endpointSku);
        epPorts = ep ? computePorts(*ep, o.portsPerEndpoint, o.linkGbps) : nullptr;
        if (!epPorts)
            return fail(QStringLiteral("\"%1\" has no %2 compute ports of %3G")
                            .arg(o.endpointSku)
                            .arg(o.portsPerEndpoint)
                            .arg(o.linkGbps));
    } else {
        for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::GpuServer)) {
            const PortGroup *g = computePorts(*m, o.portsPerEndpoint, o.linkGbps);
            if (g && (!epPorts || g->count < epPorts->count)) {
                ep = m;
                epPorts = g;
            }
        }
        if (!ep)
            return fail(QStringLiteral("the catalog has no GPU server with %1 compute ports of %2G")
                            .arg(o.portsPerEndpoint)
                            .arg(o.linkGbps));
    }

    // Leaf split for R:1, e.g. 32 down and 32 up at 1:1 on radix 64, 48 and 16 at 3:1.
    const int share = k / (o.oversubscription + o.oversubscriptionOf);
    const int up = share * o.oversubscriptionOf;
    const int down = share * o.oversubscription;
    if (up < 1)
        return fail(QStringLiteral("radix %1 leaves no uplink at %2:%3")
                        .arg(k)
                        .arg(o.oversubscription)
                        .arg(o.oversubscriptionOf));
    if (o.railOnly && o.portsPerEndpoint < 2)
        return fail(QStringLiteral("rail-only needs endpoints with two or more compute ports "
                                   "(--ports-per-endpoint): each port is a rail of its own"));
    const int P = o.portsPerEndpoint;
    int tiers = o.tiers;
    // A rail-only tree is one rail's: one port per endpoint, one switch in one tier.
    auto reach = [&](int t) {
        return o.railOnly ? maxFatTreeEndpoints(t, k, t == 1 ? k : down, 1, false)
                          : maxFatTreeEndpoints(t, k, t == 1 ? k : down, P, o.rails);
    };
    auto describe = [&](int t) {
        QString text = QStringLiteral("%1 %2 of radix %3 reach at most %4 endpoints")
                           .arg(t)
                           .arg(t == 1 ? QStringLiteral("tier") : QStringLiteral("tiers"))
                           .arg(k)
                           .arg(format::count(double(reach(t))));
        if (P > 1)
            text += QStringLiteral(" of %1 ports").arg(P);
        if (t > 1 && o.oversubscription != o.oversubscriptionOf)
            text += QStringLiteral(" at %1:%2").arg(o.oversubscription).arg(o.oversubscriptionOf);
        return text + QStringLiteral("; asked for %1").arg(format::count(o.endpoints));
    };
    if (tiers == 0) {
        // One tier is one switch (per rail with --rails, where the rails stay apart).
        tiers = ((o.railOnly || !o.rails) && reach(1) >= o.endpoints) ? 1
                : reach(2) >= o.endpoints                             ? 2
                                                                      : 3;
        if (reach(3) < o.endpoints)
            return fail(describe(3));
    } else if (reach(tiers) < o.endpoints) {
        return fail(describe(tiers));
    }
    if (tiers == 1 && P > 1 && !o.rails && !o.railOnly && qint64(o.endpoints) * P > k)
        return fail(describe(1));

    Draft draft;
    const QString tech =
        (sw->sku.startsWith(QLatin1String("MQM")) || sw->sku.startsWith(QLatin1String("Q3400")))
            ? QStringLiteral("InfiniBand %1G").arg(o.linkGbps)
            : QStringLiteral("Ethernet %1G").arg(o.linkGbps);
    draft.fabrics.push_back(
        {fabric::compute, QStringLiteral("Compute fabric"), FabricKind::Compute, tech});
    const double rackKw = o.rackKw > 0 ? o.rackKw : rackKwFor(catalog, ep->sku, 4);
    std::vector<Zone> zones{
        {QStringLiteral("node"), QStringLiteral("Endpoints"), sku::rack, rackKw, true},
        {QStringLiteral("leaf"), QStringLiteral("Leaves"), sku::rack, rackKw, true},
        {QStringLiteral("spine"), QStringLiteral("Spines"), sku::rack, rackKw, true},
        {QStringLiteral("core"), QStringLiteral("Cores"), sku::rack, rackKw, true}};

    draft.devices.reserve(std::size_t(o.endpoints) +
                          std::size_t(o.endpoints) * P / std::max(1, down) * 3 + 64);
    std::vector<EndpointGroup> groups;
    const int digits = digitsFor(o.endpoints, 5);
    const bool railed = o.rails || o.railOnly;
    const int groupSize = railed ? (tiers == 1 ? k : down) : o.endpoints;
    for (int e = 0; e < o.endpoints; ++e) {
        if (e % groupSize == 0) {
            EndpointGroup g;
            g.portGroup = epPorts->name;
            g.ports = P;
            g.railWidth = railed ? 1 : 0;
            g.leafDown = tiers == 1 ? k : down;
            if (railed)
                g.label = u'g' + QString::number(groups.size() + 1);
            g.zone = 1;
            groups.push_back(std::move(g));
        }
        const int index = draft.addDevice(QStringLiteral("node-") + pad(e + 1, digits), ep->sku,
                                          Role::Compute, 0);
        draft.devices[std::size_t(index)].canvasPosition = QPointF(e * 60.0, 600.0);
        groups.back().endpoints.push_back(index);
    }
    FatTreeSpec spec;
    spec.fabricId = fabric::compute;
    spec.prefix = QStringLiteral("ft");
    spec.switchSku = sw->sku;
    spec.switchGroup = swGroup;
    spec.shape.radix = k;
    spec.shape.leafUp = up;
    spec.shape.tiers = tiers;
    spec.spineZone = 2;
    spec.coreZone = 3;
    QString reason;
    if (!o.railOnly && !buildFatTree(draft, spec, groups, &reason))
        return fail(reason);
    for (int rail = 0; o.railOnly && rail < P; ++rail) {
        std::vector<EndpointGroup> railGroups = groups;
        for (EndpointGroup &g : railGroups) {
            g.firstPort = rail;
            g.ports = 1;
        }
        spec.prefix = QStringLiteral("ft-rail") + QString::number(rail + 1);
        if (!buildFatTree(draft, spec, railGroups, &reason))
            return fail(reason);
    }
    const int racksPerRow = 32;
    RackPlacer placer(catalog, sku::pdu, racksPerRow);
    if (!placer.place(draft, zones, &reason))
        return fail(reason);
    Design design;
    design.name = QStringLiteral("Fat tree: %1 endpoints x %2 ports, radix %3, %4:%5, %6 tiers%7")
                      .arg(o.endpoints)
                      .arg(P)
                      .arg(k)
                      .arg(o.oversubscription)
                      .arg(o.oversubscriptionOf)
                      .arg(tiers)
                      .arg(o.railOnly ? QStringLiteral(", rail-only")
                           : o.rails  ? QStringLiteral(", rail-optimized")
                                      : QString());
    if (!draft.commit(design, &reason))
        return fail(reason);
    return design;
}

} // namespace podcad
