#pragma once

#include "analysis/problem.h"
#include "keyedtablemodel.h"

#include <QIcon>

namespace podcad {

struct Analysis;

// The problems of an analysis in its order (errors first): severity (with its icon), code, the
// object it is about, the message (also the tooltip). A problem is known by its severity, code,
// object and message, so a changed message is a problem gone and another come. Qt::UserRole of
// any cell is the object id (empty for design-wide problems).
class ProblemsModel final : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, Code, Object, Message, ColumnCount };

    explicit ProblemsModel(QObject *parent = nullptr);

    // The icons of the three severities (the view's style has them).
    void setIcons(const QIcon &error, const QIcon &warning, const QIcon &info);
    void showAnalysis(const Analysis &analysis);

    const Problem &problem(int row) const { return mRows[std::size_t(row)]; }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<Problem> mRows;
    QIcon mIcons[3];
};

} // namespace podcad
