#include "fabricspanel.h"

#include "columnsizing.h"
#include "session/livesession.h"

#include <QHeaderView>

namespace podcad {

FabricsPanel::FabricsPanel(const LiveSession *session, QWidget *parent)
    : QTableView(parent)
    , mModel(new FabricsModel(this))
{
    setObjectName(QStringLiteral("fabricsPanel"));
    setModel(mModel);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    connect(this, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            Q_EMIT fabricActivated(mModel->keyAt(index.row()));
    });
    if (session)
        connect(session, &LiveSession::ready, this,
                [this, session] { showAnalysis(session->analysis()); });
    if (session)
        connect(session, &LiveSession::pendingChanged, this, &FabricsPanel::setStale);
}

void FabricsPanel::showAnalysis(const Analysis &analysis)
{
    mModel->showAnalysis(analysis);
    if (!mColumnsSized && mModel->rowCount() > 0) {
        sizeColumnsFromSample(this, horizontalHeader());
        mColumnsSized = true;
    }
    Q_EMIT refreshed();
}

void FabricsPanel::setStale(bool stale)
{
    mModel->setStale(stale, palette().color(QPalette::Disabled, QPalette::Text));
}

} // namespace podcad
