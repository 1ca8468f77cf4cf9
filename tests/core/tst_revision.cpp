// A revision (core/revision): what is derived from one snapshot of a design is computed once and
// shared by every reader, on any thread; the analysis shares the cable plan it is given.

#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "cost/costsnapshot.h"
#include "cost/opticscomparison.h"
#include "export/cableschedule.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "revision/revision.h"
#include "sharedcatalog.h"
#include "testpaths.h"

#include <QTest>
#include <thread>

using namespace podcad;

class TestRevision final : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Catalog> mCatalog;
    std::shared_ptr<const Design> mDesign;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = test::sharedCatalog(&error);
        QVERIFY2(mCatalog, qPrintable(error));
        // A B300 XDR pod: its Q3400 switches have a co-packaged version to compare with.
        SuperPodOptions o;
        o.system = QStringLiteral("dgx-b300");
        o.fabric = QStringLiteral("xdr");
        o.sus = 1;
        auto design = generateSuperPod(*mCatalog, o, &error);
        QVERIFY2(design, qPrintable(error));
        mDesign = std::make_shared<const Design>(std::move(*design));
    }

    // The plan, the analysis on it, the costs on that analysis, the cable schedule and the
    // optics comparison's design side: one whole plan for all of them, each asked twice.
    void everyReaderSharesOnePlan()
    {
        const Revision revision(mDesign, mCatalog);
        const std::uint64_t before = CablePlan::wholeBuilds();
        const std::shared_ptr<const CablePlan> plan = revision.cablePlan();
        QCOMPARE(CablePlan::wholeBuilds(), before + 1);
        QCOMPARE(revision.cablePlan(), plan);
        QCOMPARE(revision.analysis()->cables, plan);
        QCOMPARE(revision.analysis(), revision.analysis());
        QCOMPARE(revision.costs()->analysis, revision.analysis());
        QCOMPARE(revision.costs(), revision.costs());
        QCOMPARE(revision.cableSchedule(), revision.cableSchedule());
        QCOMPARE(revision.cableSchedule()->rows().size(), plan->cables().size());
        QCOMPARE(CablePlan::wholeBuilds(), before + 1);
        // The BOM prices the plan's cables: the same lines as one priced on a plan of its own.
        const Bom own = Bom::build(*mDesign, *mCatalog, CablePlan::build(*mDesign, *mCatalog));
        QCOMPARE(revision.costs()->bom.totalUsd(), own.totalUsd());
        QCOMPARE(revision.costs()->bom.lines().size(), own.lines().size());
        // The optics comparison plans the CPO variant (another design) and reads this plan for
        // the design's own side.
        const std::uint64_t beforeOptics = CablePlan::wholeBuilds();
        QVERIFY(revision.opticsComparison()->comparable);
        QCOMPARE(CablePlan::wholeBuilds(), beforeOptics + 1);
        QCOMPARE(revision.opticsComparison(), revision.opticsComparison());
    }

    // A plan handed in (the editor's) is the one read: nothing is planned.
    void aGivenPlanIsRead()
    {
        auto plan = std::make_shared<const CablePlan>(CablePlan::build(*mDesign, *mCatalog));
        const Revision revision(mDesign, mCatalog, {}, 7, plan);
        const std::uint64_t before = CablePlan::wholeBuilds();
        QCOMPARE(revision.number(), quint64(7));
        QCOMPARE(revision.analysis()->cables, plan);
        QCOMPARE(revision.cableSchedule()->rows().size(), plan->cables().size());
        QCOMPARE(CablePlan::wholeBuilds(), before);
    }

    // Readers on several threads asking at once: one plan, one analysis, the same objects.
    void concurrentReadersComputeOnce()
    {
        const Revision revision(mDesign, mCatalog);
        const std::uint64_t before = CablePlan::wholeBuilds();
        constexpr int kReaders = 4;
        std::array<std::shared_ptr<const Analysis>, kReaders> seen;
        std::vector<std::thread> readers;
        for (int i = 0; i < kReaders; ++i)
            readers.emplace_back([&, i] { seen[std::size_t(i)] = revision.analysis(); });
        for (std::thread &t : readers)
            t.join();
        QCOMPARE(CablePlan::wholeBuilds(), before + 1);
        for (const auto &a : seen)
            QCOMPARE(a, seen.front());
    }

    // A reader's cancel flag stops the analysis it starts; that incomplete analysis is handed
    // back but not kept, so the next reader gets a whole one.
    void aCancelledAnalysisIsNotKept()
    {
        const Revision revision(mDesign, mCatalog);
        const std::atomic<bool> cancelled{true};
        const std::shared_ptr<const Analysis> stopped = revision.analysis(&cancelled);
        QVERIFY(stopped->cancelled);
        QVERIFY(!revision.costs(&cancelled)->valid);
        const std::shared_ptr<const Analysis> whole = revision.analysis();
        QVERIFY(!whole->cancelled);
        QVERIFY(whole != stopped);
        QVERIFY(revision.costs()->valid);
        QCOMPARE(whole->totals.links, int(mDesign->links().size()));
    }

    // A revision that borrows its design and catalog copies neither and reads them as they are.
    void borrowingReadsTheCallersObjects()
    {
        const auto revision = Revision::borrowing(*mDesign, *mCatalog);
        QCOMPARE(&revision->design(), mDesign.get());
        QCOMPARE(&revision->catalog(), mCatalog.get());
        QCOMPARE(revision->analysis()->totals.links, int(mDesign->links().size()));
    }
};

QTEST_GUILESS_MAIN(TestRevision)
#include "tst_revision.moc"
