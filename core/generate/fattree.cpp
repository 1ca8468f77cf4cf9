#include "fattree.h"

#include "catalog/catalog.h"
#include "ids.h"

#include <QHash>
#include <algorithm>
#include <numeric>

namespace podcad::generate {
namespace {

long long ceilDiv(long long a, long long b)
{
    return (a + b - 1) / b;
}

// The smallest divisor of n that is at least `atLeast`, or 0 when n itself is smaller: the
// spine count that lets every leaf reach every spine with the same number of links.
int smallestDivisorAtLeast(int n, long long atLeast)
{
    for (int d = 1; d <= n; ++d)
        if (n % d == 0 && d >= atLeast)
            return d;
    return 0;
}

QString tierName(int tiers)
{
    return tiers == 1 ? QStringLiteral("1 tier")
                      : QString::number(tiers) + QStringLiteral(" tiers");
}

} // namespace

int EndpointGroup::leafCount() const
{
    if (endpoints.empty())
        return 0;
    if (railWidth > 0)
        return int(ceilDiv(ports, railWidth));
    return int(ceilDiv(qint64(endpoints.size()) * ports, leafDown));
}

int EndpointGroup::downOnLeaf(int leaf) const
{
    const int n = int(endpoints.size());
    if (railWidth > 0)
        return n * std::min(railWidth, ports - leaf * railWidth);
    const long long total = qint64(n) * ports;
    return int(std::min<long long>(leafDown, total - qint64(leaf) * leafDown));
}

long long FatTreePlan::leafSpineLinks() const
{
    long long n = 0;
    for (const FatTreePod &pod : pods)
        n += qint64(pod.leaves) * pod.spines * pod.linksPerLeafSpine;
    return n;
}

long long FatTreePlan::spineCoreLinks() const
{
    if (tiers < 3)
        return 0;
    long long n = 0;
    for (const FatTreePod &pod : pods)
        n += qint64(pod.spines) * (leafUp / pod.spines) * pod.upPerSlot;
    return n;
}

int FatTreePlan::coresInSlot(int slot) const
{
    return coresPerSlot + (slot >= slots - extraCores ? 1 : 0);
}

int FatTreePlan::firstCoreOfSlot(int slot) const
{
    return slot * coresPerSlot + std::max(0, slot - (slots - extraCores));
}

long long maxFatTreeEndpoints(int tiers, int radix, int leafDown, int ports, bool rails)
{
    if (ports <= 0 || radix <= 0)
        return 0;
    const long long k = radix;
    if (tiers <= 1)
        return rails ? k : k / ports;
    // Two tiers: a spine takes at most one link from each of k leaves. Three tiers: k/2 cores
    // per slot of k ports each, so k * k/2 leaves.
    const long long leaves = tiers == 2 ? k : k * k / 2;
    if (rails)
        return (leaves / ports) * leafDown;
    return leaves * leafDown / ports;
}

std::optional<FatTreePlan> planFatTree(const FatTreeShape &shape, const std::vector<int> &leafDown,
                                       QString *why)
{
    const int k = shape.radix;
    const int u = shape.leafUp;
    const int leaves = int(leafDown.size());
    QString *reason = why; // where fail() writes: the caller's, or a trial's while picking tiers
    auto fail = [&](const QString &message) -> std::optional<FatTreePlan> {
        if (reason)
            *reason = message;
        return std::nullopt;
    };
    if (k < 4 || k % 2 != 0)
        return fail(
            QStringLiteral("the radix must be an even number of at least 4, not %1").arg(k));
    if (leaves == 0)
        return fail(QStringLiteral("there are no endpoints to connect"));
    const int reserved = shape.reservedTopPorts;
    if (reserved < 0)
        return fail(
            QStringLiteral("reserved top-tier ports cannot be negative (%1)").arg(reserved));
    auto noRoom = [&](int tiers) {
        return fail(
            QStringLiteral("%1 of radix %2 leave no room for the %3 top-tier ports reserved "
                           "for the fabric's management appliances")
                .arg(tierName(tiers))
                .arg(k)
                .arg(reserved));
    };

    auto plan = [&](int tiers) -> std::optional<FatTreePlan> {
        FatTreePlan p;
        p.tiers = tiers;
        p.radix = k;
        p.leafUp = tiers == 1 ? 0 : u;
        p.leaves = leaves;
        const int maxDown = tiers == 1 ? k : k - u;
        for (int d : leafDown)
            if (d > maxDown)
                return fail(QStringLiteral("a leaf needs %1 endpoint ports but has %2 of its %3 "
                                           "left after %4 uplinks")
                                .arg(d)
                                .arg(maxDown)
                                .arg(k)
                                .arg(tiers == 1 ? 0 : u));
        if (tiers == 1) {
            long long free = 0;
            for (int d : leafDown)
                free += k - d;
            if (free < reserved)
                return noRoom(1);
            return p;
        }
        if (u < 1 || u > k / 2)
            return fail(
                QStringLiteral("a leaf needs between 1 and %1 uplinks, not %2").arg(k / 2).arg(u));
        if (tiers == 2) {
            const int s = smallestDivisorAtLeast(u, ceilDiv(qint64(leaves) * u + reserved, k));
            if (s == 0 && reserved > 0 &&
                smallestDivisorAtLeast(u, ceilDiv(qint64(leaves) * u, k)) != 0)
                return noRoom(2);
            if (s == 0)
                return fail(QStringLiteral("2 tiers of radix %1 hold at most %1 leaves; %2 are "
                                           "needed")
                                .arg(k)
                                .arg(leaves));
            p.pods.push_back({0, leaves, s, u / s, 0});
            p.spines = s;
            return p;
        }
        const int half = k / 2;
        for (int first = 0; first < leaves; first += half) {
            const int n = std::min(half, leaves - first);
            const int s = smallestDivisorAtLeast(u, ceilDiv(qint64(n) * u, half));
            p.pods.push_back({first, n, s, u / s, 0});
        }
        // Each spine sends max(pod leaves, cores per slot) links into each slot it serves, so
        // that it reaches every core there; more cores can raise that count, hence the loop.
        // The count never falls from one pass to the next, so once it passes k/2 the tree
        // cannot hold the leaves: stop there. With more than k pods (over k * k/2 leaves) it
        // grows without end and, unchecked, overflowed and never settled (a GB200 NVL72
        // SuperPOD of 108 SUs, whose storage fabric needs over 2,048 leaves, never returned).
        long long perSlot = 0;
        long long cores = ceilDiv(leaves, k);
        while (cores <= half) {
            perSlot = 0;
            for (const FatTreePod &pod : p.pods)
                perSlot += std::max<long long>(pod.leaves, cores);
            const long long next = ceilDiv(perSlot, k);
            if (next == cores)
                break;
            cores = next;
        }
        if (cores > half)
            return fail(QStringLiteral("3 tiers of radix %1 hold at most %2 leaves; %3 are needed")
                            .arg(k)
                            .arg(qint64(k) * half)
                            .arg(leaves));
        p.coresPerSlot = int(cores);
        p.slots = u;
        // Cores exactly full (every slot's links a multiple of the radix) leave the reserved
        // ports nowhere: one more core in each of the fewest slots that frees enough. It takes
        // its share of the slot's round robin, so the slot stays non-blocking and every spine
        // of a full pod still reaches each of its cores.
        const long long free = qint64(u) * (cores * k - perSlot);
        if (free < reserved) {
            p.extraCores = int(ceilDiv(reserved - free, k));
            if (p.extraCores > u || cores + 1 > half)
                return noRoom(3);
        }
        p.cores = u * p.coresPerSlot + p.extraCores;
        for (FatTreePod &pod : p.pods) {
            if (pod.leaves < p.coresPerSlot) {
                // A small last pod: one spine per slot so each still reaches every core.
                pod.spines = u;
                pod.linksPerLeafSpine = 1;
            }
            pod.upPerSlot = std::max(pod.leaves, p.coresPerSlot);
            p.spines += pod.spines;
        }
        return p;
    };

    if (shape.tiers > 0) {
        if (shape.tiers > 3)
            return fail(QStringLiteral("a fat tree has 1, 2 or 3 tiers, not %1").arg(shape.tiers));
        return plan(shape.tiers);
    }
    QString last;
    for (int t = std::max(1, shape.minTiers); t <= 3; ++t) {
        // One tier is a single switch: several leaves without spines would not be one fabric.
        if (t == 1 && leaves > 1)
            continue;
        QString trial;
        reason = &trial;
        auto p = plan(t);
        reason = why;
        if (p)
            return p;
        last = trial;
    }
    return fail(last.isEmpty() ? tierName(3) + QStringLiteral(" do not reach") : last);
}

std::vector<std::pair<int, int>> firstFreePorts(const Draft &draft, const std::vector<int> &devices,
                                                const QString &group, int radix, int count)
{
    QHash<QString, std::vector<bool>> used; // device id -> port taken
    for (int d : devices)
        used.insert(draft.device(d).id, std::vector<bool>(std::size_t(radix), false));
    for (const Link &link : draft.links)
        for (const PortRef *end : {&link.a, &link.b}) {
            if (end->portGroup != group)
                continue;
            auto it = used.find(end->deviceId);
            if (it != used.end() && end->portIndex >= 0 && end->portIndex < radix)
                (*it)[std::size_t(end->portIndex)] = true;
        }
    std::vector<std::pair<int, int>> free;
    for (int d : devices) {
        if (int(free.size()) >= count)
            break;
        const std::vector<bool> &taken = used[draft.device(d).id];
        for (int p = 0; p < radix; ++p)
            if (!taken[std::size_t(p)]) {
                free.emplace_back(d, p);
                break;
            }
    }
    return free;
}

QString dataPortGroup(const Catalog &catalog, const QString &sku)
{
    const DeviceModel *model = catalog.model(sku);
    if (!model)
        return {};
    const PortGroup *best = nullptr;
    for (const PortGroup &g : model->portGroups)
        if (g.fabric != QLatin1String("oob") && (!best || g.count > best->count))
            best = &g;
    return best ? best->name : QString();
}

std::optional<FatTree> buildFatTree(Draft &draft, const FatTreeSpec &spec,
                                    const std::vector<EndpointGroup> &groups, QString *why)
{
    std::vector<int> leafDown;
    for (const EndpointGroup &g : groups)
        for (int i = 0, n = g.leafCount(); i < n; ++i)
            leafDown.push_back(g.downOnLeaf(i));
    auto plan = planFatTree(spec.shape, leafDown, why);
    if (!plan)
        return std::nullopt;

    FatTree tree;
    tree.plan = *plan;
    const int k = plan->radix;
    const int u = plan->leafUp;
    const QString &sku = spec.switchSku;
    const QString &sg = spec.switchGroup;
    draft.devices.reserve(draft.devices.size() +
                          std::size_t(plan->leaves + plan->spines + plan->cores));

    // Leaves and the endpoint links.
    const QString leafBase = spec.prefix + QStringLiteral("-leaf-");
    const int leafDigits = digitsFor(plan->leaves, 2);
    int globalLeaf = 0;
    tree.leavesOfGroup.resize(groups.size());
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const EndpointGroup &g = groups[gi];
        const int n = g.leafCount();
        std::vector<int> &mine = tree.leavesOfGroup[gi];
        const int localDigits = digitsFor(n, 2);
        for (int i = 0; i < n; ++i) {
            QString id = leafBase;
            if (g.railWidth > 0 && g.label.isEmpty())
                id += QString::number(i + 1);
            else if (g.railWidth > 0)
                id += g.label + QStringLiteral("-r") + QString::number(i + 1);
            else if (!g.label.isEmpty())
                id += g.label + u'-' + pad(i + 1, localDigits);
            else
                id += pad(globalLeaf + 1, leafDigits);
            const int index = draft.addDevice(std::move(id), sku, Role::Leaf, g.zone);
            draft.devices[std::size_t(index)].canvasPosition = QPointF(globalLeaf * 60.0, 400.0);
            mine.push_back(index);
            tree.leaves.push_back(index);
            ++globalLeaf;
        }
        for (std::size_t e = 0; e < g.endpoints.size(); ++e) {
            const QString &endpoint = draft.device(g.endpoints[e]).id;
            for (int p = 0; p < g.ports; ++p) {
                int leaf, port;
                if (g.railWidth > 0) {
                    leaf = p / g.railWidth;
                    port = int(e) * std::min(g.railWidth, g.ports - leaf * g.railWidth) +
                           p % g.railWidth;
                } else {
                    const long long q = qint64(e) * g.ports + p;
                    leaf = int(q / g.leafDown);
                    port = int(q % g.leafDown);
                }
                draft.addLink(spec.fabricId, endpoint, g.portGroup, g.firstPort + p,
                              draft.device(mine[std::size_t(leaf)]).id, sg, port);
            }
        }
    }
    if (plan->tiers == 1) {
        tree.usedPorts = leafDown;
        return tree;
    }

