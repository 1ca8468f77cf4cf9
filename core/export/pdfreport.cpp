#include "pdfreport.h"

#include "analysis/analysis.h"
#include "analysis/facilitydiagram.h"
#include "analysis/facilitywhatif.h"
#include "analysis/facilitywhatiftext.h"
#include "catalog/catalog.h"
#include "catalog/confidence.h"
#include "cost/bom.h"
#include "cost/cloudcomparison.h"
#include "cost/figureconfidence.h"
#include "cost/tco.h"
#include "facilitydiagrampainter.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "model/design.h"
#include "savefile.h"
#include "workload/workloadevaluation.h"
#include "workloadreport.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <algorithm>
#include <cmath>

namespace podcad {
namespace {

constexpr int kDpi = 96; // painter units: 1/96 inch, so sizes below read like screen pixels
constexpr int kSoftNoteChars = 125; // one line of 8 pt across the A4 page
// The facility diagrams' box text, and the most a small chain is blown up: 9 pt at 1.25.
constexpr double kChainPointSize = 9, kChainMaxScale = 1.25;

QColor roleColor(Role role)
{
    switch (role) {
    case Role::Compute:
        return QColor(0x76, 0xb9, 0x00); // NVIDIA green
    case Role::Leaf:
        return QColor(0x4a, 0x90, 0xd9);
    case Role::Spine:
        return QColor(0x2c, 0x5f, 0xa8);
    case Role::Core:
        return QColor(0x1b, 0x3a, 0x6b);
    case Role::Storage:
        return QColor(0xe8, 0x8e, 0x2b);
    case Role::Management:
        return QColor(0x8c, 0x8c, 0x8c);
    case Role::Ufm:
        return QColor(0x8e, 0x5b, 0xc4);
    case Role::Pdu:
        return QColor(0xc9, 0xb0, 0x3a);
    case Role::Other:
        break;
    }
    return QColor(0xb0, 0xb0, 0xb0);
}

// A cursor down the page that starts a new page when the next block does not fit.
class Pages final
{
public:
    Pages(QPdfWriter &writer, QPainter &p)
        : mWriter(writer)
        , mP(p)
    {
        mWidth = p.viewport().width();
        mHeight = p.viewport().height();
    }
    double width() const { return mWidth; }
    double height() const { return mHeight; }
    double y() const { return mY; }
    void advance(double dy) { mY += dy; }
    void need(double height)
    {
        if (mY + height > mHeight)
            newPage();
    }
    void newPage()
    {
        mWriter.newPage();
        mY = 0;
    }
    void heading(const QString &text)
    {
        need(60);
        QFont f = mP.font();
        f.setPointSizeF(15);
        f.setBold(true);
        mP.setFont(f);
        mP.setPen(Qt::black);
        mP.drawText(QRectF(0, mY, mWidth, 28), Qt::AlignLeft | Qt::AlignVCenter, text);
        mY += 34;
        body();
    }
    void body(double pt = 8, bool bold = false)
    {
        QFont f = mP.font();
        f.setPointSizeF(pt);
        f.setBold(bold);
        mP.setFont(f);
    }
    void line(const QString &text, double pt = 9, bool bold = false)
    {
        body(pt, bold);
        const double h = QFontMetricsF(mP.font()).height() + 3;
        need(h);
        mP.setPen(Qt::black);
        mP.drawText(QRectF(0, mY, mWidth, h), Qt::AlignLeft | Qt::AlignVCenter, text);
        mY += h;
        body();
    }
    // Text that wraps at the page's width (a sentence that could be longer than a line).
    void paragraph(const QString &text, double pt = 9)
    {
        body(pt);
        const QRectF need = QFontMetricsF(mP.font()).boundingRect(
            QRectF(0, 0, mWidth, 1e6), Qt::TextWordWrap | Qt::AlignLeft, text);
        const double h = need.height() + 3;
        this->need(h);
        mP.setPen(Qt::black);
        mP.drawText(QRectF(0, mY, mWidth, h), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                    text);
        mY += h;
        body();
    }
    // Columns as fractions of the width; numbers (column flagged) right-aligned.
    void table(const QStringList &headers, const std::vector<double> &widths,
               const std::vector<bool> &numeric, const std::vector<QStringList> &rows,
               const std::vector<bool> &boldRows = {})
    {
        body(7.5);
        const double h = QFontMetricsF(mP.font()).height() + 4;
        auto drawRow = [&](const QStringList &cells, bool bold, bool header) {
            need(h);
            body(7.5, bold || header);
            if (header)
                mP.fillRect(QRectF(0, mY, mWidth, h), QColor(0xe6, 0xe6, 0xe6));
            double x = 0;
            for (int c = 0; c < cells.size() && c < int(widths.size()); ++c) {
                const double w = widths[size_t(c)] * mWidth;
                const QRectF r(x + 3, mY, w - 6, h);
                const QString t =
                    QFontMetricsF(mP.font()).elidedText(cells[c], Qt::ElideRight, r.width());
                mP.setPen(Qt::black);
                mP.drawText(
                    r, (numeric[size_t(c)] ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, t);
                x += w;
            }
            mP.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), 0.5));
            mP.drawLine(QPointF(0, mY + h), QPointF(mWidth, mY + h));
            mY += h;
        };
        drawRow(headers, true, true);
        for (size_t i = 0; i < rows.size(); ++i) {
            if (mY + h > mHeight) {
                newPage();
                drawRow(headers, true, true);
            }
            drawRow(rows[i], i < boldRows.size() && boldRows[i], false);
        }
        body();
        mY += 10;
    }

private:
    QPdfWriter &mWriter;
    QPainter &mP;
    double mWidth = 0, mHeight = 0, mY = 0;
};

