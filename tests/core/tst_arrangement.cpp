// Edit > Arrange worked out on the model (core/edit/arrange): align, distribute and stack, with the
// expectations tests/ui/tst_arrange checks through the GUI, here on the functions alone. (Named
// after the result type: tst_arrange is the GUI test's executable.) The BasePOD sample's row A
// holds four 800 mm racks side by side at x = 0, 0.8, 1.6 and 2.4 m; rack heights in U from the
// catalog: DGX H100 8U, SN4600C 2U, DDN AI400X2 2U, QM9700 / UFM appliance / SN2201 /
// control-plane server 1U.
#include "catalog/catalog.h"
#include "edit/arrange.h"
#include "io/designfile.h"
#include "model/design.h"
#include "samplefixture.h"
#include "testpaths.h"

#include <QTest>

using namespace podcad;

namespace {

QStringList ids(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromLatin1(s);
    return out;
}

// The design after an arrangement, as the GUI's command applies it.
bool apply(Design &design, const Arrangement &a)
{
    for (const Rack &r : a.racks)
        if (!design.updateRack(r))
            return false;
    for (const Device &d : a.devices)
        if (!design.updateDevice(d))
            return false;
    return true;
}

const Device *find(const std::vector<Device> &devices, const char *id)
{
    for (const Device &d : devices)
        if (d.id == QLatin1String(id))
            return &d;
    return nullptr;
}

} // namespace

class TestArrangement final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;
    Design mSample;

    int lowestU(const Design &d, const char *id) const
    {
        return d.device(QString::fromLatin1(id))->lowestU;
    }

    // Puts a rack at a row and floor position (the steps before the one under test).
    void place(Design &d, const char *id, const char *row, double xM, double yM)
    {
        Rack r = *d.rack(QString::fromLatin1(id));
        r.row = QString::fromLatin1(row);
        r.floorPositionM = QPointF(xM, yM);
        QVERIFY(d.updateRack(r));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(test::openCatalogAndSample(mCatalog, mSample, &error), qPrintable(error));
    }

    void stackPacksARackDownwards()
    {
        // Rack A4 selected: storage-1 (2U) at U30, then ctrl-01..05 (1U) at U33..37 become U1-2
        // and U3..U7, in the same order; the PDUs hang in the side channels (zero-U) and stay.
        Design d = mSample;
        const Arrangement a = stackDevices(d, *mCatalog, ids({"rack-a4"}));
        QVERIFY2(a.ok(), qPrintable(a.error));
        QVERIFY(a.racks.empty());
        QCOMPARE(a.devices.size(), std::size_t(6));
        QVERIFY(!find(a.devices, "pdu-a4-1") && !find(a.devices, "pdu-a4-2"));
        QVERIFY(apply(d, a));
        QCOMPARE(lowestU(d, "storage-1"), 1);
        for (int i = 1; i <= 5; ++i)
            QCOMPARE(d.device(QStringLiteral("ctrl-0%1").arg(i))->lowestU, 2 + i);
        QCOMPARE(lowestU(d, "pdu-a4-1"), 0);

        // Again: nothing to do, said in one sentence.
        const Arrangement again = stackDevices(d, *mCatalog, ids({"rack-a4"}));
        QVERIFY(!again.ok());
        QVERIFY(again.devices.empty());
        QVERIFY2(again.error.contains(QStringLiteral("already")), qPrintable(again.error));
        // Nothing rack-mounted selected.
        QVERIFY(!stackDevices(d, *mCatalog, ids({"pdu-a4-1"})).ok());
        QVERIFY(!stackDevices(d, *mCatalog, {}).ok());
    }

    void stackStepsOverDevicesThatStay()
    {
        // In rack A3, oob-sw-1 (1U) is first put at U2. Stacking eth-sw-2 (2U, U36-37) and ufm-1
        // (1U, U38): eth-sw-2 cannot take U1-2 (U2 is oob-sw-1's), so U3-4; ufm-1 comes after it,
        // at U5 (order is kept, so it does not drop into U1). eth-sw-1 (U34-35) stays.
        Design d = mSample;
        Device oob = *d.device(QStringLiteral("oob-sw-1"));
        oob.lowestU = 2;
        QVERIFY(d.updateDevice(oob));
        const Arrangement a = stackDevices(d, *mCatalog, ids({"eth-sw-2", "ufm-1"}));
        QVERIFY2(a.ok(), qPrintable(a.error));
        QCOMPARE(a.devices.size(), std::size_t(2));
        QVERIFY(apply(d, a));
        QCOMPARE(lowestU(d, "eth-sw-2"), 3);
        QCOMPARE(lowestU(d, "ufm-1"), 5);
        QCOMPARE(lowestU(d, "oob-sw-1"), 2);
        QCOMPARE(lowestU(d, "eth-sw-1"), 34);

        // dgx-04 (8U at U13) alone in rack A2 lands on top of dgx-03 (U3-10): U11.
        const Arrangement b = stackDevices(d, *mCatalog, ids({"dgx-04"}));
        QVERIFY2(b.ok(), qPrintable(b.error));
        QVERIFY(apply(d, b));
        QCOMPARE(lowestU(d, "dgx-04"), 11);
        QCOMPARE(lowestU(d, "dgx-03"), 3);
    }

    void alignPutsRacksOnTheFirstRacksRowLine()
    {
        // A4 stands in row B at y = 2.6 m; aligned with A2 it joins row A at A2's y (0), keeping
        // its x (2.4 m, free in row A). A2 is on the line already and does not change.
        Design d = mSample;
        place(d, "rack-a4", "B", 2.4, 2.6);
        const Arrangement a = alignRacks(d, *mCatalog, ids({"rack-a4", "rack-a2"}));
        QVERIFY2(a.ok(), qPrintable(a.error));
        QCOMPARE(a.racks.size(), std::size_t(1));
        QCOMPARE(a.racks[0].id, QStringLiteral("rack-a4"));
        QCOMPARE(a.racks[0].row, QStringLiteral("A"));
        QCOMPARE(a.racks[0].floorPositionM, QPointF(2.4, 0));
        QVERIFY(a.devices.empty());
        QVERIFY(apply(d, a));
        QVERIFY(!alignRacks(d, *mCatalog, ids({"rack-a4", "rack-a2"})).ok()); // already aligned
    }

    void alignRefusesToStackRacksOnEachOther()
    {
        // A4 in row B at x = 1.6 m, A3's place in row A: aligning them (A3 first in floor order,
        // row A before B) would put A4 on A3. Refused, nothing changes.
        Design d = mSample;
        place(d, "rack-a4", "B", 1.6, 2.6);
        const Arrangement a = alignRacks(d, *mCatalog, ids({"rack-a3", "rack-a4"}));
        QVERIFY(!a.ok());
        QVERIFY(a.racks.empty());
        QVERIFY2(a.error.contains(QStringLiteral("would stand on")), qPrintable(a.error));
        // One rack is not enough to align; devices are not racks.
        QVERIFY(!alignRacks(d, *mCatalog, ids({"rack-a3"})).ok());
        QVERIFY(!alignRacks(d, *mCatalog, ids({"rack-a3", "dgx-01"})).ok());
    }

    void distributeSharesTheGapsEqually()
    {
        // A4 moved to x = 3.0 m. A1..A4 (0.8 m each): the free length between A1's left (0) and
        // A4's left (3.0) after A1..A3's widths (2.4) is 0.6 m, three gaps of 0.2 m:
        // A2 at 0 + 0.8 + 0.2 = 1.0, A3 at 1.0 + 0.8 + 0.2 = 2.0; A1 and A4 stay. A selected
        // device is not a rack and does not count.
        Design d = mSample;
        place(d, "rack-a4", "A", 3.0, 0);
        const Arrangement a = distributeRacks(
            d, *mCatalog, ids({"rack-a1", "rack-a2", "rack-a3", "rack-a4", "dgx-01"}));
        QVERIFY2(a.ok(), qPrintable(a.error));
        QCOMPARE(a.racks.size(), std::size_t(2));
        QVERIFY(apply(d, a));
        QCOMPARE(d.rack(QStringLiteral("rack-a1"))->floorPositionM.x(), 0.0);
        QCOMPARE(d.rack(QStringLiteral("rack-a2"))->floorPositionM.x(), 1.0);
        QCOMPARE(d.rack(QStringLiteral("rack-a3"))->floorPositionM.x(), 2.0);
        QCOMPARE(d.rack(QStringLiteral("rack-a4"))->floorPositionM.x(), 3.0);

        // Two racks are not enough; racks of two rows are refused.
        QVERIFY(!distributeRacks(d, *mCatalog, ids({"rack-a1", "rack-a2"})).ok());
        place(d, "rack-a4", "B", 3.0, 2.6);
        const Arrangement rows =
            distributeRacks(d, *mCatalog, ids({"rack-a1", "rack-a2", "rack-a3", "rack-a4"}));
        QVERIFY(!rows.ok());
        QVERIFY2(rows.error.contains(QStringLiteral("different rows")), qPrintable(rows.error));
    }

    void distributeRefusesRacksThatDoNotFit()
    {
        // A1..A4 touching (gaps 0) are already evenly spaced; with A4 pulled in to 2.0 m the three
        // racks before it (2.4 m) no longer fit.
        const QStringList all = ids({"rack-a1", "rack-a2", "rack-a3", "rack-a4"});
        QVERIFY(distributeRacks(mSample, *mCatalog, all).error.contains(QStringLiteral("already")));
        Design squeezed = mSample;
        place(squeezed, "rack-a4", "A", 2.0, 0);
        QVERIFY(
            distributeRacks(squeezed, *mCatalog, all).error.contains(QStringLiteral("do not fit")));
    }

    void rackWidthAndOverlap()
    {
        const Rack &a1 = *mSample.rack(QStringLiteral("rack-a1"));
        const Rack &a2 = *mSample.rack(QStringLiteral("rack-a2"));
        QCOMPARE(rackWidthM(*mCatalog, a1), mCatalog->model(a1.sku)->widthMm / 1000.0);
        Rack unknown = a1;
        unknown.sku = QStringLiteral("NO-SUCH-RACK");
        QCOMPARE(rackWidthM(*mCatalog, unknown), 0.6);

        const std::vector<const Rack *> row{&a1, &a2};
        // Touching neighbours do not overlap; a rack counts not against itself.
        QVERIFY(!overlappingRack(*mCatalog, a2, row));
        QVERIFY(!overlappingRack(*mCatalog, a1, row));
        // Half a rack into A1, then into A2; the same place in another row is free.
        Rack moved = a1;
        moved.id = QStringLiteral("rack-new");
        moved.floorPositionM.setX(0.4);
        QCOMPARE(overlappingRack(*mCatalog, moved, row), &a1);
        moved.floorPositionM.setX(1.2);
        QCOMPARE(overlappingRack(*mCatalog, moved, row), &a2);
        moved.row = QStringLiteral("B");
        QVERIFY(!overlappingRack(*mCatalog, moved, row));
    }
};

QTEST_MAIN(TestArrangement)
#include "tst_arrangement.moc"
