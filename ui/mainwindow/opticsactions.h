#pragma once

#include "cost/opticscomparison.h"
#include "dialogs/opticscomparisondialog.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

template<typename T> class QFutureWatcher;

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
    bool running() const { return mWatcher != nullptr; }
    // The newest result's dialog, while it is open.
    OpticsComparisonDialog *dialog() const { return mDialog; }

Q_SIGNALS:
    // The dialog is showing.
    void finished();

private:
    MainWindow *mWindow;
    QAction *mCompare = nullptr;
    QFutureWatcher<OpticsComparison> *mWatcher = nullptr;
    QPointer<OpticsComparisonDialog> mDialog;
};

} // namespace podcad