// A rack's name under it, within its share of the row: in two lines when one does not hold it, in
// a smaller size when its longest word is wider than the rack, elided only past that. Centred in a
// rect wider than the rack, "Management 01" ran into its neighbours' names.
void drawRackLabel(QPainter &p, const QRectF &room, const QString &name)
{
    QFont f = p.font();
    f.setPointSizeF(5.5);
    double longest = 0;
    for (const QString &word : name.split(u' ', Qt::SkipEmptyParts))
        longest = std::max(longest, QFontMetricsF(f, p.device()).horizontalAdvance(word));
    // A little under the width: text measured to the exact width is elided.
    if (longest > room.width() * 0.95)
        f.setPointSizeF(std::max(3.5, 5.5 * room.width() * 0.95 / longest));
    p.setFont(f);
    const QFontMetricsF fm(f, p.device());
    // Words into at most two lines; what the second cannot hold is elided.
    QStringList lines{QString()};
    for (const QString &word : name.split(u' ', Qt::SkipEmptyParts)) {
        const QString joined = lines.back().isEmpty() ? word : lines.back() + u' ' + word;
        if (fm.horizontalAdvance(joined) <= room.width() || lines.back().isEmpty())
            lines.back() = joined;
        else if (lines.size() < 2)
            lines.push_back(word);
        else
            lines.back() = joined;
    }
    p.setPen(Qt::black);
    double y = room.top();
    for (const QString &line : lines) {
        p.drawText(QRectF(room.left(), y, room.width(), fm.height()),
                   Qt::AlignHCenter | Qt::AlignTop,
                   fm.elidedText(line, Qt::ElideRight, room.width()));
        y += fm.height();
    }
}

