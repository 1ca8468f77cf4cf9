#include "linkplanner.h"

#include "catalog/catalog.h"
#include "devicetiers.h"
#include "model/design.h"

#include <QCollator>
#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::LinkPlanner", text);
}

// Ports taken by the design's cables and by the ones planned so far, and fresh link ids.
class PortBook final
{
public:
    // Reads the cables of a device when first asked about it (the design's per-device index),
    // never the whole design: connecting two devices of a 96,000-cable SuperPOD costs what those
    // two devices have.
    // New cable ids are numbered from the count of cables: "link-1" upwards would probe every
    // id a generated design already uses before finding a free one.
    explicit PortBook(const Design &design)
        : mDesign(design)
        , mNext(int(design.links().size()))
    {}

    bool isUsed(const PortRef &port) const
    {
        load(port.deviceId);
        return mUsed.count(port) > 0;
    }

    std::optional<PortRef> nextFree(const QString &deviceId, const PortGroup &group) const
    {
        load(deviceId);
        for (int i = 0; i < group.count; ++i) {
            PortRef port{deviceId, group.name, i};
            if (!mUsed.count(port))
                return port;
        }
        return std::nullopt;
    }

    int freeCount(const QString &deviceId, const PortGroup &group) const
    {
        load(deviceId);
        int n = 0;
        for (int i = 0; i < group.count; ++i)
            n += mUsed.count(PortRef{deviceId, group.name, i}) ? 0 : 1;
        return n;
    }

    Link take(PortRef a, PortRef b, const QString &fabricId)
    {
        load(a.deviceId);
        load(b.deviceId);
        mUsed.insert(a);
        mUsed.insert(b);
        QString id;
        do
            id = QStringLiteral("link-%1").arg(++mNext);
        while (mDesign.idInUse(id) || mIds.count(id));
        mIds.insert(id);
        return Link{id, std::move(a), std::move(b), QString(), fabricId};
    }

private:
    void load(const QString &deviceId) const
    {
        if (!mLoaded.insert(deviceId).second)
            return;
        for (const Link *link : mDesign.linksOf(deviceId)) {
            mUsed.insert(link->a);
            mUsed.insert(link->b);
        }
    }

    const Design &mDesign;
    mutable std::set<QString> mLoaded;
    mutable std::set<PortRef> mUsed;
    std::set<QString> mIds;
    int mNext;
};

bool isRj45(const PortGroup &g)
{
    return g.connector.compare(QLatin1String("RJ45"), Qt::CaseInsensitive) == 0;
}

// 0 best; -1 incompatible.
int pairRank(const PortGroup &a, const PortGroup &b)
{
    if (isManagementPortGroup(a.name) && isManagementPortGroup(b.name))
        return -1;
    const bool anyA = a.fabric == QLatin1String("any"), anyB = b.fabric == QLatin1String("any");
    if (!anyA && !anyB && a.fabric != b.fabric)
        return -1;
    if (isRj45(a) != isRj45(b))
        return -1;
    const double slow = std::min(a.speedGbps, b.speedGbps),
                 fast = std::max(a.speedGbps, b.speedGbps);
    if (slow <= 0 || fast > 4 * slow)
        return -1;
    if (a.speedGbps == b.speedGbps)
        return a.connector == b.connector ? 0 : 1;
    return 2;
}

// The fabric kinds (by name: "compute", "storage", ...) the cables on a switch's "any" group are
// in already: such a switch serves those fabrics, so a port of another fabric does not belong on
// it.
std::set<QString> committedKinds(const Design &design, const QString &deviceId,
                                 const PortGroup &group)
{
    std::set<QString> kinds;
    if (group.fabric != QLatin1String("any"))
        return kinds;
    for (const Link *link : design.linksOf(deviceId)) {
        const PortRef &own = link->a.deviceId == deviceId ? link->a : link->b;
        if (own.portGroup != group.name)
            continue;
        if (const Fabric *f = design.fabric(link->fabricId))
            kinds.insert(fabricKindName(f->kind));
    }
    return kinds;
}

// Whether the pair suits what the two devices are cabled into already.
bool fitsFabrics(const Design &design, const QString &da, const PortGroup &a, const QString &db,
                 const PortGroup &b)
{
    const std::set<QString> ka = committedKinds(design, da, a), kb = committedKinds(design, db, b);
    if (!ka.empty() && b.fabric != QLatin1String("any") && !ka.count(b.fabric))
        return false;
    if (!kb.empty() && a.fabric != QLatin1String("any") && !kb.count(a.fabric))
        return false;
    if (!ka.empty() && !kb.empty()) {
        bool shared = false;
        for (const QString &k : ka)
            shared = shared || kb.count(k);
        return shared;
    }
    return true;
}

