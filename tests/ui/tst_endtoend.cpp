// "Done means", end to end with the mouse: from an empty canvas (File > New), a second rack and
// four DGX H100 and two QM9700 leaves dragged from the palette into rack units, cables drawn with
// the connect tool and by Connect Rail-Optimized; after every step the rack's power in the Racks
// dock and the compute fabric's figures in the analysis dock follow. Then save, reopen (the same
// design and figures) and export the floor as PNG.
#include "cabling/cableplan.h"
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "catalog/catalog.h"
#include "costs/bomtablemodel.h"
#include "costs/costspanel.h"
#include "format/lengthformat.h"
#include "io/designfile.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "panels/catalogpalette.h"
#include "panels/fabricspanel.h"
#include "panels/racksmodel.h"
#include "panels/rackstable.h"
#include "panels/totalsmodel.h"
#include "panels/totalspanel.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QImage>
#include <QLocale>
#include <QMimeData>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <map>
#include <set>
#include <tuple>

using namespace podcad;

class TestEndToEnd final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;

    const Design &design() const { return mWindow->design(); }
    FloorView *floorView() const { return mWindow->floorView(); }
    FloorScene *floorScene() const { return mWindow->floorScene(); }

    void waitForAnalysis() const { QVERIFY(test::waitForAnalysis(*mWindow)); }

    // --- the palette and drops, as tst_floorview does them ---

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

    bool dragAndDrop(const QMimeData *mime, QPoint to) const
    {
        QWidget *viewport = floorView()->viewport();
        QDragEnterEvent enter(to, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &enter);
        QDragMoveEvent move(to, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QDropEvent drop(to, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &drop);
        return move.isAccepted() && drop.isAccepted();
    }

    QPoint unitPoint(const QString &rackId, int u) const
    {
        const QRectF frame = floorScene()->objectRect(rackId);
        floorView()->ensureVisible(QRectF(frame.center().x(),
                                          frame.bottom() - u * FloorScene::kUnitHeight, 1,
                                          FloorScene::kUnitHeight),
                                   20, 20);
        return floorView()->mapFromScene(
            QPointF(frame.center().x(), frame.bottom() - (u - 0.5) * FloorScene::kUnitHeight));
    }

    // Drops a palette model into unit `u` of the rack; returns the new device's id.
    QString dropInto(const QString &sku, const QString &rackId, int u)
    {
        const auto mime = paletteMime(sku);
        if (!mime || !dragAndDrop(mime.get(), unitPoint(rackId, u)))
            return {};
        const QStringList selected = floorScene()->selectedIds(); // the new device is selected
        return selected.size() == 1 ? selected.first() : QString();
    }

    // --- the topology view ---

    QPoint topologyPoint(const QString &id) const
    {
        const QRectF r = mWindow->topologyScene()->objectRect(id);
        mWindow->topologyView()->ensureVisible(r, 10, 10);
        return mWindow->topologyView()->mapFromScene(r.center());
    }

    // A press, moves and a release: the connect tool draws a cable from `from` to `to`.
    void drawCable(const QString &from, const QString &to) const
    {
        const QPoint a = topologyPoint(from);
        const QPoint b = topologyPoint(to);
        QWidget *vp = mWindow->topologyView()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, {}, a);
        QMouseEvent move1(QEvent::MouseMove, (a + b) / 2, vp->mapToGlobal((a + b) / 2),
                          Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(vp, &move1);
        QMouseEvent move2(QEvent::MouseMove, b, vp->mapToGlobal(b), Qt::NoButton, Qt::LeftButton,
                          {});
        QApplication::sendEvent(vp, &move2);
        QTest::mouseRelease(vp, Qt::LeftButton, {}, b);
    }

    // --- what the docks show ---

    static QString rackMaxKw(const MainWindow &window, const QString &rackId)
    {
        const RacksModel *racks = window.findChild<RacksTable *>()->model();
        for (int r = 0; r < racks->rowCount(); ++r)
            if (racks->index(r, 0).data(Qt::UserRole).toString() == rackId)
                return racks->index(r, 3).data().toString(); // Max kW
        return {};
    }

    // The Totals dock's row for the compute fabric's bisection, or nothing.
    static QString computeHeadline(const MainWindow &window)
    {
        const TotalsModel *totals = window.findChild<TotalsPanel *>()->model();
        for (int r = 0; r < totals->rowCount(); ++r)
            if (totals->index(r, 0).data().toString() == QLatin1String("Compute fabric bisection"))
                return totals->index(r, 1).data().toString();
        return {};
    }

    static QString computeFigure(const MainWindow &window, int column)
    {
        const FabricsModel *fabrics = window.findChild<FabricsPanel *>()->model();
        for (int r = 0; r < fabrics->rowCount(); ++r)
            if (fabrics->index(r, FabricsPanel::Fabric).data().toString() ==
                QLatin1String("Compute fabric"))
                return fabrics->index(r, column).data().toString();
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "1,600"
    }

    void cleanup() { test::closeWindow(mWindow); }

    void buildSaveReopenExport()
    {
        mWindow = test::openWindow(QSize(1500, 1000), QString());
        QVERIFY(mWindow);
        floorView()->setFocus();
        QTest::keyClick(floorView(), Qt::Key_N, Qt::ControlModifier); // File > New: one empty rack
        QCOMPARE(design().racks().size(), std::size_t(1));
        QVERIFY(design().devices().empty());
        waitForAnalysis();
        const QString rackA = design().racks().begin()->first;
        QCOMPARE(rackMaxKw(*mWindow, rackA), QStringLiteral("0.0"));
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Endpoints), QStringLiteral("0"));

        // A second rack: four DGX H100 (10.2 kW each at most) exceed one rack's 40 kW feed.
        {
            const auto mime = paletteMime(QStringLiteral("RACK-48U"));
            QVERIFY(mime);
            const QRectF last = floorScene()->objectRect(rackA);
            QVERIFY(dragAndDrop(
                mime.get(),
                floorView()->mapFromScene(last.topRight() + QPointF(FloorScene::kRackWidth, 200))));
        }
        QCOMPARE(design().racks().size(), std::size_t(2));
        QString rackB;
        for (const auto &[id, rack] : design().racks())
            if (id != rackA)
                rackB = id;
        waitForAnalysis();
        QCOMPARE(rackMaxKw(*mWindow, rackB), QStringLiteral("0.0"));

        // Two DGX and a leaf per rack; the rack's maximum power after each, by hand from the
        // catalog: DGX H100 10,200 W, QM9700 1,720 W (the empty rack draws nothing).
        struct Step
        {
            QString sku;
            QString rack;
            int u;
            QString kw;
        };
        const QString dgx = QStringLiteral("DGX-H100"), qm = QStringLiteral("MQM9700-NS2F");
        const std::vector<Step> steps{
            {dgx, rackA, 2, QStringLiteral("10.2")},  {dgx, rackA, 12, QStringLiteral("20.4")},
            {qm, rackA, 30, QStringLiteral("22.1")},  {dgx, rackB, 2, QStringLiteral("10.2")},
            {dgx, rackB, 12, QStringLiteral("20.4")}, {qm, rackB, 30, QStringLiteral("22.1")}};
        QStringList nodes, leaves;
        for (const Step &step : steps) {
            const QString id = dropInto(step.sku, step.rack, step.u);
            QVERIFY2(!id.isEmpty(), qPrintable(mWindow->statusBar()->currentMessage()));
            const Device *added = design().device(id);
            QVERIFY(added);
            QCOMPARE(added->sku, step.sku);
            QCOMPARE(added->rackId, step.rack);
            QCOMPARE(added->lowestU, step.u);
            (step.sku == dgx ? nodes : leaves) << id;
            waitForAnalysis();
            QCOMPARE(rackMaxKw(*mWindow, step.rack), step.kw);
        }
        QCOMPARE(design().devices().size(), std::size_t(6));
        QCOMPARE(mWindow->analysis().totals.gpus, 32);
        QCOMPARE(leaves.size(), 2);
        QCOMPARE(design().device(leaves[0])->role, Role::Leaf);

        // Cables. The connect tool first: node 1 to leaf 1 (one endpoint: no bisection yet).
        mWindow->findChild<QAction *>(QStringLiteral("connectToolAction"))->trigger();
        QCOMPARE(mWindow->currentView(), MainWindow::View::Topology);
        drawCable(nodes[0], leaves[0]);
        QCOMPARE(design().links().size(), std::size_t(1));
        const Link first = design().links().begin()->second;
        QCOMPARE(first.fabricId, QStringLiteral("compute-ib")); // New made the usual fabrics
        waitForAnalysis();
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Endpoints), QStringLiteral("1"));
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Bisection), QStringLiteral("\u2013"));
        QCOMPARE(computeHeadline(*mWindow), QString());

        // Node 2 to leaf 1: two endpoints of 400 Gb/s on one switch, bisection 400 of 400.
        drawCable(nodes[1], leaves[0]);
        QCOMPARE(design().links().size(), std::size_t(2));
        waitForAnalysis();
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Endpoints), QStringLiteral("2"));
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Bisection), QStringLiteral("400 of 400"));
        QCOMPARE(computeHeadline(*mWindow), QStringLiteral("400 of 400 Gb/s"));
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Diameter), QStringLiteral("2"));
        mWindow->findChild<QAction *>(QStringLiteral("connectToolAction"))->trigger(); // tool off

        // Rail-optimised, all six selected: port i of every node to leaf i mod 2 (even rails on
        // leaf 1, odd on leaf 2), skipping the two ib[0] ports cabled above: 4 x 8 - 2 = 30 more
        // cables. Every node then has 4 x 400 = 1,600 Gb/s into each leaf: any two nodes inject
        // 6,400 Gb/s, and each leaf carries 3,200 of it across, so bisection 6,400 of 6,400.
        mWindow->setSelection(nodes + leaves);
        mWindow->findChild<QAction *>(QStringLiteral("connectRailsAction"))->trigger();
        QCOMPARE(design().links().size(), std::size_t(32));
        for (const QString &node : nodes)
            QCOMPARE(design().linksOf(node).size(), std::size_t(8));
        QCOMPARE(design().linksOf(leaves[0]).size(), std::size_t(16));
        waitForAnalysis();
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Endpoints), QStringLiteral("4"));
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Bisection),
                 QStringLiteral("6,400 of 6,400"));
        QCOMPARE(computeHeadline(*mWindow), QStringLiteral("6,400 of 6,400 Gb/s"));
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Ratio), QStringLiteral("1.00"));
        QCOMPARE(computeFigure(*mWindow, FabricsPanel::Unreachable), QStringLiteral("0"));
        for (const Problem &p : mWindow->analysis().problems)
            QVERIFY2(p.severity != Severity::Error, qPrintable(p.message));
        // The cables drawn by hand carry no SKU; the Costs dock's BOM still prices every
        // one of them with the cable the plan picks for its route, and the optics at its ends.
        // The oracle counts from the plan: one cable per link, one transceiver per cage whose
        // medium takes one (a twin-port OSFP serves both ports of its cage).
        {
            const Catalog &catalog = *mWindow->document()->catalog();
            std::set<std::tuple<QString, QString, int>> cages;
            std::map<QString, int> optics;
            const CablePlan plan = CablePlan::build(design(), catalog);
            for (const auto &[id, l] : design().links()) {
                QVERIFY(l.cableSku.isEmpty());
                const PlannedCable *planned = plan.cable(id);
                QVERIFY(planned && planned->medium && planned->medium->reaches);
                int side = 0;
                for (const PortRef &end : {l.a, l.b}) {
                    const PortGroup *g =
                        catalog.model(design().device(end.deviceId)->sku)->portGroup(end.portGroup);
                    QVERIFY(g);
                    const QString sku = planned->medium->transceiverSku[side++];
                    if (sku.isEmpty())
                        continue;
                    if (cages
                            .emplace(end.deviceId, end.portGroup,
                                     end.portIndex / std::max(1, g->portsPerCage))
                            .second)
                        ++optics[sku];
                }
            }
            mWindow->showCosts();
            CostsPanel *costs = mWindow->costsPanel();
            QTRY_VERIFY_WITH_TIMEOUT(!costs->isPending(), 20000);
            QVERIFY(costs->snapshot().valid);
            const BomTableModel *bom = costs->bomModel();
            QVERIFY2(bom->bom().warnings().isEmpty(),
                     qPrintable(bom->bom().warnings().join(u'\n')));
            int fibres = 0, opticsPriced = 0, optic = 0;
            for (int r = 0; r < bom->rowCount(); ++r) {
                const QString sku = bom->index(r, BomTableModel::Sku).data().toString();
                const int quantity =
                    bom->index(r, BomTableModel::Quantity).data(Qt::UserRole).toInt();
                const DeviceModel *m = catalog.model(sku);
                QVERIFY(m);
                if (m->kind != DeviceKind::Cable && m->kind != DeviceKind::Transceiver)
                    continue;
                QVERIFY2(m->listPriceUsd > 0, qPrintable(sku));
                QVERIFY2(bom->index(r, BomTableModel::Extended).data(Qt::UserRole).toDouble() > 0,
                         qPrintable(sku));
                // Every cable and optic here is there by default, and the table says so.
                QVERIFY(bom->index(r, BomTableModel::Description)
                            .data()
                            .toString()
                            .contains(QStringLiteral("%1 default for the ports").arg(quantity)));
                if (m->kind == DeviceKind::Cable) {
                    fibres += quantity;
                } else {
                    QCOMPARE(quantity, optics[sku]);
                    opticsPriced += quantity;
                    ++optic;
                }
            }
            QCOMPARE(fibres, int(design().links().size()));
            QCOMPARE(optic, int(optics.size()));
            QCOMPARE(opticsPriced, int(cages.size()));
            // The inspector names the plan's pick for a selected hand-drawn link, the cable the
            // BOM above counts, and the length it is routed.
            const Link any = design().links().begin()->second;
            mWindow->setSelection({any.id});
            auto *cable = mWindow->findChild<QComboBox *>(QStringLiteral("linkCable"));
            QVERIFY(cable);
            QCOMPARE(cable->currentData().toString(), QString());
            const PlannedCable &picked = *plan.cable(any.id);
            QTRY_COMPARE(cable->currentText(),
                         QStringLiteral("(planned: %1, %2 m)")
                             .arg(picked.medium->cableSku,
                                  format::metres(picked.route.lengthM(), QLocale())));
        }

        // For looking at the result by eye: PODCAD_TEST_SHOTS=dir saves the window.
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty()) {
            mWindow->setCurrentView(MainWindow::View::Floor);
            mWindow->fitToView();
            mWindow->findChild<QDockWidget *>(QStringLiteral("fabricsDock"))->raise();
            mWindow->grab().save(shots + QStringLiteral("/endtoend.png"));
        }

        // Save, reopen in a new window: the same design, the same figures.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("basepod-by-hand.podcad"));
        QVERIFY(mWindow->saveFileAs(path));
        QVERIFY(!mWindow->isWindowModified());
        MainWindow reopened;
        reopened.show();
        QVERIFY(QTest::qWaitForWindowExposed(&reopened));
        QVERIFY(reopened.openFile(path));
        QVERIFY(reopened.design() == design());
        QVERIFY(test::waitForAnalysis(reopened));
        QCOMPARE(rackMaxKw(reopened, rackA), QStringLiteral("22.1"));
        QCOMPARE(rackMaxKw(reopened, rackB), QStringLiteral("22.1"));
        QCOMPARE(computeFigure(reopened, FabricsPanel::Bisection),
                 QStringLiteral("6,400 of 6,400"));

        // And a picture of its floor.
        const QString png = dir.filePath(QStringLiteral("floor.png"));
        QString error;
        QVERIFY2(reopened.exports()->exportView(png, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(png, "PNG"));
        const QRectF scene = reopened.floorScene()->sceneRect();
        QVERIFY(image.width() >= scene.width() && image.height() >= scene.height());
    }
};

QTEST_MAIN(TestEndToEnd)
#include "tst_endtoend.moc"
