// Cable planning (core/edit/linkplanner): one cable on the best free compatible ports, refusals
// that say why, rail-optimised cabling and leaf-to-spine striping. The cases are those
// tests/ui/tst_topology drives with the mouse, here on the functions alone; port counts come from
// the shipped catalog (DGX H100: 8 compute ports "ib"; QM9700: 64 ports "ib").
#include "catalog/catalog.h"
#include "edit/linkplanner.h"
#include "io/designfile.h"
#include "model/design.h"
#include "samplefixture.h"
#include "testpaths.h"

#include <QTest>
#include <set>

using namespace podcad;

namespace {

Device device(const QString &id, const char *sku, Role role)
{
    Device d;
    d.id = id;
    d.sku = QString::fromLatin1(sku);
    d.role = role;
    return d;
}

bool addAll(Design &design, const LinkPlan &plan)
{
    for (const Link &l : plan.links)
        if (!design.addLink(l))
            return false;
    return true;
}

} // namespace

class TestLinkPlanner final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;
    Design mSample;

    int portCount(const char *sku, const char *group) const
    {
        const PortGroup *g =
            mCatalog->model(QString::fromLatin1(sku))->portGroup(QString::fromLatin1(group));
        return g ? g->count : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(test::openCatalogAndSample(mCatalog, mSample, &error), qPrintable(error));
    }

    void newNodeToLeafTakesTheLowestFreePort()
    {
        // A new, unconnected DGX to ib-leaf-1: its compute port ib[0] to the leaf's lowest "ib"
        // port no cable uses, in the compute fabric (the only compute fabric of the sample).
        Design d = mSample;
        QVERIFY(d.addDevice(device(QStringLiteral("node-new"), "DGX-H100", Role::Compute)));
        const QString leaf = QStringLiteral("ib-leaf-1");
        std::set<int> used;
        for (const Link *l : d.linksOf(leaf))
            used.insert(l->a.deviceId == leaf ? l->a.portIndex : l->b.portIndex);
        int lowest = 0;
        while (used.count(lowest))
            ++lowest;

        const LinkPlan plan = planLink(d, *mCatalog, QStringLiteral("node-new"), leaf);
        QVERIFY2(plan.reason.isEmpty(), qPrintable(plan.reason));
        QCOMPARE(plan.links.size(), std::size_t(1));
        const Link &link = plan.links.front();
        QCOMPARE(link.a, (PortRef{QStringLiteral("node-new"), QStringLiteral("ib"), 0}));
        QCOMPARE(link.b, (PortRef{leaf, QStringLiteral("ib"), lowest}));
        QCOMPARE(link.fabricId, QStringLiteral("compute-ib"));
        QVERIFY(!d.idInUse(link.id));
        QVERIFY(d.addLink(link));

        // The next cable takes the next ports on both sides.
        const LinkPlan second = planLink(d, *mCatalog, QStringLiteral("node-new"), leaf);
        QCOMPARE(second.links.size(), std::size_t(1));
        QCOMPARE(second.links.front().a.portIndex, 1);
        QVERIFY(second.links.front().b.portIndex > lowest);
    }

    void refusalsSayWhy()
    {
        // A PDU's only port is its management port; a UFM appliance has no RJ45 switch port.
        const LinkPlan none =
            planLink(mSample, *mCatalog, QStringLiteral("pdu-a1-1"), QStringLiteral("ufm-1"));
        QVERIFY(none.links.empty());
        QVERIFY2(none.reason.contains(QStringLiteral("no compatible ports")),
                 qPrintable(none.reason));
        // Every compute port of a DGX in the sample is taken.
        const LinkPlan full =
            planLink(mSample, *mCatalog, QStringLiteral("dgx-01"), QStringLiteral("ib-leaf-2"));
        QVERIFY(full.links.empty());
        QVERIFY2(full.reason.contains(QStringLiteral("No free compatible port")),
                 qPrintable(full.reason));
        QVERIFY2(full.reason.contains(
                     QStringLiteral("dgx-01 ib (%1/%1 used)").arg(portCount("DGX-H100", "ib"))),
                 qPrintable(full.reason));
        // Not two devices.
        QVERIFY(planLink(mSample, *mCatalog, QStringLiteral("dgx-01"), QStringLiteral("dgx-01"))
                    .links.empty());
        QVERIFY(!planLink(mSample, *mCatalog, QStringLiteral("dgx-01"), QStringLiteral("dgx-01"))
                     .reason.isEmpty());
        QVERIFY(planLink(mSample, *mCatalog, QStringLiteral("dgx-01"), QStringLiteral("nothing"))
                    .links.empty());
    }

    void bulkConnectRailsAndSpines()
    {
        // Two DGX, eight leaves (one per rail), four 64-port spines: the spines take exactly the
        // 8 x 32 uplinks of the leaves.
        Design d;
        d.name = QStringLiteral("bulk");
        QVERIFY(d.addFabric({QStringLiteral("compute"), QStringLiteral("Compute"),
                             FabricKind::Compute, QStringLiteral("InfiniBand NDR400")}));
        QStringList nodes, leaves, spines;
        for (int i = 1; i <= 2; ++i) {
            nodes << QStringLiteral("node-%1").arg(i);
            QVERIFY(d.addDevice(device(nodes.last(), "DGX-H100", Role::Compute)));
        }
        for (int i = 1; i <= 8; ++i) {
            leaves << QStringLiteral("leaf-%1").arg(i);
            QVERIFY(d.addDevice(device(leaves.last(), "MQM9700-NS2F", Role::Leaf)));
        }
        for (int i = 1; i <= 4; ++i) {
            spines << QStringLiteral("spine-%1").arg(i);
            QVERIFY(d.addDevice(device(spines.last(), "MQM9700-NS2F", Role::Spine)));
        }
        const int rails = portCount("DGX-H100", "ib");
        const int leafPorts = portCount("MQM9700-NS2F", "ib");
        QCOMPARE(rails, int(leaves.size())); // one leaf per rail, as the design above assumes

        // Rails: compute port i of every node to leaf i.
        const LinkPlan railPlan = planRailOptimized(d, *mCatalog, nodes + leaves);
        QVERIFY2(railPlan.reason.isEmpty(), qPrintable(railPlan.reason));
        QCOMPARE(railPlan.links.size(), std::size_t(2 * rails));
        for (const Link &link : railPlan.links) {
            QVERIFY(nodes.contains(link.a.deviceId));
            QCOMPARE(link.b.deviceId, leaves[link.a.portIndex]);
            QCOMPARE(link.fabricId, QStringLiteral("compute"));
        }
        QVERIFY(addAll(d, railPlan));
        // Again: every compute port is cabled.
        const LinkPlan railAgain = planRailOptimized(d, *mCatalog, nodes + leaves);
        QVERIFY(railAgain.links.empty());
        QVERIFY(railAgain.reason.contains(QStringLiteral("already")));

        // Spines: half of each leaf's ports go up, striped evenly over the four spines.
        const LinkPlan spinePlan = planLeafToSpines(d, *mCatalog, leaves + spines);
        QVERIFY2(spinePlan.reason.isEmpty(), qPrintable(spinePlan.reason));
        QCOMPARE(spinePlan.links.size(), std::size_t(8 * leafPorts / 2));
        QVERIFY(addAll(d, spinePlan));
        for (const QString &spine : spines)
            QCOMPARE(d.linksOf(spine).size(), std::size_t(8 * leafPorts / 2 / 4));
        for (const Link &link : spinePlan.links)
            QCOMPARE(link.fabricId, QStringLiteral("compute"));
        const LinkPlan spineAgain = planLeafToSpines(d, *mCatalog, leaves + spines);
        QVERIFY(spineAgain.links.empty());
        QVERIFY(spineAgain.reason.contains(QStringLiteral("already")));

        // Wrong selections.
        QVERIFY(!planRailOptimized(d, *mCatalog, nodes).reason.isEmpty());
        QVERIFY(!planLeafToSpines(d, *mCatalog, spines).reason.isEmpty());
    }

    void portLabels()
    {
        QCOMPARE(portLabel(PortRef{QStringLiteral("dgx-01"), QStringLiteral("ib"), 3}),
                 QStringLiteral("dgx-01 ib[3]"));
    }
};

QTEST_MAIN(TestLinkPlanner)
#include "tst_linkplanner.moc"
