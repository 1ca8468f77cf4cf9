#pragma once

#include "analysis/whatif.h"
#include "dialogs/feedlossdialog.h"
#include "dialogs/whatifdialog.h"
#include "session/backgroundtask.h"

#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <optional>

class QAction;
class QMenu;

namespace podcad {

class MainWindow;

// Analysis > What If: Fail Selection and Analysis > Worst Single Switch Failure...: the what-if
// of core (whatIf(), worstSingleSwitch()) on a snapshot of the design, on a worker thread behind
// a cancellable progress dialog, then a WhatIfDialog with every fabric before and after. The
// worst single switch is selected and shown in the editor. What If: Fail Feed A/B runs core's
// feedLoss() at once (a pass over the racks, milliseconds on a 64-SU pod) and shows a
// FeedLossDialog; the first rack that goes over is selected.
class WhatIfActions final : public QObject
{
    Q_OBJECT
public:
    WhatIfActions(MainWindow *window, QMenu *analysisMenu);
    ~WhatIfActions() override;

    // The selected devices and links fail (racks in the selection are left out).
    void failSelection();
    void worstSingleSwitch();
    void failFeed(FeedSide lost);

    // From the start of a run until its result (or its cancellation) has been shown.
    bool running() const { return mTask.isBusy(); }
    // The running computation's progress dialog; after a run, that run's, hidden (null before
    // the first run).
    QProgressDialog *progressDialog() const { return mProgress; }
    // The newest result's dialog, while it is open.
    WhatIfDialog *dialog() const { return mDialog; }
    // The newest feed what-if's dialog, while it is open.
    FeedLossDialog *feedLossDialog() const { return mFeedDialog; }
    // Stops a running computation without waiting for it (BackgroundTask::abandon): the worker
    // owns its design and catalog snapshots, so it ends on its own, its result dropped.
    void shutdown() { mTask.abandon(); }

Q_SIGNALS:
    // After a run: the result dialog is showing, or the run was cancelled or failed.
    void finished();

private:
    void run(const QString &label, bool worstSingle, std::vector<QString> ids);

    MainWindow *mWindow;
    QAction *mFailSelection = nullptr;
    QAction *mWorstSingle = nullptr;
    QAction *mFailFeed[2] = {nullptr, nullptr};
    QPointer<FeedLossDialog> mFeedDialog;
    QPointer<QProgressDialog> mProgress;
    QPointer<WhatIfDialog> mDialog;
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad
