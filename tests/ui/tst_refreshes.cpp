// One edit refreshes each listener once: the floor and topology scenes, the inspector, the
// selection and the panels of figures (totals, fabrics, racks, problems, costs) each hear of an
// edit exactly once (or not at all when it does not concern them), for every kind of edit, undo and
// redo; and the selection has followed the edit before any listener reads it, whatever order they
// were connected in.
#include "canvas/floorcanvas.h"
#include "canvas/topologycanvas.h"
#include "canvas/topologyscene.h"
#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "commands/changedesignproperties.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "commands/removeobjects.h"
#include "costs/costspanel.h"
#include "mainwindow/editortabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowdocks.h"
#include "panels/fabricspanel.h"
#include "panels/inspector.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/totalspanel.h"
#include "samplefixture.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"
#include "windowfixture.h"

#include <QSignalSpy>
#include <QTest>
#include <functional>
#include <map>

using namespace podcad;

namespace {

const QString kDgx = QStringLiteral("dgx-01");

using Edit = std::function<void(Document *)>;
// How many times each listener refreshed, by name.
using Counts = std::map<QString, int>;

} // namespace

Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(Counts)

class TestRefreshes final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;

    Document *document() const { return mWindow->document(); }

    // A spy on each listener's "I refreshed" signal.
    std::map<QString, std::unique_ptr<QSignalSpy>> spyOnListeners() const
    {
        const WindowDocks *docks = mWindow->docks();
        std::map<QString, std::unique_ptr<QSignalSpy>> spies;
        auto spy = [&spies](const QString &name, auto *object, auto signal) {
            spies[name] = std::make_unique<QSignalSpy>(object, signal);
        };
        spy(QStringLiteral("floor"), mWindow->views()->floorCanvas(), &FloorCanvas::refreshed);
        spy(QStringLiteral("topology"), mWindow->views()->topologyCanvas(),
            &TopologyCanvas::refreshed);
        spy(QStringLiteral("inspector"), docks->inspector(), &Inspector::refreshed);
        spy(QStringLiteral("selection"), mWindow->session()->selection(), &Selection::changed);
        spy(QStringLiteral("totals"), docks->totals(), &TotalsPanel::refreshed);
        spy(QStringLiteral("fabrics"), docks->fabrics(), &FabricsPanel::refreshed);
        spy(QStringLiteral("racks"), docks->racks(), &RacksTable::refreshed);
        spy(QStringLiteral("problems"), docks->problems(), &ProblemsList::refreshed);
        spy(QStringLiteral("costs"), docks->costs(), &CostsPanel::refreshed);
        return spies;
    }

    static Counts expected(int scenes, int inspector, int selection, int panels)
    {
        return {{QStringLiteral("floor"), scenes},        {QStringLiteral("topology"), scenes},
                {QStringLiteral("inspector"), inspector}, {QStringLiteral("selection"), selection},
                {QStringLiteral("totals"), panels},       {QStringLiteral("fabrics"), panels},
                {QStringLiteral("racks"), panels},        {QStringLiteral("problems"), panels},
                {QStringLiteral("costs"), panels}};
    }

    static Device renamed(const Design &design)
    {
        Device device = *design.device(kDgx);
        device.name = QStringLiteral("Renamed");
        return device;
    }

