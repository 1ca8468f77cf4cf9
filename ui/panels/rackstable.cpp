#include "rackstable.h"

#include "analysis/analysis.h"

#include <QHeaderView>
#include <QLocale>

namespace podcad {
namespace {

const QColor kOver(0xf4, 0xb4, 0xb4);  // over a limit
const QColor kNear(0xfb, 0xe3, 0xa6);  // within 10% of a limit

} // namespace

RacksTable::RacksTable(QWidget *parent)
    : QTableWidget(0, 9, parent)
{
    setHorizontalHeaderLabels({tr("Rack"), tr("Model"), tr("U used"), tr("Max kW"), tr("Limit kW"),
                               tr("Heat BTU/h"), tr("Cooling"), tr("Weight kg"), tr("Status")});
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setAlternatingRowColors(true);
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (QTableWidgetItem *it = item(row, 0))
            Q_EMIT rackActivated(it->data(Qt::UserRole).toString());
    });
}

void RacksTable::showAnalysis(const Analysis &analysis)
{
    const QLocale locale;
    setRowCount(int(analysis.racks.size()));
    int row = 0;
    for (const RackReport &r : analysis.racks) {
        auto cell = [&](int column, const QString &text, bool numeric) {
            auto *item = new QTableWidgetItem(text);
            if (numeric)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(row, column, item);
            return item;
        };
        cell(0, r.name.isEmpty() ? r.rackId : r.name, false)->setData(Qt::UserRole, r.rackId);
        cell(1, r.sku, false);
        auto *units = cell(2, QStringLiteral("%1 / %2").arg(r.usedU).arg(r.heightU), true);
        auto *power = cell(3, locale.toString(r.maxKw, 'f', 1), true);
        cell(4, r.powerLimitKw > 0 ? locale.toString(r.powerLimitKw, 'f', 1) : tr("none"), true);
        cell(5, locale.toString(r.heatBtuPerHr, 'f', 0), true);
        cell(6, r.coolingMethod, false);
        auto *weight = cell(7, locale.toString(r.weightKg, 'f', 0), true);
        QStringList status;
        if (r.overPower)
            status << tr("over power");
        if (r.overHeight)
            status << tr("over height");
        if (r.overWeight)
            status << tr("over weight");
        if (r.uCollision)
            status << tr("U collision");
        auto *statusItem = cell(8, status.isEmpty() ? tr("ok") : status.join(QStringLiteral(", ")), false);

        if (r.overPower)
            power->setBackground(kOver);
        else if (r.powerLimitKw > 0 && r.maxKw > 0.9 * r.powerLimitKw)
            power->setBackground(kNear);
        if (r.overHeight || r.uCollision)
            units->setBackground(kOver);
        if (r.overWeight)
            weight->setBackground(kOver);
        if (!status.isEmpty())
            statusItem->setBackground(kOver);
        ++row;
    }
}

} // namespace podcad
