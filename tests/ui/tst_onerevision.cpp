// The window reads one revision (issue 42): after every edit kind (a device moved to another
// rack, a rack moved in the hall, a device deleted, a rack deleted with its devices, a link
// connected, a price changed, the catalog changed) and the undo and redo of each, once the
// figures are in:
// - the analysis is built on the editor's cable plan itself (LiveCablePlan), the one the Inspector
//   and the Hall view's routes read; the Hall view's overlays read that analysis;
// - the cost snapshot the Costs dock shows holds that same analysis, and the live session's
//   revision is of the generation its results are;
// - the BOM it prices is the BOM of a plan built from scratch on the design as it is;
// - no reader planned the whole design again: an edit that touches links plans only those (no
//   whole build at all), a price change plans nothing, and a new catalog is planned once;
// - a price change (which no figure of the analysis reads) keeps the analysis it had: only the
//   costs are computed again, and they follow the new price.
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "commands/removeobjects.h"
#include "commands/setpriceoverride.h"
#include "cost/bom.h"
#include "cost/costsnapshot.h"
#include "edit/placement.h"
#include "mainwindow/mainwindow.h"
#include "model/design.h"
#include "revision/revision.h"
#include "session/livecableplan.h"
#include "session/livesession.h"
#include "windowfixture.h"

#include <QTest>
#include <functional>
#include <set>

using namespace podcad;

class TestOneRevision final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;

    LiveSession *session() const { return mWindow->session(); }
    Document *document() const { return mWindow->document(); }
    const Design &design() const { return mWindow->design(); }
    const Catalog &catalog() const { return *mWindow->catalog(); }
    QUndoStack *stack() const { return document()->undoStack(); }

    // Waits for the plan and the figures of the design as it is, then checks what the header
    // says; `wholeBuilds` is how many whole plans the step may have made.
    void check(const char *step, std::uint64_t since, std::uint64_t wholeBuilds)
    {
        QVERIFY2(QTest::qWaitFor([&] { return session()->cablePlan()->isReady(); }, 20000), step);
        QVERIFY2(test::waitForAnalysis(*mWindow), step);
        const LiveCablePlan *plan = session()->cablePlan();
        QVERIFY2(session()->analysis().cables == plan->shared(), step);
        QVERIFY2(session()->costs().analysis == session()->analysisShared(), step);
        const std::shared_ptr<const Revision> revision = session()->revision();
        QVERIFY2(revision, step);
        QCOMPARE(revision->number(), session()->resultGeneration());
        QVERIFY2(revision->analysis() == session()->analysisShared(), step);
        QVERIFY2(revision->cablePlan() == plan->shared(), step);
        QCOMPARE(revision->design().links().size(), design().links().size());
        // The figures shown are those of the design as it is (an analysis of it here, on the
        // same plan: the plan itself is checked against the BOM of one from scratch below).
        const Analysis fresh =
            analyze(design(), catalog(), session()->analysisOptions(), plan->shared());
        const Analysis &shownAnalysis = session()->analysis();
        QCOMPARE(shownAnalysis.totals.devices, fresh.totals.devices);
        QCOMPARE(shownAnalysis.totals.links, fresh.totals.links);
        QCOMPARE(shownAnalysis.totals.itPowerMaxKw, fresh.totals.itPowerMaxKw);
        QCOMPARE(shownAnalysis.problems.size(), fresh.problems.size());
        QCOMPARE(shownAnalysis.racks.size(), fresh.racks.size());
        const Bom scratch = Bom::build(design(), catalog(), CablePlan::build(design(), catalog()));
        const Bom &shown = session()->costs().bom;
        QCOMPARE(shown.lines().size(), scratch.lines().size());
        for (std::size_t i = 0; i < scratch.lines().size(); ++i) {
            QCOMPARE(shown.lines()[i].sku, scratch.lines()[i].sku);
            QCOMPARE(shown.lines()[i].quantity, scratch.lines()[i].quantity);
        }
        QCOMPARE(shown.totalUsd(), scratch.totalUsd());
        // The scratch plan above is this check's own.
        QCOMPARE(CablePlan::wholeBuilds() - since, wholeBuilds + 1);
    }

    enum class AnalysisIs { New, Kept };

    // Pushes `command`, checks, then undoes and redoes it, checking after each; `analysis` says
    // whether each step computes a new analysis or keeps the one it had.
    void editUndoRedo(QUndoCommand *command, const char *step,
                      AnalysisIs analysis = AnalysisIs::New)
    {
        const auto one = [&](const std::function<void()> &edit, const QString &name) {
            const std::uint64_t since = CablePlan::wholeBuilds();
            const std::shared_ptr<const Analysis> before = session()->analysisShared();
            const std::shared_ptr<const CostSnapshot> costsBefore = session()->costsShared();
            edit();
            check(qPrintable(name), since, 0);
            QCOMPARE(session()->analysisShared() == before, analysis == AnalysisIs::Kept);
            QVERIFY(session()->costsShared() != costsBefore);
        };
        one([&] { stack()->push(command); }, QLatin1String(step));
        one([&] { stack()->undo(); }, QStringLiteral("undo of ") + QLatin1String(step));
        one([&] { stack()->redo(); }, QStringLiteral("redo of ") + QLatin1String(step));
    }

    // The lowest U of `rackId` where a device of `sku` fits (0: none).
    int freeU(const QString &rackId, const QString &sku, const Device *moving) const
    {
        for (int u = 1; u <= 48; ++u)
            if (checkPlacement(design(), catalog(), rackId, u, sku, moving).ok)
                return u;
        return 0;
    }

