// File > Export Cable Schedule: the dialog offers XLSX and CSV, the file it writes equals what
// podcad-cli cables -o writes for the saved design, the dialog asks before replacing a file ("No"
// keeps it), and a path the system refuses is said in a message box naming the file.
#include "clirun.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "modaldriver.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace podcad;

namespace {

using test::DialogResponder;

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCableScheduleGui final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::enterTestMode(); }

    void exportsWhatTheCliWritesAndAsksBeforeReplacing()
    {
        auto window = test::openWindow({1280, 720}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        auto *action = window->findChild<QAction *>(QStringLiteral("exportCableScheduleAction"));
        QVERIFY(action);
        QTemporaryDir dir;
        QStringList filters;
        QString question;
        int dialogs = 0;
        DialogResponder responder([&](QWidget *top) {
            if (auto *box = qobject_cast<QMessageBox *>(top)) {
                question = box->text();
                box->button(QMessageBox::No) ? box->button(QMessageBox::No)->click()
                                             : box->reject();
                return;
            }
            auto *dialog = qobject_cast<QFileDialog *>(top);
            if (!dialog || dialog->property("answered").toBool()) {
                if (dialog)
                    dialog->reject(); // still open: the name was not taken
                return;
            }
            dialog->setProperty("answered", true);
            ++dialogs;
            if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
                dialog->grab().save(shots + QStringLiteral("/cable-schedule-dialog.png"));
            filters = dialog->nameFilters();
            dialog->setDirectory(dir.path());
            auto *types = dialog->findChild<QComboBox *>(QStringLiteral("fileTypeCombo"));
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!types || !name)
                return;
            types->setFocus();
            QTest::keyClick(types, Qt::Key_Down); // CSV, as a person picks it
            name->setText(QStringLiteral("cables"));
            QTest::keyClick(name, Qt::Key_Return);
        });
        QSignalSpy finished(window->exports(), &ExportActions::cableScheduleExportFinished);
        action->trigger();
        QVERIFY(finished.wait(30000));
        QCOMPARE(dialogs, 1);
        QCOMPARE(filters.size(), 2);
        QVERIFY(filters[0].contains(QLatin1String("*.xlsx")));
        QVERIFY(filters[1].contains(QLatin1String("*.csv")));
        const QString csv = dir.filePath(QStringLiteral("cables.csv"));
        QCOMPARE(finished.first().at(0).toString(), csv);
        QCOMPARE(finished.first().at(1).toString(), QString());
        QVERIFY(question.isEmpty());

        const QString cli = dir.filePath(QStringLiteral("cli.csv"));
        QCOMPARE(test::runCli(
                     {QStringLiteral("cables"), test::basePodSample(), QStringLiteral("-o"), cli})
                     .exitCode,
                 0);
        QVERIFY(contents(csv).startsWith("label,link_id,"));
        QCOMPARE(contents(csv), contents(cli));

        // The same name again: the dialog asks, "No" keeps the file.
        const QByteArray before = test::fileFingerprint(csv);
        action->trigger(); // returns when the dialogs are closed
        QCOMPARE(dialogs, 2);
        QVERIFY2(question.contains(QLatin1String("cables.csv")), qPrintable(question));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(test::fileFingerprint(csv), before);
        test::closeWindow(window);
    }

    void refusedPathIsSaidNamingTheFile()
    {
        auto window = test::openWindow({}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no/such/folder/cables.xlsx"));
        QString said;
        DialogResponder responder([&](QWidget *top) {
            if (auto *box = qobject_cast<QMessageBox *>(top)) {
                said = box->text();
                box->accept();
            }
        });
        QSignalSpy finished(window->exports(), &ExportActions::cableScheduleExportFinished);
        window->exports()->startCableScheduleExport(path);
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.first().at(1).toString().contains(path));
        QVERIFY(QTest::qWaitFor([&] { return !said.isEmpty(); }, 5000));
        QVERIFY2(said.contains(path), qPrintable(said));
        QVERIFY(!window->exports()->cableScheduleExportRunning());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList());
        test::closeWindow(window);
    }
};

QTEST_MAIN(TestCableScheduleGui)
#include "tst_cableschedulegui.moc"
