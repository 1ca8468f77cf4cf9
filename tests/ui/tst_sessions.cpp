// What outlives one run of the window: the autosave recovery copy (written while there are unsaved
// changes, offered back at the next start, removed when declined, after a save and on a clean
// close) and the window's geometry and dock layout in QSettings.
#include "io/designfile.h"
#include "mainwindow/autosave.h"
#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace podcad;

class TestSessions final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;

    QString copyOfSample(const QString &name) const
    {
        return test::copyOfSample(mDir.path(), name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Test mode keeps the recovery directory and the settings away from the user's own.
        test::enterTestMode();
        QApplication::setOrganizationName(QStringLiteral("PodCAD-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_sessions"));
        QVERIFY(mDir.isValid());
    }

    void init()
    {
        Autosave::remove();
        QSettings().clear();
    }

    void autosaveWritesOnlyUnsavedChanges()
    {
        MainWindow window;
        QVERIFY(window.openFile(copyOfSample(QStringLiteral("a.podcad"))));
        window.autosaveNow();
        QVERIFY(!Autosave::exists()); // nothing to lose yet
        test::deleteDevice(window, QStringLiteral("dgx-02"));
        QVERIFY(window.isWindowModified());
        QVERIFY(window.autosaveTimer()->isActive());
        window.autosaveNow(); // what the timer does every minute
        QVERIFY(Autosave::exists());
        LoadResult copy = DesignFile::read(Autosave::recoveryFile());
        QVERIFY(copy.ok());
        QVERIFY(*copy.design == window.design());
        window.document()->undoStack()->setClean();
    }

    void recoveryRestoresAfterACrash()
    {
        const QString path = copyOfSample(QStringLiteral("b.podcad"));
        Design edited;
        {
            MainWindow crashed;
            QVERIFY(crashed.openFile(path));
            test::deleteDevice(crashed, QStringLiteral("dgx-03"));
            crashed.autosaveNow();
            edited = crashed.design();
            // Gone without closeEvent: what a crash or a kill leaves behind.
        }
        QVERIFY(Autosave::exists());

        MainWindow next; // the next start
        QString question;
        QVERIFY(next.offerRecovery([&question](const QString &q) {
            question = q;
            return true;
        }));
        QVERIFY2(question.contains(QStringLiteral("b.podcad")), qPrintable(question));
        QVERIFY(next.design() == edited);
        QVERIFY(!next.design().device(QStringLiteral("dgx-03")));
        // Restored as unsaved changes to the same file: Undo shows the file as it is on disk.
        QCOMPARE(next.document()->filePath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(next.isWindowModified());
        next.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
        QVERIFY(next.design() == *DesignFile::read(path).design);
        next.findChild<QAction *>(QStringLiteral("redoAction"))->trigger();
        QVERIFY(Autosave::exists()); // kept until the changes are safe in the file

        QVERIFY(next.save());
        QVERIFY(!Autosave::exists());
        QVERIFY(!next.isWindowModified());
        QVERIFY(!DesignFile::read(path).design->device(QStringLiteral("dgx-03")));
    }

    void untitledRecoveryDeclinedIsRemoved()
    {
        // Written by the autosave class itself, for an untitled design.
        Design design =
            *DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")))
                 .design;
        design.name = QStringLiteral("never saved");
        QString error;
        QVERIFY2(Autosave::write(design, {}, &error), qPrintable(error));
        QVERIFY(Autosave::load().has_value());
        QVERIFY(Autosave::load()->originalPath.isEmpty());

        MainWindow window;
        const Design before = window.design();
        QString question;
        QVERIFY(!window.offerRecovery([&question](const QString &q) {
            question = q;
            return false;
        }));
        QVERIFY2(question.contains(QStringLiteral("untitled")), qPrintable(question));
        QVERIFY(window.design() == before);
        QVERIFY(!Autosave::exists());
        // Nothing left to offer at the start after that.
        bool asked = false;
        QVERIFY(!window.offerRecovery([&asked](const QString &) { return asked = true; }));
        QVERIFY(!asked);
    }

    void untitledRecoveryAcceptedStaysUntitled()
    {
        Design design =
            *DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")))
                 .design;
        design.name = QStringLiteral("never saved");
        QVERIFY(Autosave::write(design, {}));
        MainWindow window;
        QVERIFY(window.offerRecovery([](const QString &) { return true; }));
        QVERIFY(window.design() == design);
        QVERIFY(window.document()->filePath().isEmpty());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("never saved")));
        window.document()->undoStack()->setClean();
    }

    void brokenRecoveryFileIsDroppedWithoutAsking()
    {
        QVERIFY(Autosave::write(Design{}, {}));
        {
            QFile file(Autosave::recoveryFile());
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write("{ \"format\": \"podcad\", truncated");
        }
        MainWindow window;
        bool asked = false;
        QVERIFY(!window.offerRecovery([&asked](const QString &) { return asked = true; }));
        QVERIFY(!asked);
        QVERIFY(!Autosave::exists());
    }

    void cleanCloseRemovesTheRecoveryCopy()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(copyOfSample(QStringLiteral("c.podcad"))));
        test::deleteDevice(window, QStringLiteral("dgx-01"));
        window.autosaveNow();
        QVERIFY(Autosave::exists());
        // The person saves elsewhere, then quits: nothing is left to recover.
        QVERIFY(window.saveFileAs(mDir.filePath(QStringLiteral("c2.podcad"))));
        QVERIFY(!Autosave::exists());
        test::deleteDevice(window, QStringLiteral("dgx-02"));
        window.autosaveNow();
        QVERIFY(Autosave::exists());
        window.document()->undoStack()->undo(); // back to what is saved: no prompt on close
        QVERIFY(window.close());
        QVERIFY(!Autosave::exists());
    }

    void geometryAndDocksComeBack()
    {
        QByteArray savedState;
        {
            MainWindow first;
            first.show();
            QVERIFY(QTest::qWaitForWindowExposed(&first));
            first.resize(1320, 900);
            QCOMPARE(first.size(), QSize(1320, 900)); // above the window's minimum size
            auto *totals = first.findChild<QDockWidget *>(QStringLiteral("totalsDock"));
            auto *racks = first.findChild<QDockWidget *>(QStringLiteral("racksDock"));
            first.addDockWidget(Qt::LeftDockWidgetArea, totals);
            racks->hide();
            QTest::qWait(50);
            QVERIFY(first.close());
        }
        const QSettings settings;
        QVERIFY(!settings.value(QStringLiteral("mainWindow/geometry")).toByteArray().isEmpty());
        QVERIFY(!settings.value(QStringLiteral("mainWindow/state")).toByteArray().isEmpty());

        MainWindow second;
        second.show();
        QVERIFY(QTest::qWaitForWindowExposed(&second));
        QCOMPARE(second.size(), QSize(1320, 900));
        auto *totals = second.findChild<QDockWidget *>(QStringLiteral("totalsDock"));
        auto *racks = second.findChild<QDockWidget *>(QStringLiteral("racksDock"));
        QCOMPARE(second.dockWidgetArea(totals), Qt::LeftDockWidgetArea);
        QVERIFY(racks->isHidden());
        QVERIFY(!second.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isHidden());
        second.close();
    }

    void firstStartUsesTheDefaultLayout()
    {
        MainWindow window; // QSettings cleared by init()
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1500, 950));
        QCOMPARE(
            window.dockWidgetArea(window.findChild<QDockWidget *>(QStringLiteral("totalsDock"))),
            Qt::RightDockWidgetArea);
        QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("racksDock"))->isHidden());
    }
};

QTEST_MAIN(TestSessions)
#include "tst_sessions.moc"
