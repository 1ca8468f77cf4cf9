// Device tiers (core/edit/devicetiers, on core/analysis/fabricdevicetiers): the topology layout's
// tier of each device is its highest tier over the fabrics, and each fabric's tiers are the
// analysis's own. On generated designs the roles the generators give are the oracle; on hand-built
// ones the expectations are derived in comments from the rules on summarizeFabrics().
#include "analysis/analysis.h"
#include "analysis/fabricdevicetiers.h"
#include "catalog/catalog.h"
#include "edit/devicetiers.h"
#include "generate/basepod.h"
#include "generate/fattreedesign.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <array>
#include <map>

using namespace podcad;

Q_DECLARE_METATYPE(std::shared_ptr<const Design>)

namespace {

Device device(const char *id, const char *sku, Role role)
{
    Device d;
    d.id = QString::fromLatin1(id);
    d.sku = QString::fromLatin1(sku);
    d.role = role;
    return d;
}

Link cable(const char *id, const char *a, const char *aGroup, int aPort, const char *b,
           const char *bGroup, int bPort, const QString &fabric)
{
    return Link{QString::fromLatin1(id),
                PortRef{QString::fromLatin1(a), QString::fromLatin1(aGroup), aPort},
                PortRef{QString::fromLatin1(b), QString::fromLatin1(bGroup), bPort}, QString(),
                fabric};
}

} // namespace

