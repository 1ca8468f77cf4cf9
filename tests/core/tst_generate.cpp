// Reference layouts: the generic fat tree, DGX SuperPOD, BasePOD and GB200 NVL72 SuperPOD.
// Expected counts are derived in the tests from the rules of DOMAIN.md section 4, not copied
// from the generator's output.
#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cli/cli.h"
#include "cost/inventory.h"
#include "generate/basepod.h"
#include "generate/fattree.h"
#include "generate/fattreedesign.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <cmath>
#include <deque>
#include <functional>
#include <map>
#include <set>

using namespace podcad;

namespace {

int ceilDiv(long long a, long long b)
{
    return int((a + b - 1) / b);
}

// The rule the generators follow for even striping: the fewest spines S that divide a leaf's
// uplinks and give the spines enough ports.
int smallestDivisorAtLeast(int n, long long atLeast)
{
    for (int d = 1; d <= n; ++d)
        if (n % d == 0 && d >= atLeast)
            return d;
    return 0;
}

// Tier of a device in the compute fabric: endpoints 0, leaves 1, spines 2, cores 3.
int tierOf(Role role)
{
    switch (role) {
    case Role::Leaf:
        return 1;
    case Role::Spine:
        return 2;
    case Role::Core:
        return 3;
    default:
        return 0;
    }
}

struct FabricFacts final
{
    std::map<QString, int> linksByFabric;
    std::map<QString, std::map<QString, int>> devicesByFabricRole; // fabric -> role -> count
};

} // namespace

class TestGenerate final : public QObject
{
    Q_OBJECT

private:
    std::optional<Catalog> mCatalog;

    const Catalog &catalog() { return *mCatalog; }

    int portsOf(const QString &sku, const QString &group)
    {
        const DeviceModel *m = catalog().model(sku);
        const PortGroup *g = m ? m->portGroup(group) : nullptr;
        return g ? g->count : 0;
    }

    // Everything that must hold for any generated design.
    void checkCommon(const Design &design)
    {
        // Saves, loads and analyzes with no errors and no warnings.
        const QByteArray bytes = DesignFile::serialize(design);
        const LoadResult loaded = DesignFile::parse(bytes);
        QVERIFY2(loaded.ok(),
                 qPrintable(loaded.errorLines(QStringLiteral("generated")).join(u'\n')));
        QVERIFY(*loaded.design == design);
        const Analysis a = analyze(*loaded.design, catalog());
        for (const Problem &p : a.problems)
            QVERIFY2(p.severity == Severity::Info, qPrintable(p.code + u' ' + p.message));
        for (const RackReport &r : a.racks) {
            QVERIFY(!r.overPower && !r.overHeight && !r.overWeight && !r.uCollision);
            QVERIFY2(r.usedU <= r.heightU, qPrintable(r.rackId));
            QVERIFY2(r.powerLimitKw > 0 && r.maxKw <= r.powerLimitKw, qPrintable(r.rackId));
        }

        // Port budgets, one link per port, native speeds on the compute fabric.
        const CablePlan &plan = *a.cables;
        std::set<PortRef> used;
        std::map<QString, int> perDevice;
        for (const auto &[id, link] : design.links()) {
            // A cable from a device into itself reaches nothing.
            QVERIFY2(link.a.deviceId != link.b.deviceId, qPrintable(QStringLiteral("loop: ") + id));
            double speed[2] = {0, 0};
            int i = 0;
            for (const PortRef *end : {&link.a, &link.b}) {
                const Device *d = design.device(end->deviceId);
                QVERIFY(d);
                const DeviceModel *m = catalog().model(d->sku);
                QVERIFY(m);
                const PortGroup *g = m->portGroup(end->portGroup);
                QVERIFY2(g, qPrintable(id));
                QVERIFY2(end->portIndex >= 0 && end->portIndex < g->count, qPrintable(id));
                QVERIFY2(used.insert(*end).second,
                         qPrintable(QStringLiteral("port used twice: ") + id));
                speed[i++] = g->speedGbps;
            }
            // The cable is the plan's: the cheapest medium that reaches along the route.
            QVERIFY2(link.cableSku.isEmpty(), qPrintable(id));
            const PlannedCable *cable = plan.cable(id);
            QVERIFY2(cable && cable->medium && cable->medium->reaches &&
                         catalog().model(cable->medium->cableSku),
                     qPrintable(id));
            if (design.fabric(link.fabricId)->kind == FabricKind::Compute)
                QVERIFY2(speed[0] == speed[1],
                         qPrintable(QStringLiteral("not at native speed: ") + id));
        }
        // Every device placed; everything in a rack draws power.
        for (const auto &[id, d] : design.devices()) {
            QVERIFY2(d.isPlaced(), qPrintable(id));
            const DeviceModel *m = catalog().model(d.sku);
            QVERIFY2(m && m->maxPowerW > 0, qPrintable(id));
            // Every NIC and management port of nodes, storage, appliances and PDUs is used once.
            if (d.role == Role::Compute || d.role == Role::Storage || d.role == Role::Ufm ||
                d.role == Role::Pdu || d.role == Role::Management) {
                if (d.id.startsWith(QLatin1String("oob-")))
                    continue;
                for (const PortGroup &g : m->portGroups)
                    for (int p = 0; p < g.count; ++p)
                        QVERIFY2(
                            used.count(PortRef{id, g.name, p}),
                            qPrintable(
                                QStringLiteral("unused port %1 %2[%3]").arg(id, g.name).arg(p)));
            }
            // Every switch has its management port cabled out of band.
            if (m->kind == DeviceKind::Switch && m->portGroup(QStringLiteral("mgmt")))
                QVERIFY2(used.count(PortRef{id, QStringLiteral("mgmt"), 0}), qPrintable(id));
        }
    }

