#pragma once

#include "session/backgroundtask.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>

class QProgressDialog;
class QThreadPool;
class QWidget;

namespace podcad {

// One export at a time of one kind (the cable schedule, the NetBox files), built and written on a
// worker thread while the window stays live: on a 64-SU design the files take seconds. A
// window-modal busy dialog shows when the job takes longer than 300 ms; it cannot be cancelled,
// since a file half written is worse than a moment's wait.
class BusyExport final : public QObject
{
    Q_OBJECT
public:
    // `dialogName` is the progress dialog's object name (tests find it by that).
    BusyExport(QWidget *window, const QString &dialogName, QObject *parent = nullptr);

    // From start() until `done` has returned.
    bool isRunning() const { return mTask.isBusy(); }
    // Runs `job` on `pool` (it returns an error line, empty when the export was written), then
    // `done` with that line on the UI thread. Not while isRunning().
    void start(QThreadPool *pool, const QString &label, std::function<QString()> job,
               std::function<void(const QString &error)> done);

private:
    QWidget *mWindow;
    QString mDialogName;
    QPointer<QProgressDialog> mProgress;
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad
