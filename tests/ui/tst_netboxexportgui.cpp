// File > Export to NetBox: the menu action, the files it writes for the open
// design, and the refusal (one line, nothing replaced) that the dialog shows when the folder is
// not empty. What the files hold is tests/core/tst_netboxexport.cpp's subject.
#include "io/designfile.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
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
        const QString dir = mDir.filePath(QStringLiteral("netbox"));
        QString error;
        QVERIFY2(mWindow->exports()->exportNetBox(dir, &error), qPrintable(error));
        for (const char *name :
             {"/05-racks.csv", "/06-devices.csv", "/07-cables.csv", "/device-types/DGX-H100.yaml"})
            QVERIFY2(QFile::exists(dir + QLatin1String(name)), name);

        // The same folder again: refused with one line the dialog shows, the files untouched.
        QFile cables(dir + QStringLiteral("/07-cables.csv"));
        QVERIFY(cables.open(QIODevice::ReadOnly));
        const QByteArray before = cables.readAll();
        cables.close();
        QVERIFY(!mWindow->exports()->exportNetBox(dir, &error));
        QVERIFY2(error.contains(QLatin1String("not empty")) && !error.contains(u'\n'),
                 qPrintable(error));
        QVERIFY(cables.open(QIODevice::ReadOnly));
        QCOMPARE(cables.readAll(), before);
    }
};

QTEST_MAIN(TestNetBoxExportGui)
#include "tst_netboxexportgui.moc"
