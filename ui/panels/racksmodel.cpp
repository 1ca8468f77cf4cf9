#include "racksmodel.h"

#include "format/powerformat.h"

#include <QBrush>
#include <QLocale>
#include <algorithm>
#include <iterator>

namespace podcad {
namespace {

std::vector<QString> keysOf(const std::vector<RackReport> &racks)
{
    std::vector<QString> keys;
    keys.reserve(racks.size());
    for (const RackReport &r : racks)
        keys.push_back(r.rackId);
    return keys;
}

// Whether two reports of one rack show the same in every column.
bool sameShown(const RackReport &a, const RackReport &b)
{
    return a.name == b.name && a.sku == b.sku && a.usedU == b.usedU && a.heightU == b.heightU &&
           a.maxKw == b.maxKw && a.powerLimitKw == b.powerLimitKw &&
           a.heatBtuPerHr == b.heatBtuPerHr && a.coolingMethod == b.coolingMethod &&
           a.weightKg == b.weightKg && a.overPower == b.overPower && a.overHeight == b.overHeight &&
           a.overWeight == b.overWeight && a.uCollision == b.uCollision &&
           a.overFeed() == b.overFeed() && a.overOnFeedLoss() == b.overOnFeedLoss();
}

QString statusText(const RackReport &r)
{
    QStringList status;
    if (r.overPower)
        status << RacksModel::tr("over power");
    if (r.overHeight)
        status << RacksModel::tr("over height");
    if (r.overWeight)
        status << RacksModel::tr("over weight");
    if (r.uCollision)
        status << RacksModel::tr("U collision");
    if (r.overFeed())
        status << RacksModel::tr("over a feed");
    else if (r.overOnFeedLoss())
        status << RacksModel::tr("over on feed loss");
    return status.isEmpty() ? RacksModel::tr("ok") : status.join(QStringLiteral(", "));
}

} // namespace

RacksModel::RacksModel(QObject *parent)
    : KeyedTableModel(parent)
{
    std::fill(std::begin(mLongestRow), std::end(mLongestRow), -1);
}

QColor RacksModel::overColor()
{
    return QColor(0xf4, 0xb4, 0xb4);
}
QColor RacksModel::nearColor()
{
    return QColor(0xfb, 0xe3, 0xa6);
}

void RacksModel::showAnalysis(const Analysis &analysis)
{
    replaceRows(mRows, std::vector<RackReport>(analysis.racks), keysOf(analysis.racks), sameShown);
    // A pass over the rows, as the copy above is: lengths of strings the rows hold, nothing
    // formatted.
    for (int column : {Rack, Model, Cooling}) {
        qsizetype longest = -1;
        mLongestRow[column] = -1;
        for (std::size_t row = 0; row < mRows.size(); ++row) {
            const RackReport &r = mRows[row];
            const qsizetype length = column == Rack ? (r.name.isEmpty() ? r.rackId : r.name).size()
                                     : column == Model ? r.sku.size()
                                                       : r.coolingMethod.size();
            if (length > longest) {
                longest = length;
                mLongestRow[column] = int(row);
            }
        }
    }
}

int RacksModel::longestRow(int column) const
{
    return column >= 0 && column < ColumnCount ? mLongestRow[column] : -1;
}

int RacksModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RacksModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(mRows.size()))
        return {};
    const RackReport &r = mRows[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        const QLocale locale;
        switch (column) {
        case Rack:
            return r.name.isEmpty() ? r.rackId : r.name;
        case Model:
            return r.sku;
        case Units:
            return QStringLiteral("%1 / %2").arg(r.usedU).arg(r.heightU);
        case MaxKw:
            return format::kilowatts(r.maxKw, locale);
        case LimitKw:
            return r.powerLimitKw > 0 ? format::kilowatts(r.powerLimitKw, locale) : tr("none");
        case Heat:
            return format::number(r.heatBtuPerHr, 0, locale);
        case Cooling:
            return r.coolingMethod;
        case Weight:
            return format::number(r.weightKg, 0, locale);
        case Status:
            return statusText(r);
        }
        return {};
    }
    case Qt::TextAlignmentRole:
        switch (column) {
        case Units:
        case MaxKw:
        case LimitKw:
        case Heat:
        case Weight:
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        }
        return {};
    case Qt::BackgroundRole:
        switch (column) {
        case MaxKw:
            if (r.overPower)
                return QBrush(overColor());
            if (r.powerLimitKw > 0 && r.maxKw > 0.9 * r.powerLimitKw)
                return QBrush(nearColor());
            return {};
        case Units:
            return r.overHeight || r.uCollision ? QVariant(QBrush(overColor())) : QVariant();
        case Weight:
            return r.overWeight ? QVariant(QBrush(overColor())) : QVariant();
        case Status:
            if (r.overPower || r.overHeight || r.overWeight || r.uCollision || r.overFeed())
                return QBrush(overColor());
            return r.overOnFeedLoss() ? QVariant(QBrush(nearColor())) : QVariant();
        }
        return {};
    case Qt::UserRole:
        return r.rackId;
    }
    return {};
}

QVariant RacksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rack:
        return tr("Rack");
    case Model:
        return tr("Model");
    case Units:
        return tr("U used");
    case MaxKw:
        return tr("Max kW");
    case LimitKw:
        return tr("Limit kW");
    case Heat:
        return tr("Heat BTU/h");
    case Cooling:
        return tr("Cooling");
    case Weight:
        return tr("Weight kg");
    case Status:
        return tr("Status");
    }
    return {};
}

} // namespace podcad