// Racks side by side, devices as blocks at their rack units, coloured by role.
void drawElevation(QPainter &p, const QRectF &area, const Design &design, const Catalog &catalog)
{
    const auto &racks = design.racks();
    if (racks.empty())
        return;
    const int n = int(racks.size());
    const int perRow = std::min(n, 16);
    const int rowsOfRacks = (n + perRow - 1) / perRow;
    const double gap = 6;
    const double rackW = std::min(70.0, (area.width() - gap * (perRow - 1)) / perRow);
    const double rowH = (area.height() - 30) / rowsOfRacks;
    int i = 0;
    for (const auto &[id, rack] : racks) {
        const DeviceModel *rm = catalog.model(rack.sku);
        const int heightU = rm && rm->rackUnits > 0 ? rm->rackUnits : 48;
        const double x = area.left() + (i % perRow) * (rackW + gap);
        const double top = area.top() + (i / perRow) * rowH;
        const double h = rowH - 20; // two lines of name under it
        const double uh = h / heightU;
        p.setPen(QPen(Qt::black, 1));
        p.setBrush(QColor(0xf4, 0xf4, 0xf4));
        p.drawRect(QRectF(x, top, rackW, h));
        for (const Device *d : design.devicesIn(id)) {
            const DeviceModel *m = catalog.model(d->sku);
            const int units = m ? m->rackUnits : 0;
            QRectF block;
            if (units <= 0 || d->lowestU <= 0) // zero-U (PDUs): a strip down the side
                block = QRectF(x + rackW - 5, top + 2, 4, h - 4);
            else
                block =
                    QRectF(x + 2, top + h - (d->lowestU - 1 + units) * uh, rackW - 4, units * uh);
            p.setPen(QPen(QColor(0x40, 0x40, 0x40), 0.3));
            p.setBrush(roleColor(d->role));
            p.drawRect(block.intersected(QRectF(x, top, rackW, h)));
        }
        drawRackLabel(p, QRectF(x - gap / 2 + 0.5, top + h + 1, rackW + gap - 1, 13),
                      rack.name.isEmpty() ? id : rack.name);
        ++i;
    }
    // Legend
    double lx = area.left();
    const double ly = area.bottom() - 12;
    QFont f = p.font();
    f.setPointSizeF(7);
    p.setFont(f);
    for (Role r : {Role::Compute, Role::Leaf, Role::Spine, Role::Core, Role::Storage,
                   Role::Management, Role::Ufm, Role::Pdu, Role::Other}) {
        p.setBrush(roleColor(r));
        p.setPen(QPen(Qt::black, 0.3));
        p.drawRect(QRectF(lx, ly + 2, 8, 8));
        p.setPen(Qt::black);
        const QString name = roleName(r);
        p.drawText(QRectF(lx + 11, ly, 70, 12), Qt::AlignLeft | Qt::AlignVCenter, name);
        lx += 14 + QFontMetricsF(p.font()).horizontalAdvance(name) + 8;
    }
}

// Axes with a y range from 0 to `maxY`, returns the plot rectangle.
QRectF drawAxes(QPainter &p, const QRectF &area, double maxY, const QString &xLabel, double maxX,
                int xTicks)
{
    const QRectF plot(area.left() + 70, area.top() + 10, area.width() - 80, area.height() - 40);
    QFont f = p.font();
    f.setPointSizeF(7);
    p.setFont(f);
    p.setPen(QPen(Qt::black, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    for (int k = 0; k <= 4; ++k) {
        const double v = maxY * k / 4, y = plot.bottom() - plot.height() * k / 4;
        p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.5));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(Qt::black);
        p.drawText(QRectF(area.left(), y - 7, 66, 14), Qt::AlignRight | Qt::AlignVCenter,
                   format::usd(v));
    }
    for (int k = 0; xTicks > 0 && k <= xTicks; ++k) {
        const double x = plot.left() + plot.width() * k / xTicks;
        p.drawText(QRectF(x - 20, plot.bottom() + 2, 40, 12), Qt::AlignHCenter | Qt::AlignTop,
                   format::number(maxX * k / xTicks));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 14, plot.width(), 12), Qt::AlignHCenter, xLabel);
    return plot;
}

void drawTcoChart(QPainter &p, const QRectF &area, const Tco &tco)
{
    double maxY = 1;
    for (const TcoYear &y : tco.perYear)
        maxY = std::max(maxY, y.cumulativeUsd);
    const int n = int(tco.perYear.size());
    const QRectF plot =
        drawAxes(p, area, maxY * 1.05, QStringLiteral("year (cumulative cost)"), 0, 0);
    // One slot per year, the bar in its middle 60 %.
    const double slot = plot.width() / std::max(1, n);
    for (int i = 0; i < n; ++i) {
        const TcoYear &y = tco.perYear[size_t(i)];
        const double x = plot.left() + slot * i + slot * 0.2;
        const double h = plot.height() * y.cumulativeUsd / (maxY * 1.05);
        const double capH = plot.height() * tco.capexUsd / (maxY * 1.05);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2c, 0x5f, 0xa8));
        p.drawRect(QRectF(x, plot.bottom() - std::min(h, capH), slot * 0.6, std::min(h, capH)));
        if (h > capH) {
            p.setBrush(QColor(0xe8, 0x8e, 0x2b));
            p.drawRect(QRectF(x, plot.bottom() - h, slot * 0.6, h - capH));
        }
        p.setPen(Qt::black);
        p.drawText(QRectF(plot.left() + slot * i, plot.bottom() + 2, slot, 12),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(y.year));
    }
    QFont f = p.font();
    f.setPointSizeF(7);
    p.setFont(f);
    p.setBrush(QColor(0x2c, 0x5f, 0xa8));
    p.drawRect(QRectF(plot.left() + 10, plot.top(), 8, 8));
    p.setPen(Qt::black);
    p.drawText(QPointF(plot.left() + 22, plot.top() + 8), QStringLiteral("CapEx"));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xe8, 0x8e, 0x2b));
    p.drawRect(QRectF(plot.left() + 70, plot.top(), 8, 8));
    p.setPen(Qt::black);
    p.drawText(QPointF(plot.left() + 82, plot.top() + 8),
               QStringLiteral("OpEx (cumulative, net of residual)"));
}

void drawCloudChart(QPainter &p, const QRectF &area, const CloudComparisonResult &cloud)
{
    const int months = 12 * std::max(1, cloud.onPrem.years);
    double maxY = cloud.onPrem.capexUsd + months * cloud.onPrem.opexUsdPerYear / 12.0;
    for (const CloudComparison &c : cloud.rows)
        maxY = std::max(maxY, c.cloudCumulativeUsd(months));
    maxY *= 1.05;
    const double legendH = 11.0 * ((int(cloud.rows.size()) + 2) / 2) + 10;
    const QRectF plot = drawAxes(p, area.adjusted(0, 0, 0, -legendH), maxY,
                                 QStringLiteral("month (cumulative cost)"), months,
                                 std::max(1, cloud.onPrem.years));
    auto pt = [&](double m, double v) {
        return QPointF(plot.left() + plot.width() * m / months,
                       plot.bottom() - plot.height() * v / maxY);
    };
    const QColor palette[] = {QColor(0xd9, 0x48, 0x4a), QColor(0x8e, 0x5b, 0xc4),
                              QColor(0x2b, 0xa8, 0xa0), QColor(0xe8, 0x8e, 0x2b),
                              QColor(0x4a, 0x90, 0xd9), QColor(0x8c, 0x8c, 0x8c)};
    QFont f = p.font();
    f.setPointSizeF(7);
    p.setFont(f);
    // Legend under the axis label, two columns.
    int entry = 0;
    auto legend = [&](const QColor &c, const QString &text) {
        const double lx = plot.left() + (entry % 2) * plot.width() / 2;
        const double ly = plot.bottom() + 30 + (entry / 2) * 11;
        p.setPen(QPen(c, 2));
        p.drawLine(QPointF(lx, ly + 5), QPointF(lx + 16, ly + 5));
        p.setPen(Qt::black);
        p.drawText(QPointF(lx + 20, ly + 8), text);
        ++entry;
    };
    p.setPen(QPen(Qt::black, 2));
    p.drawLine(pt(0, cloud.onPrem.capexUsd),
               pt(months, cloud.onPrem.capexUsd + months * cloud.onPrem.opexUsdPerYear / 12.0));
    legend(Qt::black, QStringLiteral("on-prem"));
    int i = 0;
    for (const CloudComparison &c : cloud.rows) {
        const QColor col = palette[i++ % 6];
        p.setPen(QPen(col, 1.5));
        p.drawLine(pt(0, 0), pt(months, c.cloudCumulativeUsd(months)));
        legend(col, c.offerId + u' ' + cloudTermKey(c.term));
    }
}

