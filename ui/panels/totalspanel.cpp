#include "totalspanel.h"

#include "columnsizing.h"
#include "session/livesession.h"
#include "totalsmodel.h"

#include <QHeaderView>

namespace podcad {

TotalsPanel::TotalsPanel(const LiveSession *session, QWidget *parent)
    : QTableView(parent)
    , mModel(new TotalsModel(this))
{
    setModel(mModel);
    verticalHeader()->hide();
    // One line of text each, as the BOM's rows: the style's taller default cost the dock four rows.
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // ... and two for a label that does not fit beside its value: the rows are as tall as their
    // wrapped label (a score of rows whatever the design, so measuring them is cheap).
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The figures must stay readable in a narrow dock: values take the room they need, whole,
    // and the labels the rest, wrapping at a word rather than eliding: on a 64-SU design the
    // values' width left "IT power (...cal / max)" and "Facility p...(PUE 1.30)" (issue 39).
    horizontalHeader()->setSectionResizeMode(TotalsModel::Figure, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(TotalsModel::Value, QHeaderView::Fixed);
    setTextElideMode(Qt::ElideMiddle);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setAlternatingRowColors(true);
    setWordWrap(true);
    if (session)
        connect(session, &LiveSession::ready, this,
                [this, session] { showAnalysis(session->analysis()); });
}

int TotalsPanel::heightForRows(int rows) const
{
    return rows * verticalHeader()->defaultSectionSize() + horizontalHeader()->sizeHint().height() +
           2 * frameWidth();
}

void TotalsPanel::showAnalysis(const Analysis &analysis)
{
    mModel->showAnalysis(analysis);
    // Fourteen figures and one row per fabric, whatever the size of the design: the sample is
    // every row, and the values' width follows them as they grow.
    horizontalHeader()->resizeSection(
        TotalsModel::Value, sampledColumnWidth(this, horizontalHeader(), TotalsModel::Value, 64));
    Q_EMIT refreshed();
}

} // namespace podcad