// The fabric of a cable between groups `a` and `b` of devices `da` and `db`.
QString fabricFor(const Design &design, const QString &da, const PortGroup &a, const QString &db,
                  const PortGroup &b)
{
    const QString kindName = a.fabric != QLatin1String("any") ? a.fabric : b.fabric;
    std::map<QString, int> used; // fabrics of the two devices' other cables on these groups
    for (const QString &d : {da, db})
        for (const Link *link : design.linksOf(d)) {
            const PortRef &own = link->a.deviceId == d ? link->a : link->b;
            if ((own.portGroup == a.name && d == da) || (own.portGroup == b.name && d == db))
                ++used[link->fabricId];
        }
    if (kindName != QLatin1String("any")) {
        const auto kind = fabricKindFromName(kindName);
        QString first;
        int bestUse = -1;
        for (const auto &[id, fabric] : design.fabrics())
            if (kind && fabric.kind == *kind) {
                const int u = used.count(id) ? used[id] : 0;
                if (u > bestUse) {
                    bestUse = u;
                    first = id;
                }
            }
        return first;
    }
    QString best;
    int bestUse = 0;
    for (const auto &[id, count] : used)
        if (!id.isEmpty() && count > bestUse) {
            best = id;
            bestUse = count;
        }
    return best;
}

QString display(const Device &d)
{
    return d.name.isEmpty() ? d.id : d.name;
}

// The group of a GPU server that carries the compute fabric.
const PortGroup *computeGroup(const DeviceModel &model)
{
    for (const PortGroup &g : model.portGroups)
        if (g.fabric == QLatin1String("compute"))
            return &g;
    return nullptr;
}

// The switch's data group that pairs best with `with` (or its biggest data group).
const PortGroup *switchGroup(const DeviceModel &model, const PortGroup *with)
{
    const PortGroup *best = nullptr;
    int bestRank = 99;
    for (const PortGroup &g : model.portGroups) {
        if (isManagementPortGroup(g.name))
            continue;
        const int rank = with ? pairRank(*with, g) : 0;
        if (rank < 0)
            continue;
        if (!best || rank < bestRank || (rank == bestRank && g.count > best->count)) {
            best = &g;
            bestRank = rank;
        }
    }
    return best;
}

std::vector<const Device *> sortedDevices(const Design &design, const QStringList &ids)
{
    std::vector<const Device *> devices;
    for (const QString &id : ids)
        if (const Device *d = design.device(id))
            devices.push_back(d);
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(devices.begin(), devices.end(),
              [&](const Device *a, const Device *b) { return collator.compare(a->id, b->id) < 0; });
    return devices;
}

} // namespace

QString portLabel(const PortRef &port)
{
    return QStringLiteral("%1 %2[%3]").arg(port.deviceId, port.portGroup).arg(port.portIndex);
}

LinkPlan planLink(const Design &design, const Catalog &catalog, const QString &fromId,
                  const QString &toId)
{
    LinkPlan plan;
    const Device *a = design.device(fromId), *b = design.device(toId);
    if (!a || !b) {
        plan.reason = tr("Drag from one device to another to connect them.");
        return plan;
    }
    if (a->id == b->id) {
        plan.reason = tr("A device cannot be connected to itself.");
        return plan;
    }
    const DeviceModel *ma = catalog.model(a->sku), *mb = catalog.model(b->sku);
    if (!ma || !mb) {
        plan.reason =
            tr("%1 is not in the catalog; its ports are unknown.").arg(ma ? b->sku : a->sku);
        return plan;
    }
    struct Candidate final
    {
        int rank;
        const PortGroup *ga, *gb;
    };
    std::vector<Candidate> candidates;
    for (const PortGroup &ga : ma->portGroups)
        for (const PortGroup &gb : mb->portGroups)
            if (const int r = pairRank(ga, gb); r >= 0 && fitsFabrics(design, a->id, ga, b->id, gb))
                candidates.push_back({r, &ga, &gb});
    if (candidates.empty()) {
        plan.reason =
            tr("%1 (%2) and %3 (%4) have no compatible ports (fabric, medium or speed differ).")
                .arg(display(*a), a->sku, display(*b), b->sku);
        return plan;
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &x, const Candidate &y) { return x.rank < y.rank; });
    PortBook book(design);
    QStringList exhausted;
    for (const Candidate &c : candidates) {
        const auto pa = book.nextFree(a->id, *c.ga), pb = book.nextFree(b->id, *c.gb);
        if (pa && pb) {
            plan.links.push_back(
                book.take(*pa, *pb, fabricFor(design, a->id, *c.ga, b->id, *c.gb)));
            return plan;
        }
        const QString full =
            !pa ? QStringLiteral("%1 %2 (%3/%3 used)").arg(a->id, c.ga->name).arg(c.ga->count)
                : QStringLiteral("%1 %2 (%3/%3 used)").arg(b->id, c.gb->name).arg(c.gb->count);
        if (!exhausted.contains(full))
            exhausted << full;
    }
    plan.reason = tr("No free compatible port: %1.").arg(exhausted.join(QStringLiteral(", ")));
    return plan;
}