    // Spines: every leaf of a pod reaches every spine of the pod linksPerLeafSpine times.
    std::vector<int> spineDown; // per spine, ports taken so far
    const QString spineBase = spec.prefix + QStringLiteral("-spine-");
    for (std::size_t pi = 0; pi < plan->pods.size(); ++pi) {
        const FatTreePod &pod = plan->pods[pi];
        const int first = int(tree.spines.size());
        const int digits = digitsFor(pod.spines, 2);
        for (int s = 0; s < pod.spines; ++s) {
            QString id = spineBase;
            if (plan->tiers == 3)
                id += u'g' + QString::number(pi + 1) + u'-';
            id += pad(s + 1, digits);
            const int index = draft.addDevice(std::move(id), sku, Role::Spine, spec.spineZone);
            draft.devices[std::size_t(index)].canvasPosition = QPointF((first + s) * 60.0, 200.0);
            tree.spines.push_back(index);
            spineDown.push_back(0);
        }
        for (int l = 0; l < pod.leaves; ++l) {
            const QString &leafId = draft.device(tree.leaves[std::size_t(pod.firstLeaf + l)]).id;
            int up = 0;
            for (int t = 0; t < pod.linksPerLeafSpine; ++t)
                for (int s = 0; s < pod.spines; ++s) {
                    const int spine = first + s;
                    draft.addLink(spec.fabricId, leafId, sg, k - u + up++,
                                  draft.device(tree.spines[std::size_t(spine)]).id, sg,
                                  spineDown[std::size_t(spine)]++);
                }
        }
    }
    if (plan->tiers == 2) {
        tree.usedPorts = spineDown;
        return tree;
    }