private Q_SLOTS:
    void initTestCase() { test::enterTestMode(); }

    void init()
    {
        mWindow = test::openWindow(QSize(1500, 1000), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(mWindow);
        // Built once, the topology follows every edit while hidden too.
        mWindow->setCurrentView(MainWindow::View::Topology);
        mWindow->setCurrentView(MainWindow::View::Floor);
        QVERIFY(mWindow->views()->topologyCanvas()->isBuilt());
        mWindow->showCosts(); // the costs are drawn only while shown
    }

    void cleanup() { test::closeWindow(mWindow); }

    void oneRefreshPerEdit_data()
    {
        QTest::addColumn<Edit>("prepare"); // before the counting starts
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<Counts>("counts");
        const Edit nothing = [](Document *) {};
        const Edit remove = [](Document *d) { d->push(new RemoveObjects(d, {kDgx})); };
        QTest::newRow("add") << nothing << Edit([](Document *d) {
            d->push(new AddObjects(d, Device{QStringLiteral("leaf-9"),
                                             QStringLiteral("MQM9700-NS2F"),
                                             QStringLiteral("Leaf 9"),
                                             Role::Leaf,
                                             QStringLiteral("rack-a3"),
                                             30,
                                             {},
                                             {},
                                             {}}));
        }) << expected(1, 1, 0, 1);
        // The selected DGX is deleted: the selection loses it.
        QTest::newRow("delete") << nothing << remove << expected(1, 1, 1, 1);
        QTest::newRow("move") << nothing << Edit([](Document *d) {
            d->push(new MoveDevice(d, kDgx, QStringLiteral("rack-a4"), 30));
        }) << expected(1, 1, 0, 1);
        QTest::newRow("edit a value") << nothing << Edit([](Document *d) {
            d->push(new ChangeDevices(d, {renamed(d->design())}, QStringLiteral("rename")));
        }) << expected(1, 1, 0, 1);
        // The DGX comes back, unselected: nothing the selection holds changed.
        QTest::newRow("undo") << remove << Edit([](Document *d) { d->undoStack()->undo(); })
                              << expected(1, 1, 0, 1);
        QTest::newRow("redo") << Edit([remove](Document *d) {
            remove(d);
            d->undoStack()->undo();
        }) << Edit([](Document *d) { d->undoStack()->redo(); })
                              << expected(1, 1, 1, 1);
        // The design's own name: no object, no figure.
        QTest::newRow("properties") << nothing << Edit([](Document *d) {
            d->push(new ChangeDesignProperties(d, {QStringLiteral("Renamed pod"), {}, {}}));
        }) << expected(0, 0, 0, 0);
    }

    void oneRefreshPerEdit()
    {
        QFETCH(Edit, prepare);
        QFETCH(Edit, edit);
        QFETCH(Counts, counts);
        prepare(document());
        // The DGX the edits are about, or (taken away by `prepare`) its neighbour.
        mWindow->setSelection(
            {document()->design().device(kDgx) ? kDgx : QStringLiteral("dgx-02")});
        QVERIFY(test::waitForAnalysis(*mWindow));
        const auto spies = spyOnListeners();
        const quint64 generation = mWindow->session()->generation();

        edit(document());
        QVERIFY(test::waitForAnalysis(*mWindow));
        QTest::qWait(50); // a second, late refresh would show here
        for (const auto &[name, count] : counts)
            QVERIFY2(spies.at(name)->count() == count,
                     qPrintable(QStringLiteral("%1 refreshed %2 times, expected %3")
                                    .arg(name)
                                    .arg(spies.at(name)->count())
                                    .arg(count)));
        // One computation per edit that feeds figures: the panels' one refresh is its result.
        QCOMPARE(mWindow->session()->generation() - generation,
                 quint64(counts.at(QStringLiteral("totals"))));
    }

    // A topology that was never shown is not built for an edit; shown, it is built once.
    void hiddenTopologyWaits()
    {
        mWindow = test::openWindow(QSize(), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(mWindow);
        TopologyCanvas *topology = mWindow->views()->topologyCanvas();
        QVERIFY(!topology->isBuilt());
        QSignalSpy refreshed(topology, &TopologyCanvas::refreshed);
        document()->push(new RemoveObjects(document(), {kDgx}));
        QCOMPARE(refreshed.count(), 0);
        mWindow->setCurrentView(MainWindow::View::Topology);
        QCOMPARE(refreshed.count(), 1);
        QVERIFY(mWindow->topologyScene()->objectRect(kDgx).isNull());
        QVERIFY(!mWindow->topologyScene()->objectRect(QStringLiteral("dgx-02")).isNull());
    }

    // A listener connected to the document before the selection existed still reads, during the
    // edit, a selection without the objects the edit took away.
    void selectionFollowsFirst()
    {
        std::optional<Catalog> catalog;
        Design sample;
        QString error;
        QVERIFY2(test::openCatalogAndSample(catalog, sample, &error), qPrintable(error));
        Document document(std::make_shared<const Catalog>(std::move(*catalog)));
        document.reset(sample, {});
        const Selection *selection = nullptr;
        QStringList seen{QStringLiteral("(not called)")};
        connect(&document, &Document::changed, this, [&] { seen = selection->ids(); });
        Selection followed(&document);
        selection = &followed;
        followed.set({kDgx, QStringLiteral("dgx-02")});
        QVERIFY(document.push(new RemoveObjects(&document, {kDgx})));
        QCOMPARE(seen, QStringList{QStringLiteral("dgx-02")});
    }
};

QTEST_MAIN(TestRefreshes)
#include "tst_refreshes.moc"
