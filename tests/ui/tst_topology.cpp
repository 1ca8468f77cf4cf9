// The topology view as a person uses it: tiers from the links, one selection shared with the floor
// view (and the problems dock), the fabric filter, palette items dropped onto it, cables drawn
// with the mouse (Shift+drag and the Connect tool, by dragging or by clicking both ends) with
// refusals in the status bar, the bulk connect actions, and the level of detail of big designs.
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/topologylinklayer.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "catalog/catalog.h"
#include "generate/superpod.h"
#include "mainwindow/mainwindow.h"
#include "panels/catalogpalette.h"
#include "panels/inspector.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QLabel>
#include <QMimeData>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTreeView>

using namespace podcad;

class TestTopology final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;

    TopologyView *view() const { return mWindow->topologyView(); }
    TopologyScene *scene() const { return mWindow->topologyScene(); }
    const Design &design() const { return mWindow->design(); }
    QAction *action(const char *name) const
    {
        return mWindow->findChild<QAction *>(QString::fromLatin1(name));
    }

    QPoint pointOf(const QString &id) const
    {
        const QRectF r = scene()->objectRect(id);
        view()->ensureVisible(r, 10, 10);
        return view()->mapFromScene(r.center());
    }

    std::unique_ptr<QMimeData> paletteMime(const QString &sku) const
    {
        auto *palette = mWindow->findChild<CatalogPalette *>();
        const QModelIndex item = palette->indexForSku(sku);
        if (!item.isValid())
            return nullptr;
        QTreeView *tree = palette->tree();
        tree->scrollTo(item);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(item).center());
        return palette->selectionMimeData();
    }

    bool dropOnTopology(const QMimeData *mime, QPoint to) const
    {
        QWidget *viewport = view()->viewport();
        QDragEnterEvent enter(to, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &enter);
        QDragMoveEvent move(to, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QDropEvent drop(to, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &drop);
        return drop.isAccepted();
    }

    // A press, moves and a release with `modifiers`, as a mouse drag does.
    void drag(const QString &from, const QString &to, Qt::KeyboardModifiers modifiers) const
    {
        const QPoint a = pointOf(from);
        const QPoint b = pointOf(to);
        QWidget *vp = view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, modifiers, a);
        QMouseEvent move1(QEvent::MouseMove, (a + b) / 2, vp->mapToGlobal((a + b) / 2),
                          Qt::NoButton, Qt::LeftButton, modifiers);
        QApplication::sendEvent(vp, &move1);
        QMouseEvent move2(QEvent::MouseMove, b, vp->mapToGlobal(b), Qt::NoButton, Qt::LeftButton,
                          modifiers);
        QApplication::sendEvent(vp, &move2);
        QTest::mouseRelease(vp, Qt::LeftButton, modifiers, b);
    }

    // Adds an unconnected DGX H100 by dropping it onto the topology view; returns its id.
    QString dropNewDgx()
    {
        const auto mime = paletteMime(QStringLiteral("DGX-H100"));
        if (!mime || !dropOnTopology(mime.get(), QPoint(60, 60)))
            return {};
        return scene()->selectedIds().value(0);
    }

    // A point of the viewport with no device under it.
    QPoint emptyPoint() const
    {
        for (int y = 5; y < view()->viewport()->height(); y += 7)
            for (int x = 5; x < view()->viewport()->width(); x += 7)
                if (!scene()->deviceAt(view()->mapToScene(QPoint(x, y))))
                    return QPoint(x, y);
        return {};
    }