    // Non-blocking: at every tier below the top a switch has at least as much capacity up as
    // down (down / oversubscription at the leaves); `strict` asks for equality except on the
    // switches whose ids start with `partial` (the last SU's leaves, which give up a slot).
    // Every switch of the compute fabric reaches every other without passing through a node.
    void checkComputeFabric(const Design &design, const QString &fabricId, bool strict, int topTier,
                            double oversubscription = 1,
                            const QString &partial = QStringLiteral("-"))
    {
        std::map<QString, double> down, up;
        std::map<QString, std::vector<QString>> adjacent;
        for (const auto &[id, link] : design.links()) {
            if (link.fabricId != fabricId)
                continue;
            const Device *a = design.device(link.a.deviceId);
            const Device *b = design.device(link.b.deviceId);
            const double gbps = catalog().model(a->sku)->portGroup(link.a.portGroup)->speedGbps;
            const Device *lo = tierOf(a->role) < tierOf(b->role) ? a : b;
            const Device *hi = lo == a ? b : a;
            QVERIFY(tierOf(hi->role) == tierOf(lo->role) + 1 || tierOf(lo->role) == 0);
            if (tierOf(lo->role) > 0) {
                up[lo->id] += gbps;
                adjacent[lo->id].push_back(hi->id);
                adjacent[hi->id].push_back(lo->id);
            }
            down[hi->id] += gbps;
        }
        for (const auto &[id, d] : design.devices()) {
            const int tier = tierOf(d.role);
            if (tier == 0 || tier == topTier || !down.count(id))
                continue;
            const double ratio = tier == 1 ? oversubscription : 1;
            QVERIFY2(up[id] * ratio >= down[id], qPrintable(id));
            if (strict && !id.startsWith(partial))
                QVERIFY2(up[id] == down[id], qPrintable(id));
        }
        if (adjacent.empty())
            return;
        std::set<QString> seen{adjacent.begin()->first};
        std::deque<QString> queue{adjacent.begin()->first};
        while (!queue.empty()) {
            const QString id = queue.front();
            queue.pop_front();
            for (const QString &next : adjacent[id])
                if (seen.insert(next).second)
                    queue.push_back(next);
        }
        QCOMPARE(seen.size(), adjacent.size());
    }

    FabricFacts facts(const Design &design)
    {
        FabricFacts f;
        for (const auto &[id, link] : design.links())
            ++f.linksByFabric[link.fabricId];
        std::map<QString, std::set<QString>> devicesOfFabric;
        for (const auto &[id, link] : design.links()) {
            devicesOfFabric[link.fabricId].insert(link.a.deviceId);
            devicesOfFabric[link.fabricId].insert(link.b.deviceId);
        }
        for (const auto &[fabric, ids] : devicesOfFabric)
            for (const QString &id : ids)
                ++f.devicesByFabricRole[fabric][roleName(design.device(id)->role)];
        return f;
    }

    // Walking the compute cables of a rail-only design: the switch trees (nodes and UFMs left
    // out) each serve one endpoint port index, and every node reaches `rails` of them.
    void checkRailOnly(const Design &design, int rails)
    {
        // Switch components of the compute fabric, nodes and UFMs left out.
        std::map<QString, QString> parent;
        std::function<QString(const QString &)> find = [&](const QString &x) {
            auto it = parent.find(x);
            if (it == parent.end() || it->second == x)
                return x;
            return it->second = find(it->second);
        };
        auto isSwitch = [&](const QString &id) { return tierOf(design.device(id)->role) > 0; };
        for (const auto &[id, link] : design.links()) {
            if (link.fabricId != QStringLiteral("compute-ib"))
                continue;
            for (const PortRef *p : {&link.a, &link.b})
                if (isSwitch(p->deviceId))
                    parent.emplace(p->deviceId, p->deviceId);
            if (isSwitch(link.a.deviceId) && isSwitch(link.b.deviceId))
                parent[find(link.a.deviceId)] = find(link.b.deviceId);
        }
        std::map<QString, std::set<int>> railsOfComponent;
        std::map<QString, std::set<QString>> componentsOfNode;
        for (const auto &[id, link] : design.links()) {
            if (link.fabricId != QStringLiteral("compute-ib"))
                continue;
            for (auto [node, sw] : {std::pair{&link.a, &link.b}, std::pair{&link.b, &link.a}})
                if (design.device(node->deviceId)->role == Role::Compute) {
                    railsOfComponent[find(sw->deviceId)].insert(node->portIndex);
                    componentsOfNode[node->deviceId].insert(find(sw->deviceId));
                }
        }
        QCOMPARE(int(railsOfComponent.size()), rails);
        for (const auto &[component, set] : railsOfComponent)
            QCOMPARE(int(set.size()), 1);
        for (const auto &[node, set] : componentsOfNode)
            QCOMPARE(int(set.size()), rails);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    // ---- the generic fat tree -------------------------------------------------------------

    void fatTreePlan_data()
    {
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        const int k = 64, half = k / 2;
        // Two tiers: S = leaves * 32 / 64 spines while that divides 32.
        QTest::newRow("8 leaves") << 8 << 2 << 8 * half / k << 0;
        QTest::newRow("64 leaves (k^2/2 endpoints)") << k << 2 << k * half / k << 0;
        // Three tiers: pods of k/2 leaves with k/2 spines each; leaves/k cores per slot, k/2 slots.
        QTest::newRow("128 leaves") << 128 << 3 << (128 / half) * half << half * (128 / k);
        QTest::newRow("2048 leaves (k^3/4 endpoints)") << k * half << 3 << k * half << half * half;
    }

    void fatTreePlan()
    {
        QFETCH(int, leaves);
        QFETCH(int, tiers);
        QFETCH(int, spines);
        QFETCH(int, cores);
        generate::FatTreeShape shape;
        shape.radix = 64;
        shape.leafUp = 32;
        shape.minTiers = 2;
        QString why;
        const auto plan =
            generate::planFatTree(shape, std::vector<int>(std::size_t(leaves), 32), &why);
        QVERIFY2(plan, qPrintable(why));
        QCOMPARE(plan->tiers, tiers);
        QCOMPARE(plan->spines, spines);
        QCOMPARE(plan->cores, cores);
        QCOMPARE(plan->leafSpineLinks(), qint64(leaves) * 32);
        if (tiers == 3)
            QCOMPARE(plan->spineCoreLinks(), qint64(leaves) * 32);
    }

    // Ports reserved on the top tier for appliances that join the built tree (an NVL72
    // SuperPOD's UFM). Expected figures by hand, k = 64, 32 down and 32 up per leaf: two tiers
    // take the fewest spines S dividing 32 with 64 S >= 32 leaves + reserved; three tiers keep
    // pods of 32 leaves and 32 spines and leaves * 32 / 64 cores (the non-blocking minimum,
    // ceil(leaves / 64) per slot in 32 slots), plus one core in each of the last
    // ceil(shortfall / 64) slots when those cores are exactly full.
    void fatTreeReservedTopPorts_data()
    {
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("tiers"); // asked for; 0: the fewest that reach
        QTest::addColumn<int>("reserved");
        QTest::addColumn<int>("planned"); // tiers planned; 0: refused
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("extraCores");
        // 32 and 64 GB200 NVL72 SUs (18 leaves each): the cores are exactly full.
        QTest::newRow("576 leaves, none reserved") << 576 << 0 << 0 << 3 << 576 << 288 << 0;
        QTest::newRow("576 leaves, UFM's 2") << 576 << 0 << 2 << 3 << 576 << 288 + 1 << 1;
        QTest::newRow("1152 leaves, 4") << 1152 << 0 << 4 << 3 << 1152 << 576 + 1 << 1;
        QTest::newRow("576 leaves, 100") << 576 << 0 << 100 << 3 << 576 << 288 + 2 << 2;
        // 16 SUs: 288 links per slot on 5 cores of 64 ports leave 32 free per slot, 1,024 in all.
        QTest::newRow("288 leaves, 2 (free already)") << 288 << 0 << 2 << 3 << 288 << 160 << 0;
        // Two tiers: 18 leaves take 9 spines' ports, 16 divide 32 and leave 448 free.
        QTest::newRow("18 leaves, 2") << 18 << 0 << 2 << 2 << 16 << 0 << 0;
        // 64 leaves fill 32 spines exactly: no divisor of 32 above 32, so three tiers (two pods
        // of 32 leaves and 32 spines, one core per slot, full, plus one).
        QTest::newRow("64 leaves, 2") << 64 << 0 << 2 << 3 << 64 << 32 + 1 << 1;
        QTest::newRow("64 leaves, 2, two tiers asked") << 64 << 2 << 2 << 0 << 0 << 0 << 0;
        // One tier: the single leaf's free ports.
        QTest::newRow("one leaf of 62, 2") << 1 << 1 << 2 << 1 << 0 << 0 << 0;
    }

    void fatTreeReservedTopPorts()
    {
        QFETCH(int, leaves);
        QFETCH(int, tiers);
        QFETCH(int, reserved);
        QFETCH(int, planned);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, extraCores);
        generate::FatTreeShape shape;
        shape.radix = 64;
        shape.leafUp = 32;
        shape.minTiers = tiers == 1 ? 1 : 2;
        shape.tiers = tiers;
        shape.reservedTopPorts = reserved;
        const int down = tiers == 1 ? 62 : 32;
        QString why;
        const auto plan =
            generate::planFatTree(shape, std::vector<int>(std::size_t(leaves), down), &why);
        if (planned == 0) {
            QVERIFY(!plan);
            QVERIFY2(why.contains(QStringLiteral("reserved")), qPrintable(why));
            return;
        }
        QVERIFY2(plan, qPrintable(why));
        QCOMPARE(plan->tiers, planned);
        if (planned == 1) {
            // A leaf with all 64 ports taken has none for the reservation.
            QVERIFY(!generate::planFatTree(shape, {64}, &why));
            QVERIFY2(why.contains(QStringLiteral("reserved")), qPrintable(why));
        }
        QCOMPARE(plan->spines, spines);
        QCOMPARE(plan->cores, cores);
        QCOMPARE(plan->extraCores, extraCores);
        if (planned != 3)
            return;
        // The links are the non-blocking tree's, the extra cores in the last slots, and the
        // top tier's free ports hold the reservation.
        QCOMPARE(plan->spineCoreLinks(), qint64(leaves) * 32);
        int counted = 0;
        for (int slot = 0; slot < plan->slots; ++slot) {
            QCOMPARE(plan->firstCoreOfSlot(slot), counted);
            QCOMPARE(plan->coresInSlot(slot),
                     plan->coresPerSlot + (slot >= plan->slots - extraCores ? 1 : 0));
            counted += plan->coresInSlot(slot);
        }
        QCOMPARE(counted, cores);
        QVERIFY(qint64(cores) * 64 - plan->spineCoreLinks() >= reserved);
    }

