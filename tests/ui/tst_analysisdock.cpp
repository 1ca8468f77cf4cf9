// The analysis dock's fabric table and the fabric problems in the Problems dock, on designs small
// enough to work the figures out by hand, and the live analysis of a 64-SU SuperPOD (the figures
// the dock shows are those of a Quick analysis, computed off the UI thread).
#include "analysis/analysis.h"
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "edit/placement.h"
#include "generate/superpod.h"
#include "mainwindow/mainwindow.h"
#include "panels/fabricspanel.h"
#include "panels/problemslist.h"
#include "panels/problemsmodel.h"
#include "panels/totalsmodel.h"
#include "panels/totalspanel.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QBrush>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFont>
#include <QLocale>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace podcad;

namespace {

const QString kFabric = QStringLiteral("compute-ib");

Device device(const QString &id, const QString &sku, Role role, const QString &rack, int u)
{
    return Device{id, sku, {}, role, rack, u, {}, {}, {}};
}

Link cable(const QString &id, const QString &a, int portA, const QString &b, int portB)
{
    return Link{
        id, {a, QStringLiteral("ib"), portA}, {b, QStringLiteral("ib"), portB}, {}, kFabric};
}

} // namespace

class TestAnalysisDock final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;
    std::unique_ptr<MainWindow> mWindow;

    FabricsPanel *fabrics() const { return mWindow->findChild<FabricsPanel *>(); }
    ProblemsList *problems() const { return mWindow->findChild<ProblemsList *>(); }
    const Design &design() const { return mWindow->design(); }
    QString cell(int column) const
    {
        // The design's only fabric with links is the compute fabric, in the first row.
        return fabrics()->model()->index(0, column).data().toString();
    }
    QColor foreground(int column) const
    {
        return fabrics()
            ->model()
            ->index(0, column)
            .data(Qt::ForegroundRole)
            .value<QBrush>()
            .color();
    }

    // Two racks; node-1 and node-2 on leaf-1, node-3 and node-4 on leaf-2, each on ib[0]; one
    // uplink from each leaf to spine-1 (leaf port 32 up, spine ports 0 and 1).
    Design twoLeafDesign() const
    {
        Design d;
        d.name = QStringLiteral("two leaves");
        Fabric f{kFabric, QStringLiteral("Compute fabric"), FabricKind::Compute,
                 QStringLiteral("InfiniBand NDR400")};
        d.addFabric(f);
        Rack r1 = newRackAtRowEnd(d, *mCatalog, QStringLiteral("RACK-48U"), QStringLiteral("A"));
        d.addRack(r1);
        Rack r2 = newRackAtRowEnd(d, *mCatalog, QStringLiteral("RACK-48U"), QStringLiteral("A"));
        d.addRack(r2);
        const QString dgx = QStringLiteral("DGX-H100"), ib = QStringLiteral("MQM9700-NS2F");
        for (const Device &dev : {device(QStringLiteral("node-1"), dgx, Role::Compute, r1.id, 1),
                                  device(QStringLiteral("node-2"), dgx, Role::Compute, r1.id, 9),
                                  device(QStringLiteral("leaf-1"), ib, Role::Leaf, r1.id, 20),
                                  device(QStringLiteral("node-3"), dgx, Role::Compute, r2.id, 1),
                                  device(QStringLiteral("node-4"), dgx, Role::Compute, r2.id, 9),
                                  device(QStringLiteral("leaf-2"), ib, Role::Leaf, r2.id, 20),
                                  device(QStringLiteral("spine-1"), ib, Role::Spine, r2.id, 22)})
            d.addDevice(dev);
        for (const Link &l : {cable(QStringLiteral("c-1"), QStringLiteral("node-1"), 0,
                                    QStringLiteral("leaf-1"), 0),
                              cable(QStringLiteral("c-2"), QStringLiteral("node-2"), 0,
                                    QStringLiteral("leaf-1"), 1),
                              cable(QStringLiteral("c-3"), QStringLiteral("node-3"), 0,
                                    QStringLiteral("leaf-2"), 0),
                              cable(QStringLiteral("c-4"), QStringLiteral("node-4"), 0,
                                    QStringLiteral("leaf-2"), 1),
                              cable(QStringLiteral("up-1"), QStringLiteral("leaf-1"), 32,
                                    QStringLiteral("spine-1"), 0),
                              cable(QStringLiteral("up-2"), QStringLiteral("leaf-2"), 32,
                                    QStringLiteral("spine-1"), 1)})
            d.addLink(l);
        return d;
    }

    void waitForAnalysis() const { QVERIFY(test::waitForAnalysis(*mWindow)); }

    // The problem's row (its first cell), invalid when there is none.
    QModelIndex problemWithCode(const QString &code) const
    {
        const ProblemsModel *model = problems()->model();
        for (int i = 0; i < model->rowCount(); ++i)
            if (model->index(i, ProblemsModel::Code).data().toString() == code)
                return model->index(i, 0);
        return {};
    }
    static QString text(const QModelIndex &problem, int column)
    {
        return problem.siblingAtColumn(column).data().toString();
    }

    // Clicks the problem once, as a person does, with the Problems dock in front.
    void click(const QModelIndex &item) const
    {
        mWindow->findChild<QDockWidget *>(QStringLiteral("problemsDock"))->raise();
        ProblemsList *tree = problems();
        tree->scrollTo(item);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(item).center());
    }

    // Whether the middle of the current view shows (a point within a few pixels of) the middle of
    // the objects' area.
    bool centredOn(const QStringList &ids) const
    {
        const bool topology = mWindow->currentView() == MainWindow::View::Topology;
        QGraphicsView *view =
            topology ? static_cast<QGraphicsView *>(mWindow->topologyView()) : mWindow->floorView();
        QRectF area;
        for (const QString &id : ids)
            area |= topology ? mWindow->topologyScene()->objectRect(id)
                             : mWindow->floorScene()->objectRect(id);
        const QPoint middle = view->mapFromScene(area.center());
        const QPoint viewportMiddle = view->viewport()->rect().center();
        return (middle - viewportMiddle).manhattanLength() <= 4;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "2,048", "0.50"
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void init()
    {
        mWindow = test::openWindow(QSize(1500, 1000), QString());
        QVERIFY(mWindow);
    }

    void cleanup() { test::closeWindow(mWindow); }

    void fabricFiguresFollowEdits()
    {
        mWindow->newFromDesign(twoLeafDesign());
        waitForAnalysis();
        QVERIFY(fabrics());
        QCOMPARE(fabrics()->model()->rowCount(), 1);
        QCOMPARE(cell(FabricsPanel::Fabric), QStringLiteral("Compute fabric"));
        QCOMPARE(cell(FabricsPanel::Endpoints), QStringLiteral("4"));
        // By hand: the worst cut parts the leaves, {node-1, node-2} | {node-3, node-4}. Each half
        // injects 2 x 400 = 800 Gb/s (the full bisection); across the cut runs only leaf-1's one
        // 400 Gb/s uplink, so bisection 400 of 800, ratio 0.50 (blocking: coloured).
        QCOMPARE(cell(FabricsPanel::Bisection), QStringLiteral("400 of 800"));
        QCOMPARE(cell(FabricsPanel::Ratio), QStringLiteral("0.50"));
        QCOMPARE(foreground(FabricsPanel::Ratio), FabricsPanel::blockingColor());
        QVERIFY(fabrics()
                    ->model()
                    ->index(0, FabricsPanel::Ratio)
                    .data(Qt::FontRole)
                    .value<QFont>()
                    .bold());
        // Each leaf: 800 Gb/s down, 400 up = 2:1; the spine has nothing above it.
        QCOMPARE(cell(FabricsPanel::LeafOversub), QStringLiteral("2.00:1"));
        QCOMPARE(cell(FabricsPanel::SpineOversub), QStringLiteral("\u2013"));
        // The Totals dock repeats the headline, red too.
        const TotalsModel *totals = mWindow->findChild<TotalsPanel *>()->model();
        auto headline = [totals] {
            return totals->index(totals->rowCount() - 1, TotalsModel::Value);
        };
        QCOMPARE(totals->index(totals->rowCount() - 1, TotalsModel::Figure).data().toString(),
                 QStringLiteral("Compute fabric bisection"));
        QCOMPARE(headline().data().toString(), QStringLiteral("400 of 800 Gb/s"));
        QCOMPARE(headline().data(Qt::ForegroundRole).value<QBrush>().color(),
                 FabricsPanel::blockingColor());
        // node-1 > leaf-1 > spine-1 > leaf-2 > node-3: 4 hops.
        QCOMPARE(cell(FabricsPanel::Diameter), QStringLiteral("4"));
        QCOMPARE(cell(FabricsPanel::Unreachable), QStringLiteral("0"));

        // A second uplink per leaf: 800 up for 800 down, 1:1, bisection 800 of 800.
        QVERIFY(mWindow->document()->push(
            new AddObjects(mWindow->document(), {},
                           {cable(QStringLiteral("up-3"), QStringLiteral("leaf-1"), 33,
                                  QStringLiteral("spine-1"), 2),
                            cable(QStringLiteral("up-4"), QStringLiteral("leaf-2"), 33,
                                  QStringLiteral("spine-1"), 3)},
                           QStringLiteral("uplinks"))));
        waitForAnalysis();
        QCOMPARE(cell(FabricsPanel::Bisection), QStringLiteral("800 of 800"));
        QCOMPARE(cell(FabricsPanel::Ratio), QStringLiteral("1.00"));
        QVERIFY(foreground(FabricsPanel::Ratio) != FabricsPanel::blockingColor());
        QCOMPARE(cell(FabricsPanel::LeafOversub), QStringLiteral("1.00:1"));
        QCOMPARE(headline().data().toString(), QStringLiteral("800 of 800 Gb/s"));
        QVERIFY(headline().data(Qt::ForegroundRole).value<QBrush>().color() !=
                FabricsPanel::blockingColor());

        // An island: node-5 on a leaf with no uplink cannot reach the other four.
        QVERIFY(mWindow->document()->push(new AddObjects(
            mWindow->document(),
            {device(QStringLiteral("node-5"), QStringLiteral("DGX-H100"), Role::Compute,
                    design().device(QStringLiteral("node-1"))->rackId, 25),
             device(QStringLiteral("leaf-3"), QStringLiteral("MQM9700-NS2F"), Role::Leaf,
                    design().device(QStringLiteral("leaf-1"))->rackId, 21)},
            {cable(QStringLiteral("c-5"), QStringLiteral("node-5"), 0, QStringLiteral("leaf-3"),
                   0)},
            QStringLiteral("island"))));
        waitForAnalysis();
        QCOMPARE(cell(FabricsPanel::Endpoints), QStringLiteral("5"));
        QCOMPARE(cell(FabricsPanel::Unreachable), QStringLiteral("1"));
        QCOMPARE(fabrics()
                     ->model()
                     ->index(0, FabricsPanel::Unreachable)
                     .data(Qt::ToolTipRole)
                     .toString(),
                 QStringLiteral("node-5"));
        QCOMPARE(foreground(FabricsPanel::Unreachable), FabricsPanel::blockingColor());

        // Undo twice: back to the blocking figures.
        mWindow->document()->undoStack()->undo();
        mWindow->document()->undoStack()->undo();
        waitForAnalysis();
        QCOMPARE(cell(FabricsPanel::Bisection), QStringLiteral("400 of 800"));
    }

    void figuresGreyWhileAnUpdateIsPending()
    {
        mWindow->newFromDesign(twoLeafDesign());
        waitForAnalysis();
        QVERIFY(!fabrics()->isStale());
        const QColor current = foreground(FabricsPanel::Endpoints);
        QVERIFY(mWindow->document()->push(
            new AddObjects(mWindow->document(), {},
                           {cable(QStringLiteral("up-3"), QStringLiteral("leaf-1"), 33,
                                  QStringLiteral("spine-1"), 2)},
                           QStringLiteral("uplink"))));
        // The edit is made; its figures are not in yet (the debounce alone is 150 ms).
        QVERIFY(mWindow->analysisPending());
        QVERIFY(fabrics()->isStale());
        const QColor grey = fabrics()->palette().color(QPalette::Disabled, QPalette::Text);
        QCOMPARE(foreground(FabricsPanel::Endpoints), grey);
        QCOMPARE(foreground(FabricsPanel::Ratio), grey);
        QCOMPARE(cell(FabricsPanel::Bisection),
                 QStringLiteral("400 of 800")); // the old figures stay
        auto *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("fabricsDock"));
        QCOMPARE(dock->windowTitle(), QStringLiteral("Fabrics (updating...)"));
        waitForAnalysis();
        QCOMPARE(dock->windowTitle(), QStringLiteral("Fabrics"));
        QVERIFY(!fabrics()->isStale());
        QVERIFY(foreground(FabricsPanel::Endpoints) != grey || current == grey);
        // leaf-1 now 800 down / 800 up, leaf-2 still 800 / 400: the tier is 1600 / 1200.
        QCOMPARE(cell(FabricsPanel::LeafOversub), QStringLiteral("1.33:1"));
    }

    void clickingUnreachableProblemSelectsTheNode()
    {
        Design d = twoLeafDesign();
        const QString rack = d.device(QStringLiteral("node-1"))->rackId;
        d.addDevice(
            device(QStringLiteral("node-5"), QStringLiteral("DGX-H100"), Role::Compute, rack, 25));
        d.addDevice(
            device(QStringLiteral("leaf-3"), QStringLiteral("MQM9700-NS2F"), Role::Leaf, rack, 21));
        d.addLink(
            cable(QStringLiteral("c-5"), QStringLiteral("node-5"), 0, QStringLiteral("leaf-3"), 0));
        mWindow->newFromDesign(std::move(d));
        waitForAnalysis();
        // Zoomed in far enough that the view can scroll to centre any device.
        mWindow->floorView()->resetTransform();
        mWindow->floorView()->scale(8, 8);
        mWindow->floorView()->centerOn(
            mWindow->floorScene()->objectRect(QStringLiteral("node-3")).center());
        const QModelIndex item = problemWithCode(QStringLiteral("fabric-unreachable"));
        QVERIFY(item.isValid());
        QCOMPARE(text(item, 0), QStringLiteral("warning"));
        QCOMPARE(text(item, 2), QStringLiteral("node-5"));
        QVERIFY(!centredOn({QStringLiteral("node-5")}));
        click(item);
        QCOMPARE(mWindow->selection(), QStringList{QStringLiteral("node-5")});
        QCOMPARE(mWindow->floorScene()->selectedIds(), QStringList{QStringLiteral("node-5")});
        QCOMPARE(mWindow->currentView(), MainWindow::View::Floor);
        QVERIFY(centredOn({QStringLiteral("node-5")}));
    }

    void clickingCrossedRailProblemSelectsTheLinkEnds()
    {
        // One SU: DGX port ib[i] goes to the rail-i leaf. Swap the leaf ends of one node's ib[0]
        // and ib[1] cables (the leaves have no free port): those two cables cross the rails.
        SuperPodOptions o;
        o.sus = 1;
        QString why;
        std::optional<Design> pod = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(pod, qPrintable(why));
        auto nodePort = [&pod](int index, const QString &node) -> const Link * {
            for (const auto &[id, link] : pod->links())
                if (pod->device(link.a.deviceId)->role == Role::Compute &&
                    link.a.portGroup == QLatin1String("ib") && link.a.portIndex == index &&
                    (node.isEmpty() || link.a.deviceId == node))
                    return &link;
            return nullptr;
        };
        const Link *rail0 = nodePort(0, {});
        QVERIFY(rail0);
        const Link *rail1 = nodePort(1, rail0->a.deviceId);
        QVERIFY(rail1);
        Link x = *rail0, y = *rail1;
        std::swap(x.b, y.b);
        QVERIFY(pod->removeLink(x.id) && pod->removeLink(y.id));
        QVERIFY2(pod->addLink(x, &why), qPrintable(why));
        QVERIFY2(pod->addLink(y, &why), qPrintable(why));
        const Link crossed =
            std::min(x, y, [](const Link &l, const Link &r) { return l.id < r.id; });
        mWindow->newFromDesign(std::move(*pod));
        waitForAnalysis();

        const QModelIndex item = problemWithCode(QStringLiteral("rail-inconsistent"));
        QVERIFY(item.isValid());
        QCOMPARE(text(item, 2), crossed.id);
        mWindow->floorView()->resetTransform();
        mWindow->floorView()->scale(8, 8);
        click(item);
        // A cable is no object of its own in the views: its two ends are selected.
        QStringList ends{crossed.a.deviceId, crossed.b.deviceId};
        ends.sort();
        QCOMPARE(mWindow->selection(), ends);
        QVERIFY(centredOn(ends));
    }

    void clickingFabricProblemShowsTheFabric()
    {
        // The 2:1 leaves of twoLeafDesign() are worth an info about the whole fabric.
        mWindow->newFromDesign(twoLeafDesign());
        waitForAnalysis();
        const QModelIndex item = problemWithCode(QStringLiteral("fabric-oversubscribed"));
        QVERIFY(item.isValid());
        QCOMPARE(text(item, 2), kFabric);
        mWindow->setCurrentView(MainWindow::View::Topology);
        mWindow->topologyScene()->setFabricVisible(kFabric, false); // filtered out by the person
        mWindow->setCurrentView(MainWindow::View::Floor);
        click(item);
        QCOMPARE(mWindow->currentView(), MainWindow::View::Topology);
        QVERIFY(mWindow->topologyScene()->isFabricVisible(kFabric));

        // The same from the fabric's row in the Fabrics dock.
        mWindow->topologyScene()->setFabricVisible(kFabric, false);
        mWindow->setCurrentView(MainWindow::View::Floor);
        mWindow->findChild<QDockWidget *>(QStringLiteral("fabricsDock"))->raise();
        const QRect row =
            fabrics()->visualRect(fabrics()->model()->index(0, FabricsPanel::Endpoints));
        QTest::mouseClick(fabrics()->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(mWindow->currentView(), MainWindow::View::Topology);
        QVERIFY(mWindow->topologyScene()->isFabricVisible(kFabric));
    }

    void superPod64FiguresComeFromAQuickRunOffTheUiThread()
    {
        SuperPodOptions o;
        o.sus = 64;
        QString why;
        std::optional<Design> pod = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(pod, qPrintable(why));
        AnalysisOptions quick;
        quick.effort = AnalysisEffort::Quick;
        const Analysis expected = analyze(*pod, *mCatalog, quick);

        // While the worker runs, a timer on the UI thread keeps ticking: the longest gap between
        // its ticks is how long the UI did not answer (reported, not asserted: no timings in
        // tests).
        QElapsedTimer clock, sinceTick;
        qint64 longestGap = 0;
        QTimer ticker;
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, this,
                [&] { longestGap = std::max(longestGap, sinceTick.restart()); });
        mWindow->newFromDesign(std::move(*pod)); // builds the floor scene on the UI thread first
        clock.start();
        sinceTick.start();
        ticker.start();
        QVERIFY(mWindow->analysisPending());
        QVERIFY(test::waitForAnalysis(*mWindow, 60000));
        const qint64 ms = clock.elapsed();
        ticker.stop();
        qInfo("64-SU SuperPOD: live figures %lld ms after the design was shown; longest UI gap "
              "%lld ms",
              ms, longestGap);

        const Analysis &shown = mWindow->analysis();
        QCOMPARE(shown.fabrics.size(), expected.fabrics.size());
        for (std::size_t i = 0; i < expected.fabrics.size(); ++i) {
            QVERIFY(shown.fabrics[i].figures.computed);
            QCOMPARE(shown.fabrics[i].figures.bisection.bisectionMbps,
                     expected.fabrics[i].figures.bisection.bisectionMbps);
            QCOMPARE(shown.fabrics[i].figures.bisection.method,
                     expected.fabrics[i].figures.bisection.method);
        }
        const FabricsModel *shownFabrics = fabrics()->model();
        QCOMPARE(shownFabrics->rowCount(), int(expected.fabrics.size()));
        for (int r = 0; r < shownFabrics->rowCount(); ++r)
            if (expected.fabrics[std::size_t(r)].id == kFabric) {
                // 64 SUs of 32 nodes, less one slot for the UFM pair: 2,047 DGX + 2 UFMs (the
                // compute fabric's HA pair, RA-11333-001 Tables 4 and 7).
                QCOMPARE(shownFabrics->index(r, FabricsPanel::Endpoints).data().toString(),
                         QStringLiteral("2,049"));
                QCOMPARE(shownFabrics->index(r, FabricsPanel::Ratio).data().toString(),
                         QStringLiteral("1.00"));
                QCOMPARE(shownFabrics->index(r, FabricsPanel::Unreachable).data().toString(),
                         QStringLiteral("0"));
            }
    }
};

QTEST_MAIN(TestAnalysisDock)
#include "tst_analysisdock.moc"
