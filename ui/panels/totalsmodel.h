#pragma once

#include "keyedtablemodel.h"

namespace podcad {

struct Analysis;

// Design-wide figures (GPUs, PFLOPS, power, heat, weight) as rows of a figure and its value, then
// the bisection of each fabric (the value in the blocking colour, with a tooltip, when it blocks).
// A row is known by its figure's name.
class TotalsModel final : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column { Figure, Value, ColumnCount };

    explicit TotalsModel(QObject *parent = nullptr);

    void showAnalysis(const Analysis &analysis);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    struct Row final
    {
        QString name;
        QString value;
        bool blocking = false;

        bool operator==(const Row &) const = default;
    };

private:
    std::vector<Row> mRows;
};

} // namespace podcad
