// File > Export Bill of Materials and Export TCO (and the Costs dock's Export... buttons): the
// files the window writes from the Costs dock's figures equal what podcad-cli bom/tco -o writes for
// the saved design (CSV byte for byte, the workbook's sheets, the PDF's text and size), with the
// design's own assumptions, a price set in the window and a workload; the dialog offers XLSX, CSV
// and PDF, gives a bare name the chosen format's suffix and asks before replacing a file; an
// export asked for while the costs are computed waits for them; a path the system refuses leaves
// what was there and says why, naming the file. And File > Export to NetBox takes the name of a
// folder that does not exist yet, and refuses one that is not empty.
#include "cli/commands.h"
#include "clirun.h"
#include "commands/setpriceoverride.h"
#include "commands/setworkload.h"
#include "costs/costspanel.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/exportfolderdialog.h"
#include "mainwindow/mainwindow.h"
#include "modaldriver.h"
#include "sampleworkload.h"
#include "session/livesession.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace podcad;

namespace {

struct Ran
{
    bool ok = false;
    QByteArray out;
};

Ran run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return {true, p.readAllStandardOutput()};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// PODCAD_TEST_SHOTS=dir: the widget as a person sees it, saved as dir/NAME.png.
void shoot(QWidget *widget, const QString &name)
{
    if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
        widget->grab().save(QStringLiteral("%1/%2.png").arg(shots, name));
}

using ModalAnswerer = test::DialogResponder;

// "No" to a message box (or closes it), keeping its text.
void answerNo(QMessageBox *box, QString *question)
{
    *question = box->text();
    box->button(QMessageBox::No) ? box->button(QMessageBox::No)->click() : box->reject();
}

// In the cost export dialog: CSV picked as a person picks it, `name` typed in `dir`, Return.
void typeCsvName(QFileDialog *dialog, const QString &dir, const QString &name)
{
    dialog->setDirectory(dir);
    auto *types = dialog->findChild<QComboBox *>(QStringLiteral("fileTypeCombo"));
    auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    if (!types || !edit)
        return;
    types->setFocus();
    QTest::keyClick(types, Qt::Key_Down);
    edit->setText(name);
    QTest::keyClick(edit, Qt::Key_Return);
}

// The sample with every cost assumption the TCO reads set in the file, away from the catalog's
// defaults, so that an export at the catalog's assumptions could not pass for the design's.
QString sampleWithAssumptions(const QString &dir)
{
    QFile in(test::basePodSample());
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject design = QJsonDocument::fromJson(in.readAll()).object();
    design[QStringLiteral("assumptions")] =
        QJsonObject{{QStringLiteral("electricity_usd_per_kwh"), 0.21},
                    {QStringLiteral("years"), 3},
                    {QStringLiteral("load_factor"), 0.65},
                    {QStringLiteral("support_pct_per_year"), 12}};
    const QString path = QDir(dir).filePath(QStringLiteral("assumptions.podcad"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(QJsonDocument(design).toJson());
    return path;
}

} // namespace

class TestCostExportGui final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;

    static bool waitForCosts(MainWindow &window)
    {
        return QTest::qWaitFor(
            [&] {
                return window.session()->costs().valid && !window.session()->isWorkloadPending();
            },
            30000);
    }

    static int cliCommand(const QString &command, const QStringList &args)
    {
        QString out, err;
        QTextStream o(&out), e(&err);
        cli::Context ctx{o, e, {}};
        const int status = command == QLatin1String("bom") ? cli::bomCommand(args, ctx)
                                                           : cli::tcoCommand(args, ctx);
        e.flush();
        if (status != 0)
            qWarning("podcad-cli %s: %s", qPrintable(command), qPrintable(err));
        return status;
    }

    // The workbook's parts under xl/ (the sheets, their strings and styles): equal, part by part.
    // docProps/ holds the time each was written.
    static void compareWorkbooks(const QString &a, const QString &b)
    {
        const Ran partsA = run(QStringLiteral("unzip"), {QStringLiteral("-Z1"), a});
        const Ran partsB = run(QStringLiteral("unzip"), {QStringLiteral("-Z1"), b});
        QVERIFY2(partsA.ok && partsB.ok, "unzip lists the workbooks' parts");
        QCOMPARE(partsA.out, partsB.out);
        int sheets = 0;
        for (const QByteArray &part : partsA.out.split('\n')) {
            if (!part.startsWith("xl/"))
                continue;
            sheets += part.startsWith("xl/worksheets/") ? 1 : 0;
            const QString name = QString::fromUtf8(part);
            const Ran x = run(QStringLiteral("unzip"), {QStringLiteral("-p"), a, name});
            const Ran y = run(QStringLiteral("unzip"), {QStringLiteral("-p"), b, name});
            QVERIFY2(x.ok && y.ok && !x.out.isEmpty(), part.constData());
            QVERIFY2(x.out == y.out, part.constData());
        }
        QVERIFY(sheets >= 3); // BOM, Assumptions, TCO
    }

    // The PDF reports: the same pages with the same text, and the same size (the embedded fonts'
    // order and the creation time differ from one writing to the next).
    static void compareReports(const QString &a, const QString &b)
    {
        const Ran textA =
            run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), a, QStringLiteral("-")});
        const Ran textB =
            run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), b, QStringLiteral("-")});
        QVERIFY2(textA.ok && textB.ok, "pdftotext (poppler-utils) reads the reports");
        QVERIFY(textA.out.contains("Bill of materials"));
        QCOMPARE(textA.out, textB.out);
        QCOMPARE(QFileInfo(a).size(), QFileInfo(b).size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mDir.isValid());
    }

    void menuActionsAndDockButtons()
    {
        auto window = test::openWindow({}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        const QList<QAction *> menus = window->menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        const QList<QAction *> file = menus.first()->menu()->actions();
        for (const char *name : {"exportBomAction", "exportTcoAction"}) {
            auto *action = window->findChild<QAction *>(QLatin1String(name));
            QVERIFY2(action && file.contains(action), name);
            QVERIFY(action->text().startsWith(QLatin1String("Export")));
        }
        for (const char *name : {"exportBomButton", "exportTcoButton"})
            QVERIFY2(window->costsPanel()->findChild<QPushButton *>(QLatin1String(name)), name);
        test::closeWindow(window);
    }

    // The Costs dock's Export... buttons, whole and on screen in the BOM and the TCO tab.
    void dockButtonsFitTheWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void dockButtonsFitTheWindow()
    {
        QFETCH(QSize, size);
        auto window = test::openWindow(size, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        QVERIFY(waitForCosts(*window));
        window->showCosts();
        auto *tabs = window->costsPanel()->findChild<QTabWidget *>(QStringLiteral("costTables"));
        QVERIFY(tabs);
        const std::pair<int, const char *> buttons[] = {{0, "exportBomButton"},
                                                        {1, "exportTcoButton"}};
        for (const auto &[tab, name] : buttons) {
            tabs->setCurrentIndex(tab);
            QApplication::processEvents();
            auto *button = window->costsPanel()->findChild<QPushButton *>(QLatin1String(name));
            QVERIFY2(button && button->isVisible(), name);
            QVERIFY2(button->width() >= button->sizeHint().width(), name);
            // All of it inside the window (a dock too small would cut it off).
            const QRect inWindow(button->mapTo(window.get(), QPoint(0, 0)), button->size());
            QVERIFY2(window->rect().contains(inWindow), name);
            QCOMPARE(button->visibleRegion().boundingRect(), button->rect());
            shoot(window.get(), QStringLiteral("costs-export-%1-%2x%3")
                                    .arg(QLatin1String(name))
                                    .arg(size.width())
                                    .arg(size.height()));
        }
        test::closeWindow(window);
    }

    void exportsEqualTheCli_data()
    {
        QTest::addColumn<bool>("edited");
        QTest::newRow("the sample") << false;
        QTest::newRow("its assumptions, a price set in the window, a workload") << true;
    }
    void exportsEqualTheCli()
    {
        QFETCH(bool, edited);
        const QString dir = mDir.filePath(QString::fromLatin1(QTest::currentDataTag()).left(10));
        QVERIFY(QDir().mkpath(dir));
        auto window = test::openWindow(
            {}, edited ? sampleWithAssumptions(dir) : test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        Document *document = window->document();
        if (edited) {
            // As the Costs dock's price column and the Workload dock do it.
            document->push(new SetPriceOverride(document, QStringLiteral("DGX-H100"), 287654.0));
            document->push(new SetWorkload(document, test::sampleWorkload()));
        }
        QVERIFY(waitForCosts(*window));
        const CostSnapshot &costs = window->session()->costs();
        QVERIFY(window->session()->workload() || !edited);

        const QString saved = QDir(dir).filePath(QStringLiteral("saved.podcad"));
        QVERIFY(window->saveFileAs(saved));
        for (const QString &command : {QStringLiteral("bom"), QStringLiteral("tco")}) {
            const CostSheet sheet =
                command == QLatin1String("bom") ? CostSheet::Bom : CostSheet::Tco;
            for (const QString &suffix :
                 {QStringLiteral("csv"), QStringLiteral("xlsx"), QStringLiteral("pdf")}) {
                const QString gui = QDir(dir).filePath(command + QStringLiteral("-gui.") + suffix);
                const QString cli = QDir(dir).filePath(command + QStringLiteral("-cli.") + suffix);
                QString error;
                QStringList written;
                QVERIFY2(window->exports()->exportCosts(sheet, gui, &error, &written),
                         qPrintable(error));
                QCOMPARE(cliCommand(command, {saved, QStringLiteral("-o"), cli}), 0);
                if (suffix == QLatin1String("csv")) {
                    QCOMPARE(readAll(gui), readAll(cli));
                    // The workload's table beside the BOM's, when the design has a workload.
                    const bool workloadCsv = sheet == CostSheet::Bom && edited;
                    QCOMPARE(written.size(), workloadCsv ? 2 : 1);
                    QCOMPARE(QFileInfo::exists(workloadCsvPath(cli)), workloadCsv);
                    if (workloadCsv)
                        QCOMPARE(readAll(written.last()), readAll(workloadCsvPath(cli)));
                } else if (suffix == QLatin1String("xlsx")) {
                    compareWorkbooks(gui, cli);
                } else {
                    compareReports(gui, cli);
                }
                if (QTest::currentTestFailed())
                    return;
            }
        }

        // The files hold the Costs dock's figures, and those are the design's: its assumptions
        // and the price set in the window.
        const QByteArray tco = readAll(QDir(dir).filePath(QStringLiteral("tco-gui.csv")));
        QVERIFY(tco.contains(",," + QByteArray::number(costs.tco.totalUsd, 'f', 2) +
                             ",USD,total_usd\r\n"));
        const QByteArray bom = readAll(QDir(dir).filePath(QStringLiteral("bom-gui.csv")));
        QCOMPARE(bom.contains(",287654.00,"), edited);
        QCOMPARE(tco.contains(",0.21,USD/kWh,electricity_usd_per_kwh\r\n"), edited);
        QCOMPARE(tco.contains("Horizon,Years,,3,years,years\r\n"), edited);
        test::closeWindow(window);
    }

    // Asked for while the costs of an edit are computed: the synchronous export says so; the
    // menu's waits and writes the new figures, and its progress dialog is gone when it is over.
    void waitsForTheCostsOfAnEdit()
    {
        auto window = test::openWindow({}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        QVERIFY(waitForCosts(*window));
        Document *document = window->document();
        document->push(new SetPriceOverride(document, QStringLiteral("DGX-H100"), 123456.0));
        QVERIFY(window->session()->isPending());
        const QString path = mDir.filePath(QStringLiteral("waited.csv"));
        QString error;
        QVERIFY(!window->exports()->exportCosts(CostSheet::Bom, path, &error));
        QVERIFY2(error.contains(QLatin1String("still being computed")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));

        QSignalSpy finished(window->exports(), &ExportActions::costExportFinished);
        window->exports()->startCostExport(CostSheet::Bom, path);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(0).toStringList(), QStringList{path});
        QVERIFY(readAll(path).contains(",123456.00,"));
        QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("waited.csv")));
        QTest::qWait(500); // past the progress dialog's minimum duration
        for (const QProgressDialog *p : window->findChildren<QProgressDialog *>())
            QVERIFY(!p->isVisible());
        test::closeWindow(window);
    }

    // A path the system refuses: false and one line naming the file; what was there stays and no
    // temporary file is left. From the menu, a message box says it.
    void refusedPathsLeaveWhatWasThere_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("xlsx") << QStringLiteral("xlsx");
        QTest::newRow("csv") << QStringLiteral("csv");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }
    void refusedPathsLeaveWhatWasThere()
    {
        QFETCH(QString, suffix);
        auto window = test::openWindow({}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        QVERIFY(waitForCosts(*window));
        QTemporaryDir dir;
        // A file where a folder should be.
        const QString file = dir.filePath(QStringLiteral("report.") + suffix);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("an earlier export\n");
        }
        const QByteArray fileBefore = test::fileFingerprint(file);
        const QString underFile = file + QStringLiteral("/bom.") + suffix;
        QString error;
        QVERIFY(!window->exports()->exportCosts(CostSheet::Bom, underFile, &error));
        QVERIFY2(error.contains(underFile) && error.contains(QLatin1String("cannot write")) &&
                     !error.contains(u'\n'),
                 qPrintable(error));
        QCOMPARE(test::fileFingerprint(file), fileBefore);

        // A folder where the file should be, with a file in it.
        const QString taken = dir.filePath(QStringLiteral("taken.") + suffix);
        QVERIFY(QDir().mkpath(taken));
        const QString keep = taken + QStringLiteral("/keep.txt");
        {
            QFile f(keep);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me\n");
        }
        const QByteArray keepBefore = test::fileFingerprint(keep);
        QVERIFY(!window->exports()->exportCosts(CostSheet::Tco, taken, &error));
        QVERIFY2(error.contains(taken), qPrintable(error));
        QVERIFY(QFileInfo(taken).isDir());
        QCOMPARE(test::fileFingerprint(keep), keepBefore);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QFileInfo(file).fileName()});

        // From the menu: a message box naming the file.
        QString box;
        ModalAnswerer answer([&box](QWidget *modal) {
            if (auto *m = qobject_cast<QMessageBox *>(modal)) {
                box = m->text();
                m->reject();
            }
        });
        QSignalSpy finished(window->exports(), &ExportActions::costExportFinished);
        window->exports()->startCostExport(CostSheet::Tco, taken);
        QVERIFY(QTest::qWaitFor([&] { return !box.isEmpty(); }, 30000));
        QVERIFY2(box.contains(taken), qPrintable(box));
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.first().at(0).toStringList().isEmpty());
        test::closeWindow(window);
    }

    // The Costs dock's Export... button: XLSX, CSV and PDF offered, XLSX first; a name typed
    // without a suffix gets the chosen format's; an existing file is replaced only when the
    // person says so.
    void dialogOffersTheFormatsAndAsksBeforeReplacing()
    {
        auto window = test::openWindow({}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        QVERIFY(waitForCosts(*window));
        window->showCosts();
        QTemporaryDir dir;
        QStringList filters;
        QString defaultSuffix;
        bool confirmsOverwrite = false;
        QString question;
        bool typed = false;
        ModalAnswerer answer([&](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                answerNo(box, &question);
                return;
            }
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog)
                return;
            if (typed) { // still open: the name was not taken
                dialog->reject();
                return;
            }
            typed = true;
            shoot(dialog, QStringLiteral("costs-export-dialog"));
            filters = dialog->nameFilters();
            defaultSuffix = dialog->defaultSuffix();
            confirmsOverwrite = !dialog->testOption(QFileDialog::DontConfirmOverwrite) &&
                                dialog->acceptMode() == QFileDialog::AcceptSave;
            typeCsvName(dialog, dir.path(), QStringLiteral("costs"));
        });
        QSignalSpy finished(window->exports(), &ExportActions::costExportFinished);
        auto *button =
            window->costsPanel()->findChild<QPushButton *>(QStringLiteral("exportBomButton"));
        QVERIFY(button);
        button->click();
        QVERIFY(finished.wait(30000));
        QCOMPARE(filters.size(), 3);
        QVERIFY(filters[0].contains(QLatin1String("*.xlsx")));
        QVERIFY(filters[1].contains(QLatin1String("*.csv")));
        QVERIFY(filters[2].contains(QLatin1String("*.pdf")));
        QCOMPARE(defaultSuffix, QStringLiteral("xlsx"));
        QVERIFY(confirmsOverwrite);
        const QString csv = dir.filePath(QStringLiteral("costs.csv"));
        QCOMPARE(finished.first().at(0).toStringList(), QStringList{csv});
        QVERIFY(readAll(csv).startsWith("category,sku,"));
        QVERIFY(question.isEmpty());

        // Again, the same name: the dialog asks, "No" keeps the file.
        const QByteArray before = test::fileFingerprint(csv);
        typed = false;
        button->click(); // returns when the dialog is closed
        QVERIFY2(question.contains(QLatin1String("costs.csv")), qPrintable(question));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(test::fileFingerprint(csv), before);
        test::closeWindow(window);
    }

    // A BOM CSV of a design with a workload writes the workload's CSV beside it: the dialog asks
    // about the name typed, the window about that second file; "No" writes neither.
    void asksBeforeReplacingTheWorkloadCsv()
    {
        auto window = test::openWindow({}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        window->document()->push(new SetWorkload(window->document(), test::sampleWorkload()));
        window->showCosts();
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("costs.csv"));
        const QString beside = dir.filePath(QStringLiteral("costs-workload.csv"));
        {
            QFile f(beside);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the user's own table\n");
        }
        const QByteArray before = test::fileFingerprint(beside);
        QString question;
        bool typed = false;
        ModalAnswerer answer([&](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                shoot(box, QStringLiteral("costs-export-replace-workload"));
                answerNo(box, &question);
                return;
            }
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog)
                return;
            if (typed) {
                dialog->reject();
                return;
            }
            typed = true;
            typeCsvName(dialog, dir.path(), QStringLiteral("costs"));
        });
        QSignalSpy finished(window->exports(), &ExportActions::costExportFinished);
        auto *button =
            window->costsPanel()->findChild<QPushButton *>(QStringLiteral("exportBomButton"));
        QVERIFY(button);
        button->click(); // returns when the dialogs are closed
        QVERIFY2(question.contains(QLatin1String("costs-workload.csv")), qPrintable(question));
        QVERIFY(!window->exports()->costExportRunning());
        QCOMPARE(finished.size(), 0);
        QVERIFY(!QFileInfo::exists(csv));
        QCOMPARE(test::fileFingerprint(beside), before);
        // Without the file beside, nothing to ask.
        QVERIFY(QFile::remove(beside));
        QVERIFY(window->exports()->replaceBesideQuestion(CostSheet::Bom, csv).isEmpty());
        test::closeWindow(window);
    }

    // File > Export to NetBox: a folder name typed that does not exist yet is taken and created
    // with the files in it; a folder that is not empty is refused in a message box.
    void netBoxDialogTakesANewFolder()
    {
        auto window = test::openWindow({}, test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        QTemporaryDir dir;
        QStringList boxes;
        QString folderName = QStringLiteral("netbox-new");
        bool typed = false;
        ModalAnswerer answer([&](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                boxes << box->text();
                box->reject();
                return;
            }
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog)
                return;
            if (typed) { // still open: the name was refused
                dialog->reject();
                return;
            }
            typed = true;
            dialog->setDirectory(dir.path());
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name)
                return;
            name->setText(folderName);
            shoot(dialog, QFileInfo::exists(dir.filePath(folderName))
                              ? QStringLiteral("netbox-folder-dialog-existing")
                              : QStringLiteral("netbox-folder-dialog-new"));
            QTest::keyClick(name, Qt::Key_Return);
        });
        auto *action = window->findChild<QAction *>(QStringLiteral("exportNetBoxAction"));
        QVERIFY(action);
        QSignalSpy exported(window->exports(), &ExportActions::netBoxExportFinished);
        action->trigger(); // returns when the dialog is closed; the files come from a worker
        QVERIFY(exported.wait(30000));
        const QString folder = dir.filePath(folderName);
        QVERIFY2(boxes.isEmpty(), qPrintable(boxes.join(u'\n')));
        QVERIFY(QFile::exists(folder + QStringLiteral("/06-devices.csv")));
        QVERIFY(QFile::exists(folder + QStringLiteral("/device-types/DGX-H100.yaml")));
        QVERIFY(window->statusBar()->currentMessage().contains(folderName));

        // The same folder again: not empty, refused; its files stay.
        const QByteArray before = test::fileFingerprint(folder + QStringLiteral("/06-devices.csv"));
        typed = false;
        action->trigger();
        QVERIFY(exported.wait(30000));
        QVERIFY(QTest::qWaitFor([&] { return !boxes.isEmpty(); }, 5000));
        QCOMPARE(boxes.size(), 1);
        QVERIFY2(boxes.first().contains(QLatin1String("not empty")), qPrintable(boxes.first()));
        QCOMPARE(test::fileFingerprint(folder + QStringLiteral("/06-devices.csv")), before);
        test::closeWindow(window);
    }
};

QTEST_MAIN(TestCostExportGui)
#include "tst_costexportgui.moc"
