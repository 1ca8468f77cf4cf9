// The main window on real widgets (offscreen): opens the bundled sample, shows its racks and
// totals, and refuses a broken file with a dialog that names the location.
#include "testpaths.h"

#include "mainwindow/mainwindow.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/totalspanel.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace podcad;

class TestMainWindow final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensSample()
    {
        MainWindow window;
        QVERIFY(window.hasCatalog());
        QVERIFY(window.openFile(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))));
        QCOMPARE(window.analysis().totals.gpus, 32);
        auto *racks = window.findChild<RacksTable *>();
        QVERIFY(racks);
        QCOMPARE(racks->rowCount(), int(window.design().racks().size()));
        QVERIFY(racks->rowCount() >= 2);
        auto *totals = window.findChild<TotalsPanel *>();
        QVERIFY(totals && totals->rowCount() > 5);
        QCOMPARE(totals->item(0, 1)->text(), QStringLiteral("32"));
        QVERIFY(window.windowTitle().contains(window.design().name));

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage shot = window.grab().toImage();
        QVERIFY(!shot.isNull() && shot.width() > 400);
    }

    void opensEmbeddedSample()
    {
        MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(":/samples/basepod-4x-dgx-h100.podcad")));
        QCOMPARE(window.analysis().totals.nodes, 4);
    }

    void refusesBrokenFileWithDialog()
    {
        MainWindow window;
        QVERIFY(window.openFile(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))));
        const QString before = window.design().name;
        QString dialogText;
        QTimer::singleShot(100, this, [&dialogText] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box) {
                dialogText = box->text() + u'\n' + box->informativeText();
                box->accept();
            }
        });
        QVERIFY(!window.openFile(test::dataPath(QStringLiteral("bad/link-missing-device.podcad"))));
        QVERIFY2(dialogText.contains(QStringLiteral("links[")), qPrintable(dialogText));
        QCOMPARE(window.design().name, before); // the open design is kept
    }

    void saveAsRoundTrips()
    {
        MainWindow window;
        QVERIFY(window.openFile(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("copy.podcad"));
        QVERIFY(window.saveFileAs(path));
        MainWindow other;
        QVERIFY(other.openFile(path));
        QVERIFY(other.design() == window.design());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
