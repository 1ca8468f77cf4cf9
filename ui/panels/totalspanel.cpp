#include "totalspanel.h"

#include "analysis/analysis.h"

#include <QHeaderView>
#include <QLocale>

namespace podcad {

TotalsPanel::TotalsPanel(QWidget *parent)
    : QTableWidget(0, 2, parent)
{
    setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    verticalHeader()->hide();
    // The figures must stay readable in a narrow dock: values take the room they need and the
    // labels (long ones, like a fabric's bisection row) elide instead of pushing values out of sight.
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setTextElideMode(Qt::ElideMiddle);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setAlternatingRowColors(true);
}

void TotalsPanel::showAnalysis(const Analysis &analysis)
{
    const Totals &t = analysis.totals;
    const QLocale locale;
    auto num = [&locale](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    const std::vector<std::pair<QString, QString>> rows{
        {tr("GPUs"), num(t.gpus, 0)},
        {tr("GPU nodes"), num(t.nodes, 0)},
        {tr("GPU memory"), tr("%1 TB").arg(num(t.gpuMemoryGb / 1000.0, 2))},
        {tr("BF16 dense"), tr("%1 PFLOPS").arg(num(t.bf16Pflops, 1))},
        {tr("FP8 dense"), tr("%1 PFLOPS").arg(num(t.fp8Pflops, 1))},
        {tr("Switches"), num(t.switches, 0)},
        {tr("Storage devices"), num(t.storageDevices, 0)},
        {tr("Links"), num(t.links, 0)},
        {tr("Racks"), num(t.racks, 0)},
        {tr("IT power (typical / max)"),
         tr("%1 / %2 kW").arg(num(t.itPowerTypicalKw, 1), num(t.itPowerMaxKw, 1))},
        {tr("Facility power (PUE %1)").arg(num(t.pue, 2)), tr("%1 kW").arg(num(t.facilityPowerKw, 1))},
        {tr("Heat"), tr("%1 BTU/h").arg(num(t.heatBtuPerHr, 0))},
        {tr("Cooling"), tr("%1 tons").arg(num(t.coolingTons, 1))},
        {tr("Weight"), tr("%1 kg").arg(num(t.weightKg, 0))},
    };
    // Each fabric's bisection, the headline of the Fabrics dock, which may be behind a tab.
    std::vector<std::pair<QString, QString>> fabricRows;
    std::vector<bool> blocking;
    for (const FabricSummary &f : analysis.fabrics) {
        const Bisection &b = f.figures.bisection;
        if (!f.figures.computed || !b.valid)
            continue;
        fabricRows.emplace_back(tr("%1 bisection").arg(f.name.isEmpty() ? f.id : f.name),
                                tr("%1 of %2 Gb/s").arg(num(f.figures.bisectionGbps(), 0),
                                                         num(f.figures.fullBisectionGbps(), 0)));
        blocking.push_back(b.ratio < 1.0 - 1e-9);
    }
    setRowCount(int(rows.size() + fabricRows.size()));
    for (int r = 0; r < rowCount(); ++r) {
        const bool fabric = r >= int(rows.size());
        const auto &[name, text] = fabric ? fabricRows[std::size_t(r) - rows.size()] : rows[std::size_t(r)];
        setItem(r, 0, new QTableWidgetItem(name));
        auto *value = new QTableWidgetItem(text);
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (fabric && blocking[std::size_t(r) - rows.size()]) {
            value->setForeground(QColor(0xc0, 0x39, 0x2b)); // as FabricsPanel::blockingColor()
            value->setToolTip(tr("Blocking: bisection below the full bisection"));
        }
        setItem(r, 1, value);
    }
}

} // namespace podcad