private Q_SLOTS:
    void initTestCase() { test::enterTestMode(); }

    void init()
    {
        mWindow = test::openWindow(QSize(1500, 1000));
        QVERIFY(mWindow);
        mWindow->setCurrentView(MainWindow::View::Topology);
        mWindow->fitToView();
    }

    void cleanup() { test::closeWindow(mWindow); }

    void partialRepaintsLeaveNoLabelCopies()
    {
        // A rubber band (or a dialog closing over the view) repaints part of the view, and the
        // tier labels must not be drawn again at the left edge of that part. What is on screen
        // (the window's backing store, not a fresh render) must equal a full repaint after
        // partial ones and after scrolling.
        QWidget *viewport = view()->viewport();
        view()->resetTransform();
        view()->scale(2, 2); // room to scroll sideways
        QVERIFY(!scene()->bands().empty());
        const auto onScreen = [&] {
            QCoreApplication::processEvents();
            const QPoint at = viewport->mapTo(mWindow.get(), QPoint(0, 0));
            return mWindow->screen()
                ->grabWindow(mWindow->winId(), at.x(), at.y(), viewport->width(),
                             viewport->height())
                .toImage();
        };
        viewport->update();
        const QImage before = onScreen();
        QVERIFY(!before.isNull());

        view()->horizontalScrollBar()->setValue(view()->horizontalScrollBar()->value() + 120);
        onScreen();
        view()->verticalScrollBar()->setValue(view()->verticalScrollBar()->value() + 40);
        onScreen();
        viewport->update(QRect(300, 40, 90, 220)); // what a rubber band repaints
        onScreen();
        viewport->update(QRect(520, 10, 60, 300));
        const QImage partial = onScreen();
        viewport->update();
        const QImage full = onScreen();
        QVERIFY(partial == full);
        QVERIFY(!(full == before)); // the view did move
    }

    void tiersFollowTheLinks()
    {
        QCOMPARE(scene()->tierOf(QStringLiteral("dgx-01")), 0);
        QCOMPARE(scene()->tierOf(QStringLiteral("storage-1")), 0);
        QCOMPARE(scene()->tierOf(QStringLiteral("ib-leaf-1")), 1);
        QCOMPARE(scene()->tierOf(QStringLiteral("oob-sw-1")), 1); // role management, next to hosts
        QStringList bands;
        for (const auto &band : scene()->bands())
            bands << band.name;
        QCOMPARE(bands, (QStringList{QStringLiteral("Leaf"), QStringLiteral("Endpoints"),
                                     QStringLiteral("Out-of-band only")}));
        // Leaves above endpoints, endpoints above the PDUs.
        QVERIFY(scene()->objectRect(QStringLiteral("ib-leaf-1")).bottom() <
                scene()->objectRect(QStringLiteral("dgx-01")).top());
        QVERIFY(scene()->objectRect(QStringLiteral("dgx-01")).bottom() <
                scene()->objectRect(QStringLiteral("pdu-a1-1")).top());
        QCOMPARE(scene()->visibleLinkCount(), int(design().links().size()));
        QVERIFY(scene()->hasRails());
        const QImage shot = view()->grab().toImage();
        QVERIFY(!shot.isNull());
    }

    void selectionIsSharedWithTheFloor()
    {
        // Click in the topology: the floor selects the same device, and the inspector shows it.
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {},
                          pointOf(QStringLiteral("dgx-02")));
        QCOMPARE(scene()->selectedIds(), QStringList{QStringLiteral("dgx-02")});
        QCOMPARE(mWindow->floorScene()->selectedIds(), QStringList{QStringLiteral("dgx-02")});
        auto *inspector = mWindow->findChild<Inspector *>();
        QVERIFY(inspector->portsLabel()->text().contains(QStringLiteral("ib: 8 of 8 used")));

        // Select on the floor: the topology follows.
        mWindow->setCurrentView(MainWindow::View::Floor);
        mWindow->floorScene()->selectIds({QStringLiteral("ib-leaf-1"), QStringLiteral("dgx-03")});
        QCOMPARE(scene()->selectedIds(),
                 (QStringList{QStringLiteral("dgx-03"), QStringLiteral("ib-leaf-1")}));

        // A problem's object (here a link) is selected in both and centred in the current view.
        mWindow->setCurrentView(MainWindow::View::Topology);
        const QString linkId = design().linksOf(QStringLiteral("dgx-04")).front()->id;
        mWindow->showObject(linkId);
        const Link &link = *design().link(linkId);
        QStringList ends{link.a.deviceId, link.b.deviceId};
        ends.sort();
        QCOMPARE(scene()->selectedIds(), ends);
        QCOMPARE(mWindow->floorScene()->selectedIds(), ends);
        QCOMPARE(mWindow->currentView(), MainWindow::View::Topology);
    }

    void fabricFilterHidesCables()
    {
        const int all = scene()->visibleLinkCount();
        auto *box = mWindow->findChild<QCheckBox *>(QStringLiteral("fabric:oob-eth"));
        QVERIFY(box);
        QVERIFY(box->isChecked());
        box->click();
        QVERIFY(!scene()->isFabricVisible(QStringLiteral("oob-eth")));
        QVERIFY(scene()->visibleLinkCount() < all);
        box->click();
        QCOMPARE(scene()->visibleLinkCount(), all);
    }

    void paletteDropAddsUnplacedDevice()
    {
        const size_t before = design().devices().size();
        const QString id = dropNewDgx();
        QVERIFY(!id.isEmpty());
        QCOMPARE(design().devices().size(), before + 1);
        const Device *d = design().device(id);
        QVERIFY(d && !d->isPlaced() && d->sku == QStringLiteral("DGX-H100"));
        QCOMPARE(scene()->tierOf(id), TopologyScene::kNotConnected);
        QCOMPARE(mWindow->floorScene()->objectRect(id), QRectF()); // not on the floor
        // Racks do not go into the topology.
        const auto rack = paletteMime(QStringLiteral("RACK-48U"));
        QVERIFY(!dropOnTopology(rack.get(), QPoint(60, 60)));
        mWindow->document()->undoStack()->undo();
        QVERIFY(!design().device(id));
    }

    void shiftDragDrawsLinkAndUndoRemovesIt()
    {
        const QString node = dropNewDgx();
        QVERIFY(!node.isEmpty());
        const Design before = design();
        drag(node, QStringLiteral("ib-leaf-1"), Qt::ShiftModifier);
        QCOMPARE(design().links().size(), before.links().size() + 1);
        const std::vector<const Link *> links = design().linksOf(node);
        QCOMPARE(links.size(), size_t(1));
        const Link &link = *links.front();
        QCOMPARE(link.a, (PortRef{node, QStringLiteral("ib"), 0}));
        QCOMPARE(link.b.deviceId, QStringLiteral("ib-leaf-1"));
        QCOMPARE(link.b.portGroup, QStringLiteral("ib"));
        QCOMPARE(link.fabricId, QStringLiteral("compute-ib"));
        // The leaf's port is the lowest one no other cable uses.
        for (const Link *other : before.linksOf(QStringLiteral("ib-leaf-1")))
            QVERIFY(other->a != link.b && other->b != link.b);
        QVERIFY(mWindow->statusBar()->currentMessage().contains(QStringLiteral("Connected")));
        auto *inspector = mWindow->findChild<Inspector *>();
        QVERIFY(inspector->linkLabel()->isVisible());
        QVERIFY(inspector->linkLabel()->text().contains(QStringLiteral("ib[0]")));
        QCOMPARE(scene()->tierOf(node), 0); // now an endpoint

        mWindow->document()->undoStack()->undo();
        QVERIFY(design() == before);
        mWindow->document()->undoStack()->redo();
        QCOMPARE(design().links().size(), before.links().size() + 1);
    }

    void connectToolRefusesIncompatiblePorts()
    {
        QVERIFY(!view()->connectMode());
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_L);
        QVERIFY(view()->connectMode());
        QVERIFY(action("connectToolAction")->isChecked());
        const size_t before = design().links().size();
        // A PDU's only port is its management port; a UFM appliance has no RJ45 switch port.
        drag(QStringLiteral("pdu-a1-1"), QStringLiteral("ufm-1"), Qt::NoModifier);
        QCOMPARE(design().links().size(), before);
        QVERIFY2(
            mWindow->statusBar()->currentMessage().contains(QStringLiteral("no compatible ports")),
            qPrintable(mWindow->statusBar()->currentMessage()));
        // Every compute port of a DGX in the sample is taken.
        drag(QStringLiteral("dgx-01"), QStringLiteral("ib-leaf-2"), Qt::NoModifier);
        QCOMPARE(design().links().size(), before);
        QVERIFY2(mWindow->statusBar()->currentMessage().contains(
                     QStringLiteral("No free compatible port")),
                 qPrintable(mWindow->statusBar()->currentMessage()));
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!view()->connectMode());
        QVERIFY(!action("connectToolAction")->isChecked());
    }

    // The Connect tool's second way, for people who do not drag: click one device, then the other.
    void connectToolClickThenClick()
    {
        const QString node = dropNewDgx();
        QVERIFY(!node.isEmpty());
        const Design before = design();
        QSignalSpy created(view(), &TopologyView::linkCreated);
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_L);
        QVERIFY(view()->connectMode());
        QWidget *vp = view()->viewport();

        // The first click arms, the second click on another device connects.
        QTest::mouseClick(vp, Qt::LeftButton, {}, pointOf(node));
        QCOMPARE(design().links().size(), before.links().size());
        QVERIFY2(mWindow->statusBar()->currentMessage().contains(node),
                 qPrintable(mWindow->statusBar()->currentMessage()));
        QMouseEvent hover(QEvent::MouseMove, pointOf(QStringLiteral("ib-leaf-1")),
                          vp->mapToGlobal(pointOf(QStringLiteral("ib-leaf-1"))), Qt::NoButton,
                          Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &hover);
        // The leaf by the name people gave it, not its id.
        const QString leafName = design().device(QStringLiteral("ib-leaf-1"))->name;
        QVERIFY(!leafName.isEmpty() && leafName != QStringLiteral("ib-leaf-1"));
        QVERIFY2(mWindow->statusBar()->currentMessage().contains(leafName),
                 qPrintable(mWindow->statusBar()->currentMessage()));
        QTest::mouseClick(vp, Qt::LeftButton, {}, pointOf(QStringLiteral("ib-leaf-1")));
        QCOMPARE(design().links().size(), before.links().size() + 1);
        QCOMPARE(created.size(), 1);
        const std::vector<const Link *> links = design().linksOf(node);
        QCOMPARE(links.size(), size_t(1));
        const Link &link = *links.front();
        QCOMPARE(link.a, (PortRef{node, QStringLiteral("ib"), 0}));
        QCOMPARE(link.b.deviceId, QStringLiteral("ib-leaf-1"));
        QCOMPARE(link.fabricId, QStringLiteral("compute-ib"));
        QCOMPARE(created.at(0).at(0).toString(), link.id);
        QVERIFY(mWindow->statusBar()->currentMessage().contains(QStringLiteral("Connected")));
        QVERIFY(view()->connectMode()); // still on, for the next cable

        // A click on empty space drops an armed cable (Esc then has nothing to drop and leaves the
        // tool); Esc with a cable armed drops just the cable.
        const size_t after = design().links().size();
        QTest::mouseClick(vp, Qt::LeftButton, {}, pointOf(node));
        QTest::mouseClick(vp, Qt::LeftButton, {}, emptyPoint());
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!view()->connectMode());
        QTest::keyClick(view(), Qt::Key_L);
        QTest::mouseClick(vp, Qt::LeftButton, {}, pointOf(node));
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(view()->connectMode());
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!view()->connectMode());
        QCOMPARE(design().links().size(), after);
        // A click on the armed device keeps it armed; the click on another end still connects.
        QTest::keyClick(view(), Qt::Key_L);
        QTest::mouseClick(vp, Qt::LeftButton, {}, pointOf(node));
        QTest::mouseClick(vp, Qt::LeftButton, {}, pointOf(node));
        QCOMPARE(design().links().size(), after);
        QTest::mouseClick(vp, Qt::LeftButton, {}, pointOf(QStringLiteral("ib-leaf-2")));
        QCOMPARE(design().links().size(), after + 1);
        QCOMPARE(design().linksOf(node).size(), size_t(2));
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!view()->connectMode());

        mWindow->document()->undoStack()->undo();
        mWindow->document()->undoStack()->undo();
        QVERIFY(design() == before);
    }

    // Without the Connect tool two clicks select, one device after the other: no cable.
    void clicksWithoutConnectToolOnlySelect()
    {
        QVERIFY(!view()->connectMode());
        const size_t before = design().links().size();
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {},
                          pointOf(QStringLiteral("pdu-a1-1")));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {},
                          pointOf(QStringLiteral("oob-sw-1")));
        QCOMPARE(design().links().size(), before);
        QCOMPARE(scene()->selectedIds(), QStringList{QStringLiteral("oob-sw-1")});
    }

    void bulkConnectRailsAndSpines()
    {
        Design d;
        d.name = QStringLiteral("bulk");
        d.addFabric({QStringLiteral("compute"), QStringLiteral("Compute"), FabricKind::Compute,
                     QStringLiteral("InfiniBand NDR400")});
        QStringList nodes, leaves, spines;
        for (int i = 1; i <= 2; ++i) {
            nodes << QStringLiteral("node-%1").arg(i);
            d.addDevice(
                {nodes.last(), QStringLiteral("DGX-H100"), {}, Role::Compute, {}, 0, {}, {}, {}});
        }
        for (int i = 1; i <= 8; ++i) {
            leaves << QStringLiteral("leaf-%1").arg(i);
            d.addDevice(
                {leaves.last(), QStringLiteral("MQM9700-NS2F"), {}, Role::Leaf, {}, 0, {}, {}, {}});
        }
        // Four 64-port spines take exactly the 8 x 32 uplinks of eight leaves.
        for (int i = 1; i <= 4; ++i) {
            spines << QStringLiteral("spine-%1").arg(i);
            d.addDevice({spines.last(),
                         QStringLiteral("MQM9700-NS2F"),
                         {},
                         Role::Spine,
                         {},
                         0,
                         {},
                         {},
                         {}});
        }
        mWindow->newFromDesign(d);
        const int undoBefore = mWindow->document()->undoStack()->count();

        mWindow->setSelection(nodes + leaves);
        action("connectRailsAction")->trigger();
        QCOMPARE(design().links().size(), size_t(16));
        for (const auto &[id, link] : design().links()) {
            QVERIFY(nodes.contains(link.a.deviceId));
            QCOMPARE(link.b.deviceId, leaves[link.a.portIndex]); // port i to the rail-i leaf
            QCOMPARE(link.fabricId, QStringLiteral("compute"));
        }
        QCOMPARE(mWindow->document()->undoStack()->count(), undoBefore + 1);

        mWindow->setSelection(leaves + spines);
        action("connectSpinesAction")->trigger();
        // Half of each leaf's 64 ports go up, striped evenly: 8 to each of the 4 spines.
        QCOMPARE(design().links().size(), size_t(16 + 8 * 32));
        for (const QString &spine : spines)
            QCOMPARE(design().linksOf(spine).size(), size_t(8 * 8));
        QCOMPARE(mWindow->document()->undoStack()->count(), undoBefore + 2);
        // Again: nothing left to add.
        action("connectSpinesAction")->trigger();
        QCOMPARE(design().links().size(), size_t(16 + 8 * 32));

        mWindow->document()->undoStack()->undo();
        QCOMPARE(design().links().size(), size_t(16));
        mWindow->document()->undoStack()->undo();
        QVERIFY(design().links().empty());
        QCOMPARE(scene()->tierOf(QStringLiteral("leaf-1")), TopologyScene::kNotConnected);
    }

    void bigDesignsDrawBundlesWhenZoomedOut()
    {
        TopologyLinkLayer layer;
        for (int i = 0; i < TopologyLinkLayer::kBundleThreshold + 1; ++i)
            layer.addLine(QLineF(i, 0, i, 100), Qt::blue);
        QVERIFY(!layer.drawsBundlesAt(0.1)); // nothing to bundle into yet
        layer.addToBundle({0, 0, 1, 0}, QLineF(0, 0, 0, 100), Qt::blue,
                          TopologyLinkLayer::kBundleThreshold + 1);
        QVERIFY(layer.drawsBundlesAt(0.1));
        QVERIFY(!layer.drawsBundlesAt(1.0));

        // A 4-SU SuperPOD opens in the topology view with its compute fabric shown, big fabrics
        // filtered out at first, and paints at fit-to-view.
        QString why;
        SuperPodOptions options;
        options.sus = 4;
        auto pod = generateSuperPod(*mWindow->document()->catalog(), options, &why);
        QVERIFY2(pod, qPrintable(why));
        QElapsedTimer clock;
        clock.start();
        mWindow->newFromDesign(std::move(*pod));
        qInfo("4-SU SuperPOD into both views: %lld ms", clock.elapsed());
        QVERIFY(scene()->isFabricVisible(QStringLiteral("compute-ib")) ||
                scene()->visibleLinkCount() > 0);
        int hidden = 0;
        for (const auto &f : scene()->fabrics())
            hidden += scene()->isFabricVisible(f.id) ? 0 : 1;
        QVERIFY(hidden >= 2);
        const QImage shot = view()->grab().toImage();
        QVERIFY(!shot.isNull());
    }
};

QTEST_MAIN(TestTopology)
#include "tst_topology.moc"
