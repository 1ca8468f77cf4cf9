// Every way the open design is replaced (New, New from Template, Open, Revert, Compare Systems >
// Generate, the recovery of an autosaved copy, Undo and Redo of a replacement), from each view, in
// a window whose three views, Hall overlays, docks and presentation pages had all been drawn
// before: after it, each view and dock is drawn again and each scene holds the items of the new
// design, not of the one before (issue 39: the Hall view read an overlay item that its rebuild had
// deleted). PODCAD_TEST_SHOTS=dir saves the window as the Hall view shows each new design
// (hall-after-<row>.png).
#include "canvas/floorscene.h"
#include "canvas/hallscene.h"
#include "canvas/topologyscene.h"
#include "catalog/catalog.h"
#include "commands/setworkload.h"
#include "dialogs/proposaldialog.h"
#include "dialogs/templatewizard.h"
#include "generate/basepod.h"
#include "generate/facilityplan.h"
#include "io/designfile.h"
#include "mainwindow/autosave.h"
#include "mainwindow/editortabs.h"
#include "mainwindow/mainwindow.h"
#include "modaldriver.h"
#include "presentation/presentationmode.h"
#include "scenecontents.h"
#include "session/document.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace podcad;

namespace {

using View = EditorTabs::View;
using test::drawnIds;
using test::idsOf;

QString viewName(View view)
{
    switch (view) {
    case View::Topology:
        return QStringLiteral("topology");
    case View::Hall:
        return QStringLiteral("hall");
    case View::Floor:
        break;
    }
    return QStringLiteral("floor");
}

} // namespace

