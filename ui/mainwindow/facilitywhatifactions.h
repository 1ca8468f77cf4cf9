#pragma once

#include "analysis/facilitywhatif.h"

#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <atomic>
#include <memory>
#include <optional>

class QAction;
class QMenu;

template<typename T> class QFutureWatcher;

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

    bool running() const { return mWatcher != nullptr; }
    QProgressDialog *progressDialog() const { return mProgress; }
    // The newest result shown (none before the first).
    const std::optional<FacilityWhatIf> &result() const { return mResult; }
    // Stops a running screening without waiting for it: the worker owns its snapshots.
    void shutdown();

Q_SIGNALS:
    // A result is showing in the Power Chain dock, or the run was cancelled or found nothing.
    void finished();

private:
    void show(FacilityWhatIf result, bool worst);
    void updateActions();

    MainWindow *mWindow;
    QAction *mFailElement = nullptr;
    QAction *mWorst = nullptr;
    QFutureWatcher<std::optional<FacilityWhatIf>> *mWatcher = nullptr;
    QPointer<QProgressDialog> mProgress;
    std::shared_ptr<std::atomic<bool>> mCancel;
    std::optional<FacilityWhatIf> mResult;
};

} // namespace podcad