// The power chain and the cooling plant as single-line diagrams with their figures, and what the
// worst single facility failure does, in one sentence.
void facilityPage(Pages &pg, QPainter &p, const Design &design, const Catalog &catalog,
                  const Analysis &analysis)
{
    pg.newPage();
    pg.heading(QStringLiteral("Facility"));
    if (const std::optional<FacilityWhatIf> worst = worstFacilityFailure(design, catalog, {}))
        pg.paragraph(facilityWhatIfSentence(design, *worst, true), 10);
    pg.advance(6);
    const FacilityDiagram diagram = facilityDiagram(design, analysis, true);
    const auto utilisation = [](double u, bool over) {
        return over ? QStringLiteral("%1 over").arg(format::percent(u)) : format::percent(u);
    };
    for (const bool power : {true, false}) {
        const FacilityDiagram::Chain &chain = power ? diagram.power : diagram.cooling;
        if (chain.empty())
            continue;
        // The heading stays with its diagram: a new page when what is left of this one would
        // draw the chain at less than the scale it gets on a page of its own.
        const double headingH = 24;
        FacilityDiagram::Chain shown = chain;
        const double pageScale =
            fitChain(shown, QSizeF(pg.width(), pg.height() - headingH - 12), kChainMaxScale);
        double scale = fitChain(shown, QSizeF(pg.width(), pg.height() - pg.y() - headingH - 12),
                                kChainMaxScale);
        if (scale < pageScale * 0.9) {
            pg.newPage();
            scale =
                fitChain(shown, QSizeF(pg.width(), pg.height() - headingH - 12), kChainMaxScale);
        }
        pg.line(power ? QStringLiteral("Power chain") : QStringLiteral("Cooling plant"), 11, true);
        pg.body(kChainPointSize);
        const double height = shown.bounds.height() * scale;
        p.save();
        p.translate((pg.width() - shown.bounds.width() * scale) / 2, pg.y() + 4);
        p.scale(scale, scale);
        paintFacilityChain(p, shown);
        p.restore();
        pg.advance(height + 12);
        // In the diagram's order: level by level from the sources, each level top to bottom.
        std::vector<const FacilityDiagram::Box *> order;
        for (const FacilityDiagram::Box &box : chain.boxes)
            if (!box.rackGroup)
                order.push_back(&box);
        std::stable_sort(order.begin(), order.end(), [](const auto *a, const auto *b) {
            return std::pair(a->level, a->rect.top()) < std::pair(b->level, b->rect.top());
        });
        std::vector<QStringList> rows;
        for (const FacilityDiagram::Box *b : order) {
            const FacilityDiagram::Box &box = *b;
            rows.push_back(
                {box.title, box.subtitle,
                 box.hasFigures ? format::kilowatts(box.loadKw) : QStringLiteral("-"),
                 box.hasFigures ? format::kilowatts(box.capacityKw) : QStringLiteral("-"),
                 box.hasFigures ? utilisation(box.utilisation, box.over) : QStringLiteral("-"),
                 box.flowLpm ? format::number(*box.flowLpm) : QString()});
        }
        pg.table({QStringLiteral("element"), QStringLiteral("kind"),
                  power ? QStringLiteral("peak kW") : QStringLiteral("heat kW"),
                  power ? QStringLiteral("usable kW") : QStringLiteral("capacity kW"),
                  QStringLiteral("utilisation"), power ? QString() : QStringLiteral("L/min")},
                 {0.3, 0.2, 0.125, 0.125, 0.125, 0.125}, {false, false, true, true, true, true},
                 rows);
        pg.advance(10);
    }
}

} // namespace