LinkPlan planRailOptimized(const Design &design, const Catalog &catalog, const QStringList &ids)
{
    LinkPlan plan;
    std::vector<const Device *> nodes, leaves;
    for (const Device *d : sortedDevices(design, ids)) {
        const DeviceModel *m = catalog.model(d->sku);
        if (!m)
            continue;
        if (m->kind == DeviceKind::Switch)
            leaves.push_back(d);
        else if (computeGroup(*m))
            nodes.push_back(d);
    }
    if (nodes.empty() || leaves.empty()) {
        plan.reason = tr("Select GPU servers and the leaf switches of their rails.");
        return plan;
    }
    PortBook book(design);
    QStringList problems;
    for (const Device *node : nodes) {
        const PortGroup &group = *computeGroup(*catalog.model(node->sku));
        for (int rail = 0; rail < group.count; ++rail) {
            const PortRef port{node->id, group.name, rail};
            if (book.isUsed(port))
                continue;
            const Device *leaf = leaves[std::size_t(rail) % leaves.size()];
            const PortGroup *leafGroup = switchGroup(*catalog.model(leaf->sku), &group);
            const auto leafPort = leafGroup ? book.nextFree(leaf->id, *leafGroup) : std::nullopt;
            if (!leafPort) {
                const QString p = leafGroup ? tr("%1 has no free port").arg(leaf->id)
                                            : tr("%1 has no port for %2").arg(leaf->id, group.name);
                if (!problems.contains(p))
                    problems << p;
                continue;
            }
            plan.links.push_back(book.take(
                port, *leafPort, fabricFor(design, node->id, group, leaf->id, *leafGroup)));
        }
    }
    if (!problems.isEmpty())
        plan.reason = problems.join(QStringLiteral("; ")) + u'.';
    else if (plan.links.empty())
        plan.reason = tr("Every compute port of the selected nodes is cabled already.");
    return plan;
}

LinkPlan planLeafToSpines(const Design &design, const Catalog &catalog, const QStringList &ids)
{
    LinkPlan plan;
    std::map<Role, std::vector<const Device *>> byRole;
    for (const Device *d : sortedDevices(design, ids)) {
        const DeviceModel *m = catalog.model(d->sku);
        if (m && m->kind == DeviceKind::Switch)
            byRole[d->role].push_back(d);
    }
    std::vector<const Device *> lower = byRole[Role::Leaf], upper = byRole[Role::Spine];
    if (lower.empty()) {
        lower = byRole[Role::Spine];
        upper = byRole[Role::Core];
    }
    if (lower.empty() || upper.empty()) {
        plan.reason = tr("Select leaf and spine switches (or spines and cores).");
        return plan;
    }
    const std::set<const Device *> uppers(upper.begin(), upper.end());
    PortBook book(design);
    QStringList problems;
    for (const Device *leaf : lower) {
        const PortGroup *group = switchGroup(*catalog.model(leaf->sku), nullptr);
        if (!group)
            continue;
        int up = 0;
        for (const Link *link : design.linksOf(leaf->id)) {
            const QString other =
                link->a.deviceId == leaf->id ? link->b.deviceId : link->a.deviceId;
            const Device *o = design.device(other);
            up += o && uppers.count(o) ? 1 : 0;
        }
        const int wanted = group->count / 2 - up;
        for (int k = 0; k < wanted; ++k) {
            const Device *spine = upper[std::size_t(k) % upper.size()];
            const PortGroup *spineGroup = switchGroup(*catalog.model(spine->sku), group);
            const auto a = book.nextFree(leaf->id, *group);
            const auto b = spineGroup ? book.nextFree(spine->id, *spineGroup) : std::nullopt;
            if (!a || !b) {
                const QString p = tr("%1 has no free port").arg(!a ? leaf->id : spine->id);
                if (!problems.contains(p))
                    problems << p;
                if (!a)
                    break;
                continue;
            }
            plan.links.push_back(
                book.take(*a, *b, fabricFor(design, leaf->id, *group, spine->id, *spineGroup)));
        }
    }
    if (!problems.isEmpty())
        plan.reason = problems.join(QStringLiteral("; ")) + u'.';
    else if (plan.links.empty())
        plan.reason = tr("The selected switches have all their uplinks already.");
    return plan;
}

} // namespace podcad
