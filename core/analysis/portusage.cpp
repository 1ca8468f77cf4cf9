#include "portusage.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <algorithm>
#include <array>
#include <map>
#include <tuple>
#include <unordered_set>

namespace podcad::analysis {
namespace {

// One end of one link on a port that exists on its device model.
struct PortUse final
{
    const PortRef *port = nullptr;
    const QString *linkId = nullptr;
    QChar end; // 'a' or 'b'
    // The same port as addresses and a number, for finding ports used twice without comparing
    // strings (the device's facts and the model's group are one object each per port).
    const DeviceFacts *device = nullptr;
    const PortGroup *group = nullptr;

    struct Key final
    {
        const DeviceFacts *device;
        const PortGroup *group;
        int index;
        bool operator==(const Key &) const = default;
    };
    Key key() const { return {device, group, port->portIndex}; }
};

struct PortKeyHash final
{
    std::size_t operator()(const PortUse::Key &k) const noexcept
    {
        const std::size_t h =
            std::hash<const void *>()(k.device) * 31 + std::hash<const void *>()(k.group);
        return h * 1000003 + std::size_t(k.index);
    }
};

// The uses of ports that more than one link end uses, or none: almost every design has none, so
// one pass over a hash set replaces sorting every end of every link by strings.
std::vector<PortUse> sharedPortUses(const std::vector<PortUse> &uses)
{
    std::unordered_set<PortUse::Key, PortKeyHash> seen, shared;
    seen.reserve(uses.size());
    for (const PortUse &use : uses)
        if (!seen.insert(use.key()).second)
            shared.insert(use.key());
    std::vector<PortUse> out;
    if (!shared.empty())
        for (const PortUse &use : uses)
            if (shared.count(use.key()))
                out.push_back(use);
    return out;
}

QString portName(const PortRef &port)
{
    return QStringLiteral("%1 %2[%3]").arg(port.deviceId, port.portGroup).arg(port.portIndex);
}

QString speedName(double gbps)
{
    return QString::number(gbps) + QStringLiteral("G");
}

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

// Links alike in everything a mismatch message says: one problem code, one fabric, and at each
// end one model and port group (so one speed and connector), ends in a canonical order.
struct AlikeKey final
{
    QString code;
    QString fabricId;
    QString endA; // "SKU group"
    QString endB;

