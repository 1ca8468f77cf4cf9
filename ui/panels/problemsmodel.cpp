#include "problemsmodel.h"

#include "analysis/analysis.h"

namespace podcad {
namespace {

std::vector<QString> keysOf(const std::vector<Problem> &problems)
{
    // Two problems alike in all four (possible: they may differ in a field the list does not
    // show) are told apart by their order among those alike.
    std::vector<QString> keys;
    keys.reserve(problems.size());
    QHash<QString, int> seen;
    const QChar sep(0x1f);
    for (const Problem &p : problems) {
        QString key =
            QString::number(int(p.severity)) + sep + p.code + sep + p.objectId + sep + p.message;
        if (const int n = seen[key]++; n > 0)
            key += sep + QString::number(n);
        keys.push_back(std::move(key));
    }
    return keys;
}

// The key holds all that a row shows.
bool sameShown(const Problem &, const Problem &)
{
    return true;
}

} // namespace

ProblemsModel::ProblemsModel(QObject *parent)
    : KeyedTableModel(parent)
{}

void ProblemsModel::setIcons(const QIcon &error, const QIcon &warning, const QIcon &info)
{
    mIcons[int(Severity::Error)] = error;
    mIcons[int(Severity::Warning)] = warning;
    mIcons[int(Severity::Info)] = info;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, SeverityColumn), index(rowCount() - 1, SeverityColumn),
                           {Qt::DecorationRole});
}

void ProblemsModel::showAnalysis(const Analysis &analysis)
{
    replaceRows(mRows, std::vector<Problem>(analysis.problems), keysOf(analysis.problems),
                sameShown);
}

int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(mRows.size()))
        return {};
    const Problem &p = mRows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityName(p.severity);
        case Code:
            return p.code;
        case Object:
            return p.objectId;
        case Message:
            return p.message;
        }
        return {};
    case Qt::DecorationRole:
        return index.column() == SeverityColumn ? QVariant(mIcons[int(p.severity)]) : QVariant();
    case Qt::ToolTipRole:
        return index.column() == Message ? QVariant(p.message) : QVariant();
    case Qt::UserRole:
        return p.objectId;
    }
    return {};
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case Code:
        return tr("Code");
    case Object:
        return tr("Object");
    case Message:
        return tr("Message");
    }
    return {};
}

} // namespace podcad
