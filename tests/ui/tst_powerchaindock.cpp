// The Power Chain dock and the facility what-ifs in the window: a design with a power chain (a
// utility, a switchboard, two UPS and an RPP per feed side) and a cooling plant (a chiller, a CDU
// and a CRAH) shows one box per element with the figures of Analysis::facility (none while the
// analysis reports none) and its racks grouped per row; a click on a box selects it; Analysis >
// Fail Element and Worst Facility Failure show core's result in the dock and select the failed
// element. Presentation mode offers a facility page and the PDF report has one, each with the
// worst single facility failure's sentence. PODCAD_TEST_SHOTS=dir saves the window as
// power-chain-WxH.png and the page as presentation-facility-WxH.png at 1280x720 and 1920x1080,
// the Inspector's facility page as inspector-facility-busway-1280x720.png and
// inspector-facility-cdu-1280x720.png (then the hall's fields as inspector-facility-1280x720.png),
// and the PDF report as report-facility.pdf.
#include "analysis/analysis.h"
#include "analysis/facilitywhatif.h"
#include "analysis/facilitywhatiftext.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "cost/costassumptions.h"
#include "cost/tco.h"
#include "export/pdfreport.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "generate/facilityplan.h"
#include "generate/nvl72.h"
#include "io/designfile.h"
#include "mainwindow/facilitywhatifactions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowdocks.h"
#include "model/shownname.h"
#include "panels/facilitydiagramview.h"
#include "panels/facilityelementpage.h"
#include "panels/hallfields.h"
#include "panels/inspector.h"
#include "panels/powerchainpanel.h"
#include "presentation/facilitypage.h"
#include "presentation/presentationmode.h"
#include "presentation/workloadpage.h"
#include "session/document.h"
#include "windowfixture.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

FacilityElement element(const QString &id, FacilityKind kind, const QString &name,
                        std::vector<QString> fedFrom, double capacityKw)
{
    FacilityElement e;
    e.id = id;
    e.kind = kind;
    e.name = name;
    e.fedFrom = std::move(fedFrom);
    e.capacityKw = capacityKw;
    return e;
}

} // namespace

