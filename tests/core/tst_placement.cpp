// Placement rules (core/edit/placement): whether a device fits at a rack unit, the role and id
// prefix of a new device, a new rack at the end of a row and the next row label. Heights and power
// draws are read from the shipped catalog and the expectations derived from them in the tests;
// the floor facts of the BasePOD sample (four 800 mm racks of row A at x = 0, 0.8, 1.6, 2.4 m;
// A4's power limit 20 kW) are those tests/ui/tst_floorview uses too.
#include "catalog/catalog.h"
#include "edit/placement.h"
#include "generate/ids.h"
#include "io/designfile.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>

using namespace podcad;

Q_DECLARE_METATYPE(podcad::Role)

namespace {

const QString kDgx = QStringLiteral("DGX-H100");
const QString kRackSku = QStringLiteral("RACK-48U");

Device dgx(const char *id, const QString &rack, int lowestU)
{
    Device d;
    d.id = QString::fromLatin1(id);
    d.sku = kDgx;
    d.role = Role::Compute;
    d.rackId = rack;
    d.lowestU = lowestU;
    return d;
}

} // namespace

class TestPlacement final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;

    const DeviceModel &model(const QString &sku) const { return *mCatalog->model(sku); }

    // One 48U rack "r1" with a DGX at U3 (the first of each compute rack in the sample).
    Design oneRack(double powerLimitKw) const
    {
        Design d;
        Rack r;
        r.id = QStringLiteral("r1");
        r.name = QStringLiteral("R1");
        r.sku = kRackSku;
        r.row = QStringLiteral("A");
        r.powerLimitKw = powerLimitKw;
        d.addRack(r);
        d.addDevice(dgx("dgx-a", r.id, 3));
        return d;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
        QVERIFY(mCatalog->model(kDgx) && mCatalog->model(kRackSku));
    }

    void heightAndCollisions()
    {
        const Design d = oneRack(0); // no power limit: only units count here
        const int dgxU = model(kDgx).rackUnits, rackU = model(kRackSku).rackUnits;
        const QString r1 = QStringLiteral("r1");
        // The highest start that still fits: the top unit is the rack's last.
        QVERIFY(checkPlacement(d, *mCatalog, r1, rackU - dgxU + 1, kDgx).ok);
        const PlacementCheck above = checkPlacement(d, *mCatalog, r1, rackU - dgxU + 2, kDgx);
        QVERIFY(!above.ok);
        QVERIFY2(above.reason.contains(QStringLiteral("U%1").arg(rackU + 1)),
                 qPrintable(above.reason));
        QVERIFY(above.reason.contains(QStringLiteral("above the top")));
        QVERIFY(!checkPlacement(d, *mCatalog, r1, 0, kDgx).ok); // below U1

        // dgx-a takes U3 .. U3 + dgxU - 1: a new one starting on its top unit collides, one
        // starting just above fits; one ending on dgx-a's lowest unit collides too.
        const int top = 3 + dgxU - 1;
        const PlacementCheck onTop = checkPlacement(d, *mCatalog, r1, top, kDgx);
        QVERIFY(!onTop.ok);
        QVERIFY2(onTop.reason.contains(QStringLiteral("collides with dgx-a (U3-U%1)").arg(top)),
                 qPrintable(onTop.reason));
        QVERIFY(checkPlacement(d, *mCatalog, r1, top + 1, kDgx).ok);
        // Below it: a switch ending on U2 fits, one ending on U3 collides.
        const QString sw = QStringLiteral("MQM9700-NS2F");
        const int swU = model(sw).rackUnits;
        QVERIFY(swU <= 2);
        QVERIFY(checkPlacement(d, *mCatalog, r1, 3 - swU, sw).ok);
        QVERIFY(!checkPlacement(d, *mCatalog, r1, 3 - swU + 1, sw).ok);

        // The device being moved does not collide with itself.
        QVERIFY(checkPlacement(d, *mCatalog, r1, 4, kDgx, d.device(QStringLiteral("dgx-a"))).ok);
        QVERIFY(!checkPlacement(d, *mCatalog, r1, 4, kDgx).ok);

        // Nothing to place on, or nothing to place.
        QVERIFY(!checkPlacement(d, *mCatalog, QStringLiteral("r-99"), 1, kDgx).ok);
        const PlacementCheck unknown =
            checkPlacement(d, *mCatalog, r1, 20, QStringLiteral("NO-SUCH-SKU"));
        QVERIFY(!unknown.ok);
        QVERIFY(unknown.reason.contains(QStringLiteral("NO-SUCH-SKU")));
    }

    void powerLimitWhenEntering()
    {
        // The rack's own draw, dgx-a and one more DGX: just over the limit is refused, just under
        // it fits.
        const double withNewKw = (model(kRackSku).maxPowerW + 2 * model(kDgx).maxPowerW) / 1000.0;
        const QString r1 = QStringLiteral("r1");
        const int free = 3 + model(kDgx).rackUnits; // just above dgx-a
        QVERIFY(checkPlacement(oneRack(withNewKw + 0.05), *mCatalog, r1, free, kDgx).ok);
        const PlacementCheck over =
            checkPlacement(oneRack(withNewKw - 0.05), *mCatalog, r1, free, kDgx);
        QVERIFY(!over.ok);
        QVERIFY2(over.reason.contains(QStringLiteral("%1 kW").arg(withNewKw, 0, 'f', 1)),
                 qPrintable(over.reason));
        QVERIFY(over.reason.contains(
            QStringLiteral("over its %1 kW power limit").arg(withNewKw - 0.05, 0, 'f', 1)));

        // Rearranging a rack that is over its limit already stays possible: dgx-a moves up.
        Design tight = oneRack(1.0);
        QVERIFY(
            checkPlacement(tight, *mCatalog, r1, free, kDgx, tight.device(QStringLiteral("dgx-a")))
                .ok);

        // A device entering with a power override counts its override: 1 kW fits where a DGX's
        // catalog figure does not.
        Design two = oneRack(withNewKw - 0.05);
        Rack r2 = *two.rack(r1);
        r2.id = QStringLiteral("r2");
        two.addRack(r2);
        Device light = dgx("dgx-light", r2.id, 3);
        light.powerOverrideW = 1000;
        two.addDevice(light);
        QVERIFY(
            checkPlacement(two, *mCatalog, r1, free, kDgx, two.device(QStringLiteral("dgx-light")))
                .ok);
        Device heavy = dgx("dgx-heavy", r2.id, 20);
        two.addDevice(heavy);
        QVERIFY(
            !checkPlacement(two, *mCatalog, r1, free, kDgx, two.device(QStringLiteral("dgx-heavy")))
                 .ok);
    }

    void roleAndIdPrefixByKind_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<Role>("role");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("gpu server") << kDgx << Role::Compute << QStringLiteral("node");
        QTest::newRow("switch") << QStringLiteral("MQM9700-NS2F") << Role::Leaf
                                << QStringLiteral("leaf");
        QTest::newRow("storage") << QStringLiteral("DDN-AI400X2") << Role::Storage
                                 << QStringLiteral("storage");
        QTest::newRow("management server")
            << QStringLiteral("CTRL-PLANE-SRV") << Role::Management << QStringLiteral("mgmt");
        QTest::newRow("appliance") << QStringLiteral("UFM-ENT-APPLIANCE") << Role::Management
                                   << QStringLiteral("appliance");
        QTest::newRow("pdu") << QStringLiteral("PDU-415V-60A-3P") << Role::Pdu
                             << QStringLiteral("pdu");
        QTest::newRow("rack") << kRackSku << Role::Other << QStringLiteral("rack");
    }

    void roleAndIdPrefixByKind()
    {
        QFETCH(QString, sku);
        QFETCH(Role, role);
        QFETCH(QString, prefix);
        const DeviceModel *m = mCatalog->model(sku);
        QVERIFY(m);
        QCOMPARE(guessRole(*m), role);
        QCOMPARE(idPrefix(*m), prefix);
    }

    void newRackAtTheEndOfARow()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.design);
        const Design &d = *loaded.design;
        const Rack &a4 = *d.rack(QStringLiteral("rack-a4"));
        // Row A: after A4 (the last by x), one 800 mm rack width on, with A4's power limit; the
        // fifth rack of the row.
        const Rack next = newRackAtRowEnd(d, *mCatalog, kRackSku, QStringLiteral("A"));
        QCOMPARE(next.id, QStringLiteral("rack-1"));
        QCOMPARE(next.row, QStringLiteral("A"));
        QCOMPARE(next.name, QStringLiteral("A5"));
        QCOMPARE(next.floorPositionM,
                 a4.floorPositionM + QPointF(model(kRackSku).widthMm / 1000.0, 0));
        QCOMPARE(next.powerLimitKw, a4.powerLimitKw);
        QCOMPARE(next.sku, kRackSku);
        // A new row B: one row pitch behind row A, at its start, with the catalog's default feed.
        const Rack b1 = newRackAtRowEnd(d, *mCatalog, kRackSku, QStringLiteral("B"));
        QCOMPARE(b1.name, QStringLiteral("B1"));
        QCOMPARE(b1.floorPositionM, QPointF(0, a4.floorPositionM.y() + generate::kRowPitchM));
        QCOMPARE(b1.powerLimitKw,
                 mCatalog->assumption(QStringLiteral("default_rack_power_limit_kw"))->value);

        // An empty floor: the first rack at the origin; the next one beside it.
        Design empty;
        const Rack first = newRackAtRowEnd(empty, *mCatalog, kRackSku, QStringLiteral("A"));
        QCOMPARE(first.floorPositionM, QPointF(0, 0));
        QCOMPARE(first.name, QStringLiteral("A1"));
        QVERIFY(empty.addRack(first));
        const Rack second = newRackAtRowEnd(empty, *mCatalog, kRackSku, QStringLiteral("A"));
        QVERIFY(second.id != first.id);
        QCOMPARE(second.name, QStringLiteral("A2"));
        QCOMPARE(second.floorPositionM, QPointF(model(kRackSku).widthMm / 1000.0, 0));
    }

    void nextRowLabelFollowsTheLastLetteredRow()
    {
        // The same cases as tests/ui/tst_floorview, on the function alone.
        auto next = [](QStringList rows) {
            Design d;
            int i = 0;
            for (const QString &row : rows) {
                Rack r;
                r.id = QStringLiteral("r%1").arg(++i);
                r.sku = QStringLiteral("RACK-42U");
                r.row = row;
                if (!d.addRack(r))
                    return QStringLiteral("(invalid)");
            }
            return nextRowLabel(d);
        };
        QCOMPARE(next({}), QStringLiteral("A"));
        QCOMPARE(next({QStringLiteral("A"), QStringLiteral("A")}), QStringLiteral("B"));
        QCOMPARE(next({QStringLiteral("A"), QStringLiteral("C")}), QStringLiteral("D"));
        QCOMPARE(next({QStringLiteral("Z")}), QStringLiteral("AA"));
        QCOMPARE(next({QStringLiteral("AZ")}), QStringLiteral("BA"));
        // Rows named otherwise do not count; the unassigned row neither.
        QCOMPARE(next({QStringLiteral("Hall 2"), QString()}), QStringLiteral("A"));
    }
};

QTEST_MAIN(TestPlacement)
#include "tst_placement.moc"
