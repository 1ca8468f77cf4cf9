#include "totalsmodel.h"

#include "analysis/analysis.h"
#include "fabricsmodel.h"
#include "format/powerformat.h"

#include <QBrush>
#include <QLocale>
#include <functional>

namespace podcad {
namespace {

std::vector<TotalsModel::Row> rowsOf(const Analysis &analysis)
{
    using M = TotalsModel;
    const Totals &t = analysis.totals;
    const QLocale locale;
    auto num = [&locale](double v, int decimals) { return format::number(v, decimals, locale); };
    std::vector<M::Row> rows{
        {M::tr("GPUs"), num(t.gpus, 0)},
        {M::tr("GPU nodes"), num(t.nodes, 0)},
        {M::tr("GPU memory"), M::tr("%1 TB").arg(num(t.gpuMemoryGb / 1000.0, 2))},
        {M::tr("BF16 dense"), M::tr("%1 PFLOPS").arg(num(t.bf16Pflops, 1))},
        {M::tr("FP8 dense"), M::tr("%1 PFLOPS").arg(num(t.fp8Pflops, 1))},
        {M::tr("Switches"), num(t.switches, 0)},
        {M::tr("Storage devices"), num(t.storageDevices, 0)},
        {M::tr("Links"), num(t.links, 0)},
        {M::tr("Racks"), num(t.racks, 0)},
        {M::tr("IT power (typical / max)"), M::tr("%1 / %2 kW")
                                                .arg(format::kilowatts(t.itPowerTypicalKw, locale),
                                                     format::kilowatts(t.itPowerMaxKw, locale))},
        {M::tr("Facility power (PUE %1)").arg(num(t.pue, 2)),
         M::tr("%1 kW").arg(format::kilowatts(t.facilityPowerKw, locale))},
        {M::tr("Heat"), M::tr("%1 BTU/h").arg(num(t.heatBtuPerHr, 0))},
        {M::tr("Cooling"), M::tr("%1 tons").arg(num(t.coolingTons, 1))},
        {M::tr("Weight"), M::tr("%1 kg").arg(num(t.weightKg, 0))},
    };
    // Each fabric's bisection, the headline of the Fabrics dock, which may be behind a tab.
    for (const FabricSummary &f : analysis.fabrics) {
        const Bisection &b = f.figures.bisection;
        if (!f.figures.computed || !b.valid)
            continue;
        rows.push_back(
            {M::tr("%1 bisection").arg(f.name.isEmpty() ? f.id : f.name),
             M::tr("%1 of %2 Gb/s")
                 .arg(num(f.figures.bisectionGbps(), 0), num(f.figures.fullBisectionGbps(), 0)),
             b.ratio < 1.0 - 1e-9});
    }
    return rows;
}

} // namespace

TotalsModel::TotalsModel(QObject *parent)
    : KeyedTableModel(parent)
{}

void TotalsModel::showAnalysis(const Analysis &analysis)
{
    std::vector<Row> next = rowsOf(analysis);
    std::vector<QString> keys;
    keys.reserve(next.size());
    QHash<QString, int> seen; // two fabrics of one name
    for (const Row &r : next) {
        QString key = r.name;
        if (const int n = seen[key]++; n > 0)
            key += QChar(0x1f) + QString::number(n);
        keys.push_back(std::move(key));
    }
    replaceRows(mRows, std::move(next), std::move(keys), std::equal_to<Row>());
}

int TotalsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TotalsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(mRows.size()))
        return {};
    const Row &r = mRows[std::size_t(index.row())];
    const bool value = index.column() == Value;
    switch (role) {
    case Qt::DisplayRole:
        return value ? r.value : r.name;
    case Qt::TextAlignmentRole:
        return value ? QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter))
                     : QVariant();
    case Qt::ForegroundRole:
        return value && r.blocking ? QVariant(QBrush(FabricsModel::blockingColor())) : QVariant();
    case Qt::ToolTipRole:
        return value && r.blocking ? QVariant(tr("Blocking: bisection below the full bisection"))
                                   : QVariant();
    }
    return {};
}

QVariant TotalsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Figure ? tr("Figure") : tr("Value");
}

} // namespace podcad
