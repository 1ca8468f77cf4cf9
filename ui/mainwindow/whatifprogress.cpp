#include "whatifprogress.h"

#include "session/backgroundtask.h"

#include <QCoreApplication>
#include <QProgressDialog>

namespace podcad {

QProgressDialog *newWhatIfProgress(QWidget *window, const QString &label, const QString &title,
                                   const QString &objectName, BackgroundTask *task)
{
    auto *progress = new QProgressDialog(
        label, QCoreApplication::translate("podcad::WhatIfActions", "Cancel"), 0, 0, window);
    progress->setObjectName(objectName);
    progress->setWindowTitle(title);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    QObject::connect(progress, &QProgressDialog::canceled, task, &BackgroundTask::cancel);
    return progress;
}

void setWhatIfProgress(QProgressDialog *progress, int done, int total, const QString &label)
{
    if (!progress)
        return;
    progress->setMaximum(total);
    progress->setValue(done);
    progress->setLabelText(label);
}

void endWhatIfProgress(QProgressDialog *progress)
{
    if (!progress)
        return;
    progress->reset();
    progress->hide();
}

} // namespace podcad