bool writePdfReport(const QString &path, const ReportInput &in, QString *error)
{
    if (!in.design || !in.catalog || !in.analysis || !in.bom || !in.tco) {
        if (error)
            *error = QStringLiteral("%1: cannot write: incomplete report input").arg(path);
        return false;
    }
    const Design &design = *in.design;
    const Tco &tco = *in.tco;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kDpi);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        writer.setTitle(QStringLiteral("PodCAD cost report: %1").arg(design.name));
        writer.setCreator(QStringLiteral("PodCAD"));
        QPainter p(&writer);
        if (!p.isActive()) {
            if (error)
                *error = QStringLiteral("%1: cannot write: the PDF writer did not start").arg(path);
            return false;
        }
        p.setRenderHint(QPainter::Antialiasing);
        Pages pg(writer, p);

        // Cover
        pg.line(QStringLiteral("PodCAD cost report"), 22, true);
        pg.advance(6);
        pg.line(design.name.isEmpty() ? QStringLiteral("(unnamed design)") : design.name, 16);
        pg.line(QLocale(QLocale::English).toString(in.date, QStringLiteral("d MMMM yyyy")), 11);
        pg.advance(14);
        const Totals &t = in.analysis->totals;
        pg.table({QStringLiteral("figure"), QStringLiteral("value")}, {0.5, 0.5}, {false, true},
                 {{QStringLiteral("GPUs"), format::count(t.gpus)},
                  {QStringLiteral("IT power, max (kW)"), format::kilowatts(t.itPowerMaxKw)},
                  {QStringLiteral("Racks"), format::count(t.racks)},
                  {QStringLiteral("Hardware (BOM)"), format::usd(in.bom->totalUsd())},
                  {QStringLiteral("CapEx"), format::usd(tco.capexUsd)},
                  {QStringLiteral("OpEx per year"), format::usd(tco.opexUsdPerYear)},
                  {QStringLiteral("TCO over %1 years").arg(tco.years), format::usd(tco.totalUsd)},
                  {QStringLiteral("Cost per GPU-hour"), format::usd(tco.usdPerGpuHour, 2)}});
        // One line, not a footnote per figure: the costliest soft figures first.
        if (const QString note = softFiguresNote(softFigures(*in.catalog, *in.bom), kSoftNoteChars);
            !note.isEmpty())
            pg.paragraph(note, 8);
        const double picTop = pg.y() + 10;
        const double picH = std::max(200.0, p.viewport().height() - picTop - 10);
        drawElevation(p, QRectF(0, picTop, pg.width(), picH), design, *in.catalog);

        // Racks
        pg.newPage();
        pg.heading(QStringLiteral("Racks"));
        std::vector<QStringList> rackRows;
        for (const RackReport &r : in.analysis->racks)
            rackRows.push_back({r.rackId, r.name, r.sku,
                                QStringLiteral("%1/%2").arg(r.usedU).arg(r.heightU),
                                format::count(r.deviceCount), format::kilowatts(r.typicalKw),
                                format::kilowatts(r.maxKw), format::kilowatts(r.powerLimitKw),
                                format::number(r.weightKg)});
        pg.table({QStringLiteral("rack"), QStringLiteral("name"), QStringLiteral("model"),
                  QStringLiteral("U used"), QStringLiteral("devices"), QStringLiteral("typ kW"),
                  QStringLiteral("max kW"), QStringLiteral("limit kW"), QStringLiteral("kg")},
                 {0.14, 0.24, 0.14, 0.08, 0.08, 0.08, 0.08, 0.08, 0.08},
                 {false, false, false, true, true, true, true, true, true}, rackRows);

        if (!design.facility().empty())
            facilityPage(pg, p, design, *in.catalog, *in.analysis);

        // BOM
        pg.heading(QStringLiteral("Bill of materials"));
        std::vector<QStringList> bomRows;
        std::vector<bool> bold;
        for (BomCategory c : bomCategories()) {
            if (in.bom->lineCount(c) == 0)
                continue;
            for (const BomLine &l : in.bom->lines())
                if (l.category == c) {
                    bomRows.push_back({bomCategoryName(c), l.sku, l.markedDescription(),
                                       format::count(l.quantity), format::usd(l.unitPriceUsd),
                                       format::usd(l.extendedUsd()),
                                       confidenceTag(l.priceProvenance)});
                    bold.push_back(false);
                }
            bomRows.push_back({bomCategoryName(c) + QStringLiteral(" subtotal"),
                               {},
                               {},
                               {},
                               {},
                               format::usd(in.bom->subtotalUsd(c)),
                               {}});
            bold.push_back(true);
        }
        bomRows.push_back({QStringLiteral("Hardware total"),
                           {},
                           {},
                           {},
                           {},
                           format::usd(in.bom->totalUsd()),
                           {}});
        bold.push_back(true);
        pg.table({QStringLiteral("category"), QStringLiteral("SKU"), QStringLiteral("description"),
                  QStringLiteral("qty"), QStringLiteral("unit"), QStringLiteral("extended"),
                  QStringLiteral("rating")},
                 {0.15, 0.17, 0.30, 0.06, 0.11, 0.13, 0.08},
                 {false, false, false, true, true, true, false}, bomRows, bold);
        for (const QString &w : in.bom->warnings())
            pg.line(QStringLiteral("Not priced: ") + w, 8);

        // TCO
        pg.newPage();
        pg.heading(QStringLiteral("Total cost of ownership (%1 years)").arg(tco.years));
        pg.table({QStringLiteral("figure"), QStringLiteral("USD")}, {0.6, 0.4}, {false, true},
                 {{QStringLiteral("Hardware"), format::usd(tco.hardwareUsd)},
                  {QStringLiteral("Installation and services"), format::usd(tco.installUsd)},
                  {QStringLiteral("Tax"), format::usd(tco.taxUsd)},
                  {QStringLiteral("CapEx"), format::usd(tco.capexUsd)},
                  {QStringLiteral("Energy per year"), format::usd(tco.energyUsdPerYear)},
                  {QStringLiteral("Support per year"), format::usd(tco.supportUsdPerYear)},
                  {tco.colocationCharged ? QStringLiteral("Facility per year")
                                         : QStringLiteral("Colocation per year (owned facility)"),
                   format::usd(tco.facilityUsdPerYear)},
                  {QStringLiteral("Staff per year"), format::usd(tco.staffUsdPerYear)},
                  {QStringLiteral("OpEx per year"), format::usd(tco.opexUsdPerYear)},
                  {QStringLiteral("Residual value"), format::usd(tco.residualUsd)},
                  {QStringLiteral("Total"), format::usd(tco.totalUsd)},
                  {QStringLiteral("NPV"), format::usd(tco.npvUsd)},
                  {QStringLiteral("Per GPU-hour"), format::usd(tco.usdPerGpuHour, 2)},
                  {QStringLiteral("Per PFLOP-year (BF16)"), format::usd(tco.usdPerPflopYear)}},
                 {false, false, false, true, false, false, false, false, true, false, true, true});
        pg.need(260);
        drawTcoChart(p, QRectF(0, pg.y(), pg.width(), 250), tco);
        pg.advance(260);

        // Cloud comparison
        if (in.cloud) {
            pg.newPage();
            pg.heading(
                QStringLiteral("On-prem versus cloud at %1 utilization")
                    .arg(format::percent(in.cloud->onPrem.assumptions.value(costkey::loadFactor))));
            // The headline the Costs dock and presentation mode show, in the same words.
            if (const CloudComparison *c = cheapestCloud(*in.cloud))
                pg.line(QStringLiteral("Cheapest cloud: %1 %2 (%3 %4), break-even %5")
                            .arg(c->provider, c->instance, c->offerId, cloudTermKey(c->term),
                                 c->breakEvenText()),
                        9);
            for (const QString &n : in.cloud->notes)
                pg.line(n, 8);
            std::vector<QStringList> rows;
            for (const CloudComparison &c : in.cloud->rows)
                rows.push_back({c.offerId, cloudTermKey(c.term), format::count(c.instances),
                                format::usd(c.cloudUsdPerMonth), format::usd(c.cloudTotalUsd),
                                format::usd(c.onPremTotalUsd), c.breakEvenText(),
                                c.breakEvenUtilization ? format::percent(*c.breakEvenUtilization)
                                                       : QStringLiteral("-"),
                                c.exactGpu ? QString() : QStringLiteral("substitute")});
            pg.table({QStringLiteral("offer"), QStringLiteral("term"), QStringLiteral("inst."),
                      QStringLiteral("cloud/month"), QStringLiteral("cloud total"),
                      QStringLiteral("on-prem total"), QStringLiteral("break-even"),
                      QStringLiteral("break-even util."), QString()},
                     {0.17, 0.09, 0.05, 0.11, 0.12, 0.12, 0.16, 0.1, 0.08},
                     {false, false, true, true, true, true, true, true, false}, rows);
            const double chartH = 300 + 11.0 * ((int(in.cloud->rows.size()) + 2) / 2);
            pg.need(chartH + 10);
            drawCloudChart(p, QRectF(0, pg.y(), pg.width(), chartH), *in.cloud);
            pg.advance(chartH + 10);
        }
        // Workload
        if (in.workload) {
            const WorkloadEvaluation &w = *in.workload;
            pg.newPage();
            pg.heading(w.ok() ? QStringLiteral("Workload: %1").arg(w.model.name)
                              : QStringLiteral("Workload"));
            for (const QString &sentence : w.sentences())
                pg.paragraph(sentence, 9);
            pg.advance(8);
            std::vector<QStringList> rows;
            std::vector<bool> bold;
            QString section;
            for (const WorkloadFigure &f : workloadFigures(w)) {
                if (f.key == QLatin1String("cheapest_cloud"))
                    continue; // a sentence, printed below the table whole
                if (f.section != section) {
                    section = f.section;
                    rows.push_back({section, {}});
                    bold.push_back(true);
                }
                rows.push_back({QStringLiteral("   ") + f.label, f.text});
                bold.push_back(false);
            }
            pg.table({QStringLiteral("figure"), QStringLiteral("value")}, {0.7, 0.3}, {false, true},
                     rows, bold);
            if (w.trainingCost)
                if (const CloudRunCost *c = w.trainingCost->cheapestCloud())
                    pg.paragraph(QStringLiteral("Cheapest cloud for the run: %1 %2, %3")
                                     .arg(c->provider, c->instance, c->verdict()),
                                 9);
            pg.paragraph(
                QStringLiteral(
                    "Inference throughputs are upper bounds: decode reads the weights and every "
                    "sequence's KV cache from HBM once per token; real serving reaches a fraction. "
                    "So the costs per million tokens are lower bounds."),
                7.5);
            pg.paragraph(
                QStringLiteral(
                    "On-prem: the run's share of the TCO at full load (its GPUs and hours); cloud: "
                    "on-demand prices for the hours the run takes."),
                7.5);
        }
        p.end();
    }
    return saveFile(path, buffer.data(), error);
}

} // namespace podcad