private Q_SLOTS:
    void initTestCase() { test::enterTestMode(); }

    void init()
    {
        mWindow = test::openWindow(QSize(1280, 720), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(mWindow);
        QVERIFY(mWindow->hasCatalog());
        QVERIFY(QTest::qWaitFor([&] { return session()->cablePlan()->isReady(); }, 20000));
    }

    void cleanup() { test::closeWindow(mWindow); }

    void everyEditKindReadsOnePlan()
    {
        // A device moved to another rack.
        const Device &sw = *design().device(QStringLiteral("oob-sw-1"));
        QString target;
        int u = 0;
        for (const auto &[id, rack] : design().racks())
            if (id != sw.rackId && (u = freeU(id, sw.sku, &sw)) > 0) {
                target = id;
                break;
            }
        QVERIFY(u > 0);
        editUndoRedo(new MoveDevice(document(), sw.id, target, u), "a device moved");

        // A rack moved in the hall.
        Rack rack = design().racks().begin()->second;
        rack.floorPositionM += QPointF(0, 2.4);
        editUndoRedo(new ChangeValues<Rack>(document(), {rack}, QStringLiteral("Move rack")),
                     "a rack moved");

        // A device deleted, and a rack with its devices.
        editUndoRedo(new RemoveObjects(document(), {QStringLiteral("dgx-02")}), "a DGX deleted");
        editUndoRedo(new RemoveObjects(document(), {QStringLiteral("rack-a2")}), "a rack deleted");

        // A link connected: a free port of each of the two IB leaves.
        Link link;
        link.id = QStringLiteral("link-onerevision");
        link.fabricId = QStringLiteral("compute-ib");
        int ends = 0;
        for (const QString &leaf : {QStringLiteral("ib-leaf-1"), QStringLiteral("ib-leaf-2")}) {
            std::set<int> used;
            for (const Link *l : design().linksOf(leaf))
                for (const PortRef &end : {l->a, l->b})
                    if (end.deviceId == leaf && end.portGroup == QLatin1String("ib"))
                        used.insert(end.portIndex);
            int port = 0;
            while (used.count(port))
                ++port;
            (ends++ == 0 ? link.a : link.b) = {leaf, QStringLiteral("ib"), port};
        }
        editUndoRedo(new AddObjects(document(), link), "a link connected");

        // A price changed: no link is planned again, the BOM follows.
        const QString sku = design().devices().begin()->second.sku;
        editUndoRedo(new SetPriceOverride(document(), sku, 1234.5), "a price changed",
                     AnalysisIs::Kept);

        // The catalog changed (a newer snapshot): the plan is built whole once, the analysis
        // waits for it instead of planning a second one.
        const std::uint64_t since = CablePlan::wholeBuilds();
        session()->setCatalog(std::make_shared<const Catalog>(*session()->catalogSnapshot()));
        check("the catalog changed", since, 1);
    }
};

QTEST_MAIN(TestOneRevision)
#include "tst_onerevision.moc"
