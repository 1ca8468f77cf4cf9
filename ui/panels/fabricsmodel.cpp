#include "fabricsmodel.h"

#include "analysis/analysis.h"
#include "format/numberformat.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <functional>

namespace podcad {
namespace {

QString dash()
{
    return QStringLiteral("\u2013");
}

std::vector<FabricsModel::Row> rowsOf(const Analysis &analysis)
{
    using M = FabricsModel;
    const QLocale locale;
    auto num = [&locale](double v, int decimals) { return format::number(v, decimals, locale); };
    auto oversub = [&num](double ratio) {
        return ratio > 0 ? M::tr("%1:1").arg(num(ratio, 2)) : dash();
    };
    std::vector<M::Row> rows;
    rows.reserve(analysis.fabrics.size());
    for (const FabricSummary &f : analysis.fabrics) {
        const FabricFigures &g = f.figures;
        const bool cut = g.computed && g.bisection.valid;
        M::Row row;
        row.id = f.id;
        auto &cells = row.text;
        cells[M::Fabric] = f.name.isEmpty() ? f.id : f.name;
        cells[M::Endpoints] = num(f.endpoints, 0);
        cells[M::Bisection] =
            cut ? M::tr("%1 of %2").arg(num(g.bisectionGbps(), 0), num(g.fullBisectionGbps(), 0))
                : dash();
        cells[M::Ratio] = cut ? num(g.bisection.ratio, 2) : dash();
        cells[M::LeafOversub] = g.computed ? oversub(g.tierRatio(1)) : dash();
        cells[M::SpineOversub] = g.computed ? oversub(g.tierRatio(2)) : dash();
        cells[M::Diameter] =
            g.computed && f.endpoints > 1 ? num(g.reachability.diameterHops, 0) : dash();
        cells[M::Unreachable] = g.computed ? num(double(g.unreachableIds.size()), 0) : dash();
        row.toolTip[M::Fabric] = M::tr("%1 (%2)").arg(f.id, f.technology);
        if (cut) {
            row.toolTip[M::Bisection] = M::tr("Worst cut found: %1").arg(g.bisection.method);
            // Below 1 the fabric blocks: some half cannot send at full rate to the other.
            row.blocking[M::Ratio] = g.bisection.ratio < 1.0 - 1e-9;
        }
        if (g.computed && f.endpoints > 1)
            row.toolTip[M::Diameter] =
                M::tr("Average %1 hops%2")
                    .arg(num(g.reachability.averageHops, 2),
                         g.reachability.exact ? QString() : M::tr(" (sampled)"));
        if (!g.unreachableIds.empty()) {
            QStringList ids(g.unreachableIds.begin(), g.unreachableIds.end());
            if (ids.size() > 20)
                ids = ids.mid(0, 20) << QStringLiteral("...");
            row.toolTip[M::Unreachable] = ids.join(QStringLiteral(", "));
            row.blocking[M::Unreachable] = true;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<QString> keysOf(const std::vector<FabricsModel::Row> &rows)
{
    std::vector<QString> keys;
    keys.reserve(rows.size());
    for (const FabricsModel::Row &r : rows)
        keys.push_back(r.id);
    return keys;
}

} // namespace

FabricsModel::FabricsModel(QObject *parent)
    : KeyedTableModel(parent)
{}

QColor FabricsModel::blockingColor()
{
    return QColor(0xc0, 0x39, 0x2b);
}

void FabricsModel::showAnalysis(const Analysis &analysis)
{
    std::vector<Row> next = rowsOf(analysis);
    std::vector<QString> keys = keysOf(next);
    replaceRows(mRows, std::move(next), std::move(keys), std::equal_to<Row>());
}

void FabricsModel::setStale(bool stale, const QColor &grey)
{
    if (stale == mStale && grey == mGrey)
        return;
    mStale = stale;
    mGrey = grey;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           {Qt::ForegroundRole, Qt::FontRole});
}

int FabricsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FabricsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(mRows.size()))
        return {};
    const Row &r = mRows[std::size_t(index.row())];
    const int column = index.column();
    const auto c = std::size_t(column);
    switch (role) {
    case Qt::DisplayRole:
        return r.text[c];
    case Qt::ToolTipRole:
        return r.toolTip[c].isEmpty() ? QVariant() : QVariant(r.toolTip[c]);
    case Qt::TextAlignmentRole:
        return column == Fabric
                   ? QVariant()
                   : QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        if (mStale)
            return QBrush(mGrey);
        return r.blocking[c] ? QVariant(QBrush(blockingColor())) : QVariant();
    case Qt::FontRole:
        if (!mStale && r.blocking[c]) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::UserRole:
        return r.id;
    }
    return {};
}

QVariant FabricsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    // Short headers; the tooltips say the rest.
    if (role == Qt::DisplayRole)
        switch (section) {
        case Fabric:
            return tr("Fabric");
        case Endpoints:
            return tr("Endpoints");
        case Bisection:
            return tr("Bisection Gb/s");
        case Ratio:
            return tr("Ratio");
        case LeafOversub:
            return tr("Leaf");
        case SpineOversub:
            return tr("Spine");
        case Diameter:
            return tr("Hops");
        case Unreachable:
            return tr("Cut off");
        }
    if (role == Qt::ToolTipRole)
        switch (section) {
        case Bisection:
            return tr(
                "Bisection bandwidth of the worst cut found, of the smaller half's own injection "
                "bandwidth. A quick search while editing: podcad-cli analyze searches harder and "
                "may find a tighter cut.");
        case Ratio:
            return tr("Bisection / full bisection: 1 is non-blocking");
        case LeafOversub:
            return tr("Leaf tier oversubscription (down : up)");
        case SpineOversub:
            return tr("Spine tier oversubscription (down : up)");
        case Diameter:
            return tr("Diameter: the longest shortest path between two endpoints, in hops");
        case Unreachable:
            return tr("Unreachable: endpoints cut off from the rest of the fabric");
        }
    return {};
}

} // namespace podcad
