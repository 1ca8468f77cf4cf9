#include "rackstable.h"

#include "columnsizing.h"
#include "racksmodel.h"
#include "session/livesession.h"

#include <QHeaderView>

namespace podcad {

RacksTable::RacksTable(const LiveSession *session, QWidget *parent)
    : QTableView(parent)
    , mModel(new RacksModel(this))
{
    setModel(mModel);
    verticalHeader()->hide();
    // Every row is one line: rows are never measured, and a design of thousands of racks scrolls.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    connect(this, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            Q_EMIT rackActivated(mModel->keyAt(index.row()));
    });
    if (session)
        connect(session, &LiveSession::ready, this,
                [this, session] { showAnalysis(session->analysis()); });
}

void RacksTable::showAnalysis(const Analysis &analysis)
{
    mModel->showAnalysis(analysis);
    if (!mColumnsSized && mModel->rowCount() > 0) {
        sizeColumnsFromSample(this, horizontalHeader());
        mColumnsSized = true;
    }
    Q_EMIT refreshed();
}

} // namespace podcad
