// The main window on real widgets (offscreen): opens the bundled sample, shows its racks and
// totals, refuses a broken file with a dialog that names the location; the document lifecycle
// (new, save, title with the modified mark, undo/redo, delete, recent files, the close prompt)
// and the live analysis.
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/topologyview.h"
#include "commands/addfacilityelement.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "mainwindow/findactions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"
#include "panels/problemslist.h"
#include "panels/racksmodel.h"
#include "panels/rackstable.h"
#include "panels/totalsmodel.h"
#include "panels/totalspanel.h"
#include "session/document.h"
#include "settings/savedsettings.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <map>

using namespace podcad;

namespace {

// Answers the next modal message box with `button` and remembers its text.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text = nullptr)
{
    QTimer::singleShot(0, [button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return answerNextMessageBox(button, text); // not up yet: try again
        if (text)
            *text = box->text() + u'\n' + box->informativeText();
        box->button(button)->click();
    });
}

// Clicks the named button of the next modal message box (a custom button, by object name).
void clickInNextMessageBox(const QString &buttonName, QString *text = nullptr)
{
    QTimer::singleShot(0, [buttonName, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return clickInNextMessageBox(buttonName, text); // not up yet: try again
        if (text)
            *text = box->text();
        if (auto *button = box->findChild<QAbstractButton *>(buttonName))
            button->click();
        else
            box->button(QMessageBox::Cancel)->click();
    });
}

QAction *actionNamed(QWidget *window, const char *name)
{
    return window->findChild<QAction *>(QString::fromLatin1(name));
}

} // namespace

