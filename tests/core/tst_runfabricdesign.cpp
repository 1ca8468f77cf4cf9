// The fabric a training run sees on a drawn design (core/perf/runfabricdesign): the injection per
// GPU is the node's cabled compute ports over its GPUs, the share kept across leaves follows the
// leaves' down : up ports and the bisection, a lost spine or half a node's cables lowers them.
// Every expected figure is counted by hand from the generator's port plan.

#include "analysis/analysis.h"
#include "analysis/whatif.h"
#include "catalog/catalog.h"
#include "fabrictestdesigns.h"
#include "generate/fattreedesign.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "perf/runfabricdesign.h"
#include "testpaths.h"
#include "workload/designgpus.h"
#include "workload/workloaddesign.h"

#include <QTest>

using namespace podcad;
using test::devicesWithRole;

namespace {

// The compute cables of one device, link id order.
std::vector<QString> computeLinksOf(const Design &design, const QString &device)
{
    std::vector<QString> ids;
    for (const Link *link : design.linksOf(device))
        if (const Fabric *f = design.fabric(link->fabricId); f && f->kind == FabricKind::Compute)
            ids.push_back(link->id);
    return ids;
}

} // namespace

class TestRunFabricDesign final : public QObject
{
    Q_OBJECT

    RunFabric fabricOf(const Design &design, const WhatIf *failures = nullptr)
    {
        QString why;
        const auto gpus = DesignGpus::fromDesign(design, *mCatalog, &why);
        if (!gpus) {
            qWarning("%s", qPrintable(why));
            return {};
        }
        const Analysis a = analyze(design, *mCatalog);
        return runFabricOfDesign(design, *mCatalog, a.fabrics, gpus->system, QStringLiteral("test"),
                                 failures);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void nonBlockingFatTree()
    {
        const auto design = test::nodeFatTree(*mCatalog, 1);
        QVERIFY(design);
        const RunFabric f = fabricOf(*design);
        QCOMPARE(f.injectionGBps, 50.0); // 8 x 400 Gb/s for 8 GPUs: 400 Gb/s = 50 GB/s each
        QCOMPARE(f.gpusPerNode, 8);
        QCOMPARE(f.crossLeafShare, 1.0); // 32 node ports, 32 uplinks per leaf
        // Without --rails a node's 8 cables fill one leaf's ports: 32 / 8 = 4 nodes per leaf.
        QVERIFY(!f.railOptimized);
        QCOMPARE(f.leafNodes, 4);
        QCOMPARE(f.source, QStringLiteral("test"));
    }

    void threeToOneFatTree()
    {
        const auto design = test::nodeFatTree(*mCatalog, 3);
        QVERIFY(design);
        const RunFabric f = fabricOf(*design);
        QCOMPARE(f.injectionGBps, 50.0);
        QVERIFY(qFuzzyCompare(f.crossLeafShare, 16.0 / 48.0)); // 48 node ports, 16 uplinks
        QCOMPARE(f.leafNodes, 6);                              // 48 node ports / 8 per node
        QVERIFY(!f.railOptimized);
        QVERIFY(!f.railOnly);
        // Data-parallel peers on different leaves get a third of what the 1:1 tree gives them.
        const RunFabric full = fabricOf(*test::nodeFatTree(*mCatalog, 1));
        QVERIFY(f.scaleOutGBps(24, true) < full.scaleOutGBps(24, true));
        QVERIFY(qFuzzyCompare(f.scaleOutGBps(24, true), 50.0 / 3));
    }

    void superPodIsRailOptimized()
    {
        SuperPodOptions o;
        o.system = QStringLiteral("dgx-h100");
        o.sus = 2;
        QString why;
        const auto design = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        const RunFabric f = fabricOf(*design);
        QVERIFY(f.railOptimized);
        QVERIFY(!f.railOnly);      // spines join the rails
        QCOMPARE(f.leafNodes, 32); // one rail leaf takes rail i of the SU's 32 nodes
        QCOMPARE(f.injectionGBps, 50.0);
        QCOMPARE(f.nvlinkDomain, 8);
        QCOMPARE(f.crossLeafShare, 1.0);
    }

    void superPodWithoutSpinesIsRailOnly()
    {
        SuperPodOptions o;
        o.system = QStringLiteral("dgx-h100");
        o.sus = 1;
        QString why;
        auto design = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        const std::vector<QString> spines = devicesWithRole(*design, Role::Spine);
        QVERIFY(!spines.empty());
        for (const QString &id : spines)
            design->removeDevice(id);
        const RunFabric f = fabricOf(*design);
        // Each of the 8 leaves takes one rail of the 31 nodes, and nothing joins two leaves.
        QVERIFY(f.railOptimized);
        QVERIFY(f.railOnly);
        QCOMPARE(f.leafNodes, 31);
        QCOMPARE(f.crossLeafShare, 1.0);
    }

    void workloadDesignCarriesTheFabric()
    {
        const auto design = test::nodeFatTree(*mCatalog, 3);
        QVERIFY(design);
        const Analysis a = analyze(*design, *mCatalog);
        const WorkloadDesign d =
            WorkloadDesign::of(*design, *mCatalog, nullptr, &a, QStringLiteral("ft31.podcad"));
        QVERIFY(d.fabric);
        QVERIFY(qFuzzyCompare(d.fabric->crossLeafShare, 1.0 / 3));
        QCOMPARE(d.fabric->source, QStringLiteral("ft31.podcad"));
        // Without the analysis the reference fabric stands in.
        QVERIFY(!WorkloadDesign::of(*design, *mCatalog, nullptr).fabric);
    }

    void lostSpineLowersTheShare()
    {
        const auto design = test::nodeFatTree(*mCatalog, 1);
        QVERIFY(design);
        const std::vector<QString> spines = devicesWithRole(*design, Role::Spine);
        QCOMPARE(int(spines.size()), 4);
        QString why;
        const auto w = whatIf(*design, *mCatalog, {spines.front()}, {}, &why);
        QVERIFY2(w, qPrintable(why));
        const RunFabric f = fabricOf(*design, &*w);
        // Each leaf keeps 24 of its 32 uplinks (8 went to the lost spine): 24 / 32.
        QCOMPARE(f.crossLeafShare, 0.75);
        QCOMPARE(f.injectionGBps, 50.0);
        QVERIFY(f.source.contains(spines.front()));
    }

    void halfCabledNodeLowersTheInjection()
    {
        auto design = test::nodeFatTree(*mCatalog, 1);
        QVERIFY(design);
        const std::vector<QString> nodes = devicesWithRole(*design, Role::Compute);
        QVERIFY(!nodes.empty());
        const std::vector<QString> cables = computeLinksOf(*design, nodes.front());
        QCOMPARE(int(cables.size()), 8);
        // Failed: 4 of its 8 cables, so 4 x 400 Gb/s for 8 GPUs = 200 Gb/s = 25 GB/s.
        const std::vector<QString> half(cables.begin(), cables.begin() + 4);
        QString why;
        const auto w = whatIf(*design, *mCatalog, half, {}, &why);
        QVERIFY2(w, qPrintable(why));
        QCOMPARE(fabricOf(*design, &*w).injectionGBps, 25.0);
        // Drawn that way: the same.
        for (const QString &id : half)
            QVERIFY(design->removeLink(id));
        QCOMPARE(fabricOf(*design).injectionGBps, 25.0);
    }

private:
    std::optional<Catalog> mCatalog;
};

QTEST_GUILESS_MAIN(TestRunFabricDesign)
#include "tst_runfabricdesign.moc"
