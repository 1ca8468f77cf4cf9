#pragma once

#include "keyedtablemodel.h"

#include <QColor>
#include <array>

namespace podcad {

struct Analysis;

// One row per fabric of the analysis (fabric id order): endpoints, bisection against full
// bisection, their ratio (in the blocking colour, bold, below 1), the leaf and spine
// oversubscription, the diameter in hops and the endpoints cut off from the rest (blocking when
// any). While the figures are stale (a newer analysis is on its way) every cell is grey.
// Qt::UserRole of any cell is the fabric id.
class FabricsModel final : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column {
        Fabric,
        Endpoints,
        Bisection,
        Ratio,
        LeafOversub,
        SpineOversub,
        Diameter,
        Unreachable,
        ColumnCount
    };

    explicit FabricsModel(QObject *parent = nullptr);

    void showAnalysis(const Analysis &analysis);
    // Stale figures are drawn in `grey` (the view's disabled text colour).
    void setStale(bool stale, const QColor &grey);
    bool isStale() const { return mStale; }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The colour of a ratio below 1 (a blocking fabric).
    static QColor blockingColor();

    // What one row shows, made once per analysis (a design has a handful of fabrics).
    struct Row final
    {
        QString id;
        std::array<QString, ColumnCount> text;
        std::array<QString, ColumnCount> toolTip;
        std::array<bool, ColumnCount> blocking{};

        bool operator==(const Row &) const = default;
    };

private:
    std::vector<Row> mRows;
    bool mStale = false;
    QColor mGrey;
};

} // namespace podcad
