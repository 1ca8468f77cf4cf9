#include "fabricspanel.h"

#include "analysis/analysis.h"

#include <QHeaderView>
#include <QLocale>

namespace podcad {
namespace {

// Items whose text is drawn in the blocking colour when the figures are current.
constexpr int kBlockingRole = Qt::UserRole + 1;

QString dash() { return QStringLiteral("\u2013"); }

} // namespace

FabricsPanel::FabricsPanel(QWidget *parent)
    : QTableWidget(0, ColumnCount, parent)
{
    setObjectName(QStringLiteral("fabricsPanel"));
    // Short headers; the tooltips say the rest.
    setHorizontalHeaderLabels({tr("Fabric"), tr("Endpoints"), tr("Bisection Gb/s"), tr("Ratio"),
                               tr("Leaf"), tr("Spine"), tr("Hops"), tr("Cut off")});
    horizontalHeaderItem(Bisection)->setToolTip(tr("Bisection bandwidth of the worst cut found, of "
                                                   "the smaller half's own injection bandwidth. A quick "
                                                   "search while editing: podcad-cli analyze searches "
                                                   "harder and may find a tighter cut."));
    horizontalHeaderItem(Ratio)->setToolTip(tr("Bisection / full bisection: 1 is non-blocking"));
    horizontalHeaderItem(LeafOversub)->setToolTip(tr("Leaf tier oversubscription (down : up)"));
    horizontalHeaderItem(SpineOversub)->setToolTip(tr("Spine tier oversubscription (down : up)"));
    horizontalHeaderItem(Diameter)->setToolTip(tr("Diameter: the longest shortest path between two "
                                                  "endpoints, in hops"));
    horizontalHeaderItem(Unreachable)->setToolTip(tr("Unreachable: endpoints cut off from the rest of "
                                                     "the fabric"));
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setAlternatingRowColors(true);
    connect(this, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (QTableWidgetItem *it = item(row, Fabric))
            Q_EMIT fabricActivated(it->data(Qt::UserRole).toString());
    });
}

QColor FabricsPanel::blockingColor() { return QColor(0xc0, 0x39, 0x2b); }

void FabricsPanel::showAnalysis(const Analysis &analysis)
{
    const QLocale locale;
    auto num = [&locale](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    auto oversub = [&num](double ratio) { return ratio > 0 ? tr("%1:1").arg(num(ratio, 2)) : dash(); };
    setRowCount(int(analysis.fabrics.size()));
    for (int r = 0; r < int(analysis.fabrics.size()); ++r) {
        const FabricSummary &f = analysis.fabrics[std::size_t(r)];
        const FabricFigures &g = f.figures;
        const bool cut = g.computed && g.bisection.valid;
        QStringList cells(ColumnCount);
        cells[Fabric] = f.name.isEmpty() ? f.id : f.name;
        cells[Endpoints] = num(f.endpoints, 0);
        cells[Bisection] = cut ? tr("%1 of %2").arg(num(g.bisectionGbps(), 0), num(g.fullBisectionGbps(), 0))
                               : dash();
        cells[Ratio] = cut ? num(g.bisection.ratio, 2) : dash();
        cells[LeafOversub] = g.computed ? oversub(g.tierRatio(1)) : dash();
        cells[SpineOversub] = g.computed ? oversub(g.tierRatio(2)) : dash();
        cells[Diameter] = g.computed && f.endpoints > 1 ? num(g.reachability.diameterHops, 0) : dash();
        cells[Unreachable] = g.computed ? num(double(g.unreachableIds.size()), 0) : dash();
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != Fabric)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(r, c, item);
        }
        item(r, Fabric)->setToolTip(tr("%1 (%2)").arg(f.id, f.technology));
        item(r, Fabric)->setData(Qt::UserRole, f.id);
        if (cut) {
            item(r, Bisection)->setToolTip(tr("Worst cut found: %1").arg(g.bisection.method));
            // Below 1 the fabric blocks: some half cannot send at full rate to the other.
            item(r, Ratio)->setData(kBlockingRole, g.bisection.ratio < 1.0 - 1e-9);
        }
        if (g.computed && f.endpoints > 1)
            item(r, Diameter)->setToolTip(tr("Average %1 hops%2")
                                              .arg(num(g.reachability.averageHops, 2),
                                                   g.reachability.exact ? QString() : tr(" (sampled)")));
        if (!g.unreachableIds.empty()) {
            QStringList ids(g.unreachableIds.begin(), g.unreachableIds.end());
            if (ids.size() > 20)
                ids = ids.mid(0, 20) << QStringLiteral("...");
            item(r, Unreachable)->setToolTip(ids.join(QStringLiteral(", ")));
            item(r, Unreachable)->setData(kBlockingRole, true);
        }
    }
    setStale(mStale); // the new rows take the current look
}

void FabricsPanel::setStale(bool stale)
{
    mStale = stale;
    const QColor grey = palette().color(QPalette::Disabled, QPalette::Text);
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < columnCount(); ++c) {
            QTableWidgetItem *it = item(r, c);
            if (!it)
                continue;
            if (stale)
                it->setForeground(grey);
            else if (it->data(kBlockingRole).toBool())
                it->setForeground(blockingColor());
            else
                it->setData(Qt::ForegroundRole, QVariant());
            QFont font = it->font();
            font.setBold(!stale && it->data(kBlockingRole).toBool());
            it->setFont(font);
        }
}

} // namespace podcad