    bool operator<(const AlikeKey &o) const
    {
        return std::tie(code, fabricId, endA, endB) < std::tie(o.code, o.fabricId, o.endA, o.endB);
    }
};

struct AlikeLinks final
{
    Problem first; // the first link's own problem (links come in id order)
    QString label; // "Fabric storage-ib"
    QString what;  // what the links do wrong, after "N links"
    std::vector<QString> linkIds;
};

constexpr std::size_t kExampleIds = 3;

// A 64-SU SuperPOD has over 11,000 storage and in-band links that run at the slower speed by
// design: one row per kind of link says the same and leaves the list readable. A kind with one
// link keeps its per-link problem.
void reportAlike(std::map<AlikeKey, AlikeLinks> &alike, std::vector<Problem> &problems)
{
    for (auto &entry : alike) {
        AlikeLinks &group = entry.second;
        if (group.linkIds.size() == 1) {
            problems.push_back(std::move(group.first));
            continue;
        }
        Problem p = group.first;
        p.field.clear();
        p.count = int(group.linkIds.size());
        for (std::size_t i = 0; i < group.linkIds.size() && i < kExampleIds; ++i)
            p.exampleIds << group.linkIds[i];
        QString examples = p.exampleIds.join(QStringLiteral(", "));
        if (group.linkIds.size() > kExampleIds)
            examples += QStringLiteral(", ...");
        // One multi-argument arg(): ids and SKUs are never read as placeholders.
        p.message = QStringLiteral("%1: %2 links %3 (%4).")
                        .arg(group.label, QString::number(p.count), group.what, examples);
        problems.push_back(std::move(p));
    }
}

QString fabricLabel(const QString &fabricId)
{
    return fabricId.isEmpty() ? QStringLiteral("Links without a fabric")
                              : QStringLiteral("Fabric %1").arg(fabricId);
}

} // namespace

void checkLinks(const Design &design, const Catalog &catalog, const DeviceIndex &devices,
                std::vector<Problem> &problems)
{
    std::vector<PortUse> uses;
    uses.reserve(design.links().size() * 2);
    QHash<QString, const DeviceModel *> cables;
    std::map<AlikeKey, AlikeLinks> alike;

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
                problems.push_back(
                    {Severity::Error, QStringLiteral("unknown-port"),
                     QStringLiteral("Link %1 end %2 names port group \"%3\", which "
                                    "%4 (%5) does not have.")
                         .arg(id, QString(end), port->portGroup, port->deviceId, model.sku),
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
                                    id, QString(end) + QStringLiteral(".port")});
                continue;
            }
            groups[i] = group;
            models[i] = &model;
            uses.push_back({port, &id, end, facts, group});
        }
        auto endName = [&](std::size_t i) { return models[i]->sku + u' ' + groups[i]->name; };
        if (groups[0] && groups[1] && groups[0]->speedGbps != groups[1]->speedGbps) {
            // Ethernet and InfiniBand ports negotiate down a step or two (a DGX's 400G storage NIC
            // runs at 100G into an SN4600C in the BasePOD RA): worth knowing, not a fault. A gap
            // wider than 4x (a 1G BMC port on a 400G cage) cannot link up at all.
            const double slow = std::min(groups[0]->speedGbps, groups[1]->speedGbps);
            const double fast = std::max(groups[0]->speedGbps, groups[1]->speedGbps);
            const bool linksUp = fast <= 4 * slow;
            const QString code = QStringLiteral("link-speed-mismatch");
            const std::array<QString, 2> names{endName(0), endName(1)};
            const std::size_t lo = names[0] <= names[1] ? 0 : 1, hi = 1 - lo;
            AlikeLinks &group = alike[{code, link.fabricId, names[lo], names[hi]}];
            // Texts only for the first link of a kind: the others are counted, not described
            // (a 64-SU SuperPOD has 11,000 of them; formatting each was a third of this pass).
            if (group.linkIds.empty()) {
                group.first = {linksUp ? Severity::Info : Severity::Warning,
                               code,
                               QStringLiteral("Link %1 joins a %2 port (%3) to a %4 port (%5); %6.")
                                   .arg(id, speedName(groups[0]->speedGbps), portName(link.a),
                                        speedName(groups[1]->speedGbps), portName(link.b),
                                        linksUp ? QStringLiteral("it runs at the slower speed")
                                                : QStringLiteral("ports this far apart in speed do "
                                                                 "not link up")),
                               id,
                               {}};
                group.label = fabricLabel(link.fabricId);
                group.what = QStringLiteral("join a %1 port (%2) to a %3 port (%4); %5")
                                 .arg(speedName(groups[lo]->speedGbps), names[lo],
                                      speedName(groups[hi]->speedGbps), names[hi],
                                      linksUp ? QStringLiteral("they run at the slower speed")
                                              : QStringLiteral("ports this far apart in speed do "
                                                               "not link up"));
            }
            group.linkIds.push_back(id);
        }
        if (groups[0] && groups[1]) {
            const QString why = technologyMismatch(*groups[0], *models[0], *groups[1], *models[1]);
            if (!why.isEmpty()) {
                const Problem problem{Severity::Warning,
                                      QStringLiteral("link-technology-mismatch"),
                                      QStringLiteral("Link %1 joins %2 (%3 %4) to %5 (%6 %7): %8.")
                                          .arg(id, portName(link.a), models[0]->sku,
                                               groups[0]->connector, portName(link.b),
                                               models[1]->sku, groups[1]->connector, why),
                                      id,
                                      {}};
                const std::size_t lo = endName(0) <= endName(1) ? 0 : 1, hi = 1 - lo;
                AlikeLinks &group = alike[{problem.code, link.fabricId, endName(lo), endName(hi)}];
                if (group.linkIds.empty()) {
                    group.first = problem;
                    group.label = fabricLabel(link.fabricId);
                    group.what = QStringLiteral("join %1 (%2) to %3 (%4): %5")
                                     .arg(endName(lo), groups[lo]->connector, endName(hi),
                                          groups[hi]->connector, why);
                }
                group.linkIds.push_back(id);
            }
        }
    }

    reportAlike(alike, problems);

    // Sorting by port brings every use of one port together; the first link (id order) keeps the
    // port and each later one is reported.
    uses = sharedPortUses(uses);
    std::sort(uses.begin(), uses.end(), [](const PortUse &x, const PortUse &y) {
        if (auto c = *x.port <=> *y.port; c != 0)
            return c < 0;
        return *x.linkId < *y.linkId;
    });
    std::size_t holder = 0; // the first use of the current port
    std::size_t reported = 0, unlisted = 0;
    for (std::size_t i = 1; i < uses.size(); ++i) {
        const PortUse &use = uses[i];
        if (*use.port != *uses[holder].port) {
            holder = i;
            continue;
        }
        // Nobody reads a million of these (a hostile file with every link on one port took 27 s
        // and 6.5 GB to list them): past the cap they are counted, not listed.
        if (reported == kMaxPortOveruseProblems) {
            ++unlisted;
            continue;
        }
        ++reported;
        problems.push_back({Severity::Error, QStringLiteral("port-overuse"),
                            QStringLiteral("Port %1 is already used by link %2; link %3 cannot "
                                           "use it too.")
                                .arg(portName(*use.port), *uses[holder].linkId, *use.linkId),
                            *use.linkId, QString(use.end) + QStringLiteral(".port")});
    }
    if (unlisted > 0) {
        Problem rest{Severity::Error, QStringLiteral("port-overuse"),
                     QStringLiteral("%1 more link ends use ports that are already in use (not "
                                    "listed: the first %2 are)")
                         .arg(unlisted)
                         .arg(kMaxPortOveruseProblems),
                     QString(), QString()};
        rest.count = int(unlisted);
        problems.push_back(std::move(rest));
    }
}

} // namespace podcad::analysis
