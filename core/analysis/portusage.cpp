#include "portusage.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <algorithm>
#include <array>

namespace podcad::analysis {
namespace {

// One end of one link on a port that exists on its device model.
struct PortUse final
{
    const PortRef *port = nullptr;
    const QString *linkId = nullptr;
    QChar end; // 'a' or 'b'
};

QString portName(const PortRef &port)
{
    return QStringLiteral("%1 %2[%3]").arg(port.deviceId, port.portGroup).arg(port.portIndex);
}

QString speedName(double gbps) { return QString::number(gbps) + QStringLiteral("G"); }

void checkCable(const Link &link, const Catalog &catalog,
                QHash<QString, const DeviceModel *> &cables, std::vector<Problem> &problems)
{
    // No cable chosen yet is a valid draft state; the BOM derives a default from the ports.
    if (link.cableSku.isEmpty())
        return;
    auto cached = cables.constFind(link.cableSku);
    const DeviceModel *model = cached != cables.cend() ? *cached : catalog.model(link.cableSku);
    if (cached == cables.cend())
        cables.insert(link.cableSku, model);
    if (!model) {
        problems.push_back({Severity::Error, QStringLiteral("unknown-sku"),
                            QStringLiteral("Link %1 uses cable SKU \"%2\", which is not in the "
                                           "catalog.")
                                .arg(link.id, link.cableSku),
                            link.id, QStringLiteral("cable_sku")});
    } else if (model->kind != DeviceKind::Cable) {
        problems.push_back({Severity::Error, QStringLiteral("wrong-kind"),
                            QStringLiteral("Link %1 uses cable SKU \"%2\", which is a %3, not a "
                                           "cable.")
                                .arg(link.id, link.cableSku, deviceKindName(model->kind)),
                            link.id, QStringLiteral("cable_sku")});
    }
}

// Why two ports cannot be cabled together whatever their speeds, or empty. The catalog has no
// technology column, so the rules read what it does say: an RJ45 jack takes twisted pair and a
// cage (OSFP, QSFP, SFP) takes optics or DAC; a switch with an "ib" port group is an InfiniBand
// switch, one without is an Ethernet switch, and their switch ports do not interoperate (a
// ConnectX NIC's "ib" port is VPI, so servers are not held to this).
QString technologyMismatch(const PortGroup &a, const DeviceModel &ma, const PortGroup &b,
                           const DeviceModel &mb)
{
    const bool copperA = a.connector == QLatin1String("RJ45");
    const bool copperB = b.connector == QLatin1String("RJ45");
    if (copperA != copperB)
        return QStringLiteral("an RJ45 jack and a %1 cage take different cables")
            .arg(copperA ? b.connector : a.connector);
    auto infiniBandSwitch = [](const DeviceModel &m) {
        return m.kind == DeviceKind::Switch && m.portGroup(QStringLiteral("ib"));
    };
    auto managementPort = [](const PortGroup &g) {
        return g.name == QLatin1String("mgmt") || g.name == QLatin1String("bmc");
    };
    if (ma.kind == DeviceKind::Switch && mb.kind == DeviceKind::Switch && !managementPort(a) &&
        !managementPort(b) && infiniBandSwitch(ma) != infiniBandSwitch(mb))
        return QStringLiteral("an InfiniBand switch port and an Ethernet switch port do not "
                              "interoperate");
    return {};
}

} // namespace

void checkLinks(const Design &design, const Catalog &catalog, const DeviceIndex &devices,
                std::vector<Problem> &problems)
{
    std::vector<PortUse> uses;
    uses.reserve(design.links().size() * 2);
    QHash<QString, const DeviceModel *> cables;

    for (const auto &[id, link] : design.links()) {
        if (link.fabricId.isEmpty())
            problems.push_back({Severity::Warning, QStringLiteral("link-no-fabric"),
                                QStringLiteral("Link %1 (%2 to %3) belongs to no fabric, so no "
                                               "fabric analysis counts it.")
                                    .arg(id, portName(link.a), portName(link.b)),
                                id, QStringLiteral("fabric")});
        checkCable(link, catalog, cables, problems);

        std::array<const PortGroup *, 2> groups{};
        std::array<const DeviceModel *, 2> models{};
        const std::array<std::pair<const PortRef *, QChar>, 2> ends{
            {{&link.a, u'a'}, {&link.b, u'b'}}};
        for (std::size_t i = 0; i < ends.size(); ++i) {
            const auto &[port, end] = ends[i];
            const DeviceFacts *facts = devices.find(port->deviceId);
            // A device without a known model has been reported already; its ports are unknowable.
            if (!facts || !facts->model)
                continue;
            const DeviceModel &model = *facts->model;
            const PortGroup *group = model.portGroup(port->portGroup);
            if (!group) {
                problems.push_back({Severity::Error, QStringLiteral("unknown-port"),
                                    QStringLiteral("Link %1 end %2 names port group \"%3\", which "
                                                   "%4 (%5) does not have.")
                                        .arg(id, QString(end), port->portGroup, port->deviceId,
                                             model.sku),
                                    id, QString(end) + QStringLiteral(".port_group")});
                continue;
            }
            if (port->portIndex < 0 || port->portIndex >= group->count) {
                problems.push_back({Severity::Error, QStringLiteral("unknown-port"),
                                    QStringLiteral("Link %1 end %2 uses port %3, but %4 has ports "
                                                   "0 to %5 in group \"%6\".")
                                        .arg(id, QString(end), portName(*port), port->deviceId)
                                        .arg(group->count - 1)
                                        .arg(port->portGroup),
                                    id, QString(end) + QStringLiteral(".port_index")});
                continue;
            }
            groups[i] = group;
            models[i] = &model;
            uses.push_back({port, &id, end});
        }
        if (groups[0] && groups[1] && groups[0]->speedGbps != groups[1]->speedGbps) {
            // Ethernet and InfiniBand ports negotiate down a step or two (a DGX's 400G storage NIC
            // runs at 100G into an SN4600C in the BasePOD RA): worth knowing, not a fault. A gap
            // wider than 4x (a 1G BMC port on a 400G cage) cannot link up at all.
            const double slow = std::min(groups[0]->speedGbps, groups[1]->speedGbps);
            const double fast = std::max(groups[0]->speedGbps, groups[1]->speedGbps);
            const bool linksUp = fast <= 4 * slow;
            problems.push_back({linksUp ? Severity::Info : Severity::Warning,
                                QStringLiteral("link-speed-mismatch"),
                                QStringLiteral("Link %1 joins a %2 port (%3) to a %4 port (%5); %6.")
                                    .arg(id, speedName(groups[0]->speedGbps), portName(link.a),
                                         speedName(groups[1]->speedGbps), portName(link.b),
                                         linksUp ? QStringLiteral("it runs at the slower speed")
                                                 : QStringLiteral("ports this far apart in speed "
                                                                  "do not link up")),
                                id, {}});
        }
        if (groups[0] && groups[1]) {
            const QString why = technologyMismatch(*groups[0], *models[0], *groups[1], *models[1]);
            if (!why.isEmpty())
                problems.push_back({Severity::Warning, QStringLiteral("link-technology-mismatch"),
                                    QStringLiteral("Link %1 joins %2 (%3 %4) to %5 (%6 %7): %8.")
                                        .arg(id, portName(link.a), models[0]->sku,
                                             groups[0]->connector, portName(link.b),
                                             models[1]->sku, groups[1]->connector, why),
                                    id, {}});
        }
    }

    // Sorting by port brings every use of one port together; the first link (id order) keeps the
    // port and each later one is reported.
    std::sort(uses.begin(), uses.end(), [](const PortUse &x, const PortUse &y) {
        if (auto c = *x.port <=> *y.port; c != 0)
            return c < 0;
        return *x.linkId < *y.linkId;
    });
    std::size_t holder = 0; // the first use of the current port
    for (std::size_t i = 1; i < uses.size(); ++i) {
        const PortUse &use = uses[i];
        if (*use.port != *uses[holder].port) {
            holder = i;
            continue;
        }
        problems.push_back({Severity::Error, QStringLiteral("port-overuse"),
                            QStringLiteral("Port %1 is already used by link %2; link %3 cannot "
                                           "use it too.")
                                .arg(portName(*use.port), *uses[holder].linkId, *use.linkId),
                            *use.linkId, QString(use.end) + QStringLiteral(".port_index")});
    }
}

} // namespace podcad::analysis
