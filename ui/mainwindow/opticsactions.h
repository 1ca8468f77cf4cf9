#pragma once

#include "cost/opticscomparison.h"
#include "dialogs/opticscomparisondialog.h"
#include "session/backgroundtask.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

namespace podcad {

class MainWindow;

// Analysis > Compare Optics...: compareOptics() on a snapshot of the design on a worker thread
// (it plans the cables of two variants of the design), then the OpticsComparisonDialog.
class OpticsActions final : public QObject
{
    Q_OBJECT
public:
    OpticsActions(MainWindow *window, QMenu *analysisMenu);
    ~OpticsActions() override;

    void compare();
    // From compare() until the dialog is showing.
    bool running() const { return mTask.isBusy(); }
    // The newest result's dialog, while it is open.
    OpticsComparisonDialog *dialog() const { return mDialog; }

Q_SIGNALS:
    // The dialog is showing.
    void finished();

private:
    MainWindow *mWindow;
    QAction *mCompare = nullptr;
    QPointer<OpticsComparisonDialog> mDialog;
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad
