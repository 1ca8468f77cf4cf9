#include "opticscomparisondialog.h"

#include "cost/opticsrows.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace podcad {

OpticsComparisonDialog::OpticsComparisonDialog(const OpticsComparison &c, QWidget *parent)
    : QDialog(parent)
    , mHeadline(new QLabel(opticsSentence(c), this))
    , mTable(new QTableWidget(this))
{
    setObjectName(QStringLiteral("opticsComparisonDialog"));
    setWindowTitle(tr("Pluggable versus Co-Packaged Optics"));
    mHeadline->setObjectName(QStringLiteral("opticsComparisonHeadline"));
    mHeadline->setWordWrap(true);
    mTable->setObjectName(QStringLiteral("opticsComparisonTable"));
    // A dozen rows: sizing the columns to their contents once costs nothing.
    const std::vector<OpticsRow> rows = opticsRows(c);
    mTable->setColumnCount(4);
    mTable->setRowCount(int(rows.size()));
    mTable->setHorizontalHeaderLabels(
        {QString(), tr("Pluggable"), tr("Co-packaged"), tr("Difference")});
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int r = 0; r < int(rows.size()); ++r) {
        const OpticsRow &row = rows[std::size_t(r)];
        const QString cells[] = {row.label, row.pluggableText, row.cpoText, row.differenceText};
        for (int col = 0; col < 4; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            item->setTextAlignment(col == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                            : Qt::AlignRight | Qt::AlignVCenter);
            mTable->setItem(r, col, item);
        }
    }
    mTable->resizeColumnsToContents();
    mTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    mTable->setVisible(c.comparable);

    QStringList notes;
    if (c.comparable) {
        notes << tr("Same topology: %1 switches swapped in place; the cable plan picks the media "
                    "the swapped ports take.")
                     .arg(c.swappableSwitches);
        notes << tr("Energy: network max kW x load factor %1 x PUE %2 x %3 h/yr x $%4/kWh x %5 "
                    "years (the design's cost assumptions).")
                     .arg(c.loadFactor)
                     .arg(c.pue)
                     .arg(c.hoursPerYear)
                     .arg(c.usdPerKwh)
                     .arg(c.years);
        notes << tr("Network kW, max: the switches' maxima (with the modules in their cages) and "
                    "the optics in the other cages.");
        for (const KeptSwitch &k : c.kept)
            notes << tr("Kept as drawn: %1 (%2): %3").arg(k.deviceId, k.sku, k.why);
    }
    auto *noteLabel = new QLabel(notes.join(QLatin1Char('\n')), this);
    noteLabel->setObjectName(QStringLiteral("opticsComparisonNotes"));
    noteLabel->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mHeadline);
    layout->addWidget(mTable, 1);
    layout->addWidget(noteLabel);
    layout->addWidget(buttons);
    resize(720, 520);
}

} // namespace podcad
