#include "chartlegend.h"

#include "costcharts.h"

#include <QAreaSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QPieSeries>
#include <QPieSlice>
#include <QScatterSeries>

namespace podcad {

ChartLegend::ChartLegend(QChart *chart, double pointSize, bool compact, QWidget *parent)
    : QLabel(parent)
    , mChart(chart)
    , mCompact(compact)
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = font();
    f.setPointSizeF(pointSize);
    setFont(f);
    setContentsMargins(6, 0, 6, 4);
}

void ChartLegend::refresh()
{
    mChart->legend()->hide();
    struct Entry final
    {
        QColor color;
        QString name, detail;
    };
    std::vector<Entry> entries;
    for (QAbstractSeries *series : mChart->series()) {
        const QString detail = series->property(costcharts::kDetailProperty).toString();
        if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            if (area->upperSeries() && area->upperSeries()->count() > 0)
                entries.push_back({area->color(), area->name(), detail});
        } else if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            if (scatter->count() > 0)
                entries.push_back({scatter->color(), scatter->name(), detail});
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            entries.push_back({line->pen().color(), line->name(), detail});
        } else if (auto *pie = qobject_cast<QPieSeries *>(series)) {
            for (QPieSlice *slice : pie->slices())
                entries.push_back({slice->brush().color(), slice->label(), {}});
        } else if (auto *bars = qobject_cast<QBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets())
                entries.push_back({set->color(), set->label(), {}});
        }
    }
    mNames.clear();
    QStringList html, tips;
    for (const Entry &e : entries) {
        mNames << e.name;
        const QString full =
            e.detail.isEmpty() ? e.name : QStringLiteral("%1 (%2)").arg(e.name, e.detail);
        tips << full.toHtmlEscaped();
        // Non-breaking spaces and hyphens keep an entry on one line (Qt's rich text ignores
        // white-space: nowrap on inline spans); the label wraps between entries only.
        QString text = (mCompact ? e.name : full).toHtmlEscaped();
        text.replace(u' ', QStringLiteral("&nbsp;")).replace(u'-', QStringLiteral("&#8209;"));
        html << QStringLiteral("<span style='color:%1'>&#9632;</span>&nbsp;%2")
                    .arg(e.color.name(), text);
    }
    setText(html.join(QStringLiteral(" &nbsp; ")));
    setToolTip(mCompact ? tips.join(QStringLiteral("<br>")) : QString());
}

} // namespace podcad