class TestMainWindow final : public QObject
{
    Q_OBJECT
    QString samplePath() const
    {
        return test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Keep the user's real settings (recent files, window state) out of the tests.
        test::enterTestMode();
        QApplication::setOrganizationName(QStringLiteral("PodCAD-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }

    void opensSample()
    {
        MainWindow window;
        QVERIFY(window.hasCatalog());
        QVERIFY(window.openFile(samplePath()));
        QVERIFY(test::waitForAnalysis(window));
        QCOMPARE(window.analysis().totals.gpus, 32);
        auto *racks = window.findChild<RacksTable *>();
        QVERIFY(racks);
        QCOMPARE(racks->model()->rowCount(), int(window.design().racks().size()));
        QVERIFY(racks->model()->rowCount() >= 2);
        auto *totals = window.findChild<TotalsPanel *>();
        QVERIFY(totals && totals->model()->rowCount() > 5);
        QCOMPARE(totals->model()->index(0, 1).data().toString(), QStringLiteral("32"));
        // The design's name and its file.
        QCOMPARE(window.windowTitle(),
                 QStringLiteral(
                     "BasePOD 4x DGX H100 (sample) \u2014 basepod-4x-dgx-h100.podcad[*] - PodCAD"));
        QVERIFY(!window.isWindowModified());

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage shot = window.grab().toImage();
        QVERIFY(!shot.isNull() && shot.width() > 400);
    }

    void everyShortcutIsUnique()
    {
        // Two actions on one key sequence make Qt fire neither ("Ambiguous shortcut"): the key
        // silently stops working. Every standard shortcut docs/editor.md promises must be there.
        MainWindow window;
        std::map<QString, QString> owner; // portable key text -> action name
        for (QAction *action : window.findChildren<QAction *>()) {
            for (const QKeySequence &key : action->shortcuts()) {
                const QString text = key.toString(QKeySequence::PortableText);
                const QString name =
                    action->objectName().isEmpty() ? action->text() : action->objectName();
                const auto [it, inserted] = owner.emplace(text, name);
                QVERIFY2(
                    inserted || it->second == name,
                    qPrintable(
                        QStringLiteral("%1 is on both %2 and %3").arg(text, it->second, name)));
            }
        }
        for (QKeySequence::StandardKey key :
             {QKeySequence::New, QKeySequence::Open, QKeySequence::Save, QKeySequence::SaveAs,
              QKeySequence::Print, QKeySequence::Undo, QKeySequence::Redo, QKeySequence::Cut,
              QKeySequence::Copy, QKeySequence::Paste, QKeySequence::Delete,
              QKeySequence::SelectAll, QKeySequence::ZoomIn, QKeySequence::ZoomOut,
              QKeySequence::Find}) {
            const QString text = QKeySequence(key).toString(QKeySequence::PortableText);
            if (!text.isEmpty()) // this platform has no key for it: the fallbacks below apply
                QVERIFY2(owner.count(text), qPrintable(text + QStringLiteral(" is not bound")));
        }
        // Plain X11 binds nothing to Save As and Quit; the window must still have the usual keys.
        QVERIFY(owner.count(QStringLiteral("Ctrl+Shift+S")) ||
                !QKeySequence(QKeySequence::SaveAs).isEmpty());
        QVERIFY(owner.count(QStringLiteral("Ctrl+Q")) ||
                !QKeySequence(QKeySequence::Quit).isEmpty());
        QCOMPARE(owner.count(QStringLiteral("Ctrl+Z")), size_t(1));
    }

    void opensEmbeddedSample()
    {
        MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(":/samples/basepod-4x-dgx-h100.podcad")));
        QVERIFY(test::waitForAnalysis(window));
        QCOMPARE(window.analysis().totals.nodes, 4);
        // Nothing to save back to: the title shows the design's name.
        QVERIFY(window.document()->filePath().isEmpty());
        QVERIFY(window.windowTitle().startsWith(window.design().name));
    }

    void refusesBrokenFileWithDialog()
    {
        MainWindow window;
        QVERIFY(window.openFile(samplePath()));
        const QString before = window.design().name;
        QString dialogText;
        answerNextMessageBox(QMessageBox::Ok, &dialogText);
        QVERIFY(!window.openFile(test::dataPath(QStringLiteral("bad/link-missing-device.podcad"))));
        QVERIFY2(dialogText.contains(QStringLiteral("links[")), qPrintable(dialogText));
        QCOMPARE(window.design().name, before); // the open design is kept
    }

    void saveAsRoundTrips()
    {
        MainWindow window;
        QVERIFY(window.openFile(samplePath()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("copy.podcad"));
        QVERIFY(window.saveFileAs(path));
        MainWindow other;
        QVERIFY(other.openFile(path));
        QVERIFY(other.design() == window.design());
    }

    void newDesignHasOneRack()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(samplePath()));
        QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(window.design().racks().size(), size_t(1));
        QCOMPARE(window.design().racks().begin()->second.sku, QStringLiteral("RACK-48U"));
        QVERIFY(window.design().devices().empty());
        QVERIFY(window.document()->filePath().isEmpty());
        QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] - PodCAD"));
        QTRY_COMPARE(window.analysis().totals.racks, 1);
    }

    void deleteUndoRedoAndModifiedMark()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pod.podcad"));
        QFile::copy(samplePath(), path);
        QVERIFY(window.openFile(path));
        const Design original = window.design();

        window.showObject(QStringLiteral("dgx-02"));
        QCOMPARE(window.floorScene()->selectedIds(), QStringList{QStringLiteral("dgx-02")});
        window.floorView()->setFocus();
        QTest::keyClick(window.floorView(), Qt::Key_Delete);
        QVERIFY(!window.design().device(QStringLiteral("dgx-02")));
        QVERIFY(window.isWindowModified());
        QTRY_COMPARE(window.analysis().totals.nodes, 3);

        QTest::keySequence(window.floorView(), actionNamed(&window, "undoAction")->shortcut());
        QVERIFY(window.design() == original);
        QVERIFY(!window.isWindowModified());
        QTest::keySequence(window.floorView(), actionNamed(&window, "redoAction")->shortcut());
        QVERIFY(!window.design().device(QStringLiteral("dgx-02")));

        // Save (Ctrl+S) writes back to the opened file and clears the mark.
        QTest::keyClick(window.floorView(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!window.isWindowModified());
        LoadResult saved = DesignFile::read(path);
        QVERIFY(saved.ok() && !saved.design->device(QStringLiteral("dgx-02")));

        auto *history = window.findChild<QUndoView *>();
        QVERIFY(history);
        QCOMPARE(history->stack()->count(), 1);
    }

    void openingFramesTheDesignInBothViews()
    {
        // A 4-node pod opened after a SuperPOD is framed anew, not left at the SuperPOD's zoom
        // (tiny racks), and the topology does not open at 100 % with devices cut off.
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto framed = [&](QGraphicsView *view) {
            const QRectF scene = view->scene()->itemsBoundingRect();
            const QRect shown = view->mapFromScene(scene).boundingRect();
            const QRect viewport = view->viewport()->rect().adjusted(-2, -2, 2, 2);
            // Whole, and filling the viewport in at least one direction (fitInView's promise).
            return viewport.contains(shown) && (shown.width() >= viewport.width() * 0.8 ||
                                                shown.height() >= viewport.height() * 0.8);
        };
        QVERIFY(window.catalog());
        SuperPodOptions options;
        options.sus = 4;
        QString error;
        const std::optional<Design> superpod = generateSuperPod(*window.catalog(), options, &error);
        QVERIFY2(superpod, qPrintable(error));
        QTemporaryDir dir;
        const QString big = dir.filePath(QStringLiteral("superpod.podcad"));
        QVERIFY2(DesignFile::write(*superpod, big, &error), qPrintable(error));
        for (const QString &file : {big, samplePath()}) {
            window.setCurrentView(MainWindow::View::Floor);
            QVERIFY(window.openFile(file));
            QCoreApplication::processEvents();
            QVERIFY2(framed(window.floorView()), qPrintable(file));
            window.setCurrentView(MainWindow::View::Topology);
            QCoreApplication::processEvents();
            QVERIFY2(framed(window.topologyView()), qPrintable(file));
        }
    }

    void ctrlYRedoesAndToolbarKeepsItsSize()
    {
        // Ctrl+Y redoes as well as Ctrl+Shift+Z; the toolbar's Undo button keeps its size
        // whatever the command's text, so the other buttons stay where they are.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(samplePath()));
        auto *bar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QAction *undoTool = actionNamed(&window, "undoToolAction");
        QWidget *undoButton = bar->widgetForAction(undoTool);
        QWidget *zoomButton = bar->widgetForAction(actionNamed(&window, "zoomInAction"));
        QVERIFY(undoButton && zoomButton);
        QVERIFY(!undoTool->isEnabled());
        const int undoWidth = undoButton->width();
        const int zoomX = zoomButton->x();

        window.showObject(QStringLiteral("dgx-02"));
        window.floorView()->setFocus();
        QTest::keyClick(window.floorView(), Qt::Key_Delete);
        QVERIFY(!window.design().device(QStringLiteral("dgx-02")));
        QVERIFY(undoTool->isEnabled());
        QVERIFY2(undoTool->toolTip().startsWith(QStringLiteral("Undo ")),
                 qPrintable(undoTool->toolTip()));
        QCOMPARE(undoButton->width(), undoWidth);
        QCOMPARE(zoomButton->x(), zoomX);

        undoTool->trigger();
        QVERIFY(window.design().device(QStringLiteral("dgx-02")));
        QTest::keyClick(window.floorView(), Qt::Key_Y, Qt::ControlModifier);
        QVERIFY(!window.design().device(QStringLiteral("dgx-02")));
        QTest::keyClick(window.floorView(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(window.floorView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!window.design().device(QStringLiteral("dgx-02")));
    }

    void selectAllThenDeleteEmptiesTheDesign()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(samplePath()));
        window.floorView()->setFocus();
        QTest::keyClick(window.floorView(), Qt::Key_A, Qt::ControlModifier);
        QVERIFY(window.floorScene()->selectedIds().size() > 20);
        QTest::keyClick(window.floorView(), Qt::Key_Delete);
        QVERIFY(window.design().racks().empty());
        QVERIFY(window.design().devices().empty());
        QVERIFY(window.design().links().empty());
        actionNamed(&window, "undoAction")->trigger();
        LoadResult sample = DesignFile::read(samplePath());
        QVERIFY(window.design() == *sample.design);
    }

    void deletingARackWithDevicesAsks()
    {
        // Deleting a rack that holds devices asks whether they go too, rather than leaving them
        // unplaced unasked.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(samplePath()));
        const Design original = window.design();
        const QString rack = QStringLiteral("rack-a1");
        QStringList held;
        for (const Device *d : original.devicesIn(rack))
            held << d->id;
        QVERIFY(!held.isEmpty());
        QUndoStack *stack = window.document()->undoStack();

        // Cancel: nothing happens.
        window.showObject(rack);
        QString text;
        clickInNextMessageBox(QStringLiteral("cancel"), &text);
        actionNamed(&window, "deleteAction")->trigger();
        QVERIFY(window.design() == original);
        QVERIFY2(text.contains(QStringLiteral("holds %1 device").arg(held.size())),
                 qPrintable(text));

        // Keep them: the rack goes, its devices stay, unplaced; one undo step brings all back.
        window.showObject(rack);
        clickInNextMessageBox(QStringLiteral("keepDevicesUnplaced"));
        actionNamed(&window, "deleteAction")->trigger();
        QVERIFY(!window.design().rack(rack));
        for (const QString &id : held)
            QVERIFY(window.design().device(id) && !window.design().device(id)->isPlaced());
        stack->undo();
        QVERIFY(window.design() == original);

        // Delete them too: rack, devices and their cables go in one step, and come back in one.
        window.showObject(rack);
        clickInNextMessageBox(QStringLiteral("deleteDevicesToo"));
        const int step = stack->index();
        actionNamed(&window, "deleteAction")->trigger();
        QCOMPARE(stack->index(), step + 1);
        QVERIFY(!window.design().rack(rack));
        for (const QString &id : held) {
            QVERIFY(!window.design().device(id));
            QVERIFY(window.design().linksOf(id).empty());
        }
        stack->undo();
        QVERIFY(window.design() == original);
    }

    // The status bar says what people call things (rack "B1", "DGX H100 01"), not the
    // ids the file keys them by ("rack-1", "dgx-01").
    void messagesUseNamesNotIds()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(samplePath()));
        const auto message = [&] { return window.statusBar()->currentMessage(); };

        // Edit > Add Row: the new rack is "rack-1" in the file and "B1" on the floor.
        actionNamed(&window, "addRowAction")->trigger();
        const Rack *added = window.design().rack(QStringLiteral("rack-1"));
        QVERIFY(added);
        QCOMPARE(added->name, QStringLiteral("B1"));
        QCOMPARE(message(), QStringLiteral("New row B with rack B1"));

        // Copy and paste a DGX: the message names the pasted device by its name.
        const QString dgx = QStringLiteral("dgx-01");
        const QString dgxName = window.design().device(dgx)->name;
        QCOMPARE(dgxName, QStringLiteral("DGX H100 01"));
        window.setSelection({dgx});
        actionNamed(&window, "copyAction")->trigger();
        actionNamed(&window, "pasteAction")->trigger();
        QCOMPARE(window.selection().size(), 1);
        const QString pasted = window.selection().first();
        QVERIFY(pasted != dgx);
        QVERIFY2(message().startsWith(QStringLiteral("Pasted DGX H100 01 (")),
                 qPrintable(message()));
        QVERIFY2(!message().contains(pasted), qPrintable(message()));

        // Find: the device found, by name.
        QVERIFY(window.finder()->find(dgx));
        QVERIFY2(message().startsWith(QStringLiteral("DGX H100 01 (1 of ")), qPrintable(message()));
        // Shown from a list (Problems, Racks): the rack by its name.
        window.showObject(QStringLiteral("rack-a1"));
        QCOMPARE(message(), window.design().rack(QStringLiteral("rack-a1"))->name);
        QVERIFY(message() != QStringLiteral("rack-a1"));
        // An id that names nothing is said as it is.
        window.showObject(QStringLiteral("no-such-thing"));
        QCOMPARE(message(), QStringLiteral("no-such-thing is not shown in either view"));

        // A facility element shown from a list: its name, not "busway-a-1-a" (issue 39).
        FacilityElement element;
        element.id = QStringLiteral("utility-a-1");
        element.kind = FacilityKind::Utility;
        element.name = QStringLiteral("Utility A 1");
        element.positionM = QPointF(2, 2);
        element.capacityKw = 2000;
        QString why;
        QVERIFY2(window.document()->push(new AddFacilityElement(window.document(), element), &why),
                 qPrintable(why));
        window.showObject(element.id);
        QCOMPARE(message(), element.name);

        // A rack deleted with its devices: one step named for the rack (issue 39: "Delete 9
        // objects"), the Delete of the Edit menu answering its question with "Delete Devices Too".
        const QString rackId = QStringLiteral("rack-a2");
        const QString rackName = window.design().rack(rackId)->name;
        const int held = int(window.design().devicesIn(rackId).size());
        QVERIFY(held > 0);
        window.setSelection({rackId});
        clickInNextMessageBox(QStringLiteral("deleteDevicesToo"));
        actionNamed(&window, "deleteAction")->trigger();
        QVERIFY(!window.design().rack(rackId));
        QCOMPARE(window.document()->undoStack()->undoText(),
                 QStringLiteral("Delete rack %1 with its %2 devices").arg(rackName).arg(held));
        window.document()->undoStack()->setClean();
    }

    void analysisDocksSayUpdatingWhilePending()
    {
        MainWindow window;
        QVERIFY(window.openFile(samplePath()));
        QVERIFY(test::waitForAnalysis(window));
        auto *totalsDock = window.findChild<QDockWidget *>(QStringLiteral("totalsDock"));
        QCOMPARE(totalsDock->windowTitle(), QStringLiteral("Totals"));
        window.showObject(QStringLiteral("dgx-03"));
        actionNamed(&window, "deleteAction")->trigger();
        QVERIFY(window.analysisPending());
        QCOMPARE(totalsDock->windowTitle(), QStringLiteral("Totals (updating...)"));
        QCOMPARE(window.analysis().totals.nodes, 4); // the old figures stay until the new arrive
        QVERIFY(test::waitForAnalysis(window));
        QCOMPARE(window.analysis().totals.nodes, 3);
        QCOMPARE(totalsDock->windowTitle(), QStringLiteral("Totals"));
    }

    void staleResultsAreDropped()
    {
        MainWindow window;
        QVERIFY(window.openFile(samplePath()));
        // Edits in quick succession: only the last design's analysis may be shown.
        for (const char *id : {"dgx-01", "dgx-02", "dgx-03"}) {
            window.showObject(QString::fromLatin1(id));
            actionNamed(&window, "deleteAction")->trigger();
        }
        QVERIFY(test::waitForAnalysis(window));
        QCOMPARE(window.analysis().totals.nodes, 1);
        QTest::qWait(300); // nothing older arrives later
        QCOMPARE(window.analysis().totals.nodes, 1);
    }

    void closeAsksAboutUnsavedChanges()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(samplePath()));
        window.showObject(QStringLiteral("dgx-01"));
        actionNamed(&window, "deleteAction")->trigger();

        QString text;
        answerNextMessageBox(QMessageBox::Cancel, &text);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QVERIFY2(text.contains(QStringLiteral("unsaved")), qPrintable(text));

        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window.close());
    }

    void recentFilesKeepEightAndPruneMissing()
    {
        QSettings().remove(QStringLiteral("recentFiles"));
        QTemporaryDir dir;
        for (int i = 0; i < 10; ++i) {
            const QString path = dir.filePath(QStringLiteral("d%1.podcad").arg(i));
            QVERIFY(QFile::copy(samplePath(), path));
            RecentFiles::add(path);
        }
        QCOMPARE(RecentFiles::files().size(), RecentFiles::kMaxFiles);
        QVERIFY(RecentFiles::files().first().endsWith(QStringLiteral("d9.podcad")));
        QFile::remove(dir.filePath(QStringLiteral("d9.podcad")));
        QFile::remove(dir.filePath(QStringLiteral("d8.podcad")));

        MainWindow window;
        auto *menu = window.findChild<QMenu *>(QStringLiteral("recentMenu"));
        QVERIFY(menu);
        QMetaObject::invokeMethod(menu, "aboutToShow");
        QCOMPARE(menu->actions().size(), 6);
        QCOMPARE(RecentFiles::files().size(), 6);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("d9.podcad")));
        menu->actions().first()->trigger(); // d7, the newest that still exists
        QCOMPARE(window.document()->filePath(), dir.filePath(QStringLiteral("d7.podcad")));
    }

    // A layout PodCAD saved comes back; one it did not (the settings file a fuzzer found that
    // made QMainWindow::restoreState read wild memory, random bytes) never reaches Qt: the
    // default layout, one status bar message, and the bytes gone from the settings.
    void savedLayoutComesBack()
    {
        QSettings().clear();
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *dock = window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
            QVERIFY(dock && !dock->isHidden());
            dock->hide();
            QVERIFY(window.close());
        }
        QVERIFY(!SavedSettings::windowLayout(QSettings()).state.isEmpty());
        MainWindow window;
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"))->isHidden());
        QCoreApplication::processEvents();
        QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("layout")));
    }

    void layoutNotSavedByPodcadIsDropped_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("seed"); // else random geometry, state and digest under that seed
        QFile finding(test::dataPath(QStringLiteral("settings/restorestate-segv.ini")));
        QVERIFY(finding.open(QIODevice::ReadOnly));
        QTest::newRow("fuzz finding") << finding.readAll() << -1;
        for (int seed : {1, 2, 3}) // fixed: one verdict per commit
            QTest::newRow(qPrintable(QStringLiteral("random seed %1").arg(seed)))
                << QByteArray() << seed;
    }

    void layoutNotSavedByPodcadIsDropped()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, seed);
        QSettings().clear();
        if (seed < 0) {
            QFile out(QSettings().fileName());
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(file);
        } else {
            QRandomGenerator random{quint32(seed)};
            const auto bytes = [&random](int size) {
                QByteArray b(size, Qt::Uninitialized);
                for (char &c : b)
                    c = char(random.bounded(256));
                return b;
            };
            QSettings settings;
            settings.setValue(QLatin1String(SavedSettings::kWindowGeometry), bytes(66));
            settings.setValue(QLatin1String(SavedSettings::kWindowState), bytes(seed * 300));
            settings.setValue(QLatin1String(SavedSettings::kWindowDigest),
                              QString::fromLatin1(bytes(32).toHex()));
        }
        QVERIFY(SavedSettings::windowLayout(QSettings()).dropped);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.statusBar()->currentMessage().contains(
            QStringLiteral("window layout was damaged or not saved by PodCAD")));
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            QVERIFY2(!dock->isFloating(), qPrintable(dock->objectName()));
        // Said once: the next start finds nothing to drop.
        const QSettings after;
        QVERIFY(!after.contains(QLatin1String(SavedSettings::kWindowState)));
        QVERIFY(!SavedSettings::windowLayout(after).dropped);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