class TestDesignReplacement final : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> mWindow;
    QPointer<PresentationMode> mPresentation;
    QTemporaryDir mDir;
    QString mOtherFile; // a small BasePOD with a hall and a facility, unlike the sample

    EditorTabs *views() const { return mWindow->views(); }
    QCheckBox *overlayBox(const char *name) const
    {
        return mWindow->findChild<QCheckBox *>(QString::fromLatin1(name));
    }

    // A design unlike the sample (two DGX B200 nodes, a hall, a 2N facility).
    std::optional<Design> otherDesign() const
    {
        BasePodOptions options;
        options.system = QStringLiteral("dgx-b200");
        options.nodes = 2;
        QString why;
        std::optional<Design> design = generateBasePod(*mWindow->catalog(), options, &why);
        if (!design)
            return std::nullopt;
        generate::addGeneratedHall(*design, *mWindow->catalog());
        if (!generate::addGeneratedFacility(*design, *mWindow->catalog(),
                                            generate::PowerRedundancy::TwoN, &why))
            return std::nullopt;
        design->name = QStringLiteral("Other design");
        return design;
    }

    // Shows `view` and draws it; its scene then holds one item per object of the design.
    void showAndCheck(View view)
    {
        views()->setCurrentView(view);
        QCOMPARE(views()->currentView(), view);
        QGraphicsView *shown = views()->activeView();
        QVERIFY(shown->isVisible());
        QVERIFY(!shown->grab().isNull());
        const Design &design = mWindow->design();
        switch (view) {
        case View::Floor:
            QCOMPARE(drawnIds(views()->floorScene(), FloorScene::IdKey, FloorScene::KindKey,
                              FloorScene::kRackKind),
                     idsOf(design.racks()));
            break;
        case View::Topology:
            QCOMPARE(drawnIds(views()->topologyScene(), TopologyScene::IdKey),
                     idsOf(design.devices()));
            break;
        case View::Hall: {
            const HallScene *hall = views()->hallScene();
            QCOMPARE(drawnIds(hall, HallScene::IdKey, HallScene::KindKey, HallScene::kRackKind),
                     idsOf(design.racks()));
            QCOMPARE(drawnIds(hall, HallScene::IdKey, HallScene::KindKey, HallScene::kElementKind),
                     idsOf(design.facility()));
            // The overlays turned on before stay on, as their boxes say.
            QVERIFY(hall->overlayShown(HallScene::Overlay::PowerChain));
            QVERIFY(hall->overlayShown(HallScene::Overlay::Cooling));
            QVERIFY(overlayBox("hallPowerChain")->isChecked());
            QVERIFY(overlayBox("hallCooling")->isChecked());
            QVERIFY(hall->routesItem());
            break;
        }
        }
    }

    // Every view (the one shown first), every dock and every presentation page drawn again.
    void showEverything(const QString &shot)
    {
        const View first = views()->currentView();
        showAndCheck(first);
        if (QTest::currentTestFailed())
            return;
        for (View view : {View::Floor, View::Topology, View::Hall}) {
            if (view == first)
                continue;
            showAndCheck(view);
            if (QTest::currentTestFailed())
                return;
        }
        views()->setCurrentView(View::Hall);
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            QVERIFY(mWindow->grab().save(QStringLiteral("%1/hall-after-%2.png").arg(shots, shot)));
        for (QDockWidget *dock : mWindow->findChildren<QDockWidget *>()) {
            dock->show();
            dock->raise();
            QVERIFY2(!dock->grab().isNull(), qPrintable(dock->objectName()));
        }
        QVERIFY(mPresentation);
        for (int page = 0; page < mPresentation->pageCount(); ++page) {
            mPresentation->showPage(page);
            QVERIFY(!mPresentation->grab().isNull());
        }
        views()->setCurrentView(first);
    }

    // Shows the design again once its analysis is in (the fills, bars and docks follow it).
    void showEverythingAnalysed(const QString &shot)
    {
        QVERIFY(test::waitForAnalysis(*mWindow));
        showEverything(shot);
    }

    // File > New from Template: a BasePOD of `nodes` DGX H100 with its hall and a facility.
    void newFromTemplate(int nodes)
    {
        bool created = false;
        test::whenModalShows<TemplateWizard>([&](TemplateWizard *wizard) {
            QComboBox *kind = wizard->templateField();
            kind->setCurrentIndex(kind->findData(int(TemplateWizard::Template::BasePod)));
            wizard->basePodNodesField()->setValue(nodes);
            QComboBox *facility = wizard->facilityField();
            facility->setCurrentIndex(facility->findData(QStringLiteral("auto")));
            QPushButton *create =
                wizard->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            created = QTest::qWaitFor([&] { return create->isEnabled(); }, 20000);
            QTest::mouseClick(create, Qt::LeftButton);
        });
        mWindow->findChild<QAction *>(QStringLiteral("newFromTemplateAction"))->trigger();
        QVERIFY(created);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        Autosave::remove();
        QVERIFY(mDir.isValid());
    }

    void init()
    {
        mWindow = test::openWindow(QSize(1280, 720), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(mWindow);
        // Another design on disk, to open and to recover.
        const std::optional<Design> other = otherDesign();
        QVERIFY(other);
        mOtherFile = mDir.filePath(QStringLiteral("other.podcad"));
        QString error;
        QVERIFY2(DesignFile::write(*other, mOtherFile, &error), qPrintable(error));
        // Everything drawn once for the sample, a rack selected, the Hall overlays on: what a
        // rebuild deletes was there to be deleted.
        mWindow->setSelection({idsOf(mWindow->design().racks()).constFirst()});
        views()->setCurrentView(View::Hall);
        overlayBox("hallPowerChain")->setChecked(true);
        overlayBox("hallCooling")->setChecked(true);
        mPresentation = mWindow->present();
        QVERIFY(mPresentation);
        mWindow->activateWindow();
        showEverything(QStringLiteral("sample"));
    }

    void cleanup()
    {
        if (mPresentation)
            mPresentation->close();
        test::closeWindow(mWindow);
        Autosave::remove();
    }

    // The Hall scene alone, rebuilt for another design with an item selected and the overlays
    // chosen before it was first built: each rebuild draws its design, the overlays stay chosen.
    void hallSceneRebuiltForAnotherDesign()
    {
        HallScene scene;
        const Design sample = mWindow->design();
        const LoadResult other = DesignFile::read(mOtherFile);
        QVERIFY(other.design);
        scene.setOverlay(HallScene::Overlay::PowerChain, true, sample);
        QVERIFY(scene.overlayShown(HallScene::Overlay::PowerChain));
        QVERIFY(!scene.overlayShown(HallScene::Overlay::Cooling));
        for (const Design *design : {&sample, &*other.design, &sample}) {
            scene.rebuild(*design, *mWindow->catalog(), nullptr);
            QCOMPARE(drawnIds(&scene, HallScene::IdKey, HallScene::KindKey, HallScene::kRackKind),
                     idsOf(design->racks()));
            QCOMPARE(
                drawnIds(&scene, HallScene::IdKey, HallScene::KindKey, HallScene::kElementKind),
                idsOf(design->facility()));
            QVERIFY(scene.overlayShown(HallScene::Overlay::PowerChain));
            QVERIFY(!scene.overlayShown(HallScene::Overlay::Cooling));
            scene.selectIds({idsOf(design->racks()).constFirst()});
            QCOMPARE(scene.selectedIds().size(), 1);
        }
    }

    void replacedDesignIsDrawnEverywhere_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("viewIndex");
        for (const char *how :
             {"new", "template", "open", "revert", "generate", "recovery", "undo"})
            for (View view : {View::Floor, View::Topology, View::Hall})
                QTest::addRow("%s-%s", how, qPrintable(viewName(view)))
                    << QString::fromLatin1(how) << int(view);
    }

    // The design replaced while `view` shows; then every view, dock and page shown.
    void replacedDesignIsDrawnEverywhere()
    {
        QFETCH(QString, how);
        QFETCH(int, viewIndex);
        const View view = View(viewIndex);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        if (how == u"revert") {
            // Edits to revert: a device deleted (which shows it, so the view is chosen after).
            test::deleteDevice(*mWindow, idsOf(mWindow->design().devices()).constFirst());
            QVERIFY(mWindow->document()->isModified());
        }
        const Design before = mWindow->design();
        views()->setCurrentView(view);

        if (how == u"new") {
            mWindow->findChild<QAction *>(QStringLiteral("newAction"))->trigger();
        } else if (how == u"template" || how == u"undo") {
            newFromTemplate(2);
        } else if (how == u"open") {
            test::whenModalShows<QFileDialog>([this](QFileDialog *dialog) {
                dialog->selectFile(mOtherFile);
                QMetaObject::invokeMethod(dialog, "accept");
            });
            mWindow->findChild<QAction *>(QStringLiteral("openAction"))->trigger();
            QCOMPARE(mWindow->document()->filePath(), mOtherFile);
        } else if (how == u"revert") {
            bool asked = false;
            test::whenModalShows<QMessageBox>([&](QMessageBox *box) {
                asked = true;
                for (QAbstractButton *button : box->buttons())
                    if (button->text() == u"Revert")
                        button->click();
            });
            mWindow->findChild<QAction *>(QStringLiteral("revertAction"))->trigger();
            QVERIFY(asked);
            const LoadResult file = DesignFile::read(test::basePodSample());
            QVERIFY(file.design);
            QVERIFY(mWindow->design() == *file.design);
        } else if (how == u"generate") {
            // A small serving workload: a few nodes in each proposal.
            Workload workload;
            workload.modelId = QStringLiteral("llama-3.1-8b");
            InferenceTarget inference;
            inference.contextTokens = 8192;
            inference.concurrency = 8;
            inference.tokensPerS = 2000;
            workload.inference = inference;
            QVERIFY(mWindow->document()->push(new SetWorkload(mWindow->document(), workload)));
            mWindow->compareSystems();
            QPointer<ProposalDialog> dialog = mWindow->findChild<ProposalDialog *>();
            QVERIFY(dialog);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->isComputing() && !dialog->rows().empty(), 30000);
            int smallest = -1;
            for (int r = 0; r < int(dialog->rows().size()); ++r) {
                const ProposalRow &row = dialog->rows()[size_t(r)];
                if (row.request.generatable() && row.nodes > 0 &&
                    (smallest < 0 || row.nodes < dialog->rows()[size_t(smallest)].nodes))
                    smallest = r;
            }
            QVERIFY(smallest >= 0);
            dialog->table()->selectRow(smallest);
            QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
            QTRY_VERIFY(!dialog || !dialog->isVisible());
        } else if (how == u"recovery") {
            // What a session that died left: the other design, as changes to the sample.
            const LoadResult other = DesignFile::read(mOtherFile);
            QVERIFY(other.design);
            QVERIFY(Autosave::write(*other.design, test::basePodSample()));
            QVERIFY(mWindow->offerRecovery([](const QString &) { return true; }));
            QVERIFY(mWindow->design() == *other.design);
        }
        QCOMPARE(views()->currentView(), view);
        QVERIFY(idsOf(mWindow->design().devices()) != idsOf(before.devices()));
        showEverything(tag);
        if (QTest::currentTestFailed())
            return;
        showEverythingAnalysed(tag);
        if (how != u"undo" && how != u"revert")
            return;

        // Undo brings the sample (or its edits) back, Redo the template's design (or the file's):
        // each a replacement too.
        const Design replaced = mWindow->design();
        views()->setCurrentView(view);
        mWindow->findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
        QVERIFY(mWindow->design() == before);
        showEverything(tag + QStringLiteral("-undone"));
        if (QTest::currentTestFailed())
            return;
        views()->setCurrentView(view);
        mWindow->findChild<QAction *>(QStringLiteral("redoAction"))->trigger();
        QVERIFY(mWindow->design() == replaced);
        showEverythingAnalysed(tag + QStringLiteral("-redone"));
    }
};

QTEST_MAIN(TestDesignReplacement)
#include "tst_designreplacement.moc"
