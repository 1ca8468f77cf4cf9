#pragma once

#include "analysis/analysis.h"
#include "keyedtablemodel.h"

#include <QColor>

namespace podcad {

// One row per rack of the analysis (rack id order): units, power against the limit, heat, cooling
// method, weight, status. Cells at or over a limit have a background so that a reviewer sees them
// without reading every number. Qt::UserRole of any cell is the rack id.
class RacksModel final : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column { Rack, Model, Units, MaxKw, LimitKw, Heat, Cooling, Weight, Status, ColumnCount };

    explicit RacksModel(QObject *parent = nullptr);

    // Updates the rows from a new analysis, telling the views only about racks that came, went or
    // show other figures.
    void showAnalysis(const Analysis &analysis);

    const RackReport &rack(int row) const { return mRows[std::size_t(row)]; }
    // The row with the longest text (in characters) in `column`, for the columns of words that
    // run long in a few racks only (rack, model, cooling), which a sample of rows can miss;
    // -1 for the other columns and for no rows.
    int longestRow(int column) const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QColor overColor(); // over a limit
    static QColor nearColor(); // within 10% of a limit

private:
    std::vector<RackReport> mRows;
    int mLongestRow[ColumnCount];
};

} // namespace podcad