    // More leaves than three tiers hold: k pods of k/2 leaves under k/2 cores per slot, k * k/2
    // leaves at most (2,048 at k = 64; DOMAIN.md section 4's k^3/4 endpoints over k/2 down per
    // leaf). Past that the core count of the planner's sizing loop grew without end and the
    // plan never returned; it is refused, promptly, with the limit.
    void fatTreeBeyondThreeTiers_data()
    {
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("tiers"); // asked for; 0: the fewest that reach
        QTest::newRow("2,049 leaves") << 2049 << 0;
        QTest::newRow("2,065 leaves (105 NVL72 SUs' storage)") << 2065 << 0;
        QTest::newRow("4,096 leaves") << 4096 << 0;
        QTest::newRow("100,000 leaves") << 100000 << 0;
        QTest::newRow("2,049 leaves, three tiers asked") << 2049 << 3;
    }

    void fatTreeBeyondThreeTiers()
    {
        QFETCH(int, leaves);
        QFETCH(int, tiers);
        generate::FatTreeShape shape;
        shape.radix = 64;
        shape.leafUp = 32;
        shape.minTiers = 2;
        shape.tiers = tiers;
        QString why;
        QVERIFY(!generate::planFatTree(shape, std::vector<int>(std::size_t(leaves), 32), &why));
        QCOMPARE(why, QStringLiteral("3 tiers of radix 64 hold at most %1 leaves; %2 are needed")
                          .arg(64 * 32)
                          .arg(leaves));
        // The largest that fits still plans.
        QVERIFY2(generate::planFatTree(shape, std::vector<int>(std::size_t(64 * 32), 32), &why),
                 qPrintable(why));
    }

    void fatTreeReach()
    {
        // k^2/2 and k^3/4 endpoints of one port at 1:1 (DOMAIN.md section 4).
        QCOMPARE(generate::maxFatTreeEndpoints(2, 64, 32, 1, false), 64LL * 64 / 2);
        QCOMPARE(generate::maxFatTreeEndpoints(3, 64, 32, 1, false), 64LL * 64 * 64 / 4);
        // Rail-optimized DGX (8 ports): 8 SUs in two tiers.
        QCOMPARE(generate::maxFatTreeEndpoints(2, 64, 32, 8, true), 8LL * 32);
    }

