// The main window on the screen it opens on, at 1280x720 and 1920x1080 (two offscreen
// screens, tests/data/screens): on first start (no saved window) the window lies within the
// screen's available area, so do all its docks, none of them empty; the window's minimum size
// with every dock open is under 1280x720 (and the widget that keeps it larger is named); the
// docks open at sizes that show their content: Totals all its rows at 1920x1080 and at least half
// of them at 1280x720, the Racks a few rows without a mostly empty dock, the catalog's SKUs whole
// (each item's text measured with the view's font against its cell, as the delegate elides it);
// the template wizard shows its whole preview.
// The Costs tab raised grows the bottom group only as far as the views keep half of the window,
// and gives the height back when another tab is raised. PODCAD_TEST_SHOTS=dir saves the window
// with the Costs raised and after, as costs-raised-ROW.png and costs-then-racks-ROW.png.
#include "canvas/floorview.h"
#include "catalog/catalog.h"
#include "commands/changevalues.h"
#include "dialogs/feedlossdialog.h"
#include "dialogs/proposaldialog.h"
#include "dialogs/templatewizard.h"
#include "generate/superpod.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/screenfit.h"
#include "mainwindow/whatifactions.h"
#include "offscreenscreens.h"
#include "panels/catalogmodel.h"
#include "panels/catalogpalette.h"
#include "panels/inspector.h"
#include "panels/racksmodel.h"
#include "panels/rackstable.h"
#include "panels/totalsmodel.h"
#include "panels/totalspanel.h"
#include "session/document.h"
#include "sharedcatalog.h"
#include "testpaths.h"
#include "windowfixture.h"
#include "windowparts.h"
#include "wizardpreview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTreeView>
#include <QUndoStack>

using namespace podcad;

class TestScreenFit final : public QObject
{
    Q_OBJECT
    QTemporaryDir mSettings;

    // A first start on `screen`: the window as the constructor places it on the primary screen,
    // then placed for this one as the constructor does (fitToScreen), shown, the sample opened.
    // A generated DGX H100 SuperPOD of `sus` scalable units.
    static std::optional<Design> superPod(int sus)
    {
        QString error;
        const std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
        if (!catalog)
            return std::nullopt;
        SuperPodOptions options;
        options.sus = sus;
        return generateSuperPod(*catalog, options, &error);
    }

