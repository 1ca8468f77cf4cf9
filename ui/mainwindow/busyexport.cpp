#include "busyexport.h"

#include <QFutureWatcher>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace podcad {

BusyExport::BusyExport(QWidget *window, const QString &dialogName, QObject *parent)
    : QObject(parent)
    , mWindow(window)
    , mDialogName(dialogName)
{}

void BusyExport::start(QThreadPool *pool, const QString &label, std::function<QString()> job,
                       std::function<void(const QString &)> done)
{
    Q_ASSERT(!mRunning);
    mRunning = true;
    // Busy (no steps to count), shown only when the export takes a moment.
    mProgress = new QProgressDialog(label, QString(), 0, 0, mWindow);
    mProgress->setObjectName(mDialogName);
    mProgress->setWindowTitle(tr("Export"));
    mProgress->setWindowModality(Qt::WindowModal);
    mProgress->setMinimumDuration(300);
    mProgress->setValue(0); // starts the minimum duration's clock
    mProgress->setAutoClose(false);
    mProgress->setAutoReset(false);
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, done = std::move(done)] {
        const QString error = watcher->result();
        watcher->deleteLater();
        if (mProgress) {
            mProgress->reset();
            mProgress->hide();
            mProgress->deleteLater();
        }
        mProgress = nullptr;
        mRunning = false;
        done(error);
    });
    watcher->setFuture(QtConcurrent::run(pool, std::move(job)));
}

} // namespace podcad
