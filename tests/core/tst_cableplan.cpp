// The cable plan (core/cabling/cableplan): every link planned once, in link id order, and an
// update after an edit leaves the plan equal to one built from scratch on the edited design.

#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <atomic>

using namespace podcad;

class TestCablePlan final : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;

    Design superPod()
    {
        SuperPodOptions o;
        o.sus = 1;
        QString why;
        auto design = generateSuperPod(*mCatalog, o, &why);
        if (!design)
            qFatal("%s", qPrintable(why));
        return std::move(*design);
    }

    static std::vector<PlannedCable> all(const CablePlan &plan)
    {
        return {plan.cables().begin(), plan.cables().end()};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void everyLinkOnceInIdOrder()
    {
        const Design design = superPod();
        const CablePlan plan = CablePlan::build(design, *mCatalog);
        const std::vector<PlannedCable> cables = all(plan);
        QCOMPARE(cables.size(), design.links().size());
        for (std::size_t i = 1; i < cables.size(); ++i)
            QVERIFY(cables[i - 1].linkId < cables[i].linkId);
        for (const auto &[id, link] : design.links()) {
            const PlannedCable *c = plan.cable(id);
            QVERIFY(c);
            QVERIFY(c->medium);
            QVERIFY(c->route.lengthM() > 0);
        }
    }

    // A raised cancel flag stops a whole build at the end of its first chunk of cables (a
    // superseded 64-SU build would otherwise hold a core for a second): marked cancelled, and
    // an analysis that had to build its plan is cancelled with it. A flag never raised changes
    // nothing.
    void aCancelledBuildStopsEarly()
    {
        const Design design = superPod();
        QVERIFY(design.links().size() > 1000);
        const std::atomic<bool> raised{true}, lowered{false};
        const CablePlan stopped = CablePlan::build(design, *mCatalog, &raised);
        QVERIFY(stopped.cancelled());
        QVERIFY(stopped.cables().size() < design.links().size() / 4);
        const CablePlan whole = CablePlan::build(design, *mCatalog, &lowered);
        QVERIFY(!whole.cancelled());
        QVERIFY(whole.cables() == CablePlan::build(design, *mCatalog).cables());
        AnalysisOptions options;
        options.cancel = &raised;
        const Analysis cut = analyze(design, *mCatalog, options);
        QVERIFY(cut.cancelled);
        QVERIFY(cut.cables->cancelled());
    }

    void movedRackUpdatesToWhatARebuildGives()
    {
        Design design = superPod();
        CablePlan plan = CablePlan::build(design, *mCatalog);
        Rack rack = design.racks().begin()->second;
        rack.floorPositionM += QPointF(7.5, 12.0);
        QVERIFY(design.updateRack(rack));
        QStringList moved;
        for (const Device *d : design.devicesIn(rack.id))
            for (const Link *l : design.linksOf(d->id))
                moved << l->id;
        QVERIFY(!moved.isEmpty());
        const CablePlan before = plan;
        plan.update(design, *mCatalog, moved);
        const CablePlan rebuilt = CablePlan::build(design, *mCatalog);
        const std::vector<PlannedCable> now = all(plan), want = all(rebuilt), was = all(before);
        QCOMPARE(now.size(), want.size());
        int changed = 0;
        for (std::size_t i = 0; i < want.size(); ++i) {
            QVERIFY(now[i] == want[i]);
            changed += !(was[i] == want[i]);
        }
        QVERIFY(changed > 0); // the move lengthened the rack's runs
    }

    void removedAndAddedLinksFollowTheDesign()
    {
        Design design = superPod();
        CablePlan plan = CablePlan::build(design, *mCatalog);
        const Link removed = design.links().begin()->second;
        QVERIFY(design.removeLink(removed.id));
        Link added = removed;
        added.id = QStringLiteral("zz-readded");
        QVERIFY(design.addLink(added));
        plan.update(design, *mCatalog, {removed.id, added.id, added.id});
        QVERIFY(!plan.cable(removed.id));
        QVERIFY(plan.cable(added.id));
        QCOMPARE(plan.cables().size(), design.links().size());
        QCOMPARE(plan.cables().back().linkId, added.id);
    }

    // The plan keeps its cables in chunks of a few hundred: links added where a chunk must split,
    // and removed until chunks empty, leave a plan equal to one built from scratch, found by id.
    void manyAddsAndRemovesInOnePlaceMatchAPlanFromScratch()
    {
        Design design = superPod();
        CablePlan plan = CablePlan::build(design, *mCatalog);
        // Every link of the first devices, removed and added back under ids that sort together
        // in the middle of the plan: more than two chunks' worth in one place.
        std::vector<Link> moved;
        for (const auto &[id, link] : design.links()) {
            moved.push_back(link);
            if (moved.size() == 700)
                break;
        }
        QStringList touched;
        for (const Link &l : moved) {
            QVERIFY(design.removeLink(l.id));
            touched << l.id;
        }
        plan.update(design, *mCatalog, touched);
        QVERIFY(plan.cables() == CablePlan::build(design, *mCatalog).cables());
        const CablePlan without = plan;
        touched.clear();
        for (Link l : moved) {
            l.id = QStringLiteral("m-") + l.id;
            QVERIFY(design.addLink(l));
            touched << l.id;
        }
        plan.update(design, *mCatalog, touched);
        const CablePlan rebuilt = CablePlan::build(design, *mCatalog);
        QVERIFY(plan.cables() == rebuilt.cables());
        QCOMPARE(plan.cables().size(), design.links().size());
        for (const auto &[id, link] : design.links())
            QVERIFY2(plan.cable(id) && plan.cable(id)->linkId == id, qPrintable(id));
        QVERIFY(!plan.cable(QStringLiteral("m-")));
        QVERIFY(!plan.cable(QStringLiteral("zzzz")));
        // The copy taken before the adds still has the plan it had: updates never write to a
        // chunk another plan shares.
        QCOMPARE(without.cables().size(), design.links().size() - moved.size());
        for (const Link &l : moved)
            QVERIFY(!without.cable(QStringLiteral("m-") + l.id));
    }

    // Every link removed, then one added: the plan empties and starts again.
    void aPlanEmptiedAndRefilled()
    {
        Design design = superPod();
        CablePlan plan = CablePlan::build(design, *mCatalog);
        const Link kept = design.links().begin()->second;
        QStringList all;
        for (const auto &[id, link] : design.links())
            all << id;
        for (const QString &id : all)
            QVERIFY(design.removeLink(id));
        plan.update(design, *mCatalog, all);
        QVERIFY(plan.cables().empty());
        QVERIFY(plan.cables().begin() == plan.cables().end());
        QVERIFY(!plan.cable(kept.id));
        QVERIFY(design.addLink(kept));
        plan.update(design, *mCatalog, {kept.id});
        QCOMPARE(plan.cables().size(), std::size_t(1));
        QVERIFY(plan.cables() == CablePlan::build(design, *mCatalog).cables());
    }
};

QTEST_GUILESS_MAIN(TestCablePlan)
#include "tst_cableplan.moc"
