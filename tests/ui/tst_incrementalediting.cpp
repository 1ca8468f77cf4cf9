// Editing a big design costs what the edit touches: on a 16-SU SuperPOD (about 2,000 devices and
// 25,000 cables), deleting one device changes only that device's items in both views, undo puts
// the model and both scenes back exactly, the docks show the new figures through the real worker,
// and an edit made while a computation runs supersedes it.
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/minimap.h"
#include "canvas/topologyscene.h"
#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "commands/removeobjects.h"
#include "generate/superpod.h"
#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "session/livesession.h"
#include "windowfixture.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>
#include <map>

using namespace podcad;

class TestIncrementalEditing final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;

    Document *document() const { return mWindow->document(); }
    const Design &design() const { return mWindow->design(); }
    void waitForFigures() const { QVERIFY(test::waitForAnalysis(*mWindow, 60000)); }

    // Where every device and rack is drawn in both views: what "the scene is back exactly" means.
    std::map<QString, std::pair<QRectF, QRectF>> picture() const
    {
        std::map<QString, std::pair<QRectF, QRectF>> rects;
        for (const auto &[id, device] : design().devices())
            rects[id] = {mWindow->floorScene()->objectRect(id),
                         mWindow->topologyScene()->objectRect(id)};
        for (const auto &[id, rack] : design().racks())
            rects[id] = {mWindow->floorScene()->objectRect(id), QRectF()};
        return rects;
    }

    // A DGX in a rack of the generated pod.
    QString someDgx() const
    {
        for (const auto &[id, device] : design().devices())
            if (device.role == Role::Compute && device.isPlaced())
                return id;
        return {};
    }

