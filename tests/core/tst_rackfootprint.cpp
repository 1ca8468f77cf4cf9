// A rack's footprint, one rule (core/catalog/rackmodelfootprint): the model's width and depth,
// each figure the model does not give taken as 0.6 x 1.2 m (kAssumedRackFootprint), and what the
// callers that used to write it themselves now get from it: a cable's route from its rack (the
// cable plan) and a new rack at a row's end (placement). Real models are read from the shipped
// catalog; catalog.sql gives RACK-48U as 800 x 1200 mm and RACK-NVL72 as 600 x 1068 mm.
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "edit/arrange.h"
#include "edit/placement.h"
#include "model/design.h"
#include "samplefixture.h"

#include <QTest>
#include <cmath>

using namespace podcad;

namespace {

// A rack model as a user or team catalog might hold it: a rack, with only the figures given.
DeviceModel rackModel(const char *sku, double widthMm, double depthMm)
{
    DeviceModel m;
    m.sku = QString::fromLatin1(sku);
    m.name = m.sku;
    m.vendor = QStringLiteral("Test");
    m.kind = DeviceKind::Rack;
    m.rackUnits = 48;
    m.widthMm = widthMm;
    m.depthMm = depthMm;
    return m;
}

} // namespace

class TestRackFootprint final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;
    Design mSample;

    void place(Design &d, const char *id, const QString &sku, double xM, double yM)
    {
        Rack r = *d.rack(QString::fromLatin1(id));
        r.sku = sku;
        r.floorPositionM = QPointF(xM, yM);
        QVERIFY(d.updateRack(r));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(test::openCatalogAndSample(mCatalog, mSample, &error), qPrintable(error));
        mCatalog->overlay({rackModel("RACK-ZERO", 0, 0), rackModel("RACK-WIDTH-ONLY", 700, 0),
                           rackModel("RACK-DEPTH-ONLY", 0, 1000),
                           rackModel("RACK-600X1200", 600, 1200)},
                          QStringLiteral("test"));
    }

    void fallbackForWhatGivesNoFigure()
    {
        const RackFootprint assumed{0.6, 1.2};
        QCOMPARE(kAssumedRackFootprint, assumed);
        QCOMPARE(rackFootprint(nullptr), assumed);
        QCOMPARE(rackFootprint(mCatalog->model(QStringLiteral("NO-SUCH-RACK"))), assumed);
        QCOMPARE(rackFootprint(mCatalog->model(QStringLiteral("RACK-ZERO"))), assumed);
        // Each figure on its own: a model that gives one keeps it.
        QCOMPARE(rackFootprint(mCatalog->model(QStringLiteral("RACK-WIDTH-ONLY"))),
                 (RackFootprint{0.7, 1.2}));
        QCOMPARE(rackFootprint(mCatalog->model(QStringLiteral("RACK-DEPTH-ONLY"))),
                 (RackFootprint{0.6, 1.0}));
        // A rack that names a model of another kind stands as the assumed cabinet.
        QCOMPARE(rackFootprint(mCatalog->model(QStringLiteral("DGX-H100"))), assumed);
    }

    void realModelsFromTheCatalog()
    {
        QCOMPARE(rackFootprint(mCatalog->model(QStringLiteral("RACK-48U"))),
                 (RackFootprint{0.8, 1.2}));
        QCOMPARE(rackFootprint(mCatalog->model(QStringLiteral("RACK-NVL72"))),
                 (RackFootprint{0.6, 1.068}));
    }

    void cablePlanRoutesARackWithoutWidthAsTheAssumedCabinet()
    {
        // dgx-01 (rack A1) to ib-leaf-1 (rack A3). A1 as a rack model of width and depth 0, as
        // one the catalog does not know, and as one of 600 x 1200 mm: the plan routes the link
        // from the same place, so the same length and the same cable. (Taking the model's 0 x 0
        // m, the route started at the rack's corner, 0.3 m off its centre.)
        const Link &link = *mSample.link(QStringLiteral("link-001"));
        QCOMPARE(link.a.deviceId, QStringLiteral("dgx-01"));
        QCOMPARE(link.b.deviceId, QStringLiteral("ib-leaf-1"));
        const auto planned = [&](const QString &a1Sku) {
            Design d = mSample;
            place(d, "rack-a1", a1Sku, 0, 0);
            place(d, "rack-a3", QStringLiteral("RACK-48U"), 6.5, 0);
            return *CablePlan::build(d, *mCatalog).cable(link.id);
        };
        const PlannedCable assumed = planned(QStringLiteral("RACK-600X1200"));
        QCOMPARE(planned(QStringLiteral("RACK-ZERO")), assumed);
        QCOMPARE(planned(QStringLiteral("NO-SUCH-RACK")), assumed);
        // The footprint does reach the route: a rack 0.1 m wider puts its centre 0.05 m along.
        QCOMPARE(std::abs(planned(QStringLiteral("RACK-WIDTH-ONLY")).route.lengthM() -
                          assumed.route.lengthM()),
                 0.05);
    }

    void newRackTouchesARackWithoutWidth()
    {
        // Row A's last rack (A4 at x = 2.4 m) made a model of width 0: arrange takes it 0.6 m
        // wide, so the new rack stands at 3.0 m, touching it and not overlapping it.
        Design d = mSample;
        place(d, "rack-a4", QStringLiteral("RACK-ZERO"), 2.4, 0);
        const Rack rack =
            newRackAtRowEnd(d, *mCatalog, QStringLiteral("RACK-48U"), QStringLiteral("A"));
        QCOMPARE(rack.floorPositionM, QPointF(3.0, 0));
        const Rack *a4 = d.rack(QStringLiteral("rack-a4"));
        QCOMPARE(rackWidthM(*mCatalog, *a4), 0.6);
        QVERIFY(!overlappingRack(*mCatalog, rack, {a4}));
    }
};

QTEST_MAIN(TestRackFootprint)
#include "tst_rackfootprint.moc"
