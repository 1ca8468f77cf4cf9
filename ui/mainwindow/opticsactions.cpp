#include "opticsactions.h"

#include "analysis/analysis.h"
#include "dialogs/opticscomparisondialog.h"
#include "mainwindow.h"
#include "model/design.h"
#include "session/document.h"
#include "session/livesession.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>

namespace podcad {

OpticsActions::OpticsActions(MainWindow *window, QMenu *analysisMenu)
    : QObject(window)
    , mWindow(window)
{
    analysisMenu->addSeparator();
    mCompare = analysisMenu->addAction(tr("Compare &Optics..."), this, &OpticsActions::compare);
    mCompare->setObjectName(QStringLiteral("compareOpticsAction"));
    mCompare->setStatusTip(tr("The network with pluggable optics and with co-packaged optics side "
                              "by side: modules, lasers, power and cost"));
}

// The worker owns its snapshots: it ends on its own, its result dropped (BackgroundTask).
OpticsActions::~OpticsActions() = default;

void OpticsActions::compare()
{
    std::shared_ptr<const Revision> revision = mWindow->session()->revisionNow();
    if (!revision || running())
        return;
    mCompare->setEnabled(false);
    mWindow->statusBar()->showMessage(tr("Comparing pluggable and co-packaged optics..."));
    mTask.start([revision = std::move(revision)] { return *revision->opticsComparison(); },
                [this](const OpticsComparison &result) {
                    mCompare->setEnabled(true);
                    mWindow->statusBar()->clearMessage();
                    delete mDialog;
                    mDialog = new OpticsComparisonDialog(result, mWindow);
                    mDialog->setAttribute(Qt::WA_DeleteOnClose);
                    mDialog->show();
                    Q_EMIT finished();
                });
}

} // namespace podcad
