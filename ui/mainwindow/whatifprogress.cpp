#include "whatifprogress.h"

#include <QCoreApplication>
#include <QProgressDialog>

namespace podcad {

QProgressDialog *newWhatIfProgress(QWidget *window, const QString &label, const QString &title,
                                   const QString &objectName,
                                   const std::shared_ptr<std::atomic<bool>> &cancel)
{
    auto *progress = new QProgressDialog(
        label, QCoreApplication::translate("podcad::WhatIfActions", "Cancel"), 0, 0, window);
    progress->setObjectName(objectName);
    progress->setWindowTitle(title);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    QObject::connect(progress, &QProgressDialog::canceled, progress,
                     [cancel] { cancel->store(true); });
    return progress;
}

void endWhatIfProgress(QProgressDialog *progress)
{
    if (!progress)
        return;
    progress->reset();
    progress->hide();
}

} // namespace podcad
