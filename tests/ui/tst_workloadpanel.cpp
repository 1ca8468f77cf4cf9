// The Workload dock: a person picks a model and types a training target into the dock's fields, the
// plain words show what evaluateWorkload() says of the design (the live session evaluates it off
// the UI thread, so the words follow the edit), the edit is a few undo steps (typing merges), it
// is saved with the design and fills the dock when the file is opened again, and clearing it is
// one step.
#include "commands/setworkload.h"
#include "dialogs/proposaldialog.h"
#include "format/percentformat.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "panels/planview.h"
#include "panels/workloadinputs.h"
#include "panels/workloadpanel.h"
#include "panels/workloadresults.h"
#include "session/document.h"
#include "session/livesession.h"
#include "testpaths.h"
#include "windowfixture.h"
#include "workload/workloadevaluation.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>
#include <algorithm>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

using test::retype;

} // namespace

class TestWorkloadPanel final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;

    WorkloadPanel *panel() const { return mWindow->workloadPanel(); }
    WorkloadInputs *inputs() const { return panel()->inputs(); }
    QUndoStack *undo() const { return mWindow->document()->undoStack(); }

    // Llama 3.1 70B, 15T tokens, 30 days at an MFU of 0.40, as a person who knows it gives it
    // (the figures below are the formula's; tst_workloadplan leaves the MFU to the prediction).
    void typeTrainingTarget()
    {
        QComboBox *model = inputs()->modelBox();
        model->setCurrentIndex(model->findData(u"llama-3.1-70b"_s));
        QVERIFY(model->currentIndex() >= 0);
        inputs()->trainingGroup()->setChecked(true);
        inputs()->mfuBox()->setValue(0.40);
        retype(inputs()->tokensEdit(), u"15T"_s);
        retype(inputs()->goalEdit(), u"30"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mDir.path());
    }

    void init()
    {
        mWindow = std::make_unique<MainWindow>();
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
        const QString copy = mDir.filePath(u"pod.podcad"_s);
        QFile::remove(copy);
        QVERIFY(QFile::copy(test::samplePath(u"basepod-4x-dgx-h100.podcad"_s), copy));
        QFile(copy).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(mWindow->openFile(copy));
        mWindow->showWorkload();
        QVERIFY(panel()->isVisible());
    }

    void cleanup()
    {
        undo()->setClean(); // no "save changes?" on close
        mWindow.reset();
    }

    // Issue 39: scrolling the dock over a spin box the user never clicked changed its value and
    // added an undo step. A wheel edits only the focused field; anything else scrolls.
    void wheelEditsOnlyTheFocusedField()
    {
        inputs()->inferenceGroup()->setChecked(true); // its fields are enabled
        QSpinBox *concurrency = inputs()->concurrencyBox();
        QVERIFY(concurrency->isEnabled());
        QCOMPARE(concurrency->focusPolicy(), Qt::StrongFocus); // a wheel does not focus it
        QTRY_VERIFY(!undo()->canRedo());
        const int steps = undo()->count();
        const int value = concurrency->value();
        auto wheel = [&](QWidget *target) {
            const QPointF at = QPointF(target->rect().center());
            QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &event);
        };

        QVERIFY(!concurrency->hasFocus());
        wheel(concurrency);
        wheel(concurrency->findChild<QLineEdit *>()); // the part the pointer is over
        QTest::qWait(50);
        QCOMPARE(concurrency->value(), value);
        QCOMPARE(undo()->count(), steps);

        mWindow->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
        concurrency->setFocus();
        QTRY_VERIFY(concurrency->hasFocus());
        wheel(concurrency);
        QCOMPARE(concurrency->value(), value - 1);
        QTRY_COMPARE(undo()->count(), steps + 1);
    }

    void dockIsInTheViewMenu()
    {
        auto *dock = mWindow->findChild<QDockWidget *>(u"workloadDock"_s);
        QVERIFY(dock);
        QCOMPARE(dock->windowTitle(), u"Workload"_s);
        bool listed = false;
        for (QAction *a : mWindow->findChildren<QAction *>())
            listed = listed || a == dock->toggleViewAction();
        QVERIFY(listed);
        QVERIFY(!mWindow->design().workload);
        QVERIFY(panel()->results()->text().contains(u"No workload yet"_s));
    }

    void typedTargetShowsTheCoreFigures()
    {
        QTRY_VERIFY(!mWindow->analysisPending()); // the opened file's
        QSignalSpy changed(mWindow->document(), &Document::changed);
        typeTrainingTarget();
        const std::optional<Workload> &w = mWindow->design().workload;
        QVERIFY(w);
        QCOMPARE(w->modelId, u"llama-3.1-70b"_s);
        QVERIFY(w->training);
        QCOMPARE(w->training->tokens, 15e12);
        QCOMPARE(w->training->days, std::optional<double>(30));
        QVERIFY(!w->training->gpus);
        // A workload edit is PropertiesEdited naming "workload": the analysis is not run again.
        for (const QList<QVariant> &args : changed) {
            const auto event = args.at(0).value<ChangeEvent>();
            QCOMPARE(event.kind, ChangeEvent::Kind::PropertiesEdited);
            QCOMPARE(event.fields.toList(), QStringList{u"workload"_s});
        }
        QVERIFY(!mWindow->analysisPending());

        // The words are the core's: the sample's 4 DGX H100 = 32 GPUs, 6 x 70e9 x 15e12 FLOPs at
        // 40 % of 989 TFLOP/s: 5,760.0 days; 30 days take 6,144 GPUs, 6,112 more.
        const WorkloadEvaluation e = evaluateWorkload(*w, mWindow->design(), *mWindow->catalog());
        // The dock refreshes from the event loop (and again when the session's costs arrive).
        const QStringList sentences = e.sentences();
        auto showsAll = [&] {
            const QString text = panel()->results()->text();
            return std::all_of(sentences.cbegin(), sentences.cend(),
                               [&](const QString &sentence) { return text.contains(sentence); });
        };
        QTRY_VERIFY2_WITH_TIMEOUT(showsAll(), qPrintable(panel()->results()->text()), 30000);
        // With the session's cost snapshot: the run's cost on-prem and in the cheapest cloud. The
        // snapshot is computed on a worker after the analysis, so on a busy machine it may arrive
        // after the words above.
        QTRY_VERIFY2_WITH_TIMEOUT(panel()->results()->text().contains(u"Cost of the run: $"_s),
                                  qPrintable(panel()->results()->text()), 30000);
        const QString shown = panel()->results()->text();
        QVERIFY(shown.contains(u"in the cheapest cloud"_s));
        QVERIFY2(shown.contains(u"Training: 5,760.0 days on this design's 32 GPUs"_s),
                 qPrintable(shown));
        QVERIFY2(shown.contains(u"Needs 6,112 more GPUs: finishing in 30.0 days takes 6,144"_s),
                 qPrintable(shown));
        QVERIFY(panel()->results()->figuresTable()->rowCount() > 5);
    }

    void evaluatedByTheSession()
    {
        // The dock computes nothing itself: the live session evaluates the workload on a worker,
        // on its own cost snapshot, and the dock shows that evaluation word for word.
        QTRY_VERIFY(!mWindow->analysisPending());
        LiveSession *session = mWindow->session();
        QSignalSpy ready(session, &LiveSession::workloadReady);
        typeTrainingTarget();
        QVERIFY(!mWindow->analysisPending()); // a workload edit runs no analysis
        QTRY_VERIFY_WITH_TIMEOUT(!session->isWorkloadPending(), 30000);
        QVERIFY(!ready.isEmpty());
        const std::shared_ptr<const WorkloadEvaluation> e = session->workload();
        QVERIFY(e && e->ok() && e->training);
        QCOMPARE(e->model.id, u"llama-3.1-70b"_s);
        QCOMPARE(e->training->run.gpus, 32);
        QVERIFY(e->trainingCost);
        QCOMPARE(panel()->results()->text(), e->sentences().join(u'\n'));
        // Clearing it: no evaluation, at once.
        QTest::mouseClick(panel()->clearButton(), Qt::LeftButton);
        QVERIFY(!session->workload());
        QVERIFY(panel()->results()->text().contains(u"No workload yet"_s));
    }

    void typingIsFewUndoSteps()
    {
        typeTrainingTarget();
        // The target appears once both fields can be read ("3" days, then "30" merged into it).
        QCOMPARE(undo()->count(), 1);
        retype(inputs()->tokensEdit(), u"9.6T"_s); // one more step, merged over four keystrokes
        QCOMPARE(undo()->count(), 2);
        QCOMPARE(mWindow->design().workload->training->tokens, 9.6e12);
        undo()->undo();
        QCOMPARE(mWindow->design().workload->training->tokens, 15e12);
        QCOMPARE(inputs()->tokensEdit()->text(), u"15T"_s); // the form follows undo
        undo()->undo();
        QVERIFY(!mWindow->design().workload);
        QVERIFY(!inputs()->trainingGroup()->isChecked());
        QVERIFY(panel()->results()->text().contains(u"No workload yet"_s));
        undo()->redo();
        QCOMPARE(mWindow->design().workload->training->days, std::optional<double>(30));
        // The session evaluates the workload off the UI thread: the words follow.
        QTRY_VERIFY(panel()->results()->text().contains(u"5,760.0 days"_s));
    }

    void unreadableTextIsNotKept()
    {
        typeTrainingTarget();
        const int steps = undo()->count();
        retype(inputs()->tokensEdit(), u"lots"_s);
        QCOMPARE(undo()->count(), steps);
        QCOMPARE(mWindow->design().workload->training->tokens, 15e12);
        QVERIFY(panel()->statusLabel()->isVisibleTo(panel()));
        QVERIFY(panel()->statusLabel()->text().contains(u"tokens"_s));
    }

    // FP4 serving on the sample's DGX H100 BasePOD: the dock says the GPU has no FP4, and
    // Compare Systems proposes Vera Rubin NVL72 in FP4 beside the H100 in FP8.
    void fp4ServingAndItsProposals()
    {
        QComboBox *model = inputs()->modelBox();
        model->setCurrentIndex(model->findData(u"llama-3.1-70b"_s));
        inputs()->inferenceGroup()->setChecked(true);
        retype(inputs()->rateEdit(), u"5000"_s);
        QComboBox *format = inputs()->inferencePrecisionBox();
        QVERIFY(format->findText(u"fp4"_s) >= 0);
        format->setCurrentIndex(format->findText(u"fp4"_s));
        QTRY_VERIFY2(panel()->results()->text().contains(u"has no FP4 tensor cores"_s),
                     qPrintable(panel()->results()->text()));
        QTest::mouseClick(panel()->compareButton(), Qt::LeftButton);
        QPointer<ProposalDialog> dialog = mWindow->findChild<ProposalDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isComputing() && !dialog->rows().empty(), 60000);
        QTableWidget *table = dialog->table();
        int vr = -1, h100 = -1;
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString sku = table->item(r, ProposalDialog::System)->text();
            vr = sku == u"DGX-VR-NVL72"_s ? r : vr;
            h100 = sku == u"DGX-H100"_s ? r : h100;
        }
        QVERIFY(vr >= 0 && h100 >= 0);
        QCOMPARE(table->item(vr, ProposalDialog::Format)->text(), u"FP4"_s);
        QVERIFY(!table->item(vr, ProposalDialog::Capex)->text().startsWith(u'-'));
        QCOMPARE(table->item(h100, ProposalDialog::Format)->text(), u"FP8"_s);
        QVERIFY(table->item(h100, ProposalDialog::Note)->text().contains(u"no FP4"_s));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            dialog->grab().save(shots + u"/proposals-fp4.png"_s);
        dialog->close();
    }

    void savedAndOpenedAgain()
    {
        typeTrainingTarget();
        inputs()->inferenceGroup()->setChecked(true);
        retype(inputs()->rateEdit(), u"5000"_s);
        QVERIFY(mWindow->save());
        const QString path = mWindow->document()->filePath();
        const LoadResult loaded = DesignFile::read(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.design->workload, mWindow->design().workload);
        QCOMPARE(loaded.design->workload->inference->tokensPerS, 5000.0);

        mWindow->newDesign();
        QVERIFY(!inputs()->trainingGroup()->isChecked());
        QVERIFY(mWindow->openFile(path));
        QCOMPARE(inputs()->modelBox()->currentData().toString(), u"llama-3.1-70b"_s);
        QVERIFY(inputs()->trainingGroup()->isChecked());
        QCOMPARE(inputs()->tokensEdit()->text(), u"15T"_s);
        QCOMPARE(inputs()->goalEdit()->text(), u"30"_s);
        QVERIFY(inputs()->inferenceGroup()->isChecked());
        QCOMPARE(inputs()->rateEdit()->text(), u"5K"_s);
        QTRY_VERIFY(panel()->results()->text().contains(u"Serving: "_s));
        QCOMPARE(undo()->count(), 0);
    }

    void clearIsOneStep()
    {
        typeTrainingTarget();
        const int steps = undo()->count();
        QVERIFY(panel()->clearButton()->isEnabled());
        QTest::mouseClick(panel()->clearButton(), Qt::LeftButton);
        QVERIFY(!mWindow->design().workload);
        QCOMPARE(undo()->count(), steps + 1);
        undo()->undo();
        QVERIFY(mWindow->design().workload);
        QVERIFY(inputs()->trainingGroup()->isChecked());
    }

    void customModel()
    {
        QComboBox *model = inputs()->modelBox();
        model->setCurrentIndex(model->count() - 1); // Custom model...
        QVERIFY(inputs()->customParamsEdit()->isVisible());
        retype(inputs()->customParamsEdit(), u"7B"_s);
        const std::optional<Workload> &w = mWindow->design().workload;
        QVERIFY(w && w->custom && w->modelId.isEmpty());
        QCOMPARE(w->custom->params, 7e9);
        inputs()->trainingGroup()->setChecked(true);
        retype(inputs()->tokensEdit(), u"1T"_s);
        retype(inputs()->goalEdit(), u"10"_s);
        QTRY_VERIFY2(panel()->results()->text().contains(u"Training: "_s),
                     qPrintable(panel()->results()->text()));
    }

    void proposalsAndGenerate()
    {
        typeTrainingTarget();
        const Design before = mWindow->design();
        const int steps = undo()->count();
        QTest::mouseClick(panel()->compareButton(), Qt::LeftButton);
        auto *dialog = mWindow->findChild<ProposalDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isComputing() && !dialog->rows().empty(), 60000);
        QTableWidget *table = dialog->table();
        // The order is said where the table is shown.
        bool saysOrder = false;
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            saysOrder = saysOrder || label->text().contains(u"fastest first"_s);
        QVERIFY(saysOrder);
        QStringList systems;
        int gb200 = -1;
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString sku = table->item(r, ProposalDialog::System)->text();
            systems << sku;
            if (sku == u"DGX-GB200-NVL72"_s)
                gb200 = r;
        }
        for (const QString &sku :
             {u"DGX-H100"_s, u"DGX-H200"_s, u"DGX-B200"_s, u"DGX-GB200-NVL72"_s, u"DGX-VR-NVL72"_s})
            QVERIFY2(systems.contains(sku), qPrintable(systems.join(u", "_s)));
        // Each row says the format it computes in: the target's, BF16.
        const int vr = int(systems.indexOf(u"DGX-VR-NVL72"_s));
        QCOMPARE(table->item(vr, ProposalDialog::Format)->text(), u"BF16"_s);
        // The H100 row: 30 days take 6,144 GPUs, as the dock says (the proposal's SuperPOD may
        // take a node more: 24 full SUs leave no port for the UFM, and the generator asks one
        // more).
        const int h100 = int(systems.indexOf(u"DGX-H100"_s));
        const int h100Gpus = dialog->rows()[size_t(h100)].gpus;
        QVERIFY2(h100Gpus >= 6144 && h100Gpus <= 6144 + 8, qPrintable(QString::number(h100Gpus)));
        QVERIFY(!table->item(h100, ProposalDialog::Capex)->text().startsWith(u'-'));
        QVERIFY(!dialog->generateButton()->isEnabled()); // nothing chosen yet

        table->selectRow(gb200);
        QVERIFY(dialog->generateButton()->isEnabled());
        const int gb200Racks = dialog->rows()[size_t(gb200)].nodes;
        // Made on a worker: the dialog waits, then replaces the design and closes (deleting
        // itself).
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(dialog->isGenerating());
        QVERIFY(!dialog->generateButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(undo()->count(), steps + 1, 60000);
        int racks = 0;
        for (const auto &[id, device] : mWindow->design().devices())
            racks += device.sku == u"DGX-GB200-NVL72"_s;
        QCOMPARE(racks, gb200Racks);
        QVERIFY(mWindow->design().devices().size() > before.devices().size());
        QCOMPARE(mWindow->design().workload, before.workload); // the workload goes along
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        QTRY_VERIFY2_WITH_TIMEOUT(panel()->results()->text().contains(u"GB200"_s),
                                  qPrintable(panel()->results()->text()), 30000);

        undo()->undo();
        QCOMPARE(mWindow->design().devices().size(), before.devices().size());
        QCOMPARE(mWindow->design().name, before.name);
        QVERIFY(mWindow->document()->filePath().endsWith(u"pod.podcad"_s));
    }

    // Issue 39: Llama 3.1 405B, 15T tokens, 60 days. The DGX-B300 row promised 6,592 GPUs in
    // 59.9 days; generated, the dock said 63.8 days and asked for 424 more GPUs. Every row with a
    // generator, generated through the dialog, is what the dock then shows: the row's GPUs, its
    // days, within the deadline; and the design has the hall (its floor rated) New from
    // Template gives.
    void everyGeneratedProposalMeetsItsDeadline()
    {
        mWindow->resize(1280, 720);
        QComboBox *model = inputs()->modelBox();
        model->setCurrentIndex(model->findData(u"llama-3.1-405b"_s));
        inputs()->trainingGroup()->setChecked(true);
        retype(inputs()->tokensEdit(), u"15T"_s);
        retype(inputs()->goalEdit(), u"60"_s);
        QVERIFY(!mWindow->design().workload->training->mfu); // the planner's, per system
        QTest::mouseClick(panel()->compareButton(), Qt::LeftButton);
        auto *dialog = mWindow->findChild<ProposalDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isComputing() && !dialog->rows().empty(), 120000);
        // The heading says what the rows rest on: each row's plan, not one MFU for all.
        bool saysBasis = false;
        for (const QLabel *label : dialog->findChildren<QLabel *>()) {
            QVERIFY2(!label->text().contains(u"40 % MFU"_s), qPrintable(label->text()));
            saysBasis = saysBasis || label->text().contains(u"planner predicts"_s);
        }
        QVERIFY(saysBasis);
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty()) {
            dialog->resize(1240, 420);
            dialog->grab().save(shots + u"/proposals-405b-60days.png"_s);
        }
        const std::vector<ProposalRow> rows = dialog->rows();
        int generated = 0;
        for (int r = 0; r < int(rows.size()); ++r) {
            const ProposalRow &row = rows[size_t(r)];
            if (!row.request.generatable())
                continue;
            const QString sku = row.system.sku;
            // The table's MFU is the row's.
            QCOMPARE(dialog->table()->item(r, ProposalDialog::Mfu)->text(),
                     format::percent(row.mfu, 1));
            QVERIFY2(dialog->generate(r), qPrintable(sku));
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->isGenerating(), 120000);
            ++generated;
            QTRY_VERIFY_WITH_TIMEOUT(
                !mWindow->session()->isWorkloadPending() && mWindow->session()->workload(), 120000);
            QVERIFY(mWindow->design().hall && mWindow->design().hall->floorRatingKgM2);
            const std::shared_ptr<const WorkloadEvaluation> e = mWindow->session()->workload();
            QVERIFY2(e->training && e->system && e->system->sku == sku, qPrintable(sku));
            const TrainingEvaluation &t = *e->training;
            QCOMPARE(t.run.gpus, row.gpus);
            QVERIFY2(t.run.days <= 60, qPrintable(u"%1: %2 days"_s.arg(sku).arg(t.run.days)));
            QCOMPARE(t.run.days, row.days);
            QCOMPARE(t.moreGpusNeeded, 0);
            QVERIFY2(!panel()->results()->text().contains(u"more GPUs"_s),
                     qPrintable(panel()->results()->text()));
            if (sku == u"DGX-B300"_s) {
                if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS");
                    !shots.isEmpty())
                    mWindow->grab().save(shots + u"/workload-dock-b300-generated.png"_s);
            }
            undo()->undo();
        }
        QVERIFY(generated >= 5);
        dialog->close();
    }

    // Issue 39: the sentence said "predicted MFU 46.2 %" (the step's own figure, attention
    // counted), the table "MFU 44.4 % of 2,500 dense": one MFU, with its basis, in the words,
    // the table and the Training plan tab alike.
    void oneMfuInEveryPlace()
    {
        QComboBox *model = inputs()->modelBox();
        model->setCurrentIndex(model->findData(u"llama-3.1-70b"_s));
        inputs()->trainingGroup()->setChecked(true);
        retype(inputs()->tokensEdit(), u"15T"_s);
        retype(inputs()->goalEdit(), u"30"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!mWindow->session()->isWorkloadPending() &&
                                     mWindow->session()->workload() &&
                                     mWindow->session()->workload()->training,
                                 30000);
        const TrainingEvaluation &t = *mWindow->session()->workload()->training;
        QVERIFY(t.planner && t.planner->best() && !t.mfuGiven);
        // The step's own MFU counts the attention: another number, which no view shows.
        const QString one = format::percent(t.mfu, 1);
        QVERIFY(one != format::percent(t.planner->best()->predictedMfu, 1));
        const QString words = panel()->results()->text();
        QVERIFY2(words.contains(u"predicted MFU %1 of the dense BF16 peak"_s.arg(one)),
                 qPrintable(words));
        QTableWidget *figures = panel()->results()->figuresTable();
        QString achieved;
        for (int r = 0; r < figures->rowCount(); ++r)
            if (figures->item(r, 0)->text().startsWith(u"Achieved"_s))
                achieved = figures->item(r, 1)->text();
        QVERIFY2(achieved.contains(u"MFU %1 of "_s.arg(one)) && achieved.contains(u"dense BF16"_s),
                 qPrintable(achieved));
        const QString plan = panel()->results()->planView()->planLabel()->text();
        QVERIFY2(plan.contains(u"Predicted MFU %1 of the dense BF16 peak"_s.arg(one)),
                 qPrintable(plan));
        // Issue 40: planned days carry what they came to on published runs like this run, in the
        // sentence and the Days row alike.
        QVERIFY(t.validation);
        const QString range = t.validation->durationText(t.run.days, u"days"_s);
        QVERIFY2(words.contains(u"; "_s + range + u"."_s), qPrintable(words));
        QString daysRow;
        for (int r = 0; r < figures->rowCount(); ++r)
            if (figures->item(r, 0)->text() == u"Days"_s)
                daysRow = figures->item(r, 1)->text();
        QVERIFY2(daysRow.endsWith(u"(%1)"_s.arg(range)), qPrintable(daysRow));
        for (const QString &text : {words, achieved, plan}) {
            static const QRegularExpression percent(u"MFU (\\d+\\.\\d) %"_s);
            auto it = percent.globalMatch(text);
            while (it.hasNext())
                QCOMPARE(it.next().captured(1) + u" %"_s, one);
        }
    }

    // Issue 39: with Inference ticked beside Training the Summary showed no serving sentence: it
    // came after the seven training sentences, below the edge of the dock at 1280x720. Each
    // target's answer comes first, and the serving one is in sight without scrolling.
    void servingSentenceInSight()
    {
        mWindow->resize(1280, 720);
        typeTrainingTarget();
        inputs()->inferenceGroup()->setChecked(true);
        retype(inputs()->rateEdit(), u"5000"_s);
        QTRY_VERIFY_WITH_TIMEOUT(panel()->results()->text().contains(u"Serving: "_s), 30000);
        const QStringList lines = panel()->results()->text().split(u'\n');
        QVERIFY2(lines.size() > 4 && lines[0].startsWith(u"Training: "_s) &&
                     lines[1].startsWith(u"Serving: "_s),
                 qPrintable(lines.join(u" | "_s)));
        // The words' viewport shows the second line: the scroll area is at its top and at least
        // two wrapped lines high.
        QLabel *words = panel()->results()->wordsLabel();
        auto *scroll = panel()->results()->findChild<QScrollArea *>(u"workloadWordsScroll"_s);
        QVERIFY(scroll);
        QApplication::processEvents();
        const QFontMetrics fm(words->font());
        const int wrapped = fm.boundingRect(QRect(0, 0, words->width(), 10000), Qt::TextWordWrap,
                                            lines[0] + u'\n' + lines[1])
                                .height();
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        // The serving prediction's row, with what it came to on published serving runs.
        QTableWidget *figures = panel()->results()->figuresTable();
        QString servingRow;
        for (int r = 0; r < figures->rowCount(); ++r)
            if (figures->item(r, 0)->text().startsWith(u"Serving at batch"_s))
                servingRow = figures->item(r, 1)->text();
        QVERIFY2(servingRow.contains(u" tokens/s per replica ("_s) &&
                     servingRow.contains(u" tokens/s on 12 published "_s),
                 qPrintable(servingRow));
        QVERIFY2(scroll->viewport()->height() >= wrapped,
                 qPrintable(u"%1 < %2"_s.arg(scroll->viewport()->height()).arg(wrapped)));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty()) {
            mWindow->grab().save(shots + u"/workload-dock-serving-1280.png"_s);
            mWindow->resize(1920, 1080);
            QApplication::processEvents();
            mWindow->grab().save(shots + u"/workload-dock-serving-1920.png"_s);
        }
    }

    // Not a timed assertion (a shared machine's timings are not a test's to judge): prints the UI
    // time of one keystroke and the time from the last one to the results (the key, the undo step,
    // the repaint; the session evaluates on its worker) on the sample, or with
    // PODCAD_WORKLOAD_BENCH=FILE on that design (a 64-SU SuperPOD).
    void keystrokeTimeOnALargeDesign()
    {
        QString file = qEnvironmentVariable("PODCAD_WORKLOAD_BENCH");
        if (file.isEmpty())
            file = test::samplePath(u"basepod-4x-dgx-h100.podcad"_s);
        QVERIFY(mWindow->openFile(file));
        mWindow->showWorkload();
        // The opened design's own analysis and its drawing are not the keystrokes' cost.
        QTRY_VERIFY_WITH_TIMEOUT(!mWindow->analysisPending(), 300000);
        QTest::qWait(1000);
        typeTrainingTarget();
        QLineEdit *tokens = inputs()->tokensEdit();
        tokens->setFocus();
        QElapsedTimer timer;
        const int keys = 40;
        qint64 worst = 0;
        timer.start();
        for (int i = 0; i < keys; ++i) {
            QElapsedTimer one;
            one.start();
            QTest::keyClick(tokens, i % 2 ? Qt::Key_T : Qt::Key_Backspace);
            panel()->repaint();
            worst = std::max(worst, one.nsecsElapsed());
            if (qEnvironmentVariableIsSet("PODCAD_WORKLOAD_BENCH_EACH"))
                qInfo("key %d: %.2f ms", i, one.nsecsElapsed() / 1e6);
        }
        qInfo("%d keystrokes on %s: %.2f ms each on average, %.2f ms at worst", keys,
              qPrintable(file), timer.nsecsElapsed() / 1e6 / keys, worst / 1e6);
        // From the last keystroke to the dock showing the evaluation of what was typed (the
        // debounce, the planner's search on the worker, the repaint).
        timer.restart();
        QTRY_VERIFY_WITH_TIMEOUT(!mWindow->session()->isWorkloadPending(), 60000);
        qInfo("results %.0f ms after the last keystroke", timer.nsecsElapsed() / 1e6);
        // Backspace and T in turn, ending on T (a key click types it lower case, which reads
        // the same): 15 trillion again, and the design follows the field.
        QCOMPARE(tokens->text().toUpper(), u"15T"_s);
        QCOMPARE(mWindow->design().workload->training->tokens, 15e12);
        timer.restart();
        for (int i = 0; i < keys; ++i)
            evaluateWorkload(*mWindow->design().workload, mWindow->design(), *mWindow->catalog());
        qInfo("of which evaluateWorkload: %.2f ms", timer.nsecsElapsed() / 1e6 / keys);
    }
};

QTEST_MAIN(TestWorkloadPanel)
#include "tst_workloadpanel.moc"
