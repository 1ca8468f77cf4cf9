// The editor's saves under faults (docs/save-faults.md): a design save that fails shows a dialog
// naming the file and keeps both the file and the recovery copy; an autosave that fails keeps the
// previous recovery copy; a picture export on a disk that fills up keeps the old picture.
#include "faultplan.h"
#include "io/designfile.h"
#include "mainwindow/autosave.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/viewexport.h"
#include "modaldriver.h"
#include "savepaths.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>

using namespace podcad;
using namespace podcad::test;

namespace {

// Files may grow to `bytes` at most while it lives: a write beyond fails with EFBIG, as on a full
// disk, for every writer in the process, seam or not.
class FileSizeLimit final
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &mOld);
        mOldHandler = std::signal(SIGXFSZ, SIG_IGN); // the error instead of the signal
        rlimit limited = mOld;
        limited.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &mOld);
        std::signal(SIGXFSZ, mOldHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit mOld{};
    void (*mOldHandler)(int) = nullptr;
};

} // namespace

class TestSaveFaultsGui final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QApplication::setOrganizationName(QStringLiteral("PodCAD-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_savefaultsgui"));
        QVERIFY(mDir.isValid());
    }

    void init() { Autosave::remove(); }

    void failedSaveNamesTheFileAndKeepsFileAndRecoveryCopy_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("action");
        QTest::addColumn<int>("error");
        using A = FaultPlan::Action;
        QTest::newRow("disk full") << int(FileStep::Write) << int(A::Fail) << ENOSPC;
        QTest::newRow("disk full at 50%") << int(FileStep::Write) << int(A::HalfFull) << 0;
        QTest::newRow("sync EIO") << int(FileStep::Sync) << int(A::Fail) << EIO;
        QTest::newRow("rename EIO") << int(FileStep::Rename) << int(A::Fail) << EIO;
        QTest::newRow("open EACCES") << int(FileStep::Open) << int(A::Fail) << EACCES;
    }

    void failedSaveNamesTheFileAndKeepsFileAndRecoveryCopy()
    {
        QFETCH(int, step);
        QFETCH(int, action);
        QFETCH(int, error);
        const QString path = test::copyOfSample(mDir.path(), QStringLiteral("saved.podcad"));
        const QByteArray old = bytesOf(path);
        MainWindow window;
        QVERIFY(window.openFile(path));
        test::deleteDevice(window, QStringLiteral("dgx-02"));
        window.autosaveNow();
        QVERIFY(Autosave::exists());
        const QByteArray recovery = bytesOf(Autosave::recoveryFile());

        FaultPlan plan(FileStep(step), 1, FaultPlan::Action(action), error,
                       DesignFile::serialize(window.design()).size() / 2);
        QString shown;
        whenModalShows<QMessageBox>([&](QMessageBox *box) {
            shown = box->text();
            box->accept();
        });
        bool saved = true;
        {
            const InstalledFaults installed(&plan);
            saved = window.save();
        }
        QVERIFY(!saved);
        QCOMPARE(plan.hits() > 0, true);
        QVERIFY2(shown.contains(path), qPrintable(shown));
        QCOMPARE(bytesOf(path), old);
        QVERIFY(window.isWindowModified());
        QVERIFY(Autosave::exists());
        QCOMPARE(bytesOf(Autosave::recoveryFile()), recovery);
        QVERIFY(DesignFile::read(Autosave::recoveryFile()).ok());
        for (const auto &[name, bytes] : fileTree(mDir.path()))
            QVERIFY2(!name.startsWith(QStringLiteral(".saved.podcad")), qPrintable(name));
        window.document()->undoStack()->setClean();
    }

    void failedAutosaveKeepsThePreviousCopy()
    {
        MainWindow window;
        QVERIFY(window.openFile(test::copyOfSample(mDir.path(), QStringLiteral("auto.podcad"))));
        test::deleteDevice(window, QStringLiteral("dgx-02"));
        window.autosaveNow();
        const QByteArray previous = bytesOf(Autosave::recoveryFile());
        QVERIFY(!previous.isEmpty());
        test::deleteDevice(window, QStringLiteral("dgx-03"));
        FaultPlan plan(FileStep::Write, 1, FaultPlan::Action::Fail, ENOSPC);
        {
            const InstalledFaults installed(&plan);
            window.autosaveNow();
        }
        QCOMPARE(plan.hits(), 1);
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.contains(Autosave::recoveryFile()), qPrintable(message));
        QCOMPARE(bytesOf(Autosave::recoveryFile()), previous);
        QCOMPARE(fileTree(Autosave::recoveryDir()).size(), std::size_t(2)); // copy and its note
        window.document()->undoStack()->setClean();
    }

    // A real full disk (RLIMIT_FSIZE), not the seam: drawing straight into the file truncated the
    // old picture before the first byte of the new one.
    void pictureExportOnAFullDiskKeepsTheOldPicture_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("svg") << QStringLiteral("svg");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }

    void pictureExportOnAFullDiskKeepsTheOldPicture()
    {
        QFETCH(QString, suffix);
        QGraphicsScene scene;
        for (int i = 0; i < 200; ++i)
            scene.addRect(QRectF((i % 20) * 30, (i / 20) * 30, 25, 25), QPen(Qt::black),
                          QBrush(QColor::fromHsv((i * 37) % 360, 200, 200)));
        const QString path = mDir.filePath(QStringLiteral("picture.") + suffix);
        const QByteArray old("the old picture\n");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(old);
        }
        QString error;
        bool written = true;
        {
            const FileSizeLimit limit(256);
            written = viewexport::exportScene(&scene, path, QStringLiteral("t"), &error);
        }
        QVERIFY(!written);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(bytesOf(path), old);
        // Without the limit the same export succeeds, so it was the full disk that stopped it.
        QVERIFY2(viewexport::exportScene(&scene, path, QStringLiteral("t"), &error),
                 qPrintable(error));
        QVERIFY(bytesOf(path).size() > 256);
        QFile::remove(path);
    }
};

QTEST_MAIN(TestSaveFaultsGui)
#include "tst_savefaultsgui.moc"
