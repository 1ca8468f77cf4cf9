#pragma once

#include <QString>

class QProgressDialog;
class QWidget;

namespace podcad {

class BackgroundTask;

// A what-if run's progress dialog: window-modal, shown only when the run takes over 300 ms,
// indeterminate until the worker reports a total (setWhatIfProgress); Cancel cancels `task`'s
// run, whose worker reads the flag.
// It stays (hidden, endWhatIfProgress) after the run: the next run or its owner deletes it.
QProgressDialog *newWhatIfProgress(QWidget *window, const QString &label, const QString &title,
                                   const QString &objectName, BackgroundTask *task);

// The worker's progress: `done` of `total`, with `label` (already holding both figures).
void setWhatIfProgress(QProgressDialog *progress, int done, int total, const QString &label);

// After a run: reset as well as hidden. The dialog's minimum-duration timer runs from its
// construction, and after a run shorter than that it would show the dialog, at 100 % and for good,
// over the result; reset() stops it. Not deleted: the run's end may be handled inside the dialog's
// own setValue() (a modal QProgressDialog processes events there), which must still find its
// progress bar when it returns.
void endWhatIfProgress(QProgressDialog *progress);

} // namespace podcad
