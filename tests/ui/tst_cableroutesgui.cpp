// The cable plan in the editor: the Inspector shows a link's planned length and it follows the
// rack moving and the undo; after any sequence of edits and undos the live plan is the plan built
// from scratch (CablePlan::build) of the design as it is; the Hall view draws the selected link's
// route from rack to rack, and a problem naming a link shows it in both. PODCAD_TEST_SHOTS=dir
// saves the window with a link selected on the Hall view at 1280x720 and 1920x1080
// (cableroutes-WxH.png).
#include "cabling/cableplan.h"
#include "canvas/hallscene.h"
#include "commands/addobjects.h"
#include "commands/changehall.h"
#include "commands/changevalues.h"
#include "commands/removeobjects.h"
#include "format/lengthformat.h"
#include "mainwindow/editortabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowdocks.h"
#include "model/design.h"
#include "model/hallfit.h"
#include "panels/inspector.h"
#include "panels/problemslist.h"
#include "session/livecableplan.h"
#include "windowfixture.h"

#include <QGraphicsPathItem>
#include <QLabel>
#include <QLocale>
#include <QTest>

using namespace podcad;

class TestCableRoutesGui final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;

    Document *document() const { return mWindow->document(); }
    const Design &design() const { return mWindow->design(); }
    LiveCablePlan *plan() const { return mWindow->session()->cablePlan(); }
    QLabel *routeLabel() const { return mWindow->docks()->inspector()->linkRouteLabel(); }

    // A link whose ends stand in two different racks.
    const Link *linkBetweenRacks() const
    {
        for (const auto &[id, link] : design().links()) {
            const Device *a = design().device(link.a.deviceId);
            const Device *b = design().device(link.b.deviceId);
            if (a && b && a->isPlaced() && b->isPlaced() && a->rackId != b->rackId)
                return &link;
        }
        return nullptr;
    }

    void moveRack(const QString &rackId, QPointF by)
    {
        Rack moved = *design().rack(rackId);
        moved.floorPositionM += by;
        document()->undoStack()->push(
            new ChangeValues<Rack>(document(), {moved}, QStringLiteral("Move rack")));
    }

    // The invariant: the live plan is the plan of the design as it is, built whole.
    void checkPlanIsRebuilt(const char *after)
    {
        QTRY_VERIFY_WITH_TIMEOUT(plan()->isReady(), 20000);
        const CablePlan built = CablePlan::build(design(), *mWindow->catalog());
        QVERIFY2(plan()->plan().cables() == built.cables(), after);
    }

    QString lengthText(const QString &linkId) const
    {
        return QStringLiteral("%1 m").arg(
            format::metres(plan()->plan().cable(linkId)->route.lengthM(), QLocale()));
    }

