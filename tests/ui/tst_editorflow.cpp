// The editor between two edits, as a new user meets it: Save As with a bare name, the Connect
// tool chosen from the floor view, Find followed by Delete, Undo of a template replacement, and
// Open reading the file on a worker (the window paints meanwhile; Cancel keeps the design).
// PODCAD_TEST_SHOTS=dir saves what the window shows after the Connect tool switched views, after
// a Find and after the Undo of a template, at 1280x720 and 1920x1080, and the window with Open's
// reading dialog over it at 1280x720.
#include "canvas/floorview.h"
#include "canvas/tools/connecttool.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "mainwindow/designfiles.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"
#include "revision/revision.h"
#include "session/document.h"
#include "session/livesession.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>
#include <sys/stat.h>
#include <thread>

using namespace podcad;

namespace {

const QString kSwitchedMessage =
    QStringLiteral("Connect works in the Topology view: switched to it; click the first device "
                   "(Esc to stop).");

void saveShot(QWidget *window, const QString &name)
{
    const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS");
    if (shots.isEmpty())
        return;
    window->grab().save(QStringLiteral("%1/%2-%3x%4.png")
                            .arg(shots, name)
                            .arg(window->width())
                            .arg(window->height()));
}

// The whole scene in sight, filling the viewport in at least one direction, as a fit leaves it.
bool showsWholeScene(QGraphicsView *view)
{
    const QRectF scene = view->scene()->itemsBoundingRect();
    const QRect shown = view->mapFromScene(scene).boundingRect();
    const QRect viewport = view->viewport()->rect().adjusted(-2, -2, 2, 2);
    return !scene.isEmpty() && viewport.contains(shown) &&
           (shown.width() >= viewport.width() * 0.8 || shown.height() >= viewport.height() * 0.8);
}

} // namespace