    // `design`, when given, instead of the sample.
    std::unique_ptr<MainWindow> openOn(QScreen *screen, std::optional<Design> design = {})
    {
        QSettings().clear();
        auto window = std::make_unique<MainWindow>();
        window->setScreen(screen);
        window->fitToScreen(screen->availableGeometry());
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        if (design)
            window->newFromDesign(std::move(*design));
        else if (!window->openFile(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))))
            return nullptr;
        if (!QTest::qWaitFor([&] { return !window->analysisPending(); }, 120000))
            return nullptr;
        QApplication::processEvents();
        return window;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mSettings.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mSettings.path());
        // Both screens of tests/data/screens/1280x720-and-1920x1080.json are there.
        QVERIFY2(test::screenOfSize({1280, 720}) && test::screenOfSize({1920, 1080}),
                 "the offscreen platform did not take the screens' file");
    }

    void windowGeometryStaysOnTheScreen_data()
    {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<bool>("fills");
        QTest::newRow("1280x720") << QRect(0, 0, 1280, 720) << true;
        QTest::newRow("1366x768 with a panel") << QRect(0, 0, 1366, 740) << true;
        QTest::newRow("1600x900 right of another") << QRect(1920, 0, 1600, 900) << true;
        QTest::newRow("1920x1080 with a panel") << QRect(0, 28, 1920, 1052) << false;
        QTest::newRow("3840x2160") << QRect(0, 0, 3840, 2160) << false;
    }

    void windowGeometryStaysOnTheScreen()
    {
        QFETCH(QRect, available);
        QFETCH(bool, fills);
        const QRect placed = screenfit::windowGeometry(available);
        QVERIFY(!placed.isEmpty());
        QVERIFY2(available.contains(placed), qPrintable(QDebug::toString(placed)));
        QCOMPARE(screenfit::fillsScreen(available), fills);
        if (fills) {
            QCOMPARE(placed, available);
        } else {
            QCOMPARE(placed.size(), screenfit::kPreferredSize);
            QCOMPARE(placed.center(), available.center());
        }
    }

    // Qt keeps a window at least its minimum size, whatever the screen: with every dock shown,
    // and the topology's legend filled, that minimum must fit 1280x720 (the legend in one line
    // held the window at 1,500 pixels).
    void minimumSizeWithEveryDockFits720p()
    {
        QSettings().clear();
        MainWindow window;
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            dock->setFloating(false);
            dock->show();
        }
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // With a design in both views: the topology's fabric filter and legend are filled then.
        QVERIFY(window.openFile(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))));
        window.setCurrentView(MainWindow::View::Topology);
        QVERIFY(test::waitForAnalysis(window));
        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QString big;
        for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
            big += QStringLiteral(" %1 %2x%3")
                       .arg(dock->objectName())
                       .arg(dock->minimumSizeHint().width())
                       .arg(dock->minimumSizeHint().height());
        QVERIFY2(minimum.width() < 1280 && minimum.height() < 720,
                 qPrintable(QStringLiteral("minimum %1x%2; docks:%3")
                                .arg(minimum.width())
                                .arg(minimum.height())
                                .arg(big)));
        QVERIFY(minimum.width() > 0 && minimum.height() > 0);
    }

    void firstStartFitsTheScreen_data()
    {
        QTest::addColumn<QSize>("screenSize");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void firstStartFitsTheScreen()
    {
        QFETCH(QSize, screenSize);
        QScreen *screen = test::screenOfSize(screenSize);
        QVERIFY(screen);
        const std::unique_ptr<MainWindow> window = openOn(screen);
        QVERIFY(window);
        const QRect available = screen->availableGeometry();
        QVERIFY2(available.contains(window->frameGeometry()),
                 qPrintable(QDebug::toString(window->frameGeometry()) + QStringLiteral(" on ") +
                            QDebug::toString(available)));
        const auto all = test::windowParts(*window);
        QVERIFY(all.size() >= 5); // catalog, undo, inspector, totals, a bottom dock, the views
        for (const auto &[name, rect] : all) {
            QVERIFY2(rect.width() > 40 && rect.height() > 40,
                     qPrintable(name + QStringLiteral(" is ") + QDebug::toString(rect)));
            QVERIFY2(available.contains(rect),
                     qPrintable(name + QStringLiteral(" at ") + QDebug::toString(rect) +
                                QStringLiteral(" is cut off by the screen ") +
                                QDebug::toString(available)));
        }
        // The views keep most of the room.
        const QWidget *central = window->centralWidget();
        QVERIFY(central->width() >= window->width() * 2 / 5);
        QVERIFY(central->height() >= window->height() / 2);
    }

    void docksShowTheirContent_data() { firstStartFitsTheScreen_data(); }

    void docksShowTheirContent()
    {
        QFETCH(QSize, screenSize);
        const std::unique_ptr<MainWindow> window = openOn(test::screenOfSize(screenSize));
        QVERIFY(window);
        auto *totals = window->findChild<TotalsPanel *>();
        const int rows = totals->model()->rowCount();
        QCOMPARE(rows, TotalsPanel::kTypicalRows); // the sample: 14 figures, 4 fabrics
        const int rowHeight = totals->verticalHeader()->defaultSectionSize();
        const int shownRows = totals->viewport()->height() / rowHeight;
        if (screenSize.height() >= 1080) {
            QVERIFY2(
                totals->verticalScrollBar()->maximum() == 0,
                qPrintable(QStringLiteral("Totals shows %1 of %2 rows").arg(shownRows).arg(rows)));
        } else {
            QVERIFY2(
                shownRows >= rows / 2,
                qPrintable(QStringLiteral("Totals shows %1 of %2 rows").arg(shownRows).arg(rows)));
        }
        // The inspector keeps a readable page above it.
        QVERIFY(window->findChild<QDockWidget *>(QStringLiteral("inspectorDock"))->height() >= 150);

        // The Racks dock: every rack of the sample (4) in sight, and not a large empty table.
        auto *racks = window->findChild<RacksTable *>();
        QCOMPARE(racks->model()->rowCount(), 4);
        QCOMPARE(racks->verticalScrollBar()->maximum(), 0);
        const int racksRowHeight = racks->verticalHeader()->defaultSectionSize();
        QVERIFY2(racks->viewport()->height() <= 8 * racksRowHeight,
                 qPrintable(QStringLiteral("Racks viewport %1 px for rows of %2 px")
                                .arg(racks->viewport()->height())
                                .arg(racksRowHeight)));
        // The Costs tab clicked: the group grows until nothing of the costs is scrolled away,
        // the views keeping half of the window.
        auto *costs = window->findChild<QDockWidget *>(QStringLiteral("costsDock"));
        costs->raise();
        auto *scroll = costs->findChild<QScrollArea *>(QStringLiteral("costsScroll"));
        QVERIFY(scroll);
        QTRY_COMPARE(scroll->verticalScrollBar()->maximum(), 0);
        QVERIFY(window->centralWidget()->height() >= window->height() / 2);
    }

    // The window of a row of costsGiveTheViewsTheirHeightBack_data(): on the screen of
    // `screenSize`, the sample or a `sus`-SU SuperPOD open; null when it could not be opened.
    std::unique_ptr<MainWindow> openForRow()
    {
        QFETCH(QSize, screenSize);
        QFETCH(int, sus);
        std::optional<Design> design;
        if (sus > 0 && !(design = superPod(sus)))
            return nullptr;
        return openOn(test::screenOfSize(screenSize), std::move(design));
    }

    void costsGiveTheViewsTheirHeightBack_data()
    {
        QTest::addColumn<QSize>("screenSize");
        QTest::addColumn<int>("sus"); // 0: the sample
        QTest::newRow("1280x720-sample") << QSize(1280, 720) << 0;
        QTest::newRow("1280x720-64su") << QSize(1280, 720) << 64;
        QTest::newRow("1920x1080-sample") << QSize(1920, 1080) << 0;
    }

    // The Costs tab raised, the group grows for them while the floor keeps most of its height
    // (on a 64-SU design the minimap covers a corner of it, not half); another tab raised, the
    // views get back the height they had, so the next start does not open with a short floor.
    void costsGiveTheViewsTheirHeightBack()
    {
        const std::unique_ptr<MainWindow> window = openForRow();
        QVERIFY(window);
        auto *floor = window->findChild<FloorView *>();
        QVERIFY(floor && floor->isVisible());
        const QWidget *central = window->centralWidget();
        const int before = central->height();
        auto *costs = window->findChild<QDockWidget *>(QStringLiteral("costsDock"));
        auto *racks = window->findChild<QDockWidget *>(QStringLiteral("racksDock"));
        const int racksBefore = racks->height();

        costs->raise();
        // Grown (the costs want more than the racks' few rows), the floor keeping its share.
        QTRY_VERIFY(costs->height() > racksBefore);
        QVERIFY2(floor->height() >= window->height() * 45 / 100,
                 qPrintable(QStringLiteral("floor %1 px of a %2 px window")
                                .arg(floor->height())
                                .arg(window->height())));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            window->grab().save(QStringLiteral("%1/costs-raised-%2.png")
                                    .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
        // Raised again (View > Costs, Alt+Tab), it stays as it is.
        const int grown = costs->height();
        window->showCosts();
        QTest::qWait(50);
        QCOMPARE(costs->height(), grown);

        racks->raise();
        QTRY_VERIFY2(std::abs(central->height() - before) <= 2,
                     qPrintable(QStringLiteral("views %1 px, %2 before the costs")
                                    .arg(central->height())
                                    .arg(before)));
        QVERIFY(std::abs(racks->height() - racksBefore) <= 2);
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            window->grab().save(QStringLiteral("%1/costs-then-racks-%2.png")
                                    .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
        window->document()->undoStack()->setClean();
    }

    // Closed with the Costs raised, the window gives the views their height back before it
    // saves its docks: the next start opens with the group at its own height (and the Costs,
    // raised, grow it again).
    void closingSavesTheGroupAtItsOwnHeight()
    {
        std::unique_ptr<MainWindow> window = openOn(test::screenOfSize({1280, 720}));
        QVERIFY(window);
        const int before = window->centralWidget()->height();
        const int racksBefore =
            window->findChild<QDockWidget *>(QStringLiteral("racksDock"))->height();
        window->findChild<QDockWidget *>(QStringLiteral("costsDock"))->raise();
        QTRY_VERIFY(window->centralWidget()->height() < before);
        window->document()->undoStack()->setClean();
        QVERIFY(window->close());
        QVERIFY(std::abs(window->centralWidget()->height() - before) <= 2);
        const QByteArray state =
            QSettings().value(QStringLiteral("mainWindow/state")).toByteArray();
        QVERIFY(!state.isEmpty());
        window.reset();

        // The saved docks in a window of the same size.
        window = openOn(test::screenOfSize({1280, 720}));
        QVERIFY(window);
        QVERIFY(window->restoreState(state));
        QApplication::processEvents();
        auto *costs = window->findChild<QDockWidget *>(QStringLiteral("costsDock"));
        QVERIFY(!costs->visibleRegion().isEmpty()); // the tab raised at close
        QTRY_VERIFY(costs->height() > racksBefore);
        window->findChild<QDockWidget *>(QStringLiteral("racksDock"))->raise();
        QTRY_VERIFY2(std::abs(window->centralWidget()->height() - before) <= 2,
                     qPrintable(QStringLiteral("views %1 px, %2 before the costs")
                                    .arg(window->centralWidget()->height())
                                    .arg(before)));
        window->document()->undoStack()->setClean();
    }

    // A height the person gives the group by hand is theirs: raising another tab keeps it.
    void aGroupResizedByHandKeepsItsHeight()
    {
        const std::unique_ptr<MainWindow> window = openOn(test::screenOfSize({1280, 720}));
        QVERIFY(window);
        auto *costs = window->findChild<QDockWidget *>(QStringLiteral("costsDock"));
        auto *racks = window->findChild<QDockWidget *>(QStringLiteral("racksDock"));
        costs->raise();
        const int racksBefore = racks->height();
        QTRY_VERIFY(costs->height() > racksBefore);
        // As the splitter would, dragged up by 40 pixels.
        const int dragged = costs->height() + 40;
        window->resizeDocks({costs}, {dragged}, Qt::Vertical);
        QApplication::processEvents();
        const int kept = costs->height();
        QVERIFY(kept > racksBefore);
        racks->raise();
        QTest::qWait(100);
        QVERIFY2(
            std::abs(racks->height() - kept) <= 2,
            qPrintable(
                QStringLiteral("racks %1 px, the group was %2").arg(racks->height()).arg(kept)));
        window->document()->undoStack()->setClean();
    }

    // The Racks dock's cells that do not fit their column (as the delegate measures them), and
    // the headers.
    static QStringList cutRackCells(RacksTable *racks)
    {
        const QAbstractItemModel *model = racks->model();
        QHeaderView *header = racks->horizontalHeader();
        QStringList cut;
        for (int c = 0; c < model->columnCount(); ++c) {
            for (int row = 0; row < model->rowCount(); ++row) {
                const QModelIndex index = model->index(row, c);
                const int needs = racks->sizeHintForIndex(index).width();
                if (needs > header->sectionSize(c))
                    cut << QStringLiteral("%1 (%2 px in %3)")
                               .arg(index.data().toString())
                               .arg(needs)
                               .arg(header->sectionSize(c));
            }
            if (header->sectionSizeHint(c) > header->sectionSize(c))
                cut << model->headerData(c, Qt::Horizontal).toString();
        }
        cut.removeDuplicates();
        return cut;
    }

    // Every cell of the Racks dock whole (the cooling method is the long one), each column as
    // wide as its widest cell, the rest of the width going to the last column; and so after an
    // edit that brings a longer text (a rack pushed to direct-to-chip liquid cooling).
    void racksCellsAreWhole_data() { costsGiveTheViewsTheirHeightBack_data(); }

    void racksCellsAreWhole()
    {
        const std::unique_ptr<MainWindow> window = openForRow();
        QVERIFY(window);
        auto *racks = window->findChild<RacksTable *>();
        QVERIFY(racks->isVisible());
        QVERIFY(racks->model()->rowCount() > 0);
        QStringList cut = cutRackCells(racks);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
        // The columns fill the dock.
        QVERIFY(racks->horizontalHeader()->length() >= racks->viewport()->width());

        // One node drawing 60 kW: its rack wants direct-to-chip liquid cooling.
        QString node;
        for (const auto &[id, device] : window->design().devices())
            if (device.role == Role::Compute && !device.rackId.isEmpty() && node.isEmpty())
                node = id;
        QVERIFY(!node.isEmpty());
        Device hot = *window->design().device(node);
        hot.powerOverrideW = 60000;
        QString why;
        QVERIFY2(window->document()->push(
                     new ChangeDevices(window->document(), {hot}, QStringLiteral("hot")), &why),
                 qPrintable(why));
        QVERIFY(test::waitForAnalysis(*window, 120000));
        const int row = racks->model()->rowOfKey(hot.rackId);
        QVERIFY(row >= 0);
        QCOMPARE(racks->model()->index(row, RacksModel::Cooling).data().toString(),
                 QStringLiteral("direct-to-chip liquid"));
        cut = cutRackCells(racks);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            window->grab().save(QStringLiteral("%1/racks-%2.png")
                                    .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
        window->document()->undoStack()->setClean();
    }

    // Every Totals row's label and value whole, on the sample and on a 64-SU SuperPOD (issue 39:
    // "IT power (...cal / max)", "Facility p...(PUE 1.30)" beside the 64-SU design's values),
    // at 1280x720 and 1920x1080: each text's width with the view's font against its cell.
    void totalsAreWhole_data()
    {
        QTest::addColumn<QSize>("screenSize");
        QTest::addColumn<int>("sus"); // 0: the sample
        QTest::newRow("1280x720-sample") << QSize(1280, 720) << 0;
        QTest::newRow("1280x720-64su") << QSize(1280, 720) << 64;
        QTest::newRow("1920x1080-sample") << QSize(1920, 1080) << 0;
        QTest::newRow("1920x1080-64su") << QSize(1920, 1080) << 64;
    }

    void totalsAreWhole()
    {
        const std::unique_ptr<MainWindow> window = openForRow();
        QVERIFY(window);
        QVERIFY(test::waitForAnalysis(*window, 120000));
        auto *totals = window->findChild<TotalsPanel *>();
        QVERIFY(totals->isVisible());
        QTest::qWait(20);
        const int margin = totals->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1;
        const QFontMetrics fm = totals->fontMetrics();
        QStringList cut;
        for (int r = 0; r < totals->model()->rowCount(); ++r) {
            // The value on one line, whole.
            const QModelIndex value = totals->model()->index(r, TotalsModel::Value);
            const QString text = value.data().toString();
            const int width = totals->visualRect(value).width();
            if (fm.horizontalAdvance(text) + 2 * margin > width)
                cut << QStringLiteral("%1 (%2 px in %3)")
                           .arg(text)
                           .arg(fm.horizontalAdvance(text))
                           .arg(width);
            // The label whole, wrapped at words if it must: every line within the cell's width
            // and all of them within its height.
            const QModelIndex figure = totals->model()->index(r, TotalsModel::Figure);
            const QString label = figure.data().toString();
            const QRect cell = totals->visualRect(figure);
            const QRect wrapped = fm.boundingRect(QRect(0, 0, cell.width() - 2 * margin, 10000),
                                                  Qt::TextWordWrap, label);
            if (wrapped.width() > cell.width() - 2 * margin || wrapped.height() > cell.height())
                cut << QStringLiteral("%1 (%2 x %3 px in %4 x %5)")
                           .arg(label)
                           .arg(wrapped.width())
                           .arg(wrapped.height())
                           .arg(cell.width())
                           .arg(cell.height());
        }
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            window->grab().save(QStringLiteral("%1/totals-%2.png")
                                    .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
        window->document()->undoStack()->setClean();
    }

    // File > New from Template on a DGX B300 SuperPOD (the longest preview): the dialog within
    // the screen and its preview label as tall as its text at the label's width.
    void templateWizardShowsItsWholePreview_data() { firstStartFitsTheScreen_data(); }
    void templateWizardShowsItsWholePreview()
    {
        QFETCH(QSize, screenSize);
        QScreen *screen = test::screenOfSize(screenSize);
        QVERIFY(screen);
        QString error;
        const std::shared_ptr<const Catalog> catalog = test::sharedCatalog(&error);
        QVERIFY2(catalog, qPrintable(error));
        TemplateWizard wizard(catalog);
        wizard.setScreen(screen);
        wizard.templateField()->setCurrentIndex(
            wizard.templateField()->findData(int(TemplateWizard::Template::SuperPod)));
        wizard.systemField()->setCurrentIndex(
            wizard.systemField()->findData(QStringLiteral("dgx-b300")));
        wizard.opticsField()->setCurrentIndex(
            wizard.opticsField()->findData(QStringLiteral("cpo")));
        wizard.updatePreview();
        QVERIFY(test::previewMade(wizard));
        QVERIFY(wizard.design());
        wizard.move(screen->availableGeometry().topLeft());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        const auto *preview = wizard.findChild<QLabel *>(QStringLiteral("previewLabel"));
        QVERIFY(preview);
        QVERIFY2(preview->height() >= preview->heightForWidth(preview->width()),
                 qPrintable(QStringLiteral("preview %1 px tall, its text %2")
                                .arg(preview->height())
                                .arg(preview->heightForWidth(preview->width()))));
        QVERIFY2(screen->availableGeometry().contains(wizard.geometry()),
                 qPrintable(QDebug::toString(wizard.geometry())));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            wizard.grab().save(QStringLiteral("%1/templatewizard-%2.png")
                                   .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
    }

    // Analysis > What If: Fail Feed A opens as wide as its columns: Throttled and Down in sight
    // without scrolling sideways, every column as wide as its widest cell, within the screen.
    void feedLossShowsEveryColumn_data() { costsGiveTheViewsTheirHeightBack_data(); }

    void feedLossShowsEveryColumn()
    {
        const std::unique_ptr<MainWindow> window = openForRow();
        QVERIFY(window);
        const QScreen *screen = window->screen();
        auto *failA = window->findChild<QAction *>(QStringLiteral("failFeedAAction"));
        QVERIFY(failA && failA->isEnabled());
        failA->trigger();
        FeedLossDialog *dialog = window->findChild<WhatIfActions *>()->feedLossDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY2(screen->availableGeometry().contains(dialog->frameGeometry()),
                 qPrintable(QDebug::toString(dialog->frameGeometry())));
        QTableWidget *table = dialog->table();
        QVERIFY(table->rowCount() > 0);
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        QHeaderView *header = table->horizontalHeader();
        QVERIFY(header->length() <= table->viewport()->width());
        QStringList cut;
        for (int c = 0; c < table->columnCount(); ++c) {
            int needs = header->sectionSizeHint(c);
            for (int row = 0; row < table->rowCount(); ++row)
                needs =
                    std::max(needs, table->sizeHintForIndex(table->model()->index(row, c)).width());
            if (needs > header->sectionSize(c))
                cut << QStringLiteral("%1 (%2 px in %3)")
                           .arg(table->horizontalHeaderItem(c)->text())
                           .arg(needs)
                           .arg(header->sectionSize(c));
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
        // Not half empty: the columns take most of the table's width.
        QVERIFY(header->length() - header->sectionSize(table->columnCount() - 1) >=
                table->viewport()->width() / 2);
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            dialog->grab().save(QStringLiteral("%1/feedloss-%2.png")
                                    .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
        dialog->close();
        window->document()->undoStack()->setClean();
    }

    // Issue 39: the Inspector's combos cut their text at 1280x720 ("From its PDU, else 415 V 60 A
    // 3-ph" in a rack's feed field). On the sample, a compute node, its rack and one of its links
    // selected in turn: every combo the Inspector shows either shows its chosen item whole (the
    // text's width in the box's font against the style's text field) or says it whole in the
    // tooltip the pointer gets, and its popup opens with its widest item whole.
    void inspectorCombosSayTheirWholeText_data() { firstStartFitsTheScreen_data(); }
    void inspectorCombosSayTheirWholeText()
    {
        QFETCH(QSize, screenSize);
        const std::unique_ptr<MainWindow> window = openOn(test::screenOfSize(screenSize));
        QVERIFY(window);
        const Design &design = window->design();
        QString node, rack, link;
        for (const auto &[id, device] : design.devices())
            if (device.role == Role::Compute && !device.rackId.isEmpty() && node.isEmpty()) {
                node = id;
                rack = device.rackId;
                link = design.linksOf(id).front()->id;
            }
        QVERIFY(!link.isEmpty());
        auto *inspector = window->findChild<Inspector *>();
        QStringList cut;
        int combos = 0, shownCut = 0;
        for (const QString &id : {node, rack, link}) {
            window->setSelection({id});
            QApplication::processEvents();
            for (QComboBox *combo : inspector->findChildren<QComboBox *>()) {
                if (!combo->isVisible() || combo->currentText().isEmpty())
                    continue;
                ++combos;
                const QString text = combo->currentText();
                QStyleOptionComboBox option;
                option.initFrom(combo);
                option.editable = combo->isEditable();
                option.frame = combo->hasFrame();
                option.currentText = text;
                const QRect field = combo->style()->subControlRect(
                    QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
                if (combo->fontMetrics().horizontalAdvance(text) > field.width()) {
                    ++shownCut;
                    QHelpEvent help(QEvent::ToolTip, field.center(),
                                    combo->mapToGlobal(field.center()));
                    QApplication::sendEvent(combo, &help);
                    if (!QToolTip::text().contains(text))
                        cut << QStringLiteral("%1 (%2 px in %3, tooltip \"%4\")")
                                   .arg(text)
                                   .arg(combo->fontMetrics().horizontalAdvance(text))
                                   .arg(field.width())
                                   .arg(QToolTip::text());
                    QToolTip::hideText();
                }
                combo->showPopup();
                QAbstractItemView *list = combo->view();
                QTRY_VERIFY(list->isVisible());
                const int widest = list->sizeHintForColumn(combo->modelColumn());
                if (widest > list->viewport()->width())
                    cut << QStringLiteral("%1's popup (%2 px in %3)")
                               .arg(combo->objectName().isEmpty() ? text : combo->objectName())
                               .arg(widest)
                               .arg(list->viewport()->width());
                if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS");
                    !shots.isEmpty() && combo->objectName() == QLatin1String("feedA"))
                    list->window()->grab().save(
                        QStringLiteral("%1/inspector-feed-popup-%2.png")
                            .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
                combo->hidePopup();
                QTRY_VERIFY(!list->isVisible());
            }
            if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
                window->grab().save(QStringLiteral("%1/inspector-combos-%2-%3.png")
                                        .arg(shots, QString::fromLatin1(QTest::currentDataTag()),
                                             id == node   ? QStringLiteral("device")
                                             : id == rack ? QStringLiteral("rack")
                                                          : QStringLiteral("link")));
        }
        QVERIFY(combos >= 8); // SKU, role, rack; SKU, feeds A and B; fabric, cable
        qInfo("%d combos, %d of them cut in the box", combos, shownCut);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
        window->document()->undoStack()->setClean();
    }

    // Issue 39: Compare Systems' "Note" was cut at the dialog's edge ("no FP4 tensor cores:
    // weights in..."). Opened from the window (the sample, its default workload: Llama 3.1 70B,
    // 15T tokens in 30 days), the dialog lies within the screen, every note reads whole (its
    // words wrapped at the cell's width less the delegate's margins, within the cell), no other
    // cell is cut, and nothing is a sideways scroll away.
    void compareSystemsNotesAreWhole_data() { firstStartFitsTheScreen_data(); }
    void compareSystemsNotesAreWhole()
    {
        QFETCH(QSize, screenSize);
        const std::unique_ptr<MainWindow> window = openOn(test::screenOfSize(screenSize));
        QVERIFY(window);
        window->compareSystems();
        auto *dialog = window->findChild<ProposalDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isComputing() && !dialog->rows().empty(), 120000);
        QTest::qWait(100);
        QTableWidget *table = dialog->table();
        QVERIFY2(window->screen()->availableGeometry().contains(dialog->frameGeometry()),
                 qPrintable(QDebug::toString(dialog->frameGeometry())));
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        const int margin =
            table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
        const QFontMetrics fm = table->fontMetrics();
        QHeaderView *header = table->horizontalHeader();
        QStringList cut;
        int notes = 0;
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c) {
                const QTableWidgetItem *item = table->item(r, c);
                if (table->isColumnHidden(c) || !item || item->text().isEmpty())
                    continue;
                const QRect cell = table->visualItemRect(item);
                if (c != ProposalDialog::Note) {
                    if (table->sizeHintForIndex(table->model()->index(r, c)).width() >
                        header->sectionSize(c))
                        cut << item->text();
                    continue;
                }
                ++notes;
                const QRect words = fm.boundingRect(QRect(0, 0, cell.width() - 2 * margin, 10000),
                                                    Qt::TextWordWrap, item->text());
                if (words.width() > cell.width() - 2 * margin || words.height() > cell.height())
                    cut << QStringLiteral("%1 (%2 x %3 px in %4 x %5)")
                               .arg(item->text())
                               .arg(words.width())
                               .arg(words.height())
                               .arg(cell.width())
                               .arg(cell.height());
            }
        QVERIFY(notes >= 3);
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            dialog->grab().save(QStringLiteral("%1/compare-systems-%2.png")
                                    .arg(shots, QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
        dialog->close();
        window->document()->undoStack()->setClean();
    }

    void catalogNamesAreWhole_data() { firstStartFitsTheScreen_data(); }

    void catalogNamesAreWhole()
    {
        QFETCH(QSize, screenSize);
        const std::unique_ptr<MainWindow> window = openOn(test::screenOfSize(screenSize));
        QVERIFY(window);
        QTreeView *tree = window->findChild<CatalogPalette *>()->tree();
        const QAbstractItemModel *model = tree->model();
        // The delegate draws the text inside the cell less a margin on each side, and elides what
        // does not fit in that (QCommonStyle).
        const int margin =
            tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1;
        const QFontMetrics fm(tree->font());
        int items = 0;
        QStringList cut;
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            const QRect heading = tree->visualRect(group);
            const QFont bold = group.data(Qt::FontRole).value<QFont>();
            if (QFontMetrics(bold).horizontalAdvance(group.data().toString()) + 2 * margin >
                heading.width())
                cut << group.data().toString();
            for (int i = 0; i < model->rowCount(group); ++i) {
                const QModelIndex item = model->index(i, CatalogModel::Item, group);
                const QString text = item.data().toString();
                const QRect cell = tree->visualRect(item);
                ++items;
                if (fm.horizontalAdvance(text) + 2 * margin > cell.width())
                    cut << QStringLiteral("%1 (%2 px in %3)")
                               .arg(text)
                               .arg(fm.horizontalAdvance(text))
                               .arg(cell.width());
            }
        }
        QVERIFY(items > 20);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    }
};

int main(int argc, char *argv[])
{
    podcad::test::useOffscreenScreens(QStringLiteral("1280x720-and-1920x1080.json"));
    QApplication app(argc, argv);
    TestScreenFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screenfit.moc"
