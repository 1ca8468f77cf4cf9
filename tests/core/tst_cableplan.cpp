// The cable plan (core/cabling/cableplan): every link planned once, in link id order, and an
// update after an edit leaves the plan equal to one built from scratch on the edited design.

#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>

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
        QCOMPARE(plan.cables().size(), design.links().size());
        for (std::size_t i = 1; i < plan.cables().size(); ++i)
            QVERIFY(plan.cables()[i - 1].linkId < plan.cables()[i].linkId);
        for (const auto &[id, link] : design.links()) {
            const PlannedCable *c = plan.cable(id);
            QVERIFY(c);
            QVERIFY(c->medium);
            QVERIFY(c->route.lengthM() > 0);
        }
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
        QCOMPARE(plan.cables().size(), rebuilt.cables().size());
        int changed = 0;
        for (std::size_t i = 0; i < rebuilt.cables().size(); ++i) {
            QVERIFY(plan.cables()[i] == rebuilt.cables()[i]);
            changed += !(before.cables()[i] == rebuilt.cables()[i]);
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
};

QTEST_GUILESS_MAIN(TestCablePlan)
#include "tst_cableplan.moc"
