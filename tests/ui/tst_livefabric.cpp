// The live session times the design's workload on its drawn fabric: after every edit the
// WorkloadDesign it hands the Workload dock carries the fabric read from the newest analysis (a
// 3:1 fat tree keeps a third across leaves; a node with half its compute cables gets half the
// injection), so the dock and the CLI's `size train --design` answer alike.

#include "catalog/catalog.h"
#include "fabrictestdesigns.h"
#include "session/document.h"
#include "session/livesession.h"
#include "sharedcatalog.h"
#include "testpaths.h"
#include "workload/workloaddesign.h"

#include <QTest>

using namespace podcad;

class TestLiveFabric final : public QObject
{
    Q_OBJECT

    // The fabric of the newest results once `design` has replaced the document's.
    std::optional<RunFabric> fabricAfter(LiveSession &session, Design design)
    {
        session.document()->reset(std::move(design), QString());
        const bool in = QTest::qWaitFor(
            [&] { return !session.isPending() && session.workloadDesign(); }, 20000);
        if (!in || !session.workloadDesign())
            return std::nullopt;
        return session.workloadDesign()->fabric;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = test::sharedCatalog(&error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void followsTheDrawnFabric()
    {
        // At 3:1 a leaf has 48 node ports and 16 uplinks.
        auto design = test::nodeFatTree(*mCatalog, 3);
        QVERIFY(design);
        LiveSession session(mCatalog);
        const std::optional<RunFabric> intact = fabricAfter(session, *design);
        QVERIFY(intact);
        QCOMPARE(intact->source, QStringLiteral("drawn fabric"));
        QVERIFY(qFuzzyCompare(intact->crossLeafShare, 1.0 / 3));
        QCOMPARE(intact->injectionGBps, 50.0); // 8 x 400 Gb/s over 8 GPUs

        // Half of one node's compute cables taken out: 4 x 400 Gb/s over 8 GPUs = 25 GB/s.
        const QString node = test::devicesWithRole(*design, Role::Compute).front();
        int removed = 0;
        for (const Link *link : design->linksOf(node)) {
            const Fabric *fabric = design->fabric(link->fabricId);
            if (removed < 4 && fabric && fabric->kind == FabricKind::Compute) {
                const QString id = link->id;
                QVERIFY(design->removeLink(id));
                ++removed;
            }
        }
        QCOMPARE(removed, 4);
        const std::optional<RunFabric> halfCabled = fabricAfter(session, *design);
        QVERIFY(halfCabled);
        QCOMPARE(halfCabled->injectionGBps, 25.0);
    }

private:
    std::shared_ptr<const Catalog> mCatalog;
};

QTEST_MAIN(TestLiveFabric)
#include "tst_livefabric.moc"
