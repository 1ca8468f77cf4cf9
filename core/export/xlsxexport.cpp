#include "xlsxexport.h"

#include "catalog/confidence.h"
#include "cost/bom.h"
#include "cost/figureconfidence.h"
#include "cost/tco.h"
#include "savefile.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <xlsxwriter.h>

namespace podcad {
namespace {

std::string u8(const QString &s)
{
    return s.toStdString();
}

// "B7" for row 6, column 1 (0-based), absolute ("$B$7") when asked.
QString cell(int row, int col, bool absolute = false)
{
    QString letters;
    for (int c = col + 1; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar(u'A' + (c - 1) % 26));
    return absolute ? QStringLiteral("$%1$%2").arg(letters).arg(row + 1)
                    : letters + QString::number(row + 1);
}

class Sheet final
{
public:
    Sheet(lxw_worksheet *ws)
        : mWs(ws)
    {}
    void text(int row, int col, const QString &s, lxw_format *f = nullptr)
    {
        worksheet_write_string(mWs, lxw_row_t(row), lxw_col_t(col), u8(s).c_str(), f);
    }
    void num(int row, int col, double v, lxw_format *f = nullptr)
    {
        worksheet_write_number(mWs, lxw_row_t(row), lxw_col_t(col), v, f);
    }
    void formula(int row, int col, const QString &f, double cached, lxw_format *fmt = nullptr)
    {
        worksheet_write_formula_num(mWs, lxw_row_t(row), lxw_col_t(col), u8(f).c_str(), fmt,
                                    cached);
    }
    void width(int col, double w)
    {
        worksheet_set_column(mWs, lxw_col_t(col), lxw_col_t(col), w, nullptr);
    }

private:
    lxw_worksheet *mWs;
};

struct Formats final
{
    lxw_format *title, *bold, *money, *moneyBold, *integer, *ratio, *note;
};

bool fillCostWorkbook(const QString &tmp, const QString &designName, const Bom &bom, const Tco &tco,
                      const std::vector<WorkloadFigure> *workload, QString *why)
{
    lxw_workbook *wb = workbook_new(u8(tmp).c_str());
    if (!wb) {
        *why = QStringLiteral("libxlsxwriter could not create the workbook");
        return false;
    }
    Formats f{};
    f.title = workbook_add_format(wb);
    format_set_bold(f.title);
    format_set_font_size(f.title, 14);
    f.bold = workbook_add_format(wb);
    format_set_bold(f.bold);
    f.money = workbook_add_format(wb);
    format_set_num_format(f.money, "#,##0.00");
    f.moneyBold = workbook_add_format(wb);
    format_set_num_format(f.moneyBold, "#,##0.00");
    format_set_bold(f.moneyBold);
    f.integer = workbook_add_format(wb);
    format_set_num_format(f.integer, "#,##0");
    f.ratio = workbook_add_format(wb);
    format_set_num_format(f.ratio, "0.0000");
    f.note = workbook_add_format(wb);
    format_set_italic(f.note);

    // ---- BOM ----------------------------------------------------------------------------------
    Sheet b(workbook_add_worksheet(wb, "BOM"));
    b.text(0, 0, QStringLiteral("Bill of materials: %1").arg(designName), f.title);
    b.text(1, 0,
           QStringLiteral("Prices in USD. Edit a unit price (column E): extended prices, "
                          "subtotals, the total and the TCO sheet follow."),
           f.note);
    const QStringList headers{QStringLiteral("Category"),         QStringLiteral("SKU"),
                              QStringLiteral("Description"),      QStringLiteral("Quantity"),
                              QStringLiteral("Unit price (USD)"), QStringLiteral("Extended (USD)"),
                              QStringLiteral("Price source"),     QStringLiteral("Source date"),
                              QStringLiteral("Estimate"),         QStringLiteral("Confidence")};
    for (int c = 0; c < headers.size(); ++c)
        b.text(3, c, headers[c], f.bold);
    for (auto [col, w] : {std::pair{0, 20.0},
                          {1, 24.0},
                          {2, 48.0},
                          {3, 10.0},
                          {4, 16.0},
                          {5, 16.0},
                          {6, 60.0},
                          {7, 12.0},
                          {8, 9.0},
                          {9, 22.0}})
        b.width(col, w);
    int row = 4;
    QStringList subtotalCells;
    for (BomCategory category : bomCategories()) {
        if (bom.lineCount(category) == 0)
            continue;
        const int first = row;
        for (const BomLine &l : bom.lines()) {
            if (l.category != category)
                continue;
            b.text(row, 0, bomCategoryName(category));
            b.text(row, 1, l.sku);
            b.text(row, 2, l.markedDescription());
            b.num(row, 3, l.quantity, f.integer);
            b.num(row, 4, l.unitPriceUsd, f.money);
            b.formula(row, 5, QStringLiteral("=%1*%2").arg(cell(row, 3), cell(row, 4)),
                      l.extendedUsd(), f.money);
            b.text(row, 6, l.priceProvenance.source);
            b.text(row, 7, l.priceProvenance.sourceDate);
            b.text(row, 8,
                   l.priceProvenance.estimate ? QStringLiteral("yes") : QStringLiteral("no"));
            b.text(row, 9, priceConfidence(l));
            ++row;
        }
        b.text(row, 0, QStringLiteral("%1 subtotal").arg(bomCategoryName(category)), f.bold);
        b.formula(row, 5, QStringLiteral("=SUM(%1:%2)").arg(cell(first, 5), cell(row - 1, 5)),
                  bom.subtotalUsd(category), f.moneyBold);
        subtotalCells << cell(row, 5);
        row += 2;
    }
    b.text(row, 0, QStringLiteral("Hardware total"), f.bold);
    b.formula(row, 5,
              subtotalCells.isEmpty() ? QStringLiteral("=0")
                                      : QLatin1Char('=') + subtotalCells.join(u'+'),
              bom.totalUsd(), f.moneyBold);
    const QString hardwareCell = QStringLiteral("BOM!") + cell(row, 5, true);
    for (const QString &w : bom.warnings())
        b.text(row += 2, 0, QStringLiteral("Not priced: ") + w, f.note);

    // ---- Assumptions --------------------------------------------------------------------------
    Sheet a(workbook_add_worksheet(wb, "Assumptions"));
    a.text(0, 0, QStringLiteral("Cost assumptions: %1").arg(designName), f.title);
    a.text(1, 0,
           QStringLiteral("Edit a value (column B): the TCO sheet follows. Percentages are "
                          "in percent (5 = 5 %)."),
           f.note);
    const QStringList aHeaders{QStringLiteral("Key"),       QStringLiteral("Value"),
                               QStringLiteral("Unit"),      QStringLiteral("Description"),
                               QStringLiteral("Source"),    QStringLiteral("Source date"),
                               QStringLiteral("Estimate"),  QStringLiteral("Set in design"),
                               QStringLiteral("Confidence")};
    for (int c = 0; c < aHeaders.size(); ++c)
        a.text(3, c, aHeaders[c], f.bold);
    for (auto [col, w] : {std::pair{0, 32.0},
                          {1, 12.0},
                          {2, 16.0},
                          {3, 70.0},
                          {4, 50.0},
                          {5, 12.0},
                          {6, 9.0},
                          {7, 13.0},
                          {8, 22.0}})
        a.width(col, w);
    std::map<QString, QString> at; // key -> absolute cell
    row = 4;
    for (const CostAssumption &e : tco.assumptions.entries()) {
        a.text(row, 0, e.key);
        a.num(row, 1, e.value);
        a.text(row, 2, e.unit);
        a.text(row, 3, e.description);
        a.text(row, 4, e.provenance.source);
        a.text(row, 5, e.provenance.sourceDate);
        a.text(row, 6, e.provenance.estimate ? QStringLiteral("yes") : QStringLiteral("no"));
        a.text(row, 7, e.overridden ? QStringLiteral("yes") : QStringLiteral("no"));
        a.text(row, 8, e.overridden ? QString() : confidenceLabel(e.provenance.confidence));
        at[e.key] = QStringLiteral("Assumptions!") + cell(row, 1, true);
        ++row;
    }
    auto A = [&](const QString &key) { return at.at(key); };

    // ---- TCO ----------------------------------------------------------------------------------
    Sheet t(workbook_add_worksheet(wb, "TCO"));
    t.text(0, 0, QStringLiteral("Total cost of ownership: %1").arg(designName), f.title);
    t.text(1, 0,
           QStringLiteral("Every figure is a formula over the BOM total, the design figures "
                          "below and the Assumptions sheet."),
           f.note);
    t.width(0, 34);
    for (int c = 1; c <= 11; ++c)
        t.width(c, 15);
    row = 3;
    std::map<QString, QString> r; // name -> relative cell in column B
    auto put = [&](const QString &name, const QString &label, const QString &formula, double cached,
                   lxw_format *fmt) {
        t.text(row, 0, label, fmt == f.moneyBold ? f.bold : nullptr);
        if (formula.isEmpty())
            t.num(row, 1, cached, fmt);
        else
            t.formula(row, 1, formula, cached, fmt);
        r[name] = cell(row, 1);
        ++row;
    };
    const TcoInputs &in = tco.inputs;
    t.text(row++, 0, QStringLiteral("Design figures (from PodCAD)"), f.bold);
    put(QStringLiteral("kw"), QStringLiteral("IT power, max (kW)"), {}, in.itPowerKw, f.money);
    put(QStringLiteral("racks"), QStringLiteral("Racks"), {}, in.racks, f.integer);
    put(QStringLiteral("gpus"), QStringLiteral("GPUs"), {}, in.gpus, f.integer);
    put(QStringLiteral("pflops"), QStringLiteral("BF16 dense (PFLOPS)"), {}, in.bf16Pflops,
        f.money);
    ++row;
    t.text(row++, 0, QStringLiteral("CapEx (USD)"), f.bold);
    put(QStringLiteral("hw"), QStringLiteral("Hardware (BOM total)"),
        QLatin1Char('=') + hardwareCell, tco.hardwareUsd, f.money);
    put(QStringLiteral("install"), QStringLiteral("Installation and services"),
        QStringLiteral("=%1*%2/100").arg(r[QStringLiteral("hw")], A(costkey::installPct)),
        tco.installUsd, f.money);
    put(QStringLiteral("tax"), QStringLiteral("Tax"),
        QStringLiteral("=%1*%2/100").arg(r[QStringLiteral("hw")], A(costkey::taxPct)), tco.taxUsd,
        f.money);
    put(QStringLiteral("capex"), QStringLiteral("CapEx"),
        QStringLiteral("=%1+%2+%3")
            .arg(r[QStringLiteral("hw")], r[QStringLiteral("install")], r[QStringLiteral("tax")]),
        tco.capexUsd, f.moneyBold);
    ++row;
    t.text(row++, 0, QStringLiteral("OpEx per year (USD)"), f.bold);
    put(QStringLiteral("energy"), QStringLiteral("Energy"),
        QStringLiteral("=%1*%2*%3*%4*%5")
            .arg(r[QStringLiteral("kw")], A(costkey::loadFactor), A(costkey::pue),
                 A(costkey::hoursPerYear), A(costkey::electricity)),
        tco.energyUsdPerYear, f.money);
    put(QStringLiteral("support"), QStringLiteral("Support and maintenance"),
        QStringLiteral("=%1*%2/100").arg(r[QStringLiteral("hw")], A(costkey::supportPct)),
        tco.supportUsdPerYear, f.money);
    put(QStringLiteral("facility"), tco.facilityLabel(),
        tco.colocationCharged ? QStringLiteral("=12*(%1*%2+%3*%4)")
                                    .arg(r[QStringLiteral("kw")], A(costkey::colocationKw),
                                         r[QStringLiteral("racks")], A(costkey::colocationRack))
                              : QStringLiteral("=0"),
        tco.facilityUsdPerYear, f.money);
    put(QStringLiteral("staff"), QStringLiteral("Staff"), QLatin1Char('=') + A(costkey::staff),
        tco.staffUsdPerYear, f.money);
    put(QStringLiteral("opex"), QStringLiteral("OpEx per year"),
        QStringLiteral("=%1+%2+%3+%4")
            .arg(r[QStringLiteral("energy")], r[QStringLiteral("support")],
                 r[QStringLiteral("facility")], r[QStringLiteral("staff")]),
        tco.opexUsdPerYear, f.moneyBold);
    ++row;
    t.text(row++, 0, QStringLiteral("Horizon"), f.bold);
    put(QStringLiteral("years"), QStringLiteral("Years"),
        QStringLiteral("=MAX(1,ROUND(%1,0))").arg(A(costkey::years)), tco.years, f.integer);
    put(QStringLiteral("residual"), QStringLiteral("Residual value at the end"),
        QStringLiteral("=%1*%2/100").arg(r[QStringLiteral("hw")], A(costkey::residualPct)),
        tco.residualUsd, f.money);
    // The per-year table below covers at least 10 years, so a longer horizon typed into the
    // Assumptions sheet still adds up (rows beyond the horizon are 0).
    const int tableYears = std::max(tco.years, 10);
    const int totalRow = row, npvRow = row + 1;
    row += 2;
    put(QStringLiteral("gpuhour"), QStringLiteral("Cost per GPU-hour (USD)"),
        QStringLiteral("=IF(%1*%2*%3*%4>0,%5/(%1*%2*%3*%4),0)")
            .arg(r[QStringLiteral("gpus")], A(costkey::hoursPerYear), r[QStringLiteral("years")],
                 A(costkey::loadFactor), cell(totalRow, 1)),
        tco.usdPerGpuHour, f.money);
    put(QStringLiteral("pflopyear"), QStringLiteral("Cost per PFLOP-year, BF16 (USD)"),
        QStringLiteral("=IF(%1*%2*%3>0,%4/(%1*%2*%3),0)")
            .arg(r[QStringLiteral("pflops")], r[QStringLiteral("years")], A(costkey::loadFactor),
                 cell(totalRow, 1)),
        tco.usdPerPflopYear, f.money);
    ++row;
    const int head = row;
    const QStringList yHeaders{QStringLiteral("Year"),         QStringLiteral("CapEx"),
                               QStringLiteral("Energy"),       QStringLiteral("Support"),
                               QStringLiteral("Facility"),     QStringLiteral("Staff"),
                               QStringLiteral("Residual"),     QStringLiteral("Total"),
                               QStringLiteral("Cumulative"),   QStringLiteral("Discount factor"),
                               QStringLiteral("Present value")};
    for (int c = 0; c < yHeaders.size(); ++c)
        t.text(head, c, yHeaders[c], f.bold);
    auto absRef = [&](const QString &name) {
        const QString c = r[name];
        qsizetype i = 0;
        while (i < c.size() && c[i].isLetter())
            ++i;
        return QStringLiteral("$%1$%2").arg(c.left(i), c.mid(i));
    };
    const QString yAbs = absRef(QStringLiteral("years"));
    for (int y = 0; y <= tableYears; ++y) {
        const int rr = head + 1 + y;
        const TcoYear *ty = y < int(tco.perYear.size()) ? &tco.perYear[size_t(y)] : nullptr;
        const QString yc = cell(rr, 0);
        auto guarded = [&](const QString &expr) {
            return QStringLiteral("=IF(%1<=%2,%3,0)").arg(yc, yAbs, expr);
        };
        t.num(rr, 0, y, f.integer);
        if (y == 0) {
            t.formula(rr, 1, QLatin1Char('=') + absRef(QStringLiteral("capex")), tco.capexUsd,
                      f.money);
            for (int c = 2; c <= 6; ++c)
                t.num(rr, c, 0, f.money);
        } else {
            t.num(rr, 1, 0, f.money);
            t.formula(rr, 2, guarded(absRef(QStringLiteral("energy"))), ty ? ty->energyUsd : 0,
                      f.money);
            t.formula(rr, 3, guarded(absRef(QStringLiteral("support"))), ty ? ty->supportUsd : 0,
                      f.money);
            t.formula(rr, 4, guarded(absRef(QStringLiteral("facility"))), ty ? ty->facilityUsd : 0,
                      f.money);
            t.formula(rr, 5, guarded(absRef(QStringLiteral("staff"))), ty ? ty->staffUsd : 0,
                      f.money);
            t.formula(rr, 6,
                      QStringLiteral("=IF(%1=%2,-%3,0)")
                          .arg(yc, yAbs, absRef(QStringLiteral("residual"))),
                      ty ? ty->residualUsd : 0, f.money);
        }
        t.formula(rr, 7, QStringLiteral("=SUM(%1:%2)").arg(cell(rr, 1), cell(rr, 6)),
                  ty ? ty->totalUsd : 0, f.money);
        t.formula(rr, 8,
                  y == 0 ? QStringLiteral("=%1").arg(cell(rr, 7))
                         : QStringLiteral("=%1+%2").arg(cell(rr - 1, 8), cell(rr, 7)),
                  ty ? ty->cumulativeUsd : tco.totalUsd, f.money);
        t.formula(rr, 9, QStringLiteral("=1/(1+%1)^%2").arg(A(costkey::discountRate), yc),
                  ty ? ty->discountFactor
                     : 1.0 / std::pow(1.0 + tco.assumptions.value(costkey::discountRate), y),
                  f.ratio);
        t.formula(rr, 10, QStringLiteral("=%1*%2").arg(cell(rr, 7), cell(rr, 9)),
                  ty ? ty->presentValueUsd : 0, f.money);
    }
    const int last = head + 1 + tableYears;
    t.text(totalRow, 0, QStringLiteral("Total over the horizon (USD)"), f.bold);
    t.formula(totalRow, 1, QStringLiteral("=SUM(%1:%2)").arg(cell(head + 1, 7), cell(last, 7)),
              tco.totalUsd, f.moneyBold);
    t.text(npvRow, 0, QStringLiteral("Net present value (USD)"), f.bold);
    t.formula(npvRow, 1, QStringLiteral("=SUM(%1:%2)").arg(cell(head + 1, 10), cell(last, 10)),
              tco.npvUsd, f.moneyBold);

    // ---- Workload -----------------------------------------------------------------------------
    if (workload && !workload->empty()) {
        Sheet w(workbook_add_worksheet(wb, "Workload"));
        w.text(0, 0, QStringLiteral("Workload: %1").arg(designName), f.title);
        w.text(1, 0,
               QStringLiteral(
                   "The design's workload sized against its GPUs (docs/workload.md); "
                   "inference throughputs are upper bounds. Costs: the run's share of the TCO "
                   "on-prem, on-demand prices in the cloud."),
               f.note);
        const QStringList heads{QStringLiteral("Section"), QStringLiteral("Figure"),
                                QStringLiteral("Value"), QStringLiteral("Unit"),
                                QStringLiteral("Key")};
        for (int c = 0; c < heads.size(); ++c)
            w.text(3, c, heads[c], f.bold);
        for (auto [col, wd] : {std::pair{0, 34.0}, {1, 52.0}, {2, 22.0}, {3, 8.0}, {4, 44.0}})
            w.width(col, wd);
        lxw_format *decimals[4] = {f.integer, workbook_add_format(wb), f.money,
                                   workbook_add_format(wb)};
        format_set_num_format(decimals[1], "#,##0.0");
        format_set_num_format(decimals[3], "#,##0.000");
        lxw_format *scientific = workbook_add_format(wb);
        format_set_num_format(scientific, "0.000E+00");
        int wr = 4;
        for (const WorkloadFigure &fig : *workload) {
            w.text(wr, 0, fig.section);
            w.text(wr, 1, fig.label);
            if (fig.isNumber())
                w.num(wr, 2, fig.value,
                      fig.key == QLatin1String("flops") ? scientific
                                                        : decimals[std::clamp(fig.decimals, 0, 3)]);
            else
                w.text(wr, 2, fig.text);
            w.text(wr, 3, fig.unit);
            w.text(wr, 4, fig.key);
            ++wr;
        }
    }

    const lxw_error status = workbook_close(wb);
    if (status != LXW_NO_ERROR) {
        *why = QString::fromUtf8(lxw_strerror(status));
        return false;
    }
    return true;
}

} // namespace

bool writeCostWorkbook(const QString &path, const QString &designName, const Bom &bom,
                       const Tco &tco, QString *error, const std::vector<WorkloadFigure> *workload)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, why);
        return false;
    };
    QString why;
    const std::optional<QByteArray> bytes = producedBytes(
        [&](const QString &file, QString *problem) {
            return fillCostWorkbook(file, designName, bom, tco, workload, problem);
        },
        &why);
    if (!bytes)
        return fail(why);
    return saveFile(path, *bytes, error);
}

} // namespace podcad