private Q_SLOTS:
    void initTestCase() { test::enterTestMode(); }

    void init()
    {
        mWindow = test::openWindow(QSize(1280, 720));
        QVERIFY(mWindow);
        QVERIFY(mWindow->hasCatalog());
        QTRY_VERIFY_WITH_TIMEOUT(plan()->isReady(), 20000);
        QVERIFY(!plan()->plan().cables().empty());
    }

    void cleanup() { test::closeWindow(mWindow); }

    void inspectorShowsThePlannedLengthAndFollowsARackMove()
    {
        const Link *link = linkBetweenRacks();
        QVERIFY(link);
        const QString linkId = link->id;
        const QString rackId = design().device(link->a.deviceId)->rackId;
        mWindow->setSelection({linkId});
        const QString before = lengthText(linkId);
        QTRY_VERIFY2(routeLabel()->isVisible(), "the link page shows the route");
        QVERIFY2(routeLabel()->text().contains(before), qPrintable(routeLabel()->text()));
        QVERIFY(routeLabel()->text().contains(
            plan()->plan().cable(linkId)->route.text().toHtmlEscaped()));

        // The sample routes through trays fitted around its racks: a move that changes them is
        // planned whole off the UI thread, and the page follows when that plan lands.
        moveRack(rackId, QPointF(12, 7));
        QVERIFY2(!(mWindow->design().hall && !mWindow->design().hall->trays.empty()),
                 "the sample routes through fitted trays");
        QVERIFY2(!plan()->isReady(), "a move that refits the trays is planned off the UI thread");
        QTRY_VERIFY_WITH_TIMEOUT(plan()->isReady(), 20000);
        const QString after = lengthText(linkId);
        QVERIFY2(after != before, qPrintable(after));
        QTRY_VERIFY2(routeLabel()->text().contains(after), qPrintable(routeLabel()->text()));

        document()->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(plan()->isReady(), 20000);
        QCOMPARE(lengthText(linkId), before);
        QTRY_VERIFY2(routeLabel()->text().contains(before), qPrintable(routeLabel()->text()));
    }

    void inspectorCountsTheCablesLeavingARack()
    {
        const Link *link = linkBetweenRacks();
        QVERIFY(link);
        mWindow->setSelection({design().device(link->a.deviceId)->rackId});
        QLabel *cables = mWindow->docks()->inspector()->rackCablesLabel();
        QTRY_VERIFY(cables->isVisible());
        QVERIFY2(cables->text().contains(QStringLiteral("leave this rack")),
                 qPrintable(cables->text()));
        QVERIFY2(cables->text().contains(QStringLiteral(" m in all")), qPrintable(cables->text()));
    }

    void planAfterEditsAndUndosIsThePlanOfTheDesign()
    {
        const Link *link = linkBetweenRacks();
        QVERIFY(link);
        const Link linkCopy = *link;
        const QString rackId = design().device(link->a.deviceId)->rackId;
        QUndoStack *undo = document()->undoStack();

        moveRack(rackId, QPointF(5, 0));
        checkPlanIsRebuilt("a rack moved");
        Link recabled = linkCopy;
        recabled.cableSku = QStringLiteral("no-such-cable");
        undo->push(new ChangeValues<Link>(document(), {recabled}, QStringLiteral("Cable")));
        checkPlanIsRebuilt("a link's cable changed");
        undo->push(new RemoveObjects(document(), {linkCopy.b.deviceId}));
        QVERIFY(!design().link(linkCopy.id));
        checkPlanIsRebuilt("a device removed with its links");
        undo->undo();
        checkPlanIsRebuilt("the device's removal undone");
        undo->push(new RemoveObjects(document(), {linkCopy.id}));
        checkPlanIsRebuilt("a link removed");
        undo->push(new AddObjects(document(), linkCopy));
        checkPlanIsRebuilt("the link added again");
        undo->push(new RemoveObjects(document(), {rackId}));
        checkPlanIsRebuilt("a rack removed, its devices unplaced");
        Hall hall = design().hall ? *design().hall : fitHall(design());
        hall.widthM += 10;
        undo->push(new ChangeHall(document(), hall));
        checkPlanIsRebuilt("the hall changed");
        while (undo->canUndo()) {
            undo->undo();
            checkPlanIsRebuilt("an undo");
        }
        while (undo->canRedo()) {
            undo->redo();
            checkPlanIsRebuilt("a redo");
        }
    }

    void hallViewDrawsTheSelectedLinksRoute()
    {
        mWindow->setCurrentView(MainWindow::View::Hall);
        HallScene *scene = mWindow->views()->hallScene();
        QVERIFY(!scene->routesItem()->isVisible());
        const Link *link = linkBetweenRacks();
        QVERIFY(link);
        const Rack &rackA = *design().rack(design().device(link->a.deviceId)->rackId);
        const Rack &rackB = *design().rack(design().device(link->b.deviceId)->rackId);
        mWindow->setSelection({link->id});
        QTRY_VERIFY(scene->routesItem()->isVisible());
        const QPainterPath path = scene->routesItem()->path();
        QVERIFY(path.elementCount() >= 2);
        // From inside rack a's footprint to inside rack b's.
        QVERIFY(scene->objectRect(rackA.id).contains(path.elementAt(0)));
        QVERIFY(scene->objectRect(rackB.id).contains(path.elementAt(path.elementCount() - 1)));

        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                mWindow->resize(size);
                QTest::qWait(100);
                mWindow->grab().save(QStringLiteral("%1/cableroutes-%2x%3.png")
                                         .arg(shots)
                                         .arg(size.width())
                                         .arg(size.height()));
            }

        mWindow->setSelection({});
        QVERIFY(!scene->routesItem()->isVisible());
    }

    // A link is drawn as an object in no view: a problem naming one selects its two devices, the
    // Inspector shows the link, and the Hall view draws the cables between the two.
    void aProblemNamingALinkShowsItsRoute()
    {
        mWindow->setCurrentView(MainWindow::View::Hall);
        HallScene *scene = mWindow->views()->hallScene();
        const Link *link = linkBetweenRacks();
        QVERIFY(link);
        const QString linkId = link->id;
        Q_EMIT mWindow->docks()->problems()->objectActivated(linkId);
        QCOMPARE(QSet<QString>(mWindow->selection().begin(), mWindow->selection().end()),
                 (QSet<QString>{link->a.deviceId, link->b.deviceId}));
        QTRY_VERIFY(routeLabel()->isVisible());
        QVERIFY2(routeLabel()->text().contains(lengthText(linkId)),
                 qPrintable(routeLabel()->text()));
        QTRY_VERIFY(scene->routesItem()->isVisible());
        QVERIFY(scene->routesItem()->path().elementCount() >= 2);
    }
};

QTEST_MAIN(TestCableRoutesGui)
#include "tst_cableroutesgui.moc"
