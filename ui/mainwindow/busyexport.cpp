#include "busyexport.h"

#include <QProgressDialog>

namespace podcad {

BusyExport::BusyExport(QWidget *window, const QString &dialogName, QObject *parent)
    : QObject(parent)
    , mWindow(window)
    , mDialogName(dialogName)
{}

void BusyExport::start(QThreadPool *pool, const QString &label, std::function<QString()> job,
                       std::function<void(const QString &)> done)
{
    Q_ASSERT(!isRunning());
    // Busy (no steps to count), shown only when the export takes a moment.
    mProgress = new QProgressDialog(label, QString(), 0, 0, mWindow);
    mProgress->setObjectName(mDialogName);
    mProgress->setWindowTitle(tr("Export"));
    mProgress->setWindowModality(Qt::WindowModal);
    mProgress->setMinimumDuration(300);
    mProgress->setValue(0); // starts the minimum duration's clock
    mProgress->setAutoClose(false);
    mProgress->setAutoReset(false);
    mTask.start(
        std::move(job),
        [this, done = std::move(done)](const QString &error) {
            if (mProgress) {
                mProgress->reset();
                mProgress->hide();
                mProgress->deleteLater();
            }
            mProgress = nullptr;
            done(error);
        },
        pool);
}

} // namespace podcad