    void fatTreeBuild_data()
    {
        QTest::addColumn<int>("endpoints");
        QTest::addColumn<int>("ports");
        QTest::addColumn<int>("over");
        QTest::addColumn<bool>("rails");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<int>("expectedLeaves");
        QTest::addColumn<int>("expectedSpines");
        QTest::addColumn<int>("expectedCores");
        const int k = 64;
        // 512 endpoints at 2:1: leaves take 42 down / 21 up; S = smallest divisor of 21 that
        // is >= 13 * 21 / 64, i.e. 7.
        {
            const int down = k / 3 * 2, up = k / 3;
            const int leaves = ceilDiv(512, down);
            QTest::newRow("512 at 2:1")
                << 512 << 1 << 2 << false << 2 << leaves
                << smallestDivisorAtLeast(up, ceilDiv(qint64(leaves) * up, k)) << 0;
        }
        // One switch holds 64 endpoints.
        QTest::newRow("64 in one switch") << 64 << 1 << 1 << false << 1 << 1 << 0 << 0;
        // 4 SUs of DGX as rails: 8 leaves per 32 nodes, half of the 32 * 32 leaf uplinks / 64.
        QTest::newRow("128 x 8 rails")
            << 128 << 8 << 1 << true << 2 << 128 / 32 * 8 << 128 / 32 * 8 / 2 << 0;
        // 3000 endpoints at 1:1: 94 leaves > 64, so three tiers; pods of 32 leaves (32, 32, 30),
        // 32 spines each; ceil(94 / 64) = 2 cores in each of 32 slots.
        QTest::newRow("3000 three tiers")
            << 3000 << 1 << 1 << false << 3 << ceilDiv(3000, 32)
            << ceilDiv(ceilDiv(3000, 32), 32) * 32 << 32 * ceilDiv(ceilDiv(3000, 32), 64);
    }

    void fatTreeBuild()
    {
        QFETCH(int, endpoints);
        QFETCH(int, ports);
        QFETCH(int, over);
        QFETCH(bool, rails);
        QFETCH(int, tiers);
        QFETCH(int, expectedLeaves);
        QFETCH(int, expectedSpines);
        QFETCH(int, expectedCores);
        const int k = 64;
        FatTreeOptions o;
        o.endpoints = endpoints;
        o.portsPerEndpoint = ports;
        o.oversubscription = over;
        o.rails = rails;
        QString why;
        const auto design = generateFatTree(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        int leaves = 0, spines = 0, cores = 0, nodes = 0;
        for (const auto &[id, d] : design->devices()) {
            leaves += d.role == Role::Leaf;
            spines += d.role == Role::Spine;
            cores += d.role == Role::Core;
            nodes += d.role == Role::Compute;
        }
        QCOMPARE(nodes, endpoints);
        QCOMPARE(leaves, expectedLeaves);
        QCOMPARE(spines, expectedSpines);
        QCOMPARE(cores, expectedCores);
        checkComputeFabric(*design, QStringLiteral("compute-ib"), over == 1 && endpoints % 32 == 0,
                           tiers,
                           over == 1 ? 1.0 : double(k / (over + 1) * over) / (k / (over + 1)));
        // Every endpoint port is one link; every leaf uplink and spine uplink one more.
        const int up = over == 1 ? k / 2 : k / (over + 1);
        const long long expectedLinks = qint64(endpoints) * ports +
                                        (tiers >= 2 ? qint64(leaves) * up : 0) +
                                        (tiers == 3 ? qint64(leaves) * up : 0);
        QCOMPARE(qint64(design->links().size()), expectedLinks);
        const Analysis a = analyze(*design, catalog());
        for (const Problem &p : a.problems)
            QVERIFY2(p.severity == Severity::Info, qPrintable(p.message));
    }

    // 16 endpoints of 8 ports, radix 64: rail-only is one switch per rail (8); rail-optimized
    // needs two tiers, 8 leaves and the smallest divisor of 32 >= 8 x 32 / 64 spines (4).
    void fatTreeRailOnly()
    {
        FatTreeOptions o;
        o.endpoints = 16;
        o.portsPerEndpoint = 8;
        o.railOnly = true;
        QString why;
        const auto design = generateFatTree(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        QVERIFY(design->name.contains(QStringLiteral("rail-only")));
        checkRailOnly(*design, 8);
        auto switches = [](const Design &d) {
            int n = 0;
            for (const auto &[id, dev] : d.devices())
                n += tierOf(dev.role) > 0;
            return n;
        };
        QCOMPARE(switches(*design), 8);
        o.railOnly = false;
        o.rails = true;
        const auto optimized = generateFatTree(catalog(), o, &why);
        QVERIFY2(optimized, qPrintable(why));
        QCOMPARE(switches(*optimized), 8 + 4);
        const Analysis a = analyze(*design, catalog());
        for (const Problem &p : a.problems)
            QVERIFY2(p.severity == Severity::Info, qPrintable(p.message));
        for (const auto &fabric : a.fabrics)
            QVERIFY(fabric.figures.unreachableIds.empty());

        // One port per endpoint is one rail: nothing to split.
        o.portsPerEndpoint = 1;
        o.rails = false;
        o.railOnly = true;
        QVERIFY(!generateFatTree(catalog(), o, &why));
        QVERIFY2(why.contains(QStringLiteral("two or more compute ports")), qPrintable(why));
    }

    void fatTreeRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("message");
        QTest::newRow("too many for 3 tiers")
            << QStringList{QStringLiteral("--endpoints"), QStringLiteral("70000"),
                           QStringLiteral("--radix"), QStringLiteral("64")}
            << 2
            << QStringLiteral("fat-tree: 3 tiers of radix 64 reach at most 65,536 endpoints; asked "
                              "for 70,000");
        QTest::newRow("too many for 2 tiers")
            << QStringList{QStringLiteral("--endpoints"), QStringLiteral("3000"),
                           QStringLiteral("--tiers"), QStringLiteral("2")}
            << 2
            << QStringLiteral(
                   "fat-tree: 2 tiers of radix 64 reach at most 2,048 endpoints; asked for 3,000");
        QTest::newRow("radix over the switch")
            << QStringList{QStringLiteral("--endpoints"), QStringLiteral("10"),
                           QStringLiteral("--radix"),     QStringLiteral("128"),
                           QStringLiteral("--switch"),    QStringLiteral("MQM9700-NS2F")}
            << 2
            << QStringLiteral("fat-tree: radix 128 is more than the 64 ports of a MQM9700-NS2F");
        QTest::newRow("below 1:1")
            << QStringList{QStringLiteral("--endpoints"), QStringLiteral("10"),
                           QStringLiteral("--oversubscription"), QStringLiteral("1:2")}
            << 2 << QStringLiteral("fat-tree: oversubscription 1:2 is below 1:1");
        QTest::newRow("bad ratio")
            << QStringList{QStringLiteral("--endpoints"), QStringLiteral("10"),
                           QStringLiteral("--oversubscription"), QStringLiteral("x")}
            << 1 << QStringLiteral("--oversubscription needs R:1");
        QTest::newRow("missing endpoints")
            << QStringList{QStringLiteral("--radix"), QStringLiteral("64")} << 1
            << QStringLiteral("--endpoints is required");
    }

    void fatTreeRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exit);
        QFETCH(QString, message);
        QString out, err;
        QTextStream o(&out), e(&err);
        const int rc =
            cli::run(QStringList{QStringLiteral("--catalog"), test::catalogDbPath(),
                                 QStringLiteral("generate"), QStringLiteral("fat-tree")} +
                         args,
                     o, e);
        e.flush();
        QCOMPARE(rc, exit);
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    // ---- DGX SuperPOD ---------------------------------------------------------------------

