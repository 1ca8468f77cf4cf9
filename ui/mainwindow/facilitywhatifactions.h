#pragma once

#include "analysis/facilitywhatif.h"
#include "session/backgroundtask.h"

#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <optional>

class QAction;
class QMenu;

namespace podcad {

class MainWindow;

// Analysis > Fail Element... and Worst Facility Failure: core's failFacilityElements() (at once:
// one pass over the facility) and worstFacilityFailure() (every element in turn, on a worker
// thread behind a cancellable progress dialog, on a snapshot of the design). The result goes to
// the Power Chain dock, raised, and the failed element is selected and shown in the editor.
class FacilityWhatIfActions final : public QObject
{
    Q_OBJECT
public:
    FacilityWhatIfActions(MainWindow *window, QMenu *analysisMenu);
    ~FacilityWhatIfActions() override;

    // Asks which element to fail, then fails it.
    void failElement();
    // Fails the element `id`; false when there is no such element.
    bool failElement(const QString &id);
    void worstFailure();

    // From the start of a screening until its result (or its cancellation) has been shown.
    bool running() const { return mTask.isBusy(); }
    QProgressDialog *progressDialog() const { return mProgress; }
    // The newest result shown (none before the first).
    const std::optional<FacilityWhatIf> &result() const { return mResult; }
    // Stops a running screening without waiting for it (BackgroundTask::abandon): the worker
    // owns its snapshots.
    void shutdown() { mTask.abandon(); }

Q_SIGNALS:
    // A result is showing in the Power Chain dock, or the run was cancelled or found nothing.
    void finished();

private:
    void show(FacilityWhatIf result, bool worst);
    void updateActions();

    MainWindow *mWindow;
    QAction *mFailElement = nullptr;
    QAction *mWorst = nullptr;
    QPointer<QProgressDialog> mProgress;
    std::optional<FacilityWhatIf> mResult;
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad
