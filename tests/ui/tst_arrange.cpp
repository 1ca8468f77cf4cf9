// Edit > Arrange and snapping on the floor, driven through the real actions and mouse events on
// the bundled sample, with the design as the oracle. The sample's row A holds four 800 mm racks
// side by side at x = 0, 0.8, 1.6 and 2.4 m; rack heights in U from the catalog: DGX H100 8U,
// SN4600C 2U, DDN AI400X2 2U, QM9700 / UFM appliance / SN2201 / control-plane server 1U.
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "catalog/catalog.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "edit/arrange.h"
#include "mainwindow/arrangeactions.h"
#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad;

class TestArrange final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    QTemporaryDir mSettingsDir;

    const Design &design() const { return mWindow->design(); }
    Document *document() const { return mWindow->document(); }
    QUndoStack *undo() const { return mWindow->document()->undoStack(); }
    QAction *action(const char *name) const
    {
        auto *a = mWindow->findChild<QAction *>(QString::fromLatin1(name));
        if (!a)
            qFatal("no action %s", name);
        return a;
    }
    int lowestU(const char *id) const { return design().device(QString::fromLatin1(id))->lowestU; }
    const Rack &rack(const char *id) const { return *design().rack(QString::fromLatin1(id)); }

    // Sets a rack's row and floor position as a person would in the inspector; not part of the
    // steps under test, so the undo stack is emptied again.
    void place(const char *id, const QString &row, double xM, double yM)
    {
        Rack r = rack(id);
        r.row = row;
        r.floorPositionM = QPointF(xM, yM);
        QVERIFY(document()->push(new ChangeRacks(document(), {r}, QStringLiteral("setup"))));
        undo()->clear();
    }

    QPoint unitPoint(const QString &rackId, int u) const
    {
        const QRectF frame = mWindow->floorScene()->objectRect(rackId);
        return mWindow->floorView()->mapFromScene(
            QPointF(frame.center().x(), frame.bottom() - (u - 0.5) * FloorScene::kUnitHeight));
    }

    // Drags a rack by a point high in it (its top units are empty in the sample) by `dxM` metres.
    void dragRack(const QString &rackId, double dxM)
    {
        FloorView *view = mWindow->floorView();
        const QPoint from = unitPoint(rackId, 47);
        const auto hit = mWindow->floorScene()->objectAt(view->mapToScene(from));
        QVERIFY(hit && hit->first == rackId);
        const QPoint to = view->mapFromScene(view->mapToScene(from) +
                                             QPointF(dxM * FloorScene::kPixelsPerMetre, 0));
        QVERIFY(view->viewport()->rect().contains(to));
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view->viewport(), from + QPoint(12, 0));
        QTest::mouseMove(view->viewport(), to);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        // The snap setting is a QSettings value: keep the user's own settings out of the test.
        QVERIFY(mSettingsDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mSettingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
    }

    void init()
    {
        QSettings().clear();
        mWindow = test::openWindow(QSize(1500, 1000));
        QVERIFY(mWindow);
        mWindow->fitToView();
    }

    void cleanup() { test::closeWindow(mWindow); }

    void stackPacksARackDownwardsAsOneStep()
    {
        // Selecting rack A4 stacks all its rack-mounted devices: storage-1 (2U) at U30, then
        // ctrl-01..05 (1U) at U33..37 become U1-2 and U3..U7, in the same order; the PDUs hang in
        // the side channels (zero-U) and do not move.
        mWindow->setSelection({QStringLiteral("rack-a4")});
        QVERIFY(action("stackDevicesAction")->isEnabled());
        action("stackDevicesAction")->trigger();
        QCOMPARE(lowestU("storage-1"), 1);
        for (int i = 1; i <= 5; ++i)
            QCOMPARE(design().device(QStringLiteral("ctrl-0%1").arg(i))->lowestU, 2 + i);
        QCOMPARE(lowestU("pdu-a4-1"), 0);
        QCOMPARE(undo()->count(), 1);
        undo()->undo();
        QCOMPARE(lowestU("storage-1"), 30);
        QCOMPARE(lowestU("ctrl-05"), 37);

        // Again: nothing to do, said in the status bar, no undo step.
        undo()->redo();
        action("stackDevicesAction")->trigger();
        QCOMPARE(undo()->count(), 1);
        QVERIFY2(mWindow->statusBar()->currentMessage().contains(QStringLiteral("already")),
                 qPrintable(mWindow->statusBar()->currentMessage()));
    }

    void stackStepsOverDevicesThatStay()
    {
        // In rack A3, oob-sw-1 (1U) is first put at U2. Stacking eth-sw-2 (2U, U36-37) and ufm-1
        // (1U, U38): eth-sw-2 cannot take U1-2 (U2 is oob-sw-1's), so U3-4; ufm-1 comes after it,
        // at U5 (order is kept, so it does not drop into U1). eth-sw-1 (U34-35) stays.
        QVERIFY(document()->push(
            new MoveDevice(document(), QStringLiteral("oob-sw-1"), QStringLiteral("rack-a3"), 2)));
        undo()->clear();
        mWindow->setSelection({QStringLiteral("eth-sw-2"), QStringLiteral("ufm-1")});
        action("stackDevicesAction")->trigger();
        QCOMPARE(lowestU("eth-sw-2"), 3);
        QCOMPARE(lowestU("ufm-1"), 5);
        QCOMPARE(lowestU("oob-sw-1"), 2);
        QCOMPARE(lowestU("eth-sw-1"), 34);
        QCOMPARE(undo()->count(), 1);

        // dgx-04 (8U at U13) alone in rack A2 lands on top of dgx-03 (U3-10): U11.
        mWindow->setSelection({QStringLiteral("dgx-04")});
        action("stackDevicesAction")->trigger();
        QCOMPARE(lowestU("dgx-04"), 11);
        QCOMPARE(lowestU("dgx-03"), 3);
    }

    void alignPutsRacksOnTheFirstRacksRowLine()
    {
        // A4 stands in row B at y = 2.6 m; aligned with A2 it joins row A at A2's y (0), keeping
        // its x (2.4 m, free in row A).
        place("rack-a4", QStringLiteral("B"), 2.4, 2.6);
        mWindow->setSelection({QStringLiteral("rack-a4"), QStringLiteral("rack-a2")});
        action("alignRacksAction")->trigger();
        QCOMPARE(rack("rack-a4").row, QStringLiteral("A"));
        QCOMPARE(rack("rack-a4").floorPositionM, QPointF(2.4, 0));
        QCOMPARE(rack("rack-a2").floorPositionM, QPointF(0.8, 0));
        QCOMPARE(undo()->count(), 1);
        undo()->undo();
        QCOMPARE(rack("rack-a4").row, QStringLiteral("B"));
        QCOMPARE(rack("rack-a4").floorPositionM, QPointF(2.4, 2.6));
    }

    void alignRefusesToStackRacksOnEachOther()
    {
        // A4 in row B at x = 1.6 m, A3's place in row A: aligning them (A3 first in floor order,
        // row A before B) would put A4 on A3. Refused, nothing changes.
        place("rack-a4", QStringLiteral("B"), 1.6, 2.6);
        const Design before = design();
        mWindow->setSelection({QStringLiteral("rack-a3"), QStringLiteral("rack-a4")});
        action("alignRacksAction")->trigger();
        QVERIFY(design() == before);
        QCOMPARE(undo()->count(), 0);
        QVERIFY2(mWindow->statusBar()->currentMessage().contains(QStringLiteral("would stand on")),
                 qPrintable(mWindow->statusBar()->currentMessage()));
        // One rack is not enough to align.
        mWindow->setSelection({QStringLiteral("rack-a3")});
        action("alignRacksAction")->trigger();
        QVERIFY(design() == before);
    }

    void distributeSharesTheGapsEqually()
    {
        // A4 moved to x = 3.0 m. A1..A4 (0.8 m each): the free length between A1's left (0) and
        // A4's left (3.0) after A1..A3's widths (2.4) is 0.6 m, three gaps of 0.2 m:
        // A2 at 0 + 0.8 + 0.2 = 1.0, A3 at 1.0 + 0.8 + 0.2 = 2.0; A1 and A4 stay.
        place("rack-a4", QStringLiteral("A"), 3.0, 0);
        mWindow->setSelection({QStringLiteral("rack-a1"), QStringLiteral("rack-a2"),
                               QStringLiteral("rack-a3"), QStringLiteral("rack-a4"),
                               QStringLiteral("dgx-01")});
        action("distributeRacksAction")->trigger();
        QCOMPARE(rack("rack-a1").floorPositionM.x(), 0.0);
        QCOMPARE(rack("rack-a2").floorPositionM.x(), 1.0);
        QCOMPARE(rack("rack-a3").floorPositionM.x(), 2.0);
        QCOMPARE(rack("rack-a4").floorPositionM.x(), 3.0);
        QCOMPARE(undo()->count(), 1);
        // The floor view draws them where they stand: A3 is 2.0 m right of A1.
        const FloorScene *scene = mWindow->floorScene();
        QCOMPARE(scene->objectRect(QStringLiteral("rack-a3")).left() -
                     scene->objectRect(QStringLiteral("rack-a1")).left(),
                 2.0 * FloorScene::kPixelsPerMetre);
        undo()->undo();
        QCOMPARE(rack("rack-a2").floorPositionM.x(), 0.8);
        QCOMPARE(rack("rack-a3").floorPositionM.x(), 1.6);

        // Two racks are not enough; racks of two rows are refused.
        mWindow->setSelection({QStringLiteral("rack-a1"), QStringLiteral("rack-a2")});
        action("distributeRacksAction")->trigger();
        QCOMPARE(undo()->count(), 1);
        QCOMPARE(undo()->index(), 0);
    }

    void distributeRefusesRacksThatDoNotFit()
    {
        // Pure function: A1..A4 touching (gaps 0) are already evenly spaced; with A4 pulled in to
        // 2.0 m the three racks before it (2.4 m) no longer fit.
        const Catalog &catalog = *document()->catalog();
        const QStringList all{QStringLiteral("rack-a1"), QStringLiteral("rack-a2"),
                              QStringLiteral("rack-a3"), QStringLiteral("rack-a4")};
        QVERIFY(distributeRacks(design(), catalog, all).error.contains(QStringLiteral("already")));
        Design squeezed = design();
        Rack a4 = *squeezed.rack(QStringLiteral("rack-a4"));
        a4.floorPositionM.setX(2.0);
        squeezed.updateRack(a4);
        QVERIFY(
            distributeRacks(squeezed, catalog, all).error.contains(QStringLiteral("do not fit")));
    }

    void dragRackSnapsToFloorTilesAndNeighbours()
    {
        FloorView *view = mWindow->floorView();
        QVERIFY(view->snapToGrid()); // on by default
        // A4 dragged 1.0 m right: 3.4 m, nearest tile edge 3.6 m (tiles are 600 mm).
        dragRack(QStringLiteral("rack-a4"), 1.0);
        QCOMPARE(rack("rack-a4").floorPositionM.x(), 3.6);
        QCOMPARE(undo()->count(), 1);
        undo()->undo();
        // A1 dragged to about 3.25 m: A4's right side (2.4 + 0.8 = 3.2 m) is nearer than any tile
        // edge (3.0, 3.6), so A1 butts up against A4.
        dragRack(QStringLiteral("rack-a1"), 3.25);
        QCOMPARE(rack("rack-a1").floorPositionM.x(), 3.2);
        QCOMPARE(rack("rack-a1").row, QStringLiteral("A"));
        undo()->undo();

        // Onto A3 (dragging A4 0.7 m left: 1.7 m, tile 1.8 m): refused with the reason.
        const Design before = design();
        dragRack(QStringLiteral("rack-a4"), -0.7);
        QVERIFY(design() == before);
        QVERIFY2(mWindow->statusBar()->currentMessage().contains(QStringLiteral("would stand on")),
                 qPrintable(mWindow->statusBar()->currentMessage()));

        // Snapping off (View > Snap to Grid): the rack lands where it is dropped, to the pixel.
        action("snapToGridAction")->trigger();
        QVERIFY(!view->snapToGrid());
        dragRack(QStringLiteral("rack-a4"), 1.0);
        const double x = rack("rack-a4").floorPositionM.x();
        QVERIFY2(std::abs(x - 3.4) < 2.0 / (FloorScene::kPixelsPerMetre * view->transform().m11()),
                 qPrintable(QString::number(x)));
    }

    void snapSettingIsRemembered()
    {
        QVERIFY(action("snapToGridAction")->isChecked());
        action("snapToGridAction")->trigger();
        QCOMPARE(QSettings().value(QLatin1String(ArrangeActions::kSnapSetting)).toBool(), false);
        // A new window, as on the next start (not init(): it clears the settings first).
        cleanup();
        mWindow = std::make_unique<MainWindow>();
        QVERIFY(!action("snapToGridAction")->isChecked());
        QVERIFY(!mWindow->floorView()->snapToGrid());
    }
};

QTEST_MAIN(TestArrange)
#include "tst_arrange.moc"