class TestPowerChainDock final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;
    QString mPath;
    QString mGb300Path; // a generated 2-SU GB200 NVL72 SuperPOD with its facility (as GB300's)
    std::unique_ptr<MainWindow> mWindow;

    // mWindow on the GB300 SuperPOD at `size`, the Power Chain dock raised.
    bool openGb300(QSize size)
    {
        test::closeWindow(mWindow);
        mWindow = test::openWindow(size, mGb300Path, test::Wait::Analysis);
        if (!mWindow)
            return false;
        mWindow->docks()->showPowerChain();
        return QTest::qWaitFor([this] { return panel()->powerView()->isVisible(); });
    }

    static bool inView(FacilityDiagramView *view, int box)
    {
        return box >= 0 && view->viewport()->rect().contains(view->boxRect(box));
    }

    PowerChainPanel *panel() const { return mWindow->docks()->powerChain(); }
    FacilityWhatIfActions *actions() const { return mWindow->findChild<FacilityWhatIfActions *>(); }

    // The box of `id` (an element) in either chain, with the view it is drawn in.
    std::pair<FacilityDiagramView *, int> boxOf(const QString &id) const
    {
        for (FacilityDiagramView *view : {panel()->powerView(), panel()->coolingView()})
            for (int i = 0; i < int(view->chain().boxes.size()); ++i)
                if (!view->chain().boxes[i].rackGroup &&
                    view->chain().boxes[i].ids == QStringList{id})
                    return {view, i};
        return {nullptr, -1};
    }

    QRectF rectOf(const QString &id) const
    {
        const auto [view, index] = boxOf(id);
        return view ? view->chain().boxes[index].rect : QRectF();
    }

    void saveShot(const QString &name) const
    {
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            mWindow->grab().save(shots + QStringLiteral("/%1.png").arg(name));
    }

    // Presentation mode on the window's session at 1280x720, shown; nullptr when it never is.
    PresentationMode *showPresentation(const QString &name)
    {
        auto *mode = new PresentationMode(mWindow->session(), QPixmap(), name);
        mode->resize(1280, 720);
        mode->show();
        if (QTest::qWaitForWindowExposed(mode))
            return mode;
        delete mode;
        return nullptr;
    }

    // The window's design's PDF report, as core writes it, into `pdf`.
    bool writeReport(const QString &pdf)
    {
        const Design &design = mWindow->design();
        const Catalog &catalog = *mWindow->catalog();
        const Analysis analysis = analyze(design, catalog);
        const Bom bom = Bom::build(design, catalog, CablePlan::build(design, catalog));
        const Tco tco = Tco::compute(TcoInputs::fromDesign(design, catalog, bom, analysis.totals),
                                     CostAssumptions::resolve(design, catalog));
        QString error;
        const ReportInput in{&design, &catalog, &analysis, &bom, &tco, nullptr, QDate(2026, 12, 6)};
        const bool written = writePdfReport(pdf, in, &error);
        if (!written)
            qWarning("%s", qPrintable(error));
        return written;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(mDir.isValid());
        LoadResult loaded = DesignFile::read(test::basePodSample());
        QVERIFY(loaded.design);
        Design &design = *loaded.design;
        QString why;
        for (FacilityElement e :
             {element(u"u1"_s, FacilityKind::Utility, u"Utility"_s, {}, 2000),
              element(u"sb1"_s, FacilityKind::Switchboard, u"Main switchboard"_s, {u"u1"_s}, 1500),
              element(u"ups-a"_s, FacilityKind::Ups, u"UPS A"_s, {u"sb1"_s}, 500),
              element(u"ups-b"_s, FacilityKind::Ups, u"UPS B"_s, {u"sb1"_s}, 500),
              element(u"rpp-a"_s, FacilityKind::Rpp, u"RPP A"_s, {u"ups-a"_s}, 300),
              element(u"rpp-b"_s, FacilityKind::Rpp, u"RPP B"_s, {u"ups-b"_s}, 300),
              element(u"ch1"_s, FacilityKind::Chiller, u"Chiller"_s, {}, 1000),
              element(u"cdu1"_s, FacilityKind::Cdu, u"CDU 1"_s, {u"ch1"_s}, 400),
              element(u"crah1"_s, FacilityKind::Crah, u"CRAH 1"_s, {u"ch1"_s}, 200)})
            QVERIFY2(design.addFacilityElement(e, &why), qPrintable(why));
        std::vector<Rack> racks;
        for (const auto &[id, rack] : design.racks())
            racks.push_back(rack);
        QVERIFY(!racks.empty());
        for (Rack rack : racks) {
            rack.powerFrom = {std::vector<QString>{u"rpp-a"_s}, std::vector<QString>{u"rpp-b"_s}};
            rack.cooledBy = {u"cdu1"_s, u"crah1"_s};
            QVERIFY2(design.updateRack(rack, &why), qPrintable(why));
        }
        mPath = mDir.filePath(QStringLiteral("facility.podcad"));
        QVERIFY2(DesignFile::write(design, mPath, &why), qPrintable(why));

        QString error;
        std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        Nvl72Options gb300;
        gb300.system = QStringLiteral("gb200-nvl72");
        gb300.sus = 2;
        std::optional<Design> pod = generateNvl72SuperPod(*catalog, gb300, &why);
        QVERIFY2(pod, qPrintable(why));
        generate::addGeneratedHall(*pod, *catalog);
        QVERIFY2(
            generate::addGeneratedFacility(*pod, *catalog, generate::PowerRedundancy::TwoN, &why),
            qPrintable(why));
        mGb300Path = mDir.filePath(QStringLiteral("gb300.podcad"));
        QVERIFY2(DesignFile::write(*pod, mGb300Path, &why), qPrintable(why));
    }

    void init()
    {
        mWindow = test::openWindow(QSize(1280, 720), mPath, test::Wait::Analysis);
        QVERIFY(mWindow);
    }

    void cleanup() { test::closeWindow(mWindow); }

    void dockIsInTheViewMenu()
    {
        auto *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("powerChainDock"));
        QVERIFY(dock);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Power Chain"));
        QCOMPARE(dock->widget(), panel());
        bool listed = false;
        for (QMenu *menu : mWindow->menuBar()->findChildren<QMenu *>())
            if (menu->title() == u"&View"_s)
                listed = menu->actions().contains(dock->toggleViewAction());
        QVERIFY(listed);
    }

    void withoutAFacilityThereIsNothingToFail()
    {
        std::unique_ptr<MainWindow> plain =
            test::openWindow(QSize(1280, 720), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(plain);
        QVERIFY(plain->design().facility().empty());
        for (const char *name : {"failElementAction", "worstFacilityFailureAction"})
            QVERIFY(!plain->findChild<QAction *>(QLatin1String(name))->isEnabled());
        PowerChainPanel *empty = plain->docks()->powerChain();
        QVERIFY(empty->powerView()->chain().empty() && empty->coolingView()->chain().empty());
        QVERIFY(empty->tabs()->isHidden());
        test::closeWindow(plain);
    }

    void showsEveryElementWithTheAnalysisFigures()
    {
        mWindow->docks()->showPowerChain();
        const Design &design = mWindow->design();
        const Analysis &analysis = mWindow->session()->analysis();
        for (const auto &[id, e] : design.facility()) {
            const auto [view, index] = boxOf(id);
            QVERIFY2(view, qPrintable(id));
            QCOMPARE(view == panel()->powerView(), isPowerKind(e.kind));
            const FacilityDiagram::Box &box = view->chain().boxes[index];
            QCOMPARE(box.title, e.name);
            QCOMPARE(box.subtitle, facilityKindLabel(e.kind));
            const PowerElementReport *power = nullptr;
            for (const PowerElementReport &r : analysis.facility.powerChain)
                if (r.id == id)
                    power = &r;
            const CoolingUnitReport *cooling = nullptr;
            for (const CoolingUnitReport &r : analysis.facility.cooling)
                if (r.id == id)
                    cooling = &r;
            QCOMPARE(box.hasFigures, power != nullptr || cooling != nullptr);
            if (power) {
                QCOMPARE(box.loadKw, power->peakKw);
                QCOMPARE(box.capacityKw, power->usableKw);
                QCOMPARE(box.over, power->over);
            }
            if (cooling) {
                QCOMPARE(box.loadKw, cooling->loadKw);
                QCOMPARE(box.capacityKw, cooling->capacityKw);
                QCOMPARE(box.over, cooling->over);
            }
        }
        // Levels from the utility down: each element right of what feeds it, the racks last.
        const auto level = [this](const QString &id) {
            const auto [view, index] = boxOf(id);
            return view->chain().boxes[index].level;
        };
        QVERIFY(level(u"u1"_s) < level(u"sb1"_s));
        QVERIFY(level(u"sb1"_s) < level(u"ups-a"_s));
        QVERIFY(level(u"ups-a"_s) < level(u"rpp-a"_s));
        // Every rack in one rack group per row, each group after the RPPs.
        for (FacilityDiagramView *view : {panel()->powerView(), panel()->coolingView()}) {
            QStringList grouped;
            for (const FacilityDiagram::Box &box : view->chain().boxes)
                if (box.rackGroup) {
                    grouped += box.ids;
                    QVERIFY(box.subtitle.startsWith(QString::number(box.ids.size())));
                    QVERIFY(box.rect.left() > rectOf(view == panel()->powerView()
                                                         ? QStringLiteral("rpp-a")
                                                         : QStringLiteral("cdu1"))
                                                  .right());
                }
            grouped.sort();
            QStringList racks;
            for (const auto &[id, rack] : design.racks())
                racks << id;
            racks.sort();
            QCOMPARE(grouped, racks);
        }
        // A chain this small is drawn whole, at no more than its natural size.
        FacilityDiagramView *power = panel()->powerView();
        QTRY_VERIFY(power->isVisible());
        QVERIFY(power->zoom() <= 1.0 && power->zoom() >= FacilityDiagramView::kMinFitZoom);
        saveShot(QStringLiteral("power-chain-1280x720"));
        mWindow->resize(1920, 1080);
        QTest::qWait(50);
        saveShot(QStringLiteral("power-chain-1920x1080"));
        panel()->tabs()->setCurrentIndex(1);
        QTest::qWait(20);
        saveShot(QStringLiteral("power-chain-cooling-1920x1080"));
    }

    // Issue 39: at 1280x720 the dock opened on empty space and busways, the utility three screens
    // down, drawn at a fixed scale. It opens fitted: every level across, the sources in sight.
    void aSuperPodChainOpensFittedWithItsSourcesInSight()
    {
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            QVERIFY(openGb300(size));
            for (FacilityDiagramView *view : {panel()->powerView(), panel()->coolingView()}) {
                panel()->tabs()->setCurrentWidget(view);
                QTRY_VERIFY(view->isVisible());
                QVERIFY(view->fitted());
                QVERIFY2(view->zoom() >= FacilityDiagramView::kMinFitZoom - 1e-9,
                         qPrintable(QString::number(view->zoom())));
                const FacilityDiagram::Chain &chain = view->chain();
                // The sources (level 0) whole in the viewport, and the first box of every
                // level: utility to racks without scrolling.
                int levels = 0;
                for (const FacilityDiagram::Box &box : chain.boxes)
                    levels = std::max(levels, box.level + 1);
                for (int level = 0; level < levels; ++level) {
                    int first = -1;
                    for (int i = 0; i < int(chain.boxes.size()); ++i)
                        if (chain.boxes[size_t(i)].level == level &&
                            (first < 0 || chain.boxes[size_t(i)].rect.top() <
                                              chain.boxes[size_t(first)].rect.top()))
                            first = i;
                    QVERIFY2(inView(view, first),
                             qPrintable(chain.boxes[size_t(first)].title + u" at level "_s +
                                        QString::number(level)));
                }
                // Every utility.
                for (int i = 0; i < int(chain.boxes.size()); ++i)
                    if (chain.boxes[size_t(i)].kind == FacilityKind::Utility)
                        QVERIFY2(inView(view, i), qPrintable(chain.boxes[size_t(i)].title));
                saveShot(u"power-chain-gb300-%1-%2x%3"_s
                             .arg(view == panel()->powerView() ? u"power"_s : u"cooling"_s)
                             .arg(size.width())
                             .arg(size.height()));
            }
        }
    }

    // Issue 39: `podcad --power-chain DESIGN` raised the dock as the design opened, before its
    // first analysis: the dock wanted the height of the chain it had then (none), and at 1280x720
    // it stayed ~90 px tall once the chain came. Raised then, or by its tab afterwards, it gets
    // the height the views leave it: they keep half of the window, and what is left of the other
    // half, less the menu, tool and status bars, the dock's title and the two tab bars, is more
    // than a quarter of the window (two levels of boxes at the fit). The chain is fitted in it,
    // its utilities in sight.
    void theDockGetsItsHeightWhenRaisedBeforeTheChainComes()
    {
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
            for (const bool byTab : {false, true}) {
                test::closeWindow(mWindow);
                mWindow = test::openWindow(size, mGb300Path, test::Wait::Nothing);
                QVERIFY(mWindow);
                auto *dock = mWindow->findChild<QDockWidget *>(u"powerChainDock"_s);
                if (byTab) { // the analysis in first, then the tab clicked
                    QVERIFY(test::waitForAnalysis(*mWindow, 60000));
                    // The bottom group's tab bar, as a click on its tab does.
                    bool clicked = false;
                    for (QTabBar *bar : mWindow->findChildren<QTabBar *>())
                        for (int i = 0; i < bar->count(); ++i)
                            if (bar->tabText(i) == dock->windowTitle()) {
                                bar->setCurrentIndex(i);
                                clicked = true;
                            }
                    QVERIFY(clicked);
                } else {
                    mWindow->showPowerChain();
                    QVERIFY(mWindow->analysisPending());
                    QVERIFY(test::waitForAnalysis(*mWindow, 60000));
                }
                FacilityDiagramView *view = panel()->powerView();
                QTRY_VERIFY(view->isVisible());
                const QString tag = u"%1x%2%3"_s.arg(size.width())
                                        .arg(size.height())
                                        .arg(byTab ? u" by its tab"_s : u""_s);
                QTRY_VERIFY2(view->viewport()->height() >= mWindow->height() / 4,
                             qPrintable(u"%1: %2 px of %3"_s.arg(tag)
                                            .arg(view->viewport()->height())
                                            .arg(mWindow->height())));
                // The views keep their half.
                QVERIFY(mWindow->centralWidget()->height() >= mWindow->height() / 2 - 2);
                QVERIFY(view->fitted());
                const FacilityDiagram::Chain &chain = view->chain();
                int utilities = 0;
                for (int i = 0; i < int(chain.boxes.size()); ++i)
                    if (chain.boxes[size_t(i)].kind == FacilityKind::Utility) {
                        ++utilities;
                        QVERIFY2(inView(view, i), qPrintable(tag + u' ' + chain.boxes[i].title));
                    }
                QVERIFY(utilities > 0);
                if (!byTab)
                    saveShot(u"power-chain-raised-on-open-%1"_s.arg(tag));
            }
    }

    void ctrlWheelZoomsAboutTheCursorAndFitComesBack()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        FacilityDiagramView *view = panel()->powerView();
        const double fitted = view->zoom();
        const int ups = view->boxOf(u"ups-a-2"_s);
        QVERIFY(inView(view, ups));
        const QPointF cursor = view->boxRect(ups).center() + QPointF(0.25, 0.25);
        const QPointF scene = view->viewportTransform().inverted().map(cursor);
        const auto wheel = [&](Qt::KeyboardModifiers modifiers, int delta) {
            QWheelEvent event(cursor, view->viewport()->mapToGlobal(cursor), QPoint(),
                              QPoint(0, delta), Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
            QApplication::sendEvent(view->viewport(), &event);
        };
        // In, twice, then out once: the scene point under the cursor stays within a pixel.
        for (const int delta : {120, 120, -120}) {
            const double before = view->zoom();
            wheel(Qt::ControlModifier, delta);
            QVERIFY(qAbs(view->zoom() / before - std::pow(1.2, delta / 120.0)) < 1e-6);
            const QPointF now = view->viewportTransform().map(scene);
            QVERIFY2(
                QLineF(now, cursor).length() <= 1.0,
                qPrintable(
                    u"%1,%2 vs %3,%4"_s.arg(now.x()).arg(now.y()).arg(cursor.x()).arg(cursor.y())));
        }
        QVERIFY(!view->fitted());
        // The wheel alone scrolls; it never zooms.
        const double zoomed = view->zoom();
        wheel(Qt::NoModifier, -120);
        QCOMPARE(view->zoom(), zoomed);
        // Zoomed, the view keeps its zoom when the dock is resized; Fit comes back to the fit.
        QVERIFY(panel()->fitButton()->isVisible());
        QTest::mouseClick(panel()->fitButton(), Qt::LeftButton);
        QVERIFY(view->fitted());
        QCOMPARE(view->zoom(), fitted);
        QVERIFY(inView(view, view->boxOf(u"utility-a-1"_s)));
    }

    void theSelectionIsOutlinedAndScrolledIntoViewOnItsTab()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        FacilityDiagramView *power = panel()->powerView();
        FacilityDiagramView *cooling = panel()->coolingView();
        // The last busway, below the fold at the fit.
        const int busway = power->boxOf(u"busway-e-3-b"_s);
        QVERIFY(busway >= 0 && !inView(power, busway));
        mWindow->setSelection({u"busway-e-3-b"_s});
        QCOMPARE(panel()->tabs()->currentWidget(), power);
        QVERIFY(power->isHighlighted(busway));
        QVERIFY(inView(power, busway));
        QCOMPARE(power->isHighlighted(power->boxOf(u"ups-a-1"_s)), false);
        saveShot(u"power-chain-selected-1280x720"_s);
        // A cooling element raises the Cooling tab.
        mWindow->setSelection({u"cdu-e-3"_s});
        QCOMPARE(panel()->tabs()->currentWidget(), cooling);
        QTRY_VERIFY(cooling->isVisible());
        QVERIFY(cooling->isHighlighted(cooling->boxOf(u"cdu-e-3"_s)));
        QVERIFY(inView(cooling, cooling->boxOf(u"cdu-e-3"_s)));
        QVERIFY(!power->isHighlighted(busway));
        // A rack outlines its row on both chains and leaves the tab where it is.
        const QString rack = mWindow->design().racks().begin()->first;
        mWindow->setSelection({rack});
        QCOMPARE(panel()->tabs()->currentWidget(), cooling);
        const int group = cooling->firstBoxOf({rack});
        QVERIFY(group >= 0 && cooling->isHighlighted(group));
        QVERIFY(power->isHighlighted(power->firstBoxOf({rack})));
    }

    // Issue 39: the worst failure was a busway while the dock stayed on the Cooling tab.
    void aFailureRaisesTheTabOfTheFailedElement()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        FacilityDiagramView *power = panel()->powerView();
        FacilityDiagramView *cooling = panel()->coolingView();
        panel()->tabs()->setCurrentWidget(cooling);
        QVERIFY(actions()->failElement(u"busway-e-3-b"_s));
        QCOMPARE(panel()->tabs()->currentWidget(), power);
        const int busway = power->boxOf(u"busway-e-3-b"_s);
        QVERIFY(power->isFailed(busway) && power->isHighlighted(busway));
        QTRY_VERIFY(power->isVisible());
        QVERIFY(inView(power, busway));
        saveShot(u"power-chain-failed-busway-1280x720"_s);
        QVERIFY(actions()->failElement(u"crah-5"_s));
        QCOMPARE(panel()->tabs()->currentWidget(), cooling);
        QVERIFY(cooling->isFailed(cooling->boxOf(u"crah-5"_s)));
        QVERIFY(!power->isFailed(busway));
        // The worst failure, found by screening them all, is shown on its tab too.
        panel()->tabs()->setCurrentWidget(panel()->tabs()->currentIndex() == 0 ? cooling : power);
        QSignalSpy finished(actions(), &FacilityWhatIfActions::finished);
        mWindow->findChild<QAction *>(QStringLiteral("worstFacilityFailureAction"))->trigger();
        QVERIFY(finished.wait(120000));
        QVERIFY(actions()->result() && !actions()->result()->failed.empty());
        const QString worst = actions()->result()->failed.front();
        auto *shown = static_cast<FacilityDiagramView *>(panel()->tabs()->currentWidget());
        QVERIFY2(shown->boxOf(worst) >= 0, qPrintable(worst));
        QVERIFY(shown->isFailed(shown->boxOf(worst)));
    }

    // Issue 39: the Cooling tab showed no racks under the CRAHs, only the NVL72 rows under their
    // CDUs, although each CRAH carried 155.9 kW of the air-cooled racks' heat.
    void theCoolingTabShowsEveryRackUnderWhatCoolsIt()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        const Design &design = mWindow->design();
        const Analysis &analysis = mWindow->session()->analysis();
        const FacilityDiagram::Chain &chain = panel()->coolingView()->chain();
        // The racks under each element: the rack groups a line runs to from its box.
        QHash<QString, QSet<QString>> under;
        for (const FacilityDiagram::Edge &e : chain.edges)
            if (chain.boxes[size_t(e.to)].rackGroup)
                for (const QString &rack : chain.boxes[size_t(e.to)].ids)
                    under[chain.boxes[size_t(e.from)].ids.front()].insert(rack);
        // The oracle: the analysis's heat split and the racks' own lists. A rack naming no CRAH
        // sheds its air heat to every CRAH of the room.
        int airRacks = 0;
        for (const RackFacilityReport &r : analysis.facility.racks) {
            const Rack *rack = design.rack(r.rackId);
            for (const QString &cdu : rack->cooledBy)
                QVERIFY2(under[cdu].contains(r.rackId), qPrintable(cdu + u' ' + r.rackId));
            if (r.airHeatKw <= 0)
                continue;
            ++airRacks;
            for (const auto &[id, e] : design.facility())
                if (e.kind == FacilityKind::Crah)
                    QVERIFY2(under[id].contains(r.rackId), qPrintable(id + u' ' + r.rackId));
        }
        QVERIFY(airRacks > 0);
        int crahs = 0;
        for (const CoolingUnitReport &u : analysis.facility.cooling)
            if (u.kind == FacilityKind::Crah) {
                ++crahs;
                QVERIFY(u.loadKw > 0);
            }
        QVERIFY(crahs > 0);
    }

    // Issue 39: both diagrams ~100 px wide on the presentation's facility page at 1280x720, the
    // page mostly empty. Side by side, each fills its column and its text reads.
    void aSuperPodFacilityFillsThePresentationPage()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        PresentationMode *page = showPresentation(QStringLiteral("Facility"));
        QVERIFY(page);
        QPointer<PresentationMode> guard(page);
        FacilityPage *facility = page->facilityPage();
        page->showPage(page->pageCount() - 1);
        QTRY_VERIFY(facility->isVisible());
        QTRY_VERIFY(!facility->headline()->text().startsWith(u"Screening"_s));
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            page->resize(size);
            QTest::qWait(50);
            const QRectF power = facility->chainArea(true), cooling = facility->chainArea(false);
            QVERIFY(!power.intersects(cooling));
            double used = 0;
            for (const bool which : {true, false}) {
                const QRectF area = facility->chainArea(which);
                const double scale = facility->chainScale(which);
                const QSizeF drawn = facility->shownChain(which).bounds.size() * scale;
                QVERIFY(drawn.width() <= area.width() + 0.5 && drawn.height() <= area.height());
                QVERIFY(area.top() >= facility->headline()->geometry().bottom());
                QVERIFY(area.bottom() <= facility->height());
                // The boxes' text at 5 pt or more (it was under 2 pt).
                QVERIFY2(
                    scale * FacilityPage::kBoxPointSize >= 5,
                    qPrintable(u"%1 at %2x%3"_s.arg(scale).arg(size.width()).arg(size.height())));
                used += drawn.width() * drawn.height();
            }
            // The diagrams cover a good part of the page below the sentence.
            const double below = facility->width() *
                                 (facility->height() - facility->headline()->geometry().bottom());
            QVERIFY2(used > below * 0.3, qPrintable(QString::number(used / below)));
            if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
                page->grab().save(shots +
                                  u"/presentation-facility-gb200-%1x%2.png"_s.arg(size.width())
                                      .arg(size.height()));
        }
        page->close();
        QTRY_VERIFY(!guard);
    }

    // Issue 39: the PDF's power chain was illegible, and "Cooling plant" ended page 3 with its
    // diagram on page 4. Each heading shares its page with its diagram, whose text reads.
    void aSuperPodFacilityIsLegibleInThePdf()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        const Design &design = mWindow->design();
        const QString pdf = mDir.filePath(QStringLiteral("superpod-report.pdf"));
        QVERIFY(writeReport(pdf));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty()) {
            QFile::remove(shots + QStringLiteral("/report-facility-gb200.pdf"));
            QFile::copy(pdf, shots + QStringLiteral("/report-facility-gb200.pdf"));
        }
        const auto pdftotext = [&](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral("pdftotext"), args + QStringList{pdf, QStringLiteral("-")});
            p.waitForFinished(60000);
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        // pdftotext ends each page with a form feed.
        const QStringList pages = pdftotext({QStringLiteral("-raw")}).split(u'\f');
        for (const bool power : {true, false}) {
            const QString heading = power ? u"Power chain"_s : u"Cooling plant"_s;
            int at = -1;
            for (int i = 0; i < pages.size(); ++i)
                if (pages[i].split(u'\n').contains(heading))
                    at = i;
            QVERIFY2(at >= 0, qPrintable(heading));
            const QStringList lines = pages[at].trimmed().split(u'\n');
            QVERIFY2(lines.last() != heading, qPrintable(heading + u" ends its page"_s));
            // The diagram on the heading's page: every element of the chain named there.
            const QString after = pages[at].mid(pages[at].indexOf(heading));
            for (const auto &[id, e] : design.facility())
                if (isPowerKind(e.kind) == power)
                    QVERIFY2(after.contains(e.name), qPrintable(heading + u": "_s + e.name));
            // Every word on that page at 4.5 pt or more (the diagram's were under 2 pt).
            const QString bbox = pdftotext(
                {u"-f"_s, QString::number(at + 1), u"-l"_s, QString::number(at + 1), u"-bbox"_s});
            static const QRegularExpression word(
                QStringLiteral("<word xMin=\"[\\d.]+\" yMin=\"([\\d.]+)\" xMax=\"[\\d.]+\" "
                               "yMax=\"([\\d.]+)\">([^<]*)</word>"));
            int words = 0;
            for (auto it = word.globalMatch(bbox); it.hasNext(); ++words) {
                const QRegularExpressionMatch m = it.next();
                const double height = m.captured(2).toDouble() - m.captured(1).toDouble();
                QVERIFY2(height >= 4.5, qPrintable(m.captured(3) + u' ' + QString::number(height)));
            }
            QVERIFY(words > 20);
        }
    }

    // Issue 39: the header said "Sliders are what-ifs" on the Facility and Optics pages, which
    // have none, and "Esc leaves." broke over two lines on the Costs page.
    void theHeaderSaysOnlyWhatHoldsOnEachPage()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        PresentationMode *mode = showPresentation(QStringLiteral("Header"));
        QVERIFY(mode);
        QPointer<PresentationMode> guard(mode);
        QTRY_VERIFY(mode->pageCount() >= 2); // costs and facility (optics when compared)
        auto *hint = mode->findChild<QLabel *>(QStringLiteral("presentationHint"));
        QVERIFY(hint);
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            mode->resize(size);
            for (int page = 0; page < mode->pageCount(); ++page) {
                mode->showPage(page);
                QTest::qWait(20);
                int sliders = 0;
                for (QSlider *slider : mode->findChildren<QSlider *>())
                    sliders += slider->isVisible();
                const QString text = QString(hint->text()).replace(QChar::Nbsp, u' ');
                QCOMPARE(text.contains(u"Sliders are what-ifs"_s), sliders > 0);
                QVERIFY(text.contains(u"Esc leaves."_s));
                // The text as the label wraps it: each phrase on one line.
                QTextLayout layout(hint->text(), hint->font());
                QTextOption option;
                option.setWrapMode(QTextOption::WordWrap);
                layout.setTextOption(option);
                layout.beginLayout();
                QStringList lines;
                for (QTextLine line = layout.createLine(); line.isValid();
                     line = layout.createLine()) {
                    line.setLineWidth(hint->contentsRect().width());
                    lines << hint->text()
                                 .mid(line.textStart(), line.textLength())
                                 .replace(QChar::Nbsp, u' ');
                }
                layout.endLayout();
                for (const QString &phrase : text.split(u"   "_s, Qt::SkipEmptyParts)) {
                    bool whole = false;
                    for (const QString &line : lines)
                        whole = whole || line.contains(phrase.trimmed());
                    QVERIFY2(whole, qPrintable(phrase + u" | "_s + lines.join(u" | "_s)));
                }
            }
        }
        mode->close();
        QTRY_VERIFY(!guard);
    }

    // Issue 39: the Inspector showed no figures of a facility element (they were below the fold,
    // under the fields), "Fed from" was ids cut at their start, and the hall had no width or
    // depth fields.
    void theInspectorShowsAnElementsFiguresAndSourcesByName()
    {
        QVERIFY(openGb300(QSize(1280, 720)));
        FacilityElementPage *page = mWindow->docks()->inspector()->facilityPage();
        mWindow->setSelection({u"busway-a-1-a"_s});
        QTRY_VERIFY(page->isVisible());
        // The figures the diagram's box shows, from the same analysis, first under the title.
        const FacilityDiagramView *power = panel()->powerView();
        const FacilityDiagram::Box &box =
            power->chain().boxes[size_t(power->boxOf(u"busway-a-1-a"_s))];
        const PowerElementReport *report = nullptr;
        for (const PowerElementReport &r : mWindow->session()->analysis().facility.powerChain)
            if (r.id == u"busway-a-1-a"_s)
                report = &r;
        QVERIFY(report);
        QCOMPARE(box.loadKw, report->peakKw);
        const QString figures = page->figuresLabel()->text();
        // By core/format's rules in the desktop's locale, as the diagram and the CLI write them.
        const QLocale locale;
        QVERIFY2(
            figures.contains(format::kilowatts(report->peakKw, locale) + u" kW"_s) &&
                figures.contains(format::kilowatts(report->usableKw, locale) + u" kW usable"_s) &&
                figures.contains(format::percent(report->utilisation, 0, locale)),
            qPrintable(figures));
        saveShot(u"inspector-facility-busway-1280x720"_s);
        QVERIFY(page->figuresLabel()->geometry().bottom() < page->nameField()->geometry().top());
        // Its sources by name, in full; the ids' field from its start.
        QCOMPARE(page->fedFromNamesLabel()->text(), u"UPS A 1, UPS A 2, UPS A 3"_s);
        QCOMPARE(page->fedFromField()->cursorPosition(), 0);
        // Picked by name: every element that can feed a busway, checked as the design has it.
        page->fillSources();
        QMenu *menu = page->chooseSourcesButton()->menu();
        QAction *upsB1 = nullptr;
        int checked = 0;
        for (QAction *action : menu->actions()) {
            checked += action->isChecked();
            if (action->text() == u"UPS B 1 (ups-b-1)"_s)
                upsB1 = action;
        }
        QCOMPARE(checked, 3);
        QVERIFY(upsB1 && !upsB1->isChecked());
        const int steps = mWindow->document()->undoStack()->count();
        upsB1->trigger();
        QCOMPARE(mWindow->document()->undoStack()->count(), steps + 1);
        const FacilityElement *busway = mWindow->design().facilityElement(u"busway-a-1-a"_s);
        QVERIFY(std::find(busway->fedFrom.begin(), busway->fedFrom.end(), u"ups-b-1"_s) !=
                busway->fedFrom.end());
        QTRY_VERIFY(page->fedFromNamesLabel()->text().endsWith(u"UPS B 1"_s));
        // A CDU's flow.
        mWindow->setSelection({u"cdu-a-1"_s});
        QTRY_VERIFY(page->figuresLabel()->text().contains(u"L/min"_s));
        saveShot(u"inspector-facility-cdu-1280x720"_s);
        // The hall's width and depth, edited as one undo step.
        mWindow->setSelection({});
        HallFields *hall = mWindow->docks()->inspector()->hallFields();
        QTRY_VERIFY(hall->isVisible());
        QCOMPARE(hall->widthField()->text(), QString::number(mWindow->design().hall->widthM));
        QCOMPARE(hall->depthField()->text(), QString::number(mWindow->design().hall->depthM));
        const double width = mWindow->design().hall->widthM + 4;
        hall->widthField()->setText(QString::number(width));
        Q_EMIT hall->widthField()->editingFinished();
        QCOMPARE(mWindow->design().hall->widthM, width);
        hall->depthField()->setText(u"-3"_s);
        Q_EMIT hall->depthField()->editingFinished();
        QVERIFY(mWindow->design().hall->depthM > 0);
        QVERIFY(!hall->refusalLabel()->text().isEmpty());
        saveShot(u"inspector-facility-1280x720"_s);
    }

    void clickSelects()
    {
        mWindow->docks()->showPowerChain();
        const auto [view, index] = boxOf(u"ups-a"_s);
        QVERIFY(view);
        QTRY_VERIFY(view->isVisible());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->boxRect(index).center());
        QCOMPARE(mWindow->selection(), QStringList{u"ups-a"_s});
        // A rack group selects its racks.
        for (int i = 0; i < int(view->chain().boxes.size()); ++i)
            if (view->chain().boxes[i].rackGroup) {
                QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->boxRect(i).center());
                QStringList selected = mWindow->selection();
                QStringList expected = view->chain().boxes[i].ids;
                selected.sort();
                expected.sort();
                QCOMPARE(selected, expected);
                break;
            }
    }

    void failElementShowsCoreResultInTheDock()
    {
        QAction *fail = mWindow->findChild<QAction *>(QStringLiteral("failElementAction"));
        QVERIFY(fail && fail->isEnabled());
        QVERIFY(actions()->failElement(QStringLiteral("ups-a")));
        QString why;
        const std::optional<FacilityWhatIf> expected = failFacilityElements(
            mWindow->design(), *mWindow->catalog(), {QStringLiteral("ups-a")}, &why);
        QVERIFY2(expected, qPrintable(why));
        QVERIFY(actions()->result());
        QCOMPARE(actions()->result()->failed, expected->failed);
        QCOMPARE(panel()->whatIfHeadline()->text(),
                 facilityWhatIfSentence(mWindow->design(), *expected, false));
        QVERIFY(panel()->whatIfHeadline()->isVisible());
        QListWidget *list = panel()->whatIfList();
        const int rows =
            int(1 + expected->racksWithoutPower.size() + expected->racksWithoutCooling.size() +
                expected->coolingUnitsCut.size() + expected->elementsOver.size() +
                expected->overBeforeFailure.size() + (expected->tightest ? 1 : 0));
        QCOMPARE(list->count(), rows);
        QCOMPARE(list->item(0)->data(Qt::UserRole).toString(), QStringLiteral("ups-a"));
        QVERIFY(list->item(0)->text().contains(QStringLiteral("UPS A")));
        QCOMPARE(mWindow->selection(), QStringList{u"ups-a"_s});
        // A line of the result points at its object.
        mWindow->setSelection({});
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(0)).center());
        QCOMPARE(mWindow->selection(), QStringList{u"ups-a"_s});
        QVERIFY(!actions()->failElement(QStringLiteral("no-such-element")));
        saveShot(QStringLiteral("power-chain-fail-element-1280x720"));
    }

    // Losing the one chiller cuts the CDU and the CRAH it feeds: every rack loses cooling, and
    // the dock names the racks as people named them, the units cut off with them.
    void losingTheChillerListsRacksByName()
    {
        QVERIFY(actions()->failElement(QStringLiteral("ch1")));
        const std::optional<FacilityWhatIf> &result = actions()->result();
        QVERIFY(result);
        QCOMPARE(result->coolingUnitsCut, (std::vector<QString>{u"cdu1"_s, u"crah1"_s}));
        QCOMPARE(result->racksWithoutCooling.size(), mWindow->design().racks().size());
        QVERIFY(!result->survives());
        QListWidget *list = panel()->whatIfList();
        int named = 0;
        for (const QString &id : result->racksWithoutCooling) {
            const QString name = shownName(mWindow->design(), id);
            bool found = false;
            for (int row = 0; row < list->count(); ++row) {
                const QListWidgetItem *item = list->item(row);
                if (item->data(Qt::UserRole).toString() != id)
                    continue;
                found = true;
                QVERIFY2(item->text().contains(name), qPrintable(item->text()));
                if (name != id) {
                    QVERIFY2(!item->text().contains(id), qPrintable(item->text()));
                    ++named;
                }
            }
            QVERIFY2(found, qPrintable(id));
        }
        QVERIFY(named > 0); // the sample's racks have names of their own
        for (const QString &unit : result->coolingUnitsCut) {
            bool found = false;
            for (int row = 0; row < list->count(); ++row)
                found = found || list->item(row)->data(Qt::UserRole).toString() == unit;
            QVERIFY2(found, qPrintable(unit));
        }
    }

    void worstFailureRunsOffTheUiThread()
    {
        QAction *worst =
            mWindow->findChild<QAction *>(QStringLiteral("worstFacilityFailureAction"));
        QVERIFY(worst && worst->isEnabled());
        QSignalSpy finished(actions(), &FacilityWhatIfActions::finished);
        worst->trigger();
        QVERIFY(actions()->running());
        QVERIFY(!worst->isEnabled());
        QVERIFY(finished.wait(60000));
        QVERIFY(!actions()->running());
        QVERIFY(worst->isEnabled());
        const std::optional<FacilityWhatIf> expected =
            worstFacilityFailure(mWindow->design(), *mWindow->catalog(), {});
        QVERIFY(expected);
        QVERIFY(actions()->result());
        QCOMPARE(actions()->result()->failed, expected->failed);
        QCOMPARE(panel()->whatIfHeadline()->text(),
                 facilityWhatIfSentence(mWindow->design(), *expected, true));
        QCOMPARE(mWindow->selection(), QStringList{expected->failed.front()});
    }
    void presentationHasTheFacilityPage()
    {
        PresentationMode *page = showPresentation(QStringLiteral("Facility"));
        QVERIFY(page);
        QPointer<PresentationMode> guard(page);
        FacilityPage *facility = page->facilityPage();
        QVERIFY(facility->hasFacility());
        QCOMPARE(page->pageCount(), page->workloadPage()->hasWorkload() ? 3 : 2);
        page->showPage(page->pageCount() - 1);
        QTRY_VERIFY(facility->isVisible());
        const std::optional<FacilityWhatIf> worst =
            worstFacilityFailure(mWindow->design(), *mWindow->catalog(), {});
        QVERIFY(worst);
        QTRY_COMPARE(facility->headline()->text(),
                     facilityWhatIfSentence(mWindow->design(), *worst, true));
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            page->resize(size);
            QTest::qWait(50);
            // Both chains drawn inside the page, below the sentence.
            for (const bool power : {true, false}) {
                QVERIFY(facility->chainScale(power) > 0.4);
                QVERIFY(facility->chainArea(power).top() >=
                        facility->headline()->geometry().bottom());
                QVERIFY(facility->chainArea(power).bottom() <= facility->height());
            }
            if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
                page->grab().save(shots + QStringLiteral("/presentation-facility-%1x%2.png")
                                              .arg(size.width())
                                              .arg(size.height()));
        }
        page->close();
        QTRY_VERIFY(!guard);
    }

    void pdfReportHasTheFacilityPage()
    {
        const Design &design = mWindow->design();
        const Catalog &catalog = *mWindow->catalog();
        const QString pdf = mDir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(writeReport(pdf));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            QFile::copy(pdf, shots + QStringLiteral("/report-facility.pdf"));
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY(text.contains(QStringLiteral("Facility")));
        QVERIFY(text.contains(QStringLiteral("Power chain")));
        QVERIFY(text.contains(QStringLiteral("Cooling plant")));
        for (const auto &[id, e] : design.facility())
            QVERIFY2(text.contains(e.name), qPrintable(e.name));
        const std::optional<FacilityWhatIf> worst = worstFacilityFailure(design, catalog, {});
        QVERIFY(worst);
        const QString sentence = facilityWhatIfSentence(design, *worst, true);
        QVERIFY2(text.contains(sentence), qPrintable(text.right(3000)));
    }
};

QTEST_MAIN(TestPowerChainDock)
#include "tst_powerchaindock.moc"
