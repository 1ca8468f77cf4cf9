#include "whatifactions.h"

#include "dialogs/whatifdialog.h"
#include "mainwindow.h"
#include "session/document.h"
#include "whatifprogress.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>

namespace podcad {

WhatIfActions::WhatIfActions(MainWindow *window, QMenu *analysisMenu)
    : QObject(window)
    , mWindow(window)
{
    mFailSelection = analysisMenu->addAction(tr("What If: &Fail Selection"), this,
                                             &WhatIfActions::failSelection);
    mFailSelection->setObjectName(QStringLiteral("whatIfFailSelectionAction"));
    mFailSelection->setStatusTip(
        tr("Take the selected devices and cables out and compare every fabric before and after"));
    mWorstSingle = analysisMenu->addAction(tr("&Worst Single Switch Failure..."), this,
                                           &WhatIfActions::worstSingleSwitch);
    mWorstSingle->setObjectName(QStringLiteral("worstSingleSwitchAction"));
    mWorstSingle->setStatusTip(tr("Try the loss of every switch and show the one that hurts most"));
    for (FeedSide side : kFeedSides) {
        QAction *a = analysisMenu->addAction(side == FeedSide::A ? tr("What If: Fail Feed &A")
                                                                 : tr("What If: Fail Feed &B"),
                                             this, [this, side] { failFeed(side); });
        a->setObjectName(side == FeedSide::A ? QStringLiteral("failFeedAAction")
                                             : QStringLiteral("failFeedBAction"));
        a->setStatusTip(tr("Lose power feed %1 of every rack: the racks that go over feed %2 and "
                           "the devices that run throttled or go down")
                            .arg(feedName(side), feedName(otherFeed(side))));
        mFailFeed[feedIndex(side)] = a;
    }
    auto update = [this] {
        mFailSelection->setEnabled(!running() && !mWindow->selection().isEmpty());
        mWorstSingle->setEnabled(!running());
        for (QAction *a : mFailFeed)
            a->setEnabled(!running());
    };
    connect(mWindow, &MainWindow::selectionChanged, this, update);
    connect(&mTask, &BackgroundTask::busyChanged, this, update);
    connect(&mTask, &BackgroundTask::progress, this, [this](int done, int total) {
        setWhatIfProgress(mProgress, done, total,
                          tr("Screening %1 of %2 switch classes...").arg(done).arg(total));
    });
    update();
}

WhatIfActions::~WhatIfActions()
{
    shutdown();
    delete mProgress;
}

void WhatIfActions::failSelection()
{
    const Design &design = mWindow->design();
    std::vector<QString> ids;
    for (const QString &id : mWindow->selection())
        if (design.device(id) || design.link(id))
            ids.push_back(id);
    if (ids.empty()) {
        mWindow->statusBar()->showMessage(tr("Select the devices or cables to fail first"), 4000);
        return;
    }
    run(tr("Analysing the failure..."), false, std::move(ids));
}

void WhatIfActions::worstSingleSwitch()
{
    run(tr("Screening every switch failure..."), true, {});
}

void WhatIfActions::failFeed(FeedSide lost)
{
    if (running() || !mWindow->catalog())
        return;
    std::vector<RackFeedLoss> racks = feedLoss(mWindow->design(), *mWindow->catalog(), lost);
    if (racks.empty()) {
        mWindow->statusBar()->showMessage(tr("The design has no racks to feed"), 4000);
        return;
    }
    delete mFeedDialog;
    mFeedDialog = new FeedLossDialog(lost, std::move(racks), mWindow);
    mFeedDialog->setAttribute(Qt::WA_DeleteOnClose);
    // Racks over their feed come first: show the worst in the editor.
    if (mFeedDialog->racks().front().over())
        mWindow->showObject(mFeedDialog->racks().front().rackId);
    mFeedDialog->show();
}

void WhatIfActions::run(const QString &label, bool worstSingle, std::vector<QString> ids)
{
    std::shared_ptr<const Catalog> catalog = mWindow->document()->catalogSnapshot();
    if (running() || !catalog)
        return;
    // The worker reads the design's snapshot and the catalog snapshot of its start, so edits and
    // a newer catalog meanwhile do not reach it.
    mTask.start(
        [design = mWindow->document()->snapshot(), catalog = std::move(catalog),
         ids = std::move(ids),
         worstSingle](const BackgroundTask::Control &control) -> std::optional<WhatIf> {
            AnalysisOptions options;
            options.cancel = control.cancelFlag();
            if (!worstSingle)
                return whatIf(*design, *catalog, ids, options, nullptr);
            return podcad::worstSingleSwitch(
                *design, *catalog, options,
                [&control](int done, int total) { control.setProgress(done, total); });
        },
        [this, worstSingle](std::optional<WhatIf> result) {
            const bool cancelled = mTask.isCancelled() || (result && result->cancelled);
            endWhatIfProgress(mProgress);
            if (cancelled) {
                mWindow->statusBar()->showMessage(tr("What-if cancelled"), 4000);
            } else if (!result) {
                QMessageBox::information(mWindow, tr("Worst Single Switch Failure"),
                                         tr("The design has no switch to fail."));
            } else {
                delete mDialog;
                mDialog = new WhatIfDialog(std::move(*result), worstSingle, mWindow);
                mDialog->setAttribute(Qt::WA_DeleteOnClose);
                if (worstSingle && !mDialog->result().failed.empty())
                    mWindow->showObject(mDialog->result().failed.front());
                mDialog->show();
            }
            Q_EMIT finished();
        });
    delete mProgress; // the last run's, hidden since it ended
    mProgress = newWhatIfProgress(mWindow, label,
                                  worstSingle ? tr("Worst Single Switch Failure")
                                              : tr("What If: Fail Selection"),
                                  QStringLiteral("whatIfProgress"), &mTask);
}

} // namespace podcad
