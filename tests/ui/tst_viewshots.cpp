// The pictures of the documentation as a test: the bundled sample in the floor view, the
// topology view and with the Costs panel, each on a 1280x720 and a 1920x1080 screen, with the
// window placed as `podcad --screenshot` places it (filling the screen). Each picture is checked:
// the window and every dock lie on the screen, none is cut to nothing, the view frames the whole
// design (all of it in sight, filling most of the view), the view's pixels are not blank, Totals
// has every row in sight at 1920x1080 and the Racks every rack, and the Costs panel, asked for,
// shows its figures and several BOM lines without scrolling. scripts/screenshots.sh makes the same
// pictures for docs/screenshots; PODCAD_SCREENSHOT_DIR=DIR saves this test's ones there.
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "costs/costspanel.h"
#include "mainwindow/mainwindow.h"
#include "offscreenscreens.h"
#include "panels/catalogpalette.h"
#include "panels/rackstable.h"
#include "panels/totalspanel.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"
#include "windowparts.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace podcad;

namespace {

// How many distinct colours the rectangle of the image holds (stops counting at `enough`).
int colours(const QImage &image, const QRect &area, int enough = 64)
{
    QSet<QRgb> seen;
    for (int y = area.top(); y <= area.bottom(); y += 2)
        for (int x = area.left(); x <= area.right(); x += 2) {
            seen.insert(image.pixel(x, y));
            if (seen.size() >= enough)
                return int(seen.size());
        }
    return int(seen.size());
}

} // namespace

class TestViewShots final : public QObject
{
    Q_OBJECT
    QTemporaryDir mSettings;

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mSettings.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mSettings.path());
        QVERIFY2(test::screenOfSize({1280, 720}) && test::screenOfSize({1920, 1080}),
                 "the offscreen platform did not take the screens' file");
    }

    void shot_data()
    {
        QTest::addColumn<QSize>("screenSize");
        QTest::addColumn<QString>("kind");
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
            for (const char *kind : {"floor", "topology", "costs"})
                QTest::addRow("%s %dx%d", kind, size.width(), size.height())
                    << size << QString::fromLatin1(kind);
    }

    void shot()
    {
        QFETCH(QSize, screenSize);
        QFETCH(QString, kind);
        QScreen *screen = test::screenOfSize(screenSize);
        QVERIFY(screen);
        QSettings().clear();
        MainWindow window;
        // As podcad --screenshot: the window as it opens on a screen of that size, filling it.
        window.setScreen(screen);
        window.fitToScreen(screen->availableGeometry(), true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))));
        if (kind == QLatin1String("topology"))
            window.setCurrentView(MainWindow::View::Topology);
        if (kind == QLatin1String("costs"))
            window.showCosts();
        QVERIFY(test::waitForAnalysis(window));
        if (kind == QLatin1String("costs"))
            QTRY_VERIFY_WITH_TIMEOUT(
                !window.costsPanel()->isPending() && window.costsPanel()->snapshot().valid, 20000);
        window.fitToView();
        QApplication::processEvents();
        window.fitToView();
        QApplication::processEvents();
        const QImage image = window.grab().toImage();
        if (const QByteArray dir = qgetenv("PODCAD_SCREENSHOT_DIR"); !dir.isEmpty())
            image.save(QDir(QString::fromLocal8Bit(dir))
                           .filePath(QStringLiteral("sample-%1-%2x%3.png")
                                         .arg(kind)
                                         .arg(screenSize.width())
                                         .arg(screenSize.height())));

        // The window: on the screen, all of it, and using it.
        const QRect available = screen->availableGeometry();
        QVERIFY2(available.contains(window.frameGeometry()),
                 qPrintable(QDebug::toString(window.frameGeometry())));
        QVERIFY(image.width() >= available.width() * 9 / 10 &&
                image.height() >= available.height() * 9 / 10);
        for (const auto &[name, rect] : test::windowParts(window))
            QVERIFY2(available.contains(rect) && rect.width() > 40 && rect.height() > 40,
                     qPrintable(name + QStringLiteral(" at ") + QDebug::toString(rect)));

        // No view squeezes the docks: the catalog keeps the width that shows every SKU whole,
        // the inspector and totals theirs (the topology's legend in one line took both).
        auto *palette = window.findChild<CatalogPalette *>();
        QVERIFY2(palette->width() >= palette->preferredWidth(),
                 qPrintable(QStringLiteral("catalog %1 px of %2")
                                .arg(palette->width())
                                .arg(palette->preferredWidth())));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"))->width() >= 300);

        // The view: the whole design in sight, and framed (not a speck in the middle).
        QGraphicsView *view = kind == QLatin1String("topology")
                                  ? static_cast<QGraphicsView *>(window.topologyView())
                                  : window.floorView();
        QVERIFY(view->isVisible());
        const QRectF design = view->scene()->itemsBoundingRect();
        QVERIFY(!design.isEmpty());
        const QRect inView = view->mapFromScene(design).boundingRect();
        const QRect viewport = view->viewport()->rect();
        QVERIFY2(viewport.adjusted(-2, -2, 2, 2).contains(inView),
                 qPrintable(QDebug::toString(inView) + QStringLiteral(" in ") +
                            QDebug::toString(viewport)));
        QVERIFY2(inView.width() >= viewport.width() * 6 / 10 ||
                     inView.height() >= viewport.height() * 6 / 10,
                 qPrintable(QDebug::toString(inView) + QStringLiteral(" in ") +
                            QDebug::toString(viewport)));
        // Its pixels in the picture show something: racks, devices, labels in many colours.
        const QRect viewInImage(view->viewport()->mapTo(&window, QPoint(0, 0)),
                                view->viewport()->size());
        QVERIFY(image.rect().contains(viewInImage));
        QVERIFY2(colours(image, viewInImage) >= 16,
                 qPrintable(QString::number(colours(image, viewInImage))));

        // Totals whole on the big screen, the Racks with every rack of the sample in sight (both
        // as the window opens: the Costs, asked for, take the room they need from them).
        if (kind != QLatin1String("costs")) {
            if (screenSize.height() >= 1080)
                QCOMPARE(window.findChild<TotalsPanel *>()->verticalScrollBar()->maximum(), 0);
            QCOMPARE(window.findChild<RacksTable *>()->verticalScrollBar()->maximum(), 0);
        }
        if (kind == QLatin1String("costs")) {
            auto *dock = window.findChild<QDockWidget *>(QStringLiteral("costsDock"));
            QVERIFY(dock && dock->isVisible() && !dock->visibleRegion().isEmpty());
            // Several BOM lines in sight, not only the header.
            QTableView *bom = nullptr;
            for (QTableView *table : dock->findChildren<QTableView *>())
                if (table->isVisible() && table->model() && table->model()->rowCount() > 3)
                    bom = table;
            QVERIFY(bom);
            QVERIFY2(bom->viewport()->height() >= 3 * bom->verticalHeader()->defaultSectionSize(),
                     qPrintable(QString::number(bom->viewport()->height())));
            // Asked for, the panel is as tall as it wants: nothing of it scrolled out of sight.
            auto *scroll = dock->findChild<QScrollArea *>(QStringLiteral("costsScroll"));
            QVERIFY(scroll);
            QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
        }
        window.document()->undoStack()->setClean();
    }
};

int main(int argc, char *argv[])
{
    podcad::test::useOffscreenScreens(QStringLiteral("1280x720-and-1920x1080.json"));
    QApplication app(argc, argv);
    TestViewShots test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_viewshots.moc"