    void superPod_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("sus");
        for (int n : {1, 2, 4, 8, 16})
            QTest::newRow(qPrintable(QStringLiteral("dgx-h100 %1 SU").arg(n)))
                << QStringLiteral("dgx-h100") << n;
        QTest::newRow("dgx-h200 2 SU") << QStringLiteral("dgx-h200") << 2;
        QTest::newRow("dgx-b200 2 SU") << QStringLiteral("dgx-b200") << 2;
    }

    void superPod()
    {
        QFETCH(QString, system);
        QFETCH(int, sus);
        SuperPodOptions o;
        o.system = system;
        o.sus = sus;
        QString why;
        const auto design = generateSuperPod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        checkCommon(*design);

        // Hand derivation (DOMAIN.md section 4), k = 64 ports per QM9700:
        const int k = portsOf(QStringLiteral("MQM9700-NS2F"), QStringLiteral("ib"));
        const int rails = 8, suNodes = 32, half = k / 2;
        const int leaves = rails * sus;                  // one leaf per rail per SU
        const bool twoTiers = leaves * half <= half * k; // k leaves at most under 32 spines
        // Two tiers: the UFM takes a DGX slot (RA: 31, 63, 95, 127 nodes). Three tiers: cores
        // per slot = ceil(leaves / k); with full pods the cores are full, so the slot again.
        const int coresPerSlot = twoTiers ? 0 : ceilDiv(leaves, k);
        const bool coresFull = !twoTiers && coresPerSlot * k == leaves;
        const int nodes = suNodes * sus - ((twoTiers || coresFull) ? 1 : 0);
        const int spines =
            twoTiers ? smallestDivisorAtLeast(half, ceilDiv(leaves * half, k))
                     : ceilDiv(leaves, half) * half; // pods of k/2 leaves, k/2 spines each
        const int cores = twoTiers ? 0 : half * coresPerSlot;
        const FabricFacts f = facts(*design);
        const auto &ib = f.devicesByFabricRole.at(QStringLiteral("compute-ib"));
        QCOMPARE(ib.at(QStringLiteral("compute")), nodes);
        QCOMPARE(ib.at(QStringLiteral("leaf")), leaves);
        QCOMPARE(ib.at(QStringLiteral("spine")), spines);
        QCOMPARE(ib.count(QStringLiteral("core")) ? ib.at(QStringLiteral("core")) : 0, cores);
        // Two UFM appliances (an HA pair of two ports each) on the compute fabric: the RA's
        // "Compute and UFM" cables are one per GPU plus four (RA-11333-001 Table 4: 252 for 31
        // nodes, 1,020 for 127) and its 4-SU build has four appliances, two per InfiniBand
        // fabric (Table 7).
        QCOMPARE(ib.at(QStringLiteral("ufm")), 2);
        // Cables: one per GPU NIC, four for the UFMs, 32 up per leaf, 32 up per spine.
        const int computeLinks = nodes * rails + 4 + leaves * half + (twoTiers ? 0 : spines * half);
        QCOMPARE(f.linksByFabric.at(QStringLiteral("compute-ib")), computeLinks);

        const Inventory inv =
            takeInventory(*design, catalog(), CablePlan::build(*design, catalog()));
        QCOMPARE(inv.gpus, nodes * 8);
        QCOMPARE(inv.nodes, nodes);
        QCOMPARE(inv.cablesByRun.at(QStringLiteral("node-leaf")), nodes * rails);
        QCOMPARE(inv.cablesByRun.at(QStringLiteral("leaf-spine")), leaves * half);
        QCOMPARE(inv.cablesByRun.count(QStringLiteral("spine-core"))
                     ? inv.cablesByRun.at(QStringLiteral("spine-core"))
                     : 0,
                 twoTiers ? 0 : spines * half);

        // Storage: 40 GB/s per DGX from 90 GB/s appliances; DGX storage leaves (32 down, 24 up:
        // 4:3) one per storage port per SU; appliance leaves 24 down, 24 up (1:1).
        const DeviceModel *ddn = catalog().model(QStringLiteral("DDN-AI400X2"));
        const int appliances = int(std::ceil(nodes * 40.0 / ddn->storageBandwidthGBps));
        const int up = half * 3 / 4;
        const int storageLeaves = 2 * sus + ceilDiv(appliances * 8, up);
        const auto &st = f.devicesByFabricRole.at(QStringLiteral("storage"));
        QCOMPARE(st.at(QStringLiteral("storage")), appliances);
        QCOMPARE(st.at(QStringLiteral("leaf")), storageLeaves);
        const bool storageTwoTiers = storageLeaves <= k;
        if (storageTwoTiers)
            QCOMPARE(st.at(QStringLiteral("spine")),
                     smallestDivisorAtLeast(up, ceilDiv(storageLeaves * up, k)));
        // Plus the storage fabric's UFM pair: two appliances, two ports each (RA Table 7).
        QCOMPARE(st.at(QStringLiteral("ufm")), 2);
        QCOMPARE(f.linksByFabric.at(QStringLiteral("storage")),
                 2 * nodes + 8 * appliances + storageLeaves * up * (storageTwoTiers ? 1 : 2) + 4);

        // In-band: one SN4600C leaf per in-band port per SU (32 down, 8 up) and two for the 5
        // control-plane servers; spines: the smallest divisor of 8 with enough ports.
        const int inbandLeaves = 2 * sus + 2;
        const auto &inb = f.devicesByFabricRole.at(QStringLiteral("inband-eth"));
        QCOMPARE(inb.at(QStringLiteral("leaf")), inbandLeaves);
        QCOMPARE(inb.at(QStringLiteral("spine")),
                 smallestDivisorAtLeast(8, ceilDiv(inbandLeaves * 8, k)));
        QCOMPARE(f.linksByFabric.at(QStringLiteral("inband-eth")),
                 2 * nodes + 2 * 5 + inbandLeaves * 8);

        // OOB: one cable per BMC, PDU and management port, plus two uplinks per OOB leaf.
        int oobPorts = 0, oobLeaves = 0;
        for (const auto &[id, d] : design->devices()) {
            if (d.id.startsWith(QLatin1String("oob-leaf-"))) {
                ++oobLeaves;
                oobPorts += 1;
                continue;
            }
            for (const PortGroup &g : catalog().model(d.sku)->portGroups)
                if (g.fabric == QLatin1String("oob"))
                    oobPorts += g.count;
        }
        QCOMPARE(oobLeaves, ceilDiv(oobPorts, 48));
        QCOMPARE(f.linksByFabric.at(QStringLiteral("oob-eth")),
                 oobPorts + 2 * (oobLeaves >= 3 ? oobLeaves : 1));

        // Transceivers (DOMAIN.md section 3): twin-port OSFP on both ends of every compute cable
        // between a DGX (4 cages) and the QM9700s; each full switch holds 32.
        QVERIFY(inv.transceiversBySku.at(QStringLiteral("OSFP-2x400G-TWINPORT")) >=
                nodes * 4 + leaves * 32);

        // Compute racks: four DGX H100/H200 or two DGX B200 per rack (the RA's density).
        const int perRack = system == QLatin1String("dgx-b200") ? 2 : 4;
        int computeRacks = 0;
        for (const auto &[id, r] : design->racks())
            computeRacks += r.name.contains(QLatin1String("compute"));
        QCOMPARE(computeRacks, sus * ceilDiv(suNodes, perRack) -
                                   (nodes % perRack == 0 && nodes < suNodes * sus ? 1 : 0));

        checkComputeFabric(*design, QStringLiteral("compute-ib"), true, twoTiers ? 2 : 3, 1,
                           QStringLiteral("ib-leaf-su%1-").arg(sus));
        // Rails: GPU i of every node reaches the rail-i leaf of its SU.
        for (const auto &[id, link] : design->links()) {
            if (link.fabricId != QLatin1String("compute-ib") ||
                !link.a.deviceId.startsWith(QLatin1String("dgx-")))
                continue;
            const QString su = link.a.deviceId.section(u'-', 1, 1);
            QCOMPARE(link.b.deviceId,
                     QStringLiteral("ib-leaf-%1-r%2").arg(su).arg(link.a.portIndex + 1));
        }
    }

    void superPodRailOnly_data()
    {
        QTest::addColumn<int>("sus");
        for (int n : {1, 4, 16})
            QTest::newRow(qPrintable(QStringLiteral("%1 SU").arg(n))) << n;
    }

    // Rail-only (Wang et al., arXiv 2307.12169): walking the compute cables, every switch serves
    // one rail (the DGX port index of the NICs below it) and NIC i of every node meets rail i.
    void superPodRailOnly()
    {
        QFETCH(int, sus);
        SuperPodOptions o;
        o.sus = sus;
        o.railOnly = true;
        QString why;
        const auto design = generateSuperPod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        checkCommon(*design);
        QVERIFY(design->name.contains(QStringLiteral("rail-only")));

        checkRailOnly(*design, 8);

        // Hand count, k = 64: one leaf per rail per SU; a rail of more than one SU gets the
        // fewest spines of its own that divide a leaf's 32 uplinks and take its 32 x SU links.
        // Rail-optimized: the superPod() rule (one tree over all 8 x SU leaves).
        const int k = portsOf(QStringLiteral("MQM9700-NS2F"), QStringLiteral("ib"));
        const int rails = 8, half = k / 2;
        const int railSpines =
            sus == 1 ? 0 : smallestDivisorAtLeast(half, ceilDiv(qint64(sus) * half, k));
        const FabricFacts f = facts(*design);
        const auto &ib = f.devicesByFabricRole.at(QStringLiteral("compute-ib"));
        QCOMPARE(ib.at(QStringLiteral("leaf")), rails * sus);
        QCOMPARE(ib.count(QStringLiteral("spine")) ? ib.at(QStringLiteral("spine")) : 0,
                 rails * railSpines);
        QCOMPARE(ib.count(QStringLiteral("core")), std::size_t(0));
        const int leaves = rails * sus;
        const bool twoTiers = leaves <= k;
        const int optimizedSwitches =
            leaves + (twoTiers ? smallestDivisorAtLeast(half, ceilDiv(leaves * half, k))
                               : ceilDiv(leaves, half) * half + half * ceilDiv(leaves, k));
        // 1 SU: 12 -> 8; 4 SUs: 48 -> 48 (a rail of 128 nodes needs two tiers anyway); 16 SUs:
        // 320 -> 192 (the rail trees stay two-tier where the whole fabric needs three).
        const int expectedSaved = sus == 1 ? 4 : sus == 4 ? 0 : 128;
        QCOMPARE(optimizedSwitches - rails * (sus + railSpines), expectedSaved);
        SuperPodOptions ro = o;
        ro.railOnly = false;
        const auto optimized = generateSuperPod(catalog(), ro, &why);
        QVERIFY2(optimized, qPrintable(why));
        const auto &ibo = facts(*optimized).devicesByFabricRole.at(QStringLiteral("compute-ib"));
        int optimizedCount = 0;
        for (const char *role : {"leaf", "spine", "core"})
            optimizedCount +=
                ibo.count(QString::fromLatin1(role)) ? ibo.at(QString::fromLatin1(role)) : 0;
        QCOMPARE(optimizedCount, optimizedSwitches);
        const Analysis a = analyze(*design, catalog());
        for (const auto &fabric : a.fabrics)
            QVERIFY(fabric.figures.unreachableIds.empty());
    }

    void superPodPartialAndRefusals()
    {
        SuperPodOptions o;
        o.sus = 2;
        o.nodes = 40; // a partial second SU: the UFM takes slot 9 of SU 2
        QString why;
        auto design = generateSuperPod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        checkCommon(*design);
        checkComputeFabric(*design, QStringLiteral("compute-ib"), false, 2);
        QVERIFY(design->device(QStringLiteral("dgx-su2-08")));
        QVERIFY(!design->device(QStringLiteral("dgx-su2-09")));

        o.nodes = 64; // both SUs full: two tiers leave no port for the UFM
        QVERIFY(!generateSuperPod(catalog(), o, &why));
        QVERIFY2(why.contains(QLatin1String("--nodes 63")), qPrintable(why));
        o.nodes = 20;
        QVERIFY(!generateSuperPod(catalog(), o, &why));
        o.nodes = 0;
        o.rackKw = 8; // below one DGX H100
        QVERIFY(!generateSuperPod(catalog(), o, &why));
        QVERIFY2(why.contains(QLatin1String("does not fit an empty")), qPrintable(why));
        o.rackKw = 0;
        o.system = QStringLiteral("dgx-a1000");
        QVERIFY(!generateSuperPod(catalog(), o, &why));
        // The reference architecture stops at 64 SUs; bigger fabrics are `fat-tree`'s job.
        o.system = QStringLiteral("dgx-h100");
        o.sus = 65;
        QVERIFY(!generateSuperPod(catalog(), o, &why));
        QVERIFY2(why.contains(QLatin1String("1 to 64")) && why.contains(QLatin1String("fat-tree")),
                 qPrintable(why));
        o.sus = 0;
        QVERIFY(!generateSuperPod(catalog(), o, &why));
    }

    // ---- BasePOD ----------------------------------------------------------------------------

    void basePod_data()
    {
        QTest::addColumn<int>("nodes");
        for (int n : {2, 4, 8, 9, 16})
            QTest::newRow(qPrintable(QString::number(n))) << n;
    }

    void basePod()
    {
        QFETCH(int, nodes);
        BasePodOptions o;
        o.nodes = nodes;
        QString why;
        const auto design = generateBasePod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        checkCommon(*design);
        // Compute switches: two while a node's 8 NICs split over them fit 32 ports (8 nodes),
        // four to 16; one UFM (2 ports) per two switches.
        const int switches = nodes * 8 / 2 <= 32 ? 2 : 4;
        const FabricFacts f = facts(*design);
        const auto &ib = f.devicesByFabricRole.at(QStringLiteral("compute-ib"));
        QCOMPARE(ib.at(QStringLiteral("leaf")), switches);
        QCOMPARE(ib.at(QStringLiteral("ufm")), switches / 2);
        QCOMPARE(f.linksByFabric.at(QStringLiteral("compute-ib")), nodes * 8 + switches);
        const int appliances = int(std::ceil(nodes * 40.0 / 90.0));
        QCOMPARE(f.linksByFabric.at(QStringLiteral("storage")), nodes * 2 + appliances * 8 + 2);
        QCOMPARE(f.linksByFabric.at(QStringLiteral("inband-eth")), nodes * 2 + 5 * 2 + 2);
        int ctrl = 0;
        for (const auto &[id, d] : design->devices())
            ctrl += d.sku == QLatin1String("CTRL-PLANE-SRV");
        QCOMPARE(ctrl, 5);
        // Each compute switch holds NIC group s of every node: rails stay consistent.
        for (const auto &[id, link] : design->links())
            if (link.fabricId == QLatin1String("compute-ib") &&
                link.a.deviceId.startsWith(QLatin1String("dgx-")))
                QCOMPARE(link.b.deviceId,
                         QStringLiteral("ib-leaf-%1").arg(link.a.portIndex / (8 / switches) + 1));
    }

    // ---- GB200 NVL72 SuperPOD -----------------------------------------------------------------

    void nvl72_data()
    {
        QTest::addColumn<int>("sus");
        for (int n : {1, 2, 4})
            QTest::newRow(qPrintable(QString::number(n))) << n;
    }

    void nvl72()
    {
        QFETCH(int, sus);
        Nvl72Options o;
        o.sus = sus;
        QString why;
        const auto design = generateNvl72SuperPod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        checkCommon(*design);
        // 8 racks of 72 GPUs per SU, one 400G NIC per GPU; a leaf takes one tray (4 NICs) of
        // each of the 8 racks: 72 / 4 = 18 leaves per SU.
        const int k = 64, racks = 8 * sus, leaves = 18 * sus;
        const Inventory inv =
            takeInventory(*design, catalog(), CablePlan::build(*design, catalog()));
        QCOMPARE(inv.gpus, racks * 72);
        const FabricFacts f = facts(*design);
        const auto &ib = f.devicesByFabricRole.at(QStringLiteral("compute-ib"));
        QCOMPARE(ib.at(QStringLiteral("leaf")), leaves);
        const bool twoTiers = leaves <= k;
        if (twoTiers)
            QCOMPARE(ib.at(QStringLiteral("spine")),
                     smallestDivisorAtLeast(32, ceilDiv(leaves * 32, k)));
        QCOMPARE(inv.cablesByRun.at(QStringLiteral("node-leaf")), racks * 72);
        QCOMPARE(inv.cablesByRun.at(QStringLiteral("leaf-spine")), leaves * 32);
        checkComputeFabric(*design, QStringLiteral("compute-ib"), true, twoTiers ? 2 : 3);
        // Storage sized at 40 GB/s per 8 GPUs.
        QCOMPARE(f.devicesByFabricRole.at(QStringLiteral("storage")).at(QStringLiteral("storage")),
                 int(std::ceil(racks * 72 / 8 * 40.0 / 90.0)));
    }

    // A GB200 NVL72 SuperPOD's storage fabric (SN5600, 64 ports, 24 up per leaf) outgrows three
    // tiers first. Per SU: 9 node leaves (36 storage ports per rack, 4 per leaf per rack, the
    // SU's 8 racks on each), and 32 DDN AI400X2 (8 racks x 72 GPUs / 8 x 40 GB/s over 90 GB/s)
    // of 8 ports on leaves of 24 down. 104 SUs: 936 + ceil(26,624 / 24) = 2,046 leaves, within
    // the 2,048 that 3 tiers hold; 105 SUs: 945 + 1,120 = 2,065. That size never returned; it is
    // refused with the fabric named, before any file is written.
    void nvl72BeyondStorageTree()
    {
        Nvl72Options o;
        o.sus = 105;
        QString why;
        QVERIFY(!generateNvl72SuperPod(catalog(), o, &why));
        QCOMPARE(why,
                 QStringLiteral("superpod gb200-nvl72: the storage fabric does not fit: 3 "
                                "tiers of radix 64 hold at most 2048 leaves; 2065 are needed"));
    }

    // At 32 and 64 SUs the non-blocking core tier of a GB200 NVL72 SuperPOD comes out exactly
    // full; it failed to generate there ("no free top-tier port for the UFM appliance"). The UFM
    // subnet manager belongs on the compute fabric (DOMAIN.md section 4; RA-11333-001 Table 4
    // counts its cables with the compute fabric's), and an NVL72 rack has no DGX slot to give up
    // for it, so one more core takes its ports. Hand derivation, k = 64: 18 leaves per SU (576
    // NICs, 32 down per leaf); pods of 32 leaves with 32 spines, so spines = leaves; cores =
    // leaves * 32 / 64, the spine-core cables over the radix, as the DGX B200 SuperPOD RA's
    // larger-SuperPOD table has them (64, 128 and 256 cores for 4,096, 8,192 and 16,384
    // spine-core cables), exactly full, plus one for the UFM's two ports.
    void nvl72UfmOnFullCoreTier_data()
    {
        QTest::addColumn<int>("sus");
        QTest::newRow("32 SUs") << 32;
        QTest::newRow("64 SUs") << 64;
    }

    void nvl72UfmOnFullCoreTier()
    {
        QFETCH(int, sus);
        Nvl72Options o;
        o.sus = sus;
        QString why;
        const auto design = generateNvl72SuperPod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        // No port used twice, each within its group, and every port of the UFM in use. (Not
        // checkCommon: at 32 SUs and more, some in-band runs of a design without a hall exceed
        // the catalog's longest fibre, 50 m, for GB300 as for GB200; that is not this defect.)
        std::set<PortRef> used;
        for (const auto &[id, link] : design->links())
            for (const PortRef *end : {&link.a, &link.b}) {
                const Device *d = design->device(end->deviceId);
                QVERIFY2(d, qPrintable(id));
                const PortGroup *g = catalog().model(d->sku)->portGroup(end->portGroup);
                QVERIFY2(g && end->portIndex >= 0 && end->portIndex < g->count, qPrintable(id));
                QVERIFY2(used.insert(*end).second,
                         qPrintable(QStringLiteral("port used twice: ") + id));
            }
        const Analysis a = analyze(*design, catalog());
        // Those runs and the storage fabric's longest are the warning cable-too-short
        // (docs/cabling.md); nothing else but info.
        for (const Problem &p : a.problems)
            QVERIFY2(p.severity == Severity::Info || p.code == QLatin1String("cable-too-short"),
                     qPrintable(p.code + u' ' + p.message));

        const int k = 64, gpus = 576 * sus, leaves = 18 * sus;
        const FabricFacts f = facts(*design);
        const auto &ib = f.devicesByFabricRole.at(QStringLiteral("compute-ib"));
        QCOMPARE(ib.at(QStringLiteral("compute")), 8 * sus);
        QCOMPARE(ib.at(QStringLiteral("leaf")), leaves);
        QCOMPARE(ib.at(QStringLiteral("spine")), leaves);
        const int ufmPorts = portsOf(QStringLiteral("UFM-ENT-APPLIANCE"), QStringLiteral("ib"));
        QCOMPARE(ib.at(QStringLiteral("core")), leaves * 32 / k + ceilDiv(ufmPorts, k));
        QCOMPARE(ib.at(QStringLiteral("ufm")), 1);
        const Inventory inv =
            takeInventory(*design, catalog(), CablePlan::build(*design, catalog()));
        QCOMPARE(inv.cablesByRun.at(QStringLiteral("node-leaf")), gpus);
        QCOMPARE(inv.cablesByRun.at(QStringLiteral("leaf-spine")), gpus);
        QCOMPARE(inv.cablesByRun.at(QStringLiteral("spine-core")), gpus);

        // The UFM's ports reach the compute fabric's cores, one port per core.
        std::set<QString> ufmCores;
        int ufmLinks = 0;
        for (const auto &[id, link] : design->links()) {
            if (link.fabricId != QLatin1String("compute-ib"))
                continue;
            for (auto [ufm, other] : {std::pair{&link.a, &link.b}, std::pair{&link.b, &link.a}})
                if (design->device(ufm->deviceId)->role == Role::Ufm) {
                    ++ufmLinks;
                    QCOMPARE(design->device(other->deviceId)->role, Role::Core);
                    ufmCores.insert(other->deviceId);
                }
        }
        QCOMPARE(ufmLinks, ufmPorts);
        QCOMPARE(int(ufmCores.size()), ufmPorts);
        for (const auto &[id, d] : design->devices())
            if (d.role == Role::Ufm)
                for (int p = 0; p < ufmPorts; ++p)
                    QVERIFY2(used.count(PortRef{id, QStringLiteral("ib"), p}), qPrintable(id));

        // Every node and the UFM reach each other; the fabric stays non-blocking.
        const FabricSummary *compute = nullptr;
        for (const FabricSummary &s : a.fabrics)
            if (s.id == QLatin1String("compute-ib"))
                compute = &s;
        QVERIFY(compute);
        QCOMPARE(compute->endpoints, 8 * sus + 1);
        QVERIFY(compute->figures.computed);
        QCOMPARE(compute->figures.reachability.components, 1);
        QVERIFY(compute->figures.reachability.unreachable.empty());
        QCOMPARE(compute->figures.bisection.bisectionMbps, compute->figures.bisection.fullMbps);
        for (const Problem &p : a.problems)
            QVERIFY2(!p.code.startsWith(QLatin1String("port")) &&
                         p.code != QLatin1String("fabric-unreachable"),
                     qPrintable(p.code + u' ' + p.message));
        checkComputeFabric(*design, QStringLiteral("compute-ib"), true, 3);
    }
};

QTEST_GUILESS_MAIN(TestGenerate)
#include "tst_generate.moc"
