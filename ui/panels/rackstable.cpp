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
    // What an update touched, measured once it is over (fitColumns): the cost follows the edit.
    connect(
        mModel, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int last) { mTouched.emplace_back(first, last); });
    connect(mModel, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                mTouched.emplace_back(topLeft.row(), bottomRight.row());
            });
    connect(mModel, &QAbstractItemModel::modelReset, this, [this] {
        mWidths.clear();
        mTouched.emplace_back(0, mModel->rowCount() - 1);
    });
    if (session)
        connect(session, &LiveSession::ready, this,
                [this, session] { showAnalysis(session->analysis()); });
}

void RacksTable::showAnalysis(const Analysis &analysis)
{
    mTouched.clear();
    mModel->showAnalysis(analysis);
    fitColumns();
    Q_EMIT refreshed();
}

void RacksTable::fitColumns()
{
    if (mModel->rowCount() == 0) {
        mWidths.clear(); // the next rows are sized afresh
        return;
    }
    QHeaderView *header = horizontalHeader();
    const int columns = mModel->columnCount();
    const bool fresh = mWidths.empty();
    if (fresh)
        mWidths.assign(std::size_t(columns), -1);
    // Every column but the last, which takes the width left over (stretchLastSection).
    for (int c = 0; c < columns - 1; ++c) {
        // Dragged since: the person's width.
        if (!fresh && header->sectionSize(c) != mWidths[std::size_t(c)])
            continue;
        int cells = 0;
        for (const auto &[first, last] : mTouched)
            cells = std::max(cells, sampledRowsWidth(this, c, first, last));
        if (const int row = mModel->longestRow(c); row >= 0)
            cells = std::max(cells, sizeHintForIndex(mModel->index(row, c)).width());
        const int wanted =
            std::max(header->sectionSizeHint(c), cells) + 2; // the grid line and a little air
        // Wider as longer texts come; never narrower on an edit (the columns would jump).
        if (fresh || wanted > header->sectionSize(c))
            header->resizeSection(c, wanted);
        mWidths[std::size_t(c)] = header->sectionSize(c);
    }
    mTouched.clear();
}

} // namespace podcad
