#include "facilitywhatifactions.h"

#include "mainwindow.h"
#include "model/design.h"
#include "panels/powerchainpanel.h"
#include "session/document.h"
#include "whatifprogress.h"
#include "windowdocks.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>

namespace podcad {

FacilityWhatIfActions::FacilityWhatIfActions(MainWindow *window, QMenu *analysisMenu)
    : QObject(window)
    , mWindow(window)
{
    analysisMenu->addSeparator();
    mFailElement = analysisMenu->addAction(tr("Fail &Element..."), this,
                                           qOverload<>(&FacilityWhatIfActions::failElement));
    mFailElement->setObjectName(QStringLiteral("failElementAction"));
    mFailElement->setStatusTip(tr("Lose one element of the power chain or cooling plant: the "
                                  "racks left without power or cooling and what goes over"));
    mWorst = analysisMenu->addAction(tr("Worst Facility &Failure"), this,
                                     &FacilityWhatIfActions::worstFailure);
    mWorst->setObjectName(QStringLiteral("worstFacilityFailureAction"));
    mWorst->setStatusTip(
        tr("Try the loss of every facility element and show the one that hurts most"));
    connect(window->document(), &Document::changed, this, &FacilityWhatIfActions::updateActions);
    connect(&mTask, &BackgroundTask::busyChanged, this, &FacilityWhatIfActions::updateActions);
    connect(&mTask, &BackgroundTask::progress, this, [this](int done, int total) {
        setWhatIfProgress(mProgress, done, total,
                          tr("Screening %1 of %2 elements...").arg(done).arg(total));
    });
    connect(window->docks()->powerChain(), &PowerChainPanel::objectActivated, window,
            &MainWindow::showObject);
    updateActions();
}

FacilityWhatIfActions::~FacilityWhatIfActions()
{
    shutdown();
    delete mProgress;
}

void FacilityWhatIfActions::updateActions()
{
    const bool any = !mWindow->design().facility().empty();
    mFailElement->setEnabled(any && !running());
    mWorst->setEnabled(any && !running());
}

void FacilityWhatIfActions::failElement()
{
    const Design &design = mWindow->design();
    QStringList items;
    QStringList ids;
    for (const auto &[id, element] : design.facility()) {
        items << tr("%1 (%2, %3)")
                     .arg(element.name.isEmpty() ? id : element.name, id,
                          facilityKindLabel(element.kind));
        ids << id;
    }
    if (ids.isEmpty()) {
        mWindow->statusBar()->showMessage(tr("The design has no facility element to fail"), 4000);
        return;
    }
    // The selected element first, when one is.
    int current = 0;
    for (const QString &id : mWindow->selection())
        if (ids.contains(id)) {
            current = int(ids.indexOf(id));
            break;
        }
    bool ok = false;
    const QString picked = QInputDialog::getItem(
        mWindow, tr("Fail Element"), tr("Element to fail:"), items, current, false, &ok);
    if (ok)
        failElement(ids.value(items.indexOf(picked)));
}

bool FacilityWhatIfActions::failElement(const QString &id)
{
    if (running() || !mWindow->catalog())
        return false;
    QString why;
    std::optional<FacilityWhatIf> result =
        failFacilityElements(mWindow->design(), *mWindow->catalog(), {id}, &why);
    if (!result) {
        mWindow->statusBar()->showMessage(why, 4000);
        return false;
    }
    show(std::move(*result), false);
    Q_EMIT finished();
    return true;
}

void FacilityWhatIfActions::show(FacilityWhatIf result, bool worst)
{
    WindowDocks *docks = mWindow->docks();
    docks->powerChain()->showWhatIf(result, worst);
    docks->showPowerChain();
    if (!result.failed.empty()) {
        mWindow->setSelection({result.failed.front()});
        mWindow->showObject(result.failed.front());
    }
    mResult = std::move(result);
}

void FacilityWhatIfActions::worstFailure()
{
    std::shared_ptr<const Catalog> catalog = mWindow->document()->catalogSnapshot();
    if (running() || !catalog)
        return;
    // The design's and the catalog's snapshots of the start: edits meanwhile do not reach the
    // worker.
    mTask.start(
        [design = mWindow->document()->snapshot(),
         catalog = std::move(catalog)](const BackgroundTask::Control &control) {
            AnalysisOptions options;
            options.cancel = control.cancelFlag();
            return worstFacilityFailure(
                *design, *catalog, options,
                [&control](int done, int total) { control.setProgress(done, total); });
        },
        [this](std::optional<FacilityWhatIf> result) {
            const bool cancelled = mTask.isCancelled() || (result && result->cancelled);
            endWhatIfProgress(mProgress);
            if (cancelled)
                mWindow->statusBar()->showMessage(tr("What-if cancelled"), 4000);
            else if (!result)
                QMessageBox::information(mWindow, tr("Worst Facility Failure"),
                                         tr("The design has no facility element to fail."));
            else
                show(std::move(*result), true);
            Q_EMIT finished();
        });
    delete mProgress; // the last run's, hidden since it ended
    mProgress = newWhatIfProgress(mWindow, tr("Screening every facility element..."),
                                  tr("Worst Facility Failure"),
                                  QStringLiteral("facilityWhatIfProgress"), &mTask);
}

} // namespace podcad