class TestEditorFlow final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;

    const Design &design() const { return mWindow->design(); }
    QString message() const { return mWindow->statusBar()->currentMessage(); }
    QAction *action(const char *name) const
    {
        return mWindow->findChild<QAction *>(QString::fromLatin1(name));
    }

    void sizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    // A named pipe in `dir`: reading it blocks until someone writes, so a test decides when the
    // worker's read of a "file" ends.
    static QString pipeIn(const QTemporaryDir &dir)
    {
        const QString path = dir.filePath(QStringLiteral("slow.podcad"));
        return mkfifo(QFile::encodeName(path).constData(), 0600) == 0 ? path : QString();
    }

    // Writes `bytes` into the pipe `path` and closes it, on a thread of its own (opening a pipe
    // to write waits for its reader).
    static std::thread feed(const QString &path, QByteArray bytes)
    {
        return std::thread([path, bytes = std::move(bytes)] {
            QFile pipe(path);
            if (pipe.open(QIODevice::WriteOnly))
                pipe.write(bytes);
        });
    }

    // Where `deviceId` is drawn in the topology view, in its viewport's coordinates.
    QPoint topologyPointOf(const QString &deviceId) const
    {
        TopologyView *view = mWindow->topologyView();
        return view->mapFromScene(mWindow->topologyScene()->objectRect(deviceId).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QApplication::setOrganizationName(QStringLiteral("PodCAD-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_editorflow"));
        QSettings().clear();
    }

    void cleanup() { test::closeWindow(mWindow); }

    void saveAsAddsTheDesignSuffix()
    {
        mWindow = test::openWindow();
        QVERIFY(mWindow);
        QTemporaryDir dir;
        const QString typed = dir.filePath(QStringLiteral("pod"));
        const QString written = dir.filePath(QStringLiteral("pod.podcad"));
        QVERIFY(mWindow->saveFileAs(typed));
        QVERIFY(QFile::exists(written));
        QVERIFY(!QFile::exists(typed));
        QCOMPARE(mWindow->document()->filePath(), written);
        QCOMPARE(RecentFiles::files().value(0), written);
        QVERIFY(!mWindow->document()->isModified());
        QVERIFY(DesignFile::read(written).design == design());
        // A dot in the name is not the design's suffix: the Open dialog would hide the file.
        QVERIFY(mWindow->saveFileAs(dir.filePath(QStringLiteral("pod v1.2"))));
        QCOMPARE(mWindow->document()->filePath(), dir.filePath(QStringLiteral("pod v1.2.podcad")));
        // Typed with the suffix, in any case: written as typed.
        QVERIFY(mWindow->saveFileAs(dir.filePath(QStringLiteral("Pod2.PODCAD"))));
        QCOMPARE(mWindow->document()->filePath(), dir.filePath(QStringLiteral("Pod2.PODCAD")));
    }

    // The dialog asked about the name typed; the file written is another, so it is asked about.
    void saveAsAsksBeforeReplacingTheSuffixedFile()
    {
        mWindow = test::openWindow();
        QVERIFY(mWindow);
        auto *files = mWindow->findChild<DesignFiles *>();
        QVERIFY(files);
        QTemporaryDir dir;
        const QString existing = dir.filePath(QStringLiteral("x.podcad"));
        {
            QFile file(existing);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("keep me");
        }
        QStringList asked;
        const auto answer = [&asked](bool yes) {
            return [&asked, yes](const QString &question) {
                asked << question;
                return yes;
            };
        };
        QVERIFY(!files->saveFileAs(dir.filePath(QStringLiteral("x")), answer(false)));
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.first().contains(QStringLiteral("x.podcad")), qPrintable(asked.first()));
        {
            QFile file(existing);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray("keep me"));
        }
        QVERIFY(mWindow->document()->filePath() != existing);

        QVERIFY(files->saveFileAs(dir.filePath(QStringLiteral("x")), answer(true)));
        QCOMPARE(asked.size(), 2);
        QVERIFY(DesignFile::read(existing).design == design());
        QCOMPARE(mWindow->document()->filePath(), existing);
        // Named in full, the file dialog has asked already: no second question.
        QVERIFY(files->saveFileAs(existing, answer(false)));
        QCOMPARE(asked.size(), 2);
    }

    // The person hovers a device on the floor and presses L: the view becomes the topology,
    // which says so, and the click that follows where the pointer was starts no cable from
    // whatever device the topology has there.
    void connectFromTheFloorSaysItSwitched_data() { sizes_data(); }

    void connectFromTheFloorSaysItSwitched()
    {
        QFETCH(QSize, size);
        mWindow = test::openWindow(size);
        QVERIFY(mWindow);
        TopologyView *topology = mWindow->topologyView();
        QWidget *topologyViewport = topology->viewport();
        // The pointer on the floor, where the topology draws a device.
        mWindow->setCurrentView(MainWindow::View::Topology);
        QCoreApplication::processEvents(); // the fabric filter above the view takes its height
        const QPoint global =
            topologyViewport->mapToGlobal(topologyPointOf(QStringLiteral("ib-leaf-1")));
        mWindow->setCurrentView(MainWindow::View::Floor);
        FloorView *floor = mWindow->floorView();
        QVERIFY(floor->viewport()->rect().contains(floor->viewport()->mapFromGlobal(global)));
        QCursor::setPos(global);
        floor->setFocus();

        QTest::keyClick(floor, Qt::Key_L);
        QCOMPARE(mWindow->currentView(), MainWindow::View::Topology);
        QVERIFY(topology->connectMode());
        QCOMPARE(message(), kSwitchedMessage);
        saveShot(mWindow.get(), QStringLiteral("connect-switched"));
        const QPoint at = topologyViewport->mapFromGlobal(global);
        const std::optional<QString> under =
            mWindow->topologyScene()->deviceAt(topology->mapToScene(at));
        QVERIFY(under);
        const QString device = *under;

        const size_t links = design().links().size();
        const int steps = mWindow->document()->undoStack()->count();
        QTest::mouseClick(topologyViewport, Qt::LeftButton, {}, at);
        QVERIFY2(topology->connectTool()->source().isEmpty(),
                 qPrintable(topology->connectTool()->source()));
        QCOMPARE(message(), kSwitchedMessage);
        QCOMPARE(design().links().size(), links);
        QCOMPARE(mWindow->document()->undoStack()->count(), steps);
        // Only that first click: now the person sees the topology, and a click picks the device.
        QTest::mouseClick(topologyViewport, Qt::LeftButton, {}, at);
        QCOMPARE(topology->connectTool()->source(), device);
        QTest::keyClick(topology, Qt::Key_Escape);
        QVERIFY(topology->connectTool()->source().isEmpty());
        QTest::keyClick(topology, Qt::Key_Escape);
        QVERIFY(!topology->connectMode());
        QCOMPARE(design().links().size(), links);
    }

    // From the toolbar the pointer is away from the view when it switches: the first click on a
    // device is aimed at it, and picks it.
    void connectFromTheToolbarPicksTheFirstDeviceClicked()
    {
        mWindow = test::openWindow(QSize(1280, 720));
        QVERIFY(mWindow);
        mWindow->setCurrentView(MainWindow::View::Topology);
        mWindow->setCurrentView(MainWindow::View::Floor);
        QCursor::setPos(mWindow->mapToGlobal(QPoint(mWindow->width() / 2, 5)));
        action("connectToolAction")->trigger();
        QCOMPARE(mWindow->currentView(), MainWindow::View::Topology);
        QCOMPARE(message(), kSwitchedMessage);
        TopologyView *topology = mWindow->topologyView();
        const QString device = QStringLiteral("ib-leaf-1");
        QTest::mouseClick(topology->viewport(), Qt::LeftButton, {}, topologyPointOf(device));
        QCOMPARE(topology->connectTool()->source(), device);
        // Chosen in the topology itself, nothing switched and nothing is held back.
        action("connectToolAction")->trigger();
        QVERIFY(!topology->connectMode());
        action("connectToolAction")->trigger();
        QVERIFY(message() != kSwitchedMessage);
        QTest::mouseClick(topology->viewport(), Qt::LeftButton, {}, topologyPointOf(device));
        QCOMPARE(topology->connectTool()->source(), device);
    }

    // Ctrl+F, the name, Enter: the keys then go to the view that shows what was found.
    void findThenDeleteRemovesTheDevice_data() { sizes_data(); }

    void findThenDeleteRemovesTheDevice()
    {
        QFETCH(QSize, size);
        mWindow = test::openWindow(size);
        QVERIFY(mWindow);
        mWindow->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
        auto *field = mWindow->findChild<QLineEdit *>(QStringLiteral("findField"));
        QVERIFY(field);
        const QString id = QStringLiteral("dgx-03");
        const Design before = design();

        QTest::keyClick(mWindow.get(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(field->hasFocus());
        QTest::keyClicks(field, before.device(id)->name);
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(mWindow->selection(), QStringList{id});
        saveShot(mWindow.get(), QStringLiteral("find-found"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete);
        QVERIFY(!design().device(id));
        QVERIFY(mWindow->floorView()->hasFocus());
        mWindow->document()->undoStack()->undo();
        QVERIFY(design() == before);

        // Esc in the field gives the keys back to the view as well.
        QTest::keyClick(mWindow.get(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(field->hasFocus());
        QTest::keyClick(field, Qt::Key_Escape);
        QVERIFY(mWindow->floorView()->hasFocus());

        // Nothing found: the field keeps the keys, to correct the text.
        QTest::keyClick(mWindow.get(), Qt::Key_F, Qt::ControlModifier);
        QTest::keyClicks(field, QStringLiteral("no such device"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(field->hasFocus());

        // Several found: Find Next, from the view, shows the next one.
        field->setText(QStringLiteral("DGX H100"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(mWindow->floorView()->hasFocus());
        const QStringList first = mWindow->selection();
        QCOMPARE(first.size(), 1);
        const QString next = action("findNextAction")->shortcut().toString();
        QVERIFY2(message().contains(QStringLiteral("1 of 4; %1 for the next").arg(next)),
                 qPrintable(message()));
        QTest::keySequence(QApplication::focusWidget(), action("findNextAction")->shortcut());
        QCOMPARE(mWindow->selection().size(), 1);
        QVERIFY(mWindow->selection() != first);
        QVERIFY2(message().contains(QStringLiteral("2 of 4")), qPrintable(message()));
    }

    // The file is read on a worker: the event loop turns while it is read, the design comes in
    // whole, and its first revision shares the copy the worker made (no copy on the UI thread).
    void openReadsTheFileOnAWorker()
    {
        mWindow = test::openWindow(QSize(1280, 720), QString());
        QVERIFY(mWindow);
        QTemporaryDir dir;
        const QString path = pipeIn(dir);
        QVERIFY(!path.isEmpty());
        QFile sample(test::basePodSample());
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray bytes = sample.readAll();
        int ticks = 0;
        QTimer heartbeat;
        connect(&heartbeat, &QTimer::timeout, [&] { ++ticks; });
        heartbeat.start(5);
        std::thread writer;
        // The pipe is written only once the window has turned its event loop a few times.
        QTimer::singleShot(100, [&] { writer = feed(path, bytes); });
        QVERIFY(mWindow->openFile(path));
        heartbeat.stop();
        writer.join();
        QVERIFY2(ticks >= 5, qPrintable(QString::number(ticks)));
        const LoadResult direct = DesignFile::read(test::basePodSample());
        QVERIFY(direct.design);
        QVERIFY(design() == *direct.design);
        QCOMPARE(mWindow->document()->filePath(), QFileInfo(path).absoluteFilePath());
        const std::shared_ptr<const Design> snapshot = mWindow->document()->snapshot();
        QVERIFY(*snapshot == design());
        QVERIFY(test::waitForAnalysis(*mWindow));
        QCOMPARE(mWindow->session()->revision()->designShared(), snapshot);
        QCOMPARE(mWindow->document()->snapshot(), snapshot); // one copy per revision
    }

    // Cancel in the reading dialog keeps the design open before, untouched, and says so.
    void cancelledOpenKeepsTheDesign()
    {
        mWindow = test::openWindow(QSize(1280, 720), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(mWindow);
        auto *files = mWindow->findChild<DesignFiles *>();
        QVERIFY(files);
        files->setOpenDialogDelay(0);
        const Design before = design();
        const QString beforePath = mWindow->document()->filePath();
        QTemporaryDir dir;
        const QString path = pipeIn(dir);
        QVERIFY(!path.isEmpty());
        bool dialogShown = false;
        QTimer::singleShot(50, [&] {
            auto *progress = mWindow->findChild<QProgressDialog *>(QStringLiteral("openProgress"));
            dialogShown = progress && progress->isVisible() &&
                          progress->labelText().contains(QStringLiteral("slow.podcad"));
            if (dialogShown && !qEnvironmentVariable("PODCAD_TEST_SHOTS").isEmpty()) {
                // The window with the dialog over it, where it stands.
                QPixmap shot = mWindow->grab();
                QPainter painter(&shot);
                painter.drawPixmap(progress->mapToGlobal(QPoint()) - mWindow->mapToGlobal(QPoint()),
                                   progress->grab());
                painter.end();
                shot.save(qEnvironmentVariable("PODCAD_TEST_SHOTS") +
                          QStringLiteral("/open-reading-1280x720.png"));
            }
            if (auto *cancel = progress ? progress->findChild<QPushButton *>() : nullptr)
                QTest::mouseClick(cancel, Qt::LeftButton);
        });
        QVERIFY(!mWindow->openFile(path));
        QVERIFY(dialogShown);
        QVERIFY(design() == before);
        QCOMPARE(mWindow->document()->filePath(), beforePath);
        QVERIFY2(message().contains(QStringLiteral("cancelled")), qPrintable(message()));
        QVERIFY(!mWindow->findChild<QProgressDialog *>(QStringLiteral("openProgress")));
        // The worker still waits on the pipe: an empty write lets it end, its result dropped.
        feed(path, QByteArray()).join();
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QVERIFY(design() == before);
    }

    // Undo (and Redo) of a replacement by a template shows the design that comes back whole, as
    // the replacement itself and an open do.
    void undoOfATemplateRefits_data()
    {
        QTest::addColumn<MainWindow::View>("view");
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            QTest::addRow("floor %dx%d", size.width(), size.height())
                << MainWindow::View::Floor << size;
            QTest::addRow("topology %dx%d", size.width(), size.height())
                << MainWindow::View::Topology << size;
        }
    }

    void undoOfATemplateRefits()
    {
        QFETCH(MainWindow::View, view);
        QFETCH(QSize, size);
        mWindow = test::openWindow(size, QString());
        QVERIFY(mWindow);
        SuperPodOptions options;
        options.sus = 2;
        QString error;
        const std::optional<Design> big = generateSuperPod(*mWindow->catalog(), options, &error);
        QVERIFY2(big, qPrintable(error));
        QTemporaryDir dir;
        const QString bigFile = dir.filePath(QStringLiteral("superpod.podcad"));
        QVERIFY2(DesignFile::write(*big, bigFile, &error), qPrintable(error));
        LoadResult small = DesignFile::read(test::basePodSample());
        QVERIFY(small.design);

        mWindow->setCurrentView(view);
        QGraphicsView *shown = view == MainWindow::View::Floor
                                   ? static_cast<QGraphicsView *>(mWindow->floorView())
                                   : mWindow->topologyView();
        QVERIFY(mWindow->openFile(bigFile));
        QCoreApplication::processEvents();
        QVERIFY(showsWholeScene(shown));
        mWindow->newFromDesign(*small.design);
        QCoreApplication::processEvents();
        QVERIFY(showsWholeScene(shown));
        mWindow->document()->undoStack()->undo();
        QCoreApplication::processEvents();
        QVERIFY(design() == *big);
        QVERIFY(showsWholeScene(shown));
        saveShot(mWindow.get(), view == MainWindow::View::Floor
                                    ? QStringLiteral("template-undone-floor")
                                    : QStringLiteral("template-undone-topology"));
        mWindow->document()->undoStack()->redo();
        QCoreApplication::processEvents();
        QVERIFY(design() == *small.design);
        QVERIFY(showsWholeScene(shown));
    }
};

QTEST_MAIN(TestEditorFlow)
#include "tst_editorflow.moc"