    // Cores: slot j holds coresPerSlot cores; spine links into a slot go round the cores in
    // turn, so each core gets an even share and each spine reaches every core of its slots.
    const QString coreBase = spec.prefix + QStringLiteral("-core-s");
    const int slotDigits = digitsFor(plan->slots, 2);
    const int coreDigits = digitsFor(plan->coresPerSlot + (plan->extraCores > 0 ? 1 : 0), 1);
    for (int slot = 0; slot < plan->slots; ++slot)
        for (int c = 0, n = plan->coresInSlot(slot); c < n; ++c) {
            const int index = draft.addDevice(coreBase + pad(slot + 1, slotDigits) + u'-' +
                                                  pad(c + 1, coreDigits),
                                              sku, Role::Core, spec.coreZone);
            draft.devices[std::size_t(index)].canvasPosition =
                QPointF(double(tree.cores.size()) * 60.0, 0.0);
            tree.cores.push_back(index);
        }
    std::vector<int> coreUsed(tree.cores.size(), 0);
    std::vector<int> slotCursor(std::size_t(plan->slots), 0);
    int spineIndex = 0;
    for (const FatTreePod &pod : plan->pods) {
        const int slotsPerSpine = u / pod.spines;
        for (int s = 0; s < pod.spines; ++s, ++spineIndex) {
            const QString &spineId = draft.device(tree.spines[std::size_t(spineIndex)]).id;
            int up = 0;
            for (int q = 0; q < slotsPerSpine; ++q) {
                const int slot = s * slotsPerSpine + q;
                for (int t = 0; t < pod.upPerSlot; ++t) {
                    const int core = plan->firstCoreOfSlot(slot) +
                                     slotCursor[std::size_t(slot)]++ % plan->coresInSlot(slot);
                    draft.addLink(spec.fabricId, spineId, sg, k / 2 + up++,
                                  draft.device(tree.cores[std::size_t(core)]).id, sg,
                                  coreUsed[std::size_t(core)]++);
                }
            }
        }
    }
    tree.usedPorts = coreUsed;
    return tree;
}

} // namespace podcad::generate
