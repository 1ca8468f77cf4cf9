#include "opticsactions.h"

#include "analysis/analysis.h"
#include "dialogs/opticscomparisondialog.h"
#include "mainwindow.h"
#include "model/design.h"
#include "session/document.h"
#include "session/livesession.h"

#include <QAction>
#include <QFutureWatcher>
#include <QMenu>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

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

OpticsActions::~OpticsActions()
{
    // The worker owns its snapshots: it ends on its own, its result dropped.
    if (mWatcher)
        mWatcher->disconnect(this);
}

void OpticsActions::compare()
{
    std::shared_ptr<const Catalog> catalog = mWindow->document()->catalogSnapshot();
    if (!catalog || running())
        return;
    mCompare->setEnabled(false);
    mWindow->statusBar()->showMessage(tr("Comparing pluggable and co-packaged optics..."));
    mWatcher = new QFutureWatcher<OpticsComparison>(this);
    connect(mWatcher, &QFutureWatcherBase::finished, this, [this] {
        const OpticsComparison result = mWatcher->result();
        mWatcher->deleteLater();
        mWatcher = nullptr;
        mCompare->setEnabled(true);
        mWindow->statusBar()->clearMessage();
        delete mDialog;
        mDialog = new OpticsComparisonDialog(result, mWindow);
        mDialog->setAttribute(Qt::WA_DeleteOnClose);
        mDialog->show();
        Q_EMIT finished();
    });
    mWatcher->setFuture(QtConcurrent::run(
        [design = mWindow->design(), catalog, analysis = mWindow->session()->currentAnalysis()] {
            return compareOptics(design, *catalog, cpoPairs(*catalog),
                                 analysis ? &analysis->cables : nullptr);
        }));
}

} // namespace podcad