private Q_SLOTS:
    void init()
    {
        mWindow = std::make_unique<MainWindow>();
        QVERIFY(mWindow->hasCatalog());
        SuperPodOptions options;
        options.sus = 16;
        QString why;
        std::optional<Design> pod = generateSuperPod(*document()->catalog(), options, &why);
        QVERIFY2(pod, qPrintable(why));
        document()->reset(std::move(*pod), {});
        mWindow->resize(1600, 1000);
        mWindow->show();
        // Both scenes built: the topology follows edits once it has been shown.
        mWindow->setCurrentView(MainWindow::View::Topology);
        mWindow->setCurrentView(MainWindow::View::Floor);
        waitForFigures();
    }

    void cleanup()
    {
        document()->undoStack()->setClean();
        mWindow.reset();
    }

    void deleteTouchesOnlyThatDevice()
    {
        const QString dgx = someDgx();
        QVERIFY(!dgx.isEmpty());
        const Design before = design();
        const auto picturedBefore = picture();
        const std::size_t cables = design().linksOf(dgx).size();
        QVERIFY(cables >= 8); // eight compute rails at least
        const int visibleBefore = mWindow->topologyScene()->visibleLinkCount();
        mWindow->floorScene()->resetCounters();
        mWindow->topologyScene()->resetCounters();

        QVERIFY(document()->push(new RemoveObjects(document(), {dgx})));

        // Floor: the one device item goes; nothing is created or synced.
        const FloorScene::Counters &floor = mWindow->floorScene()->counters();
        QCOMPARE(floor.created, 0);
        QCOMPARE(floor.removed, 1);
        QCOMPARE(floor.synced, 0);
        // Topology: its node and its cables go; nothing else is touched.
        const TopologyScene::Counters &topology = mWindow->topologyScene()->counters();
        QCOMPARE(topology.created, 0);
        QCOMPARE(topology.synced, 0);
        QCOMPARE(topology.removed, 1 + int(cables));
        QVERIFY(mWindow->floorScene()->objectRect(dgx).isNull());
        QVERIFY(mWindow->topologyScene()->objectRect(dgx).isNull());
        QVERIFY(mWindow->topologyScene()->visibleLinkCount() < visibleBefore);
        // Everything else is where it was.
        const auto picturedAfter = picture();
        for (const auto &[id, rects] : picturedAfter)
            QVERIFY2(picturedBefore.at(id) == rects, qPrintable(id));

        mWindow->floorScene()->resetCounters();
        mWindow->topologyScene()->resetCounters();
        document()->undoStack()->undo();
        QVERIFY(design() == before);
        QCOMPARE(mWindow->floorScene()->counters().created, 1);
        QCOMPARE(mWindow->topologyScene()->counters().created, 1);
        QVERIFY(picture() == picturedBefore);
        QCOMPARE(mWindow->topologyScene()->visibleLinkCount(), visibleBefore);
    }

    void minimapRedrawsOnlyTheEditedPart()
    {
        // Zoomed in, so that the minimap shows (it steps aside while everything is in view).
        mWindow->floorView()->resetTransform();
        auto *map = mWindow->floorView()->findChild<Minimap *>();
        QVERIFY(map);
        QTRY_VERIFY(map->isVisible());
        QTRY_VERIFY(!map->picture().isNull());
        const QString dgx = someDgx();
        QVERIFY(document()->push(new RemoveObjects(document(), {dgx})));
        QTRY_VERIFY(map->lastRenderWasPartial());
        document()->undoStack()->undo();
        QTRY_VERIFY(map->lastRenderWasPartial());
        // A new rack is drawn too (a part, or the whole picture when the floor grew).
        const int renders = map->renderCount();
        QVERIFY(mWindow->findChild<QAction *>(QStringLiteral("addRackAction"))->isEnabled());
        mWindow->findChild<QAction *>(QStringLiteral("addRackAction"))->trigger();
        QTRY_VERIFY(map->renderCount() > renders);
        // A replaced design: the whole picture.
        document()->reset(Design(design()), {});
        QTRY_VERIFY(!map->lastRenderWasPartial());
    }

    void aBigTopologyKeepsItsLayoutUntilAskedForANewOne()
    {
        // A new switch joins the "Not connected" band; its first cable does not move anything;
        // Re-layout puts it in a tier.
        const Device *leaf = nullptr;
        for (const auto &[id, device] : design().devices())
            if (device.role == Role::Leaf) {
                leaf = &device;
                break;
            }
        QVERIFY(leaf);
        Device copy = *leaf;
        copy.id = design().uniqueId(QStringLiteral("leaf-new"));
        copy.rackId.clear();
        copy.lowestU = 0;
        const QString newId = copy.id;
        mWindow->topologyScene()->resetCounters();
        QVERIFY(document()->push(new AddObjects(document(), copy)));
        QCOMPARE(mWindow->topologyScene()->counters().created, 1);
        QCOMPARE(mWindow->topologyScene()->tierOf(newId), TopologyScene::kNotConnected);
        const QRectF placed = mWindow->topologyScene()->objectRect(newId);
        QVERIFY(!placed.isNull());
        const auto &bands = mWindow->topologyScene()->bands();
        const auto notConnected =
            std::find_if(bands.begin(), bands.end(), [](const TopologyScene::Band &b) {
                return b.tier == TopologyScene::kNotConnected;
            });
        QVERIFY(notConnected != bands.end());
        QVERIFY(notConnected->rect.contains(placed.center()));
        mWindow->findChild<QAction *>(QStringLiteral("relayoutTopologyAction"))->trigger();
        QCOMPARE(mWindow->currentView(), MainWindow::View::Topology);
        QVERIFY(!mWindow->topologyScene()->objectRect(newId).isNull());
    }

    void docksFollowThroughTheWorker()
    {
        const QString dgx = someDgx();
        const int gpus = mWindow->analysis().totals.gpus;
        const int links = mWindow->analysis().totals.links;
        const QString rackId = design().device(dgx)->rackId;
        auto rackKw = [this, &rackId] {
            for (const RackReport &r : mWindow->analysis().racks)
                if (r.rackId == rackId)
                    return r.maxKw;
            return -1.0;
        };
        const double kwBefore = rackKw();
        const std::size_t cables = design().linksOf(dgx).size();
        QVERIFY(document()->push(new RemoveObjects(document(), {dgx})));
        QVERIFY(mWindow->analysisPending());
        waitForFigures();
        QCOMPARE(mWindow->analysis().totals.gpus, gpus - 8);
        QCOMPARE(mWindow->analysis().totals.links, links - int(cables));
        QVERIFY(rackKw() < kwBefore);
        QCOMPARE(mWindow->session()->costs().analysis->totals.gpus,
                 gpus - 8); // costs of the same snapshot
        // ... and the same object, not a copy of its cable plan.
        QCOMPARE(mWindow->session()->costs().analysis.get(), &mWindow->session()->analysis());
        document()->undoStack()->undo();
        waitForFigures();
        QCOMPARE(mWindow->analysis().totals.gpus, gpus);
        QCOMPARE(rackKw(), kwBefore);
    }

    void aNewerEditSupersedesARunningComputation()
    {
        LiveSession *session = mWindow->session();
        QSignalSpy ready(session, &LiveSession::ready);
        const int gpus = mWindow->analysis().totals.gpus;
        const int started = session->startedCount();
        const int cancelled = session->cancelledCount();
        QStringList dgxs;
        for (const auto &[id, device] : design().devices())
            if (device.role == Role::Compute && dgxs.size() < 2)
                dgxs << id;
        // The second edit comes the moment the first computation is handed to a worker: polling
        // for it instead lost the race on a fast machine (the result was in before the poll).
        bool secondPushed = false;
        const QMetaObject::Connection second =
            connect(session, &LiveComputation::started, this, [&] {
                if (!secondPushed) {
                    secondPushed = true;
                    QVERIFY(session->isPending());
                    QVERIFY(document()->push(new RemoveObjects(document(), {dgxs[1]})));
                }
            });
        QVERIFY(document()->push(new RemoveObjects(document(), {dgxs[0]})));
        QTRY_VERIFY(secondPushed);
        disconnect(second);
        QVERIFY(session->startedCount() > started);
        QCOMPARE(session->cancelledCount(), cancelled + 1);
        waitForFigures();
        // Only the newest result arrived: one delivery, for the newest generation, both removals in
        // it.
        QCOMPARE(ready.count(), 1);
        QCOMPARE(session->resultGeneration(), session->generation());
        QCOMPARE(mWindow->analysis().totals.gpus, gpus - 16);
    }
};

QTEST_MAIN(TestIncrementalEditing)
#include "tst_incrementalediting.moc"
