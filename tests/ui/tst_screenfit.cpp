// The main window on the screen it opens on, at 1280x720 and 1920x1080 (two offscreen
// screens, tests/data/screens): on first start (no saved window) the window lies within the
// screen's available area, so do all its docks, none of them empty; the window's minimum size
// with every dock open is under 1280x720 (and the widget that keeps it larger is named); the
// docks open at sizes that show their content: Totals all its rows at 1920x1080 and at least half
// of them at 1280x720, the Racks a few rows without a mostly empty dock, the catalog's SKUs whole
// (each item's text measured with the view's font against its cell, as the delegate elides it).
#include "mainwindow/mainwindow.h"
#include "mainwindow/screenfit.h"
#include "offscreenscreens.h"
#include "panels/catalogmodel.h"
#include "panels/catalogpalette.h"
#include "panels/racksmodel.h"
#include "panels/rackstable.h"
#include "panels/totalsmodel.h"
#include "panels/totalspanel.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"
#include "windowparts.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace podcad;

class TestScreenFit final : public QObject
{
    Q_OBJECT
    QTemporaryDir mSettings;

    // A first start on `screen`: the window as the constructor places it on the primary screen,
    // then placed for this one as the constructor does (fitToScreen), shown, the sample opened.
    std::unique_ptr<MainWindow> openOn(QScreen *screen)
    {
        QSettings().clear();
        auto window = std::make_unique<MainWindow>();
        window->setScreen(screen);
        window->fitToScreen(screen->availableGeometry());
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        if (!window->openFile(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))))
            return nullptr;
        if (!QTest::qWaitFor([&] { return !window->analysisPending(); }, 20000))
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
        // the views keeping a third of the window.
        auto *costs = window->findChild<QDockWidget *>(QStringLiteral("costsDock"));
        costs->raise();
        auto *scroll = costs->findChild<QScrollArea *>(QStringLiteral("costsScroll"));
        QVERIFY(scroll);
        QTRY_COMPARE(scroll->verticalScrollBar()->maximum(), 0);
        QVERIFY(window->centralWidget()->height() >= window->height() / 3);
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
