// The fabric graph (core/analysis/fabricgraph) and what reads it besides the bisection:
// parallel links add capacity, a link runs at its slower end, tiers are the fabric summary's,
// oversubscription per switch and tier, components, unreachable endpoints and hop counts.

#include "analysis/devicefacts.h"
#include "analysis/fabricgraph.h"
#include "analysis/fabrictopology.h"
#include "analysis/oversubscription.h"
#include "analysis/reachability.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QTest>

using namespace podcad;
using analysis::FabricGraph;

namespace {

PortGroup ports(const char *name, int count, double gbps)
{
    PortGroup g;
    g.name = QString::fromLatin1(name);
    g.count = count;
    g.speedGbps = gbps;
    g.connector = QStringLiteral("OSFP");
    g.fabric = QStringLiteral("any");
    return g;
}

DeviceModel model(const char *sku, DeviceKind kind, std::vector<PortGroup> groups)
{
    DeviceModel m;
    m.sku = QString::fromLatin1(sku);
    m.name = m.sku;
    m.kind = kind;
    m.rackUnits = 1;
    m.portGroups = std::move(groups);
    return m;
}

QString id(const char *prefix, int i)
{
    return QString::fromLatin1(prefix) + QString::number(i);
}

FabricGraph chain(int n, bool split)
{
    FabricGraph g;
    for (int i = 0; i < n; ++i) {
        FabricGraph::Node node;
        node.id = id("h", i);
        g.addNode(node);
    }
    for (int i = 0; i + 1 < n; ++i)
        if (!split || i != n / 2 - 1)
            g.addLink(i, i + 1, 1000);
    g.finish();
    return g;
}

} // namespace

class TestFabricGraph final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fromDesign()
    {
        // Two 400G servers on a leaf (one over two cables, one over a 200G port), the leaf on a
        // spine over three cables.
        const Catalog catalog = Catalog::fromData(
            {model("gpu", DeviceKind::GpuServer, {ports("ib", 4, 400), ports("slow", 1, 200)}),
             model("sw", DeviceKind::Switch, {ports("ib", 16, 400)})},
            {});
        Design d;
        d.addFabric({QStringLiteral("f"), QStringLiteral("F"), FabricKind::Compute, {}});
        auto device = [&](const char *name, const char *sku, Role role) {
            Device dev;
            dev.id = QString::fromLatin1(name);
            dev.sku = QString::fromLatin1(sku);
            dev.role = role;
            QVERIFY(d.addDevice(dev));
        };
        device("a", "gpu", Role::Compute);
        device("b", "gpu", Role::Compute);
        device("leaf", "sw", Role::Other); // tier from the graph, not a role
        device("spine", "sw", Role::Other);
        int next = 0, leafPort = 0;
        auto link = [&](const char *a, const char *group, int index, const char *b, int port) {
            Link l;
            l.id = id("l", next++);
            l.a = {QString::fromLatin1(a), QString::fromLatin1(group), index};
            l.b = {QString::fromLatin1(b), QStringLiteral("ib"), port};
            l.fabricId = QStringLiteral("f");
            QVERIFY(d.addLink(l));
        };
        link("a", "ib", 0, "leaf", leafPort++);
        link("a", "ib", 1, "leaf", leafPort++);
        link("b", "slow", 0, "leaf", leafPort++);
        for (int i = 0; i < 3; ++i)
            link("leaf", "ib", 8 + i, "spine", i);

        std::vector<Problem> problems;
        const analysis::DeviceIndex devices(d, catalog, problems);
        const auto topologies = analysis::fabricTopologies(d, devices);
        QCOMPARE(topologies.size(), std::size_t(1));
        const FabricGraph g = FabricGraph::fromTopology(topologies.front(), d, devices);
        QCOMPARE(g.nodeCount(), 4);
        QCOMPARE(g.edgeCount(), 3); // parallel cables are one edge
        auto capacity = [&](const char *x, const char *y) -> std::int64_t {
            const int a = g.find(QString::fromLatin1(x)), b = g.find(QString::fromLatin1(y));
            for (const FabricGraph::Edge &e : g.edges())
                if ((e.a == a && e.b == b) || (e.a == b && e.b == a))
                    return e.capacityMbps;
            return -1;
        };
        QCOMPARE(capacity("a", "leaf"), std::int64_t(800000));
        QCOMPARE(capacity("b", "leaf"), std::int64_t(200000)); // the slower end
        QCOMPARE(capacity("leaf", "spine"), std::int64_t(1200000));
        QCOMPARE(g.node(g.find(QStringLiteral("leaf"))).tier, int(analysis::kLeafTier));
        QCOMPARE(g.node(g.find(QStringLiteral("spine"))).tier, int(analysis::kSpineTier));
        QCOMPARE(g.endpoints().size(), std::size_t(2));
        QCOMPARE(g.injectionMbps(g.find(QStringLiteral("a"))), std::int64_t(800000));

        // The leaf: 1000G down, 1200G up; the spine is the top tier.
        const Oversubscription o = analysis::oversubscription(g);
        QCOMPARE(o.tiers.size(), std::size_t(1));
        QCOMPARE(o.tiers.front().tier, 1);
        QCOMPARE(o.tiers.front().downMbps, std::int64_t(1000000));
        QCOMPARE(o.tiers.front().upMbps, std::int64_t(1200000));
        QCOMPARE(o.tiers.front().ratio, 1000.0 / 1200.0);

        const Reachability r = analysis::reachability(g, 0);
        QCOMPARE(r.components, 1);
        QVERIFY(r.unreachable.empty());
        QCOMPARE(r.diameterHops, 2);
        QCOMPARE(r.averageHops, 2.0);

        // Failing the leaf leaves two lone servers: the first is the main piece, ties by order.
        const FabricGraph failed = g.without({g.find(QStringLiteral("leaf"))}, {});
        QCOMPARE(failed.edgeCount(), 0);
        QCOMPARE(analysis::reachability(failed, 0).unreachable.size(), std::size_t(1));
        // Failing two of the three spine cables by id leaves one.
        const FabricGraph thinner = g.without({}, {QStringLiteral("l3"), QStringLiteral("l4")});
        QCOMPARE(thinner.edgeCount(), 3);
        QCOMPARE(analysis::oversubscription(thinner).tiers.front().upMbps, std::int64_t(400000));
    }

    void hopsOnALine()
    {
        // A line of n endpoints: diameter n-1; mean distance over ordered pairs (n+1)/3.
        for (int n : {2, 3, 5, 9}) {
            const Reachability r = analysis::reachability(chain(n, false), 0);
            QCOMPARE(r.diameterHops, n - 1);
            QVERIFY(qAbs(r.averageHops - (n + 1) / 3.0) < 1e-12);
            QVERIFY(r.exact);
        }
    }

    void disconnectedLine()
    {
        // Cut in the middle: two pieces of n/2; the first (lowest node) piece is the main one.
        const Reachability r = analysis::reachability(chain(8, true), 0);
        QCOMPARE(r.components, 2);
        QCOMPARE(r.unreachable, (std::vector<int>{4, 5, 6, 7}));
        QCOMPARE(r.diameterHops, 3);
    }
};

QTEST_MAIN(TestFabricGraph)
#include "tst_fabricgraph.moc"
