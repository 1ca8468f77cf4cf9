#include "problemslist.h"

#include "columnsizing.h"
#include "problemsmodel.h"
#include "session/livesession.h"

#include <QHeaderView>
#include <QStyle>

namespace podcad {

ProblemsList::ProblemsList(const LiveSession *session, QWidget *parent)
    : QTreeView(parent)
    , mModel(new ProblemsModel(this))
{
    mModel->setIcons(style()->standardIcon(QStyle::SP_MessageBoxCritical),
                     style()->standardIcon(QStyle::SP_MessageBoxWarning),
                     style()->standardIcon(QStyle::SP_MessageBoxInformation));
    setModel(mModel);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setEditTriggers(NoEditTriggers);
    header()->setSectionResizeMode(QHeaderView::Interactive);
    header()->setStretchLastSection(true);
    // A click is enough to go to the object (Enter and double-click too): the list is a to-do list.
    auto activate = [this](const QModelIndex &index) {
        if (!index.isValid())
            return;
        const QString id = mModel->problem(index.row()).objectId;
        if (!id.isEmpty()) // design-wide problems have no object to go to
            Q_EMIT objectActivated(id);
    };
    connect(this, &QTreeView::activated, this, activate);
    connect(this, &QTreeView::clicked, this, activate);
    if (session)
        connect(session, &LiveSession::ready, this,
                [this, session] { showAnalysis(session->analysis()); });
}

void ProblemsList::showAnalysis(const Analysis &analysis)
{
    mModel->showAnalysis(analysis);
    if (!mColumnsSized && mModel->rowCount() > 0) {
        sizeColumnsFromSample(this, header());
        mColumnsSized = true;
    }
    Q_EMIT refreshed();
}

} // namespace podcad
