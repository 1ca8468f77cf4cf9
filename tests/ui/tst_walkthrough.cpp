// What an architect does in a meeting, on a fresh start (no saved settings) on a 1280x720
// projector: a new design from a template, one edit, the costs, the bill of materials exported as
// XLSX, a training workload, presentation mode and every page of it. At each step every view has
// to fit the screen: no widget wider than its parent, no figure of the Totals or the cost headline
// elided, no label on a presentation page cut. PODCAD_TEST_SHOTS=dir saves each step's picture.
#include "costs/costspanel.h"
#include "dialogs/templatewizard.h"
#include "layoutchecks.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "modaldriver.h"
#include "offscreenscreens.h"
#include "panels/totalsmodel.h"
#include "panels/totalspanel.h"
#include "panels/workloadinputs.h"
#include "panels/workloadpanel.h"
#include "presentation/presentationmode.h"
#include "session/document.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace podcad;
using namespace Qt::StringLiterals;

class TestWalkthrough final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;
    QPointer<PresentationMode> mPage;
    QSize mScreen{1280, 720};

    QAction *action(const QString &name) const { return mWindow->findChild<QAction *>(name); }

    bool costsCurrent() const
    {
        const CostsPanel *costs = mWindow->costsPanel();
        return !costs->isPending() && costs->snapshot().valid;
    }

    void shoot(QWidget *widget, const QString &step) const
    {
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            widget->grab().save(u"%1/walkthrough-%2.png"_s.arg(shots, step));
    }

    // The window as it stands: it lies on the screen, nothing in it is wider than its parent,
    // and the Totals show every figure whole.
    void checkWindowFits(const QString &step)
    {
        QApplication::processEvents();
        const QRect screen = mWindow->screen()->availableGeometry();
        QVERIFY2(screen.contains(mWindow->frameGeometry()),
                 qPrintable(step + u": window at "_s + QDebug::toString(mWindow->frameGeometry())));
        const QStringList wide = test::widerThanParent(mWindow.get());
        QVERIFY2(wide.isEmpty(), qPrintable(step + u": "_s + wide.join(u'\n')));
        const auto *totals = mWindow->findChild<TotalsPanel *>();
        QVERIFY(totals->model()->rowCount() > 10);
        const QStringList cut = test::elidedCells(totals, TotalsModel::Value);
        QVERIFY2(cut.isEmpty(), qPrintable(step + u": "_s + cut.join(u'\n')));
        shoot(mWindow.get(), step);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mDir.path());
        QSettings().clear();
        QScreen *screen = test::screenOfSize(mScreen);
        QVERIFY2(screen, "the offscreen platform did not take the screens' file");
        // As main() opens it on a first start: placed for the screen, then shown.
        mWindow = std::make_unique<MainWindow>();
        mWindow->setScreen(screen);
        mWindow->fitToScreen(screen->availableGeometry());
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
        QVERIFY(test::waitForAnalysis(*mWindow));
    }

    void cleanupTestCase()
    {
        if (mPage)
            mPage->close();
        test::closeWindow(mWindow);
    }

    // File > New from Template: one scalable unit of a DGX H100 SuperPOD.
    void newFromTemplate()
    {
        bool created = false;
        test::whenModalShows<TemplateWizard>([&](TemplateWizard *wizard) {
            QComboBox *kind = wizard->templateField();
            kind->setCurrentIndex(kind->findData(int(TemplateWizard::Template::SuperPod)));
            wizard->systemField()->setCurrentIndex(wizard->systemField()->findData(u"dgx-h100"_s));
            wizard->susField()->setValue(1);
            QPushButton *create =
                wizard->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            created = QTest::qWaitFor([create] { return create->isEnabled(); }, 20000);
            QTest::mouseClick(create, Qt::LeftButton);
        });
        action(u"newFromTemplateAction"_s)->trigger();
        QVERIFY(created);
        QVERIFY(test::waitForAnalysis(*mWindow));
        QCOMPARE(mWindow->analysis().totals.nodes, 31); // 32 slots, one taken by the UFM
        checkWindowFits(u"template"_s);
    }

    // One edit: a compute node selected and deleted, as the Delete key does.
    void oneEdit()
    {
        QString node;
        for (const auto &[id, device] : mWindow->design().devices())
            if (device.role == Role::Compute) {
                node = id;
                break;
            }
        QVERIFY(!node.isEmpty());
        mWindow->setSelection({node});
        const int steps = mWindow->document()->undoStack()->count();
        action(u"deleteAction"_s)->trigger();
        QCOMPARE(mWindow->document()->undoStack()->count(), steps + 1);
        QVERIFY(!mWindow->design().devices().contains(node));
        QVERIFY(test::waitForAnalysis(*mWindow));
        QCOMPARE(mWindow->analysis().totals.nodes, 30);
        checkWindowFits(u"edit"_s);
    }

    // The Costs dock: its headline whole, the window still fitting with it shown.
    void costs()
    {
        mWindow->showCosts();
        QTRY_VERIFY_WITH_TIMEOUT(costsCurrent(), 20000);
        QApplication::processEvents();
        const auto *summary = mWindow->costsPanel()->findChild<QLabel *>(u"costSummary"_s);
        QVERIFY(summary && summary->isVisible());
        QVERIFY(summary->text().contains(u"$"_s));
        const QString cut = test::cutLabel(summary);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
        QVERIFY2(test::cutLabel(mWindow->costsPanel()->bomTotalLabel()).isEmpty(),
                 qPrintable(test::cutLabel(mWindow->costsPanel()->bomTotalLabel())));
        // Every figure of the BOM and the TCO whole, as each tab is clicked.
        auto *tabs = mWindow->costsPanel()->findChild<QTabWidget *>(u"costTables"_s);
        QVERIFY(tabs);
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            QApplication::processEvents();
            QStringList cut;
            for (const QTableView *table : tabs->currentWidget()->findChildren<QTableView *>())
                if (table->isVisible() && table->objectName() != u"costAssumptions"_s)
                    cut << test::elidedCells(table);
            QVERIFY2(cut.isEmpty(), qPrintable(tabs->tabText(tab) + u": "_s + cut.join(u'\n')));
        }
        tabs->setCurrentIndex(0);
        checkWindowFits(u"costs"_s);
    }

    // File > Export Bill of Materials as XLSX: what the menu does once its dialog has the path.
    void exportBom()
    {
        const QString path = mDir.filePath(u"pod-bom.xlsx"_s);
        ExportActions *exports = mWindow->exports();
        QSignalSpy finished(exports, &ExportActions::costExportFinished);
        exports->startCostExport(CostSheet::Bom, path);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(0).toStringList(), QStringList{path});
        QVERIFY2(finished.first().at(1).toString().isEmpty(),
                 qPrintable(finished.first().at(1).toString()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.size() > 4000);
        QCOMPARE(file.read(2), "PK"); // a zip: what an XLSX is
        checkWindowFits(u"export"_s);
    }

    // A training workload typed into the Workload dock: the presentation gets its second page.
    void workload()
    {
        mWindow->showWorkload();
        WorkloadInputs *inputs = mWindow->workloadPanel()->inputs();
        QComboBox *model = inputs->modelBox();
        model->setCurrentIndex(model->findData(u"llama-3.1-70b"_s));
        QVERIFY(model->currentIndex() >= 0);
        inputs->trainingGroup()->setChecked(true);
        for (const auto &[edit, text] :
             {std::pair{inputs->tokensEdit(), u"15T"_s}, std::pair{inputs->goalEdit(), u"30"_s}}) {
            edit->setFocus();
            edit->selectAll();
            QTest::keyClicks(edit, text);
        }
        QTRY_VERIFY(mWindow->design().workload.has_value() &&
                    mWindow->design().workload->training.has_value());
        checkWindowFits(u"workload"_s);
    }

    // Presentation mode (F5) and every page: nothing cut, nothing overlapping, at 1280x720.
    void presentation()
    {
        QTRY_VERIFY_WITH_TIMEOUT(costsCurrent(), 20000);
        mPage = mWindow->present();
        QVERIFY(mPage);
        QTRY_VERIFY(mPage->isFullScreen());
        QTRY_COMPARE(mPage->size(), mScreen);
        QTRY_VERIFY(mPage->figure(u"tco"_s)->property("value").toDouble() > 0);
        // Figures, workload, and the facility the SuperPOD template sized for the design.
        QVERIFY(!mWindow->design().facility().empty());
        QCOMPARE(mPage->pageCount(), 3);
        // The design fills its frame on this first F5: 80 % of its width or height.
        auto *picture = mPage->findChild<QLabel *>(u"presentationPicture"_s);
        QVERIFY(picture && picture->isVisible());
        QTRY_VERIFY2(test::drawnRect(mPage, picture).width() >= 0.8 * picture->width() ||
                         test::drawnRect(mPage, picture).height() >= 0.8 * picture->height(),
                     qPrintable(QDebug::toString(test::drawnRect(mPage, picture)) + u" in "_s +
                                QDebug::toString(picture->size())));
        for (int page = 0; page < mPage->pageCount(); ++page) {
            if (page > 0)
                QTest::keyClick(mPage, Qt::Key_PageDown);
            QCOMPARE(mPage->currentPage(), page);
            QTest::qWait(50); // the chart's old axes go with deferred deletes
            QApplication::processEvents();
            int labels = 0;
            const QStringList problems = test::layoutProblems(mPage, &labels);
            shoot(mPage, u"presentation-%1"_s.arg(page));
            // The facility page is mostly its two diagrams (pictures) and one sentence.
            QVERIFY2(labels >= (page == 2 ? 2 : 10), qPrintable(QString::number(labels)));
            QVERIFY2(problems.isEmpty(),
                     qPrintable(u"page %1: "_s.arg(page) + problems.join(u'\n')));
            const QStringList wide = test::widerThanParent(mPage);
            QVERIFY2(wide.isEmpty(), qPrintable(u"page %1: "_s.arg(page) + wide.join(u'\n')));
        }
        QTest::keyClick(mPage, Qt::Key_Escape);
        QTRY_VERIFY(!mPage);
        checkWindowFits(u"after-presentation"_s);
    }
};

int main(int argc, char *argv[])
{
    podcad::test::useOffscreenScreens(QStringLiteral("1280x720-and-1920x1080.json"));
    QApplication app(argc, argv);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    TestWalkthrough test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_walkthrough.moc"