class TestDeviceTiers final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void generatedDesignsAgreeWithTheAnalysis_data()
    {
        QTest::addColumn<std::shared_ptr<const Design>>("design");
        QString why;
        BasePodOptions basePod; // 4 DGX H100, the RA's defaults
        auto b = generateBasePod(*mCatalog, basePod, &why);
        QVERIFY2(b, qPrintable(why));
        QTest::newRow("BasePOD") << std::make_shared<const Design>(std::move(*b));
        SuperPodOptions superPod;
        superPod.sus = 2;
        auto s = generateSuperPod(*mCatalog, superPod, &why);
        QVERIFY2(s, qPrintable(why));
        QTest::newRow("SuperPOD 2 SUs") << std::make_shared<const Design>(std::move(*s));
        // 3000 endpoints on 64-port switches at 1:1 need 94 leaves, more than one spine reaches:
        // three tiers (tst_generate derives the counts).
        FatTreeOptions fatTree;
        fatTree.endpoints = 3000;
        auto f = generateFatTree(*mCatalog, fatTree, &why);
        QVERIFY2(f, qPrintable(why));
        QTest::newRow("fat tree 3000") << std::make_shared<const Design>(std::move(*f));
    }

    void generatedDesignsAgreeWithTheAnalysis()
    {
        QFETCH(std::shared_ptr<const Design>, design);
        const std::vector<FabricDeviceTiers> fabrics = fabricDeviceTiers(*design, *mCatalog);
        const Analysis analysis = analyze(*design, *mCatalog);

        // Per fabric: the devices by tier are what the analysis's summary counts.
        QCOMPARE(fabrics.size(), analysis.fabrics.size());
        std::map<QString, int> highest;
        for (std::size_t i = 0; i < fabrics.size(); ++i) {
            const FabricSummary &summary = analysis.fabrics[i];
            QCOMPARE(fabrics[i].fabricId, summary.id);
            std::array<int, 4> count{};
            for (const auto &[id, tier] : fabrics[i].tiers) {
                QVERIFY2(tier >= 0 && tier <= 3, qPrintable(id));
                ++count[std::size_t(tier)];
                highest[id] = std::max(highest.count(id) ? highest[id] : 0, tier);
            }
            QCOMPARE(count[0], summary.endpoints);
            QCOMPARE(count[1], summary.leafSwitches);
            QCOMPARE(count[2], summary.spineSwitches);
            QCOMPARE(count[3], summary.coreSwitches);
        }

        // The layout's tier is the highest over the fabrics, for exactly the cabled devices.
        const QHash<QString, int> tiers = deviceTiers(*design, *mCatalog);
        QCOMPARE(std::size_t(tiers.size()), highest.size());
        for (const auto &[id, tier] : highest)
            QCOMPARE(tiers.value(id, -1), tier);

        // The generators' roles: a leaf, spine or core switch is that tier (its management port
        // on the out-of-band network makes it an endpoint there, which is lower); GPU servers and
        // storage are endpoints everywhere; the management switches serve hosts, so at least
        // leaves.
        std::map<Role, int> switchesByRole;
        for (const auto &[id, d] : design->devices()) {
            if (!tiers.contains(id))
                continue;
            const DeviceModel *m = mCatalog->model(d.sku);
            QVERIFY(m);
            const int tier = tiers.value(id);
            if (m->kind == DeviceKind::Switch) {
                ++switchesByRole[d.role];
                if (d.role == Role::Leaf)
                    QCOMPARE(tier, 1);
                else if (d.role == Role::Spine)
                    QCOMPARE(tier, 2);
                else if (d.role == Role::Core)
                    QCOMPARE(tier, 3);
                else
                    QVERIFY2(tier >= 1, qPrintable(id));
            } else if (m->kind == DeviceKind::GpuServer || m->kind == DeviceKind::Storage) {
                QVERIFY2(tier == 0, qPrintable(id));
            }
        }
        // Each design has leaves; the fat tree of three tiers has cores.
        QVERIFY(switchesByRole[Role::Leaf] > 0);
        if (QByteArray(QTest::currentDataTag()).startsWith("fat tree"))
            QVERIFY(switchesByRole[Role::Core] > 0);
    }

    void sampleTiersFollowTheLinks()
    {
        // What the topology view shows for the BasePOD sample (tests/ui/tst_topology).
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.design);
        const QHash<QString, int> tiers = deviceTiers(*loaded.design, *mCatalog);
        QCOMPARE(tiers.value(QStringLiteral("dgx-01"), -1), 0);
        QCOMPARE(tiers.value(QStringLiteral("storage-1"), -1), 0);
        QCOMPARE(tiers.value(QStringLiteral("ib-leaf-1"), -1), 1);
        QCOMPARE(tiers.value(QStringLiteral("oob-sw-1"), -1), 1); // role management, next to hosts
    }

    void highestTierOverFabrics()
    {
        // Compute: node-1 ib -> leaf-1 (role leaf) -> sw-x (role other) -> sw-y (role other).
        // sw-x sits above a leaf: a spine (2); sw-y above a spine: a core (3).
        // Out-of-band: leaf-1's and sw-x's own management ports on oob-1 (role management): they
        // are endpoints there (0) and oob-1, next to endpoints, a leaf (1). Highest over both:
        // leaf-1 1, sw-x 2, oob-1 1.
        Design d;
        const QString compute = QStringLiteral("compute"), oob = QStringLiteral("oob");
        QVERIFY(d.addFabric(
            {compute, QStringLiteral("Compute"), FabricKind::Compute, QStringLiteral("IB")}));
        QVERIFY(d.addFabric({oob, QStringLiteral("OOB"), FabricKind::Oob, QStringLiteral("1G")}));
        for (const Device &dev : {device("node-1", "DGX-H100", Role::Compute),
                                  device("leaf-1", "MQM9700-NS2F", Role::Leaf),
                                  device("sw-x", "MQM9700-NS2F", Role::Other),
                                  device("sw-y", "MQM9700-NS2F", Role::Other),
                                  device("oob-1", "SN2201", Role::Management),
                                  device("lonely", "DGX-H100", Role::Compute)})
            QVERIFY(d.addDevice(dev));
        for (const Link &l : {cable("c1", "node-1", "ib", 0, "leaf-1", "ib", 0, compute),
                              cable("c2", "leaf-1", "ib", 1, "sw-x", "ib", 0, compute),
                              cable("c3", "sw-x", "ib", 1, "sw-y", "ib", 0, compute),
                              cable("m1", "leaf-1", "mgmt", 0, "oob-1", "rj45", 0, oob),
                              cable("m2", "sw-x", "mgmt", 0, "oob-1", "rj45", 1, oob)})
            QVERIFY(d.addLink(l));
        const QHash<QString, int> tiers = deviceTiers(d, *mCatalog);
        QCOMPARE(tiers.value(QStringLiteral("node-1"), -1), 0);
        QCOMPARE(tiers.value(QStringLiteral("leaf-1"), -1), 1);
        QCOMPARE(tiers.value(QStringLiteral("sw-x"), -1), 2);
        QCOMPARE(tiers.value(QStringLiteral("sw-y"), -1), 3);
        QCOMPARE(tiers.value(QStringLiteral("oob-1"), -1), 1);
        QVERIFY(!tiers.contains(QStringLiteral("lonely"))); // no link, no tier
        QCOMPARE(tiers.size(), 5);

        // The analysis's view of the out-of-band fabric alone: leaf-1 and sw-x are endpoints.
        const std::vector<FabricDeviceTiers> fabrics = fabricDeviceTiers(d, *mCatalog);
        QCOMPARE(fabrics.size(), std::size_t(2));
        QCOMPARE(fabrics[1].fabricId, oob);
        const std::vector<std::pair<QString, int>> expected{{QStringLiteral("leaf-1"), 0},
                                                            {QStringLiteral("oob-1"), 1},
                                                            {QStringLiteral("sw-x"), 0}};
        QCOMPARE(fabrics[1].tiers, expected); // in the order links m1, m2 meet them
    }

    void cablesWithoutAFabricAreTieredToo()
    {
        // Drawn before any fabric exists: node-1 -> leaf-1 -> spine-x (role other) -> core-x
        // (role other), no fabric on any cable. Tiered as one fabric: 0, 1, 2, 3. node-2's cable
        // runs into its own management port (bmc) on leaf-1: a host, 0.
        Design d;
        for (const Device &dev : {device("node-1", "DGX-H100", Role::Compute),
                                  device("node-2", "DGX-H100", Role::Compute),
                                  device("leaf-1", "MQM9700-NS2F", Role::Leaf),
                                  device("spine-x", "MQM9700-NS2F", Role::Other),
                                  device("core-x", "MQM9700-NS2F", Role::Other)})
            QVERIFY(d.addDevice(dev));
        for (const Link &l : {cable("c1", "node-1", "ib", 0, "leaf-1", "ib", 0, {}),
                              cable("c2", "leaf-1", "ib", 1, "spine-x", "ib", 0, {}),
                              cable("c3", "spine-x", "ib", 1, "core-x", "ib", 0, {}),
                              cable("c4", "node-2", "bmc", 0, "leaf-1", "ib", 2, {})})
            QVERIFY(d.addLink(l));
        QVERIFY(fabricDeviceTiers(d, *mCatalog).empty()); // the analysis counts them nowhere
        const QHash<QString, int> tiers = deviceTiers(d, *mCatalog);
        QCOMPARE(tiers.value(QStringLiteral("node-1"), -1), 0);
        QCOMPARE(tiers.value(QStringLiteral("node-2"), -1), 0);
        QCOMPARE(tiers.value(QStringLiteral("leaf-1"), -1), 1);
        QCOMPARE(tiers.value(QStringLiteral("spine-x"), -1), 2);
        QCOMPARE(tiers.value(QStringLiteral("core-x"), -1), 3);
        QCOMPARE(tiers.size(), 5);
    }

    void managementPortGroups()
    {
        QVERIFY(isManagementPortGroup(QStringLiteral("mgmt")));
        QVERIFY(isManagementPortGroup(QStringLiteral("bmc")));
        for (const char *group : {"ib", "rj45", "uplink", "eth", "inband", ""})
            QVERIFY2(!isManagementPortGroup(QString::fromLatin1(group)), group);
    }
};

QTEST_MAIN(TestDeviceTiers)
#include "tst_devicetiers.moc"
