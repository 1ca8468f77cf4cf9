// File > Export to NetBox: the menu action, the files it writes for the open
// design on a worker from the live analysis' cable plan (the same as the command line's), and the
// refusal (one line, nothing replaced) that the message box shows when the folder is not empty.
// What the files hold is tests/core/tst_netboxexport.cpp's subject.
#include "cabling/cableplan.h"
#include "clirun.h"
#include "io/designfile.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "modaldriver.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad;

class TestNetBoxExportGui final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    QTemporaryDir mDir;

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mDir.isValid());
        mWindow = std::make_unique<MainWindow>();
        QVERIFY(mWindow->hasCatalog());
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.design);
        mWindow->newFromDesign(*loaded.design);
    }

    void actionInTheFileMenu()
    {
        auto *action = mWindow->findChild<QAction *>(QStringLiteral("exportNetBoxAction"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        QVERIFY(action->text().contains(QLatin1String("NetBox")));
        const QList<QAction *> menus = mWindow->menuBar()->actions();
        QVERIFY(!menus.isEmpty() && menus.first()->menu()->actions().contains(action));
    }

    void writesTheFiles()
    {
        // The figures are of the design as it is: the export shares their cable plan, on a
        // worker, instead of planning every cable again.
        QVERIFY(test::waitForAnalysis(*mWindow));
        const std::uint64_t plansBefore = CablePlan::wholeBuilds();
        const QString dir = mDir.filePath(QStringLiteral("netbox"));
        QString said;
        test::DialogResponder responder([&](QWidget *top) {
            if (auto *box = qobject_cast<QMessageBox *>(top)) {
                said = box->text();
                box->accept();
            }
        });
        QSignalSpy finished(mWindow->exports(), &ExportActions::netBoxExportFinished);
        mWindow->exports()->startNetBoxExport(dir);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(0).toString(), dir);
        QCOMPARE(finished.first().at(1).toString(), QString());
        QCOMPARE(CablePlan::wholeBuilds(), plansBefore);
        for (const char *name :
             {"/05-racks.csv", "/06-devices.csv", "/07-cables.csv", "/device-types/DGX-H100.yaml"})
            QVERIFY2(QFile::exists(dir + QLatin1String(name)), name);
        // The same cables as the command line's export, which plans them itself.
        const QString cli = mDir.filePath(QStringLiteral("cli"));
        const QString design = mDir.filePath(QStringLiteral("design.podcad"));
        QVERIFY(DesignFile::write(mWindow->design(), design));
        QCOMPARE(test::runCli({QStringLiteral("export"), QStringLiteral("netbox"), design,
                               QStringLiteral("-o"), cli})
                     .exitCode,
                 0);
        const auto cablesOf = [](const QString &folder) {
            QFile f(folder + QStringLiteral("/07-cables.csv"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QVERIFY(cablesOf(dir).count('\n') > 10);
        QCOMPARE(cablesOf(dir), cablesOf(cli));

        // The same folder again: refused with one line the message box shows, the files
        // untouched.
        QFile cables(dir + QStringLiteral("/07-cables.csv"));
        QVERIFY(cables.open(QIODevice::ReadOnly));
        const QByteArray before = cables.readAll();
        cables.close();
        mWindow->exports()->startNetBoxExport(dir);
        QVERIFY(finished.wait(30000));
        const QString error = finished.at(1).at(1).toString();
        QVERIFY2(error.contains(QLatin1String("not empty")) && !error.contains(u'\n'),
                 qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !said.isEmpty(); }, 5000));
        QCOMPARE(said, error);
        QVERIFY(cables.open(QIODevice::ReadOnly));
        QCOMPARE(cables.readAll(), before);
    }
};

QTEST_MAIN(TestNetBoxExportGui)
#include "tst_netboxexportgui.moc"
