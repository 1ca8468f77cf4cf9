#include "cableschedulefile.h"

#include "cableschedule.h"
#include "costexport.h"
#include "csvexport.h"
#include "savefile.h"

#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <cmath>
#include <functional>
#include <string>
#include <xlsxwriter.h>

namespace podcad {
namespace {

const QStringList &headers()
{
    static const QStringList h{QStringLiteral("label"),
                               QStringLiteral("link_id"),
                               QStringLiteral("fabric"),
                               QStringLiteral("a_rack"),
                               QStringLiteral("a_u"),
                               QStringLiteral("a_device"),
                               QStringLiteral("a_port"),
                               QStringLiteral("b_rack"),
                               QStringLiteral("b_u"),
                               QStringLiteral("b_device"),
                               QStringLiteral("b_port"),
                               QStringLiteral("route"),
                               QStringLiteral("route_length_m"),
                               QStringLiteral("cable_length_m"),
                               QStringLiteral("medium"),
                               QStringLiteral("cable_sku"),
                               QStringLiteral("a_transceiver"),
                               QStringLiteral("b_transceiver"),
                               QStringLiteral("note")};
    return h;
}

constexpr int kMetreDecimals = 2;

// A row's cells in the columns of headers(): text, or a number (unit 0 and a length of 0 are
// "not known" and stay empty).
struct Cell final
{
    QString text;
    std::optional<double> number;
    int decimals = 0;
};

std::vector<Cell> cellsOf(const CableScheduleRow &r)
{
    auto text = [](const QString &s) { return Cell{s, std::nullopt, 0}; };
    auto unit = [](int u) { return u > 0 ? Cell{{}, double(u), 0} : Cell{}; };
    auto metres = [](double m) {
        return m > 0 ? Cell{{}, roundedMetres(m), kMetreDecimals} : Cell{};
    };
    const CableScheduleEnd &a = r.ends[0], &b = r.ends[1];
    return {text(r.label),
            text(r.linkId),
            text(r.fabric),
            text(a.rack),
            unit(a.u),
            text(a.device),
            text(a.port),
            text(b.rack),
            unit(b.u),
            text(b.device),
            text(b.port),
            text(r.route),
            metres(r.routeM),
            metres(r.cableM),
            text(r.medium),
            text(r.cableSku),
            text(r.transceivers[0]),
            text(r.transceivers[1]),
            text(r.note())};
}

std::string u8(const QString &s)
{
    return s.toStdString();
}

QString failure(const QString &path, const QString &why)
{
    return QStringLiteral("%1: cannot write: %2").arg(path, why);
}

// The workbook into `file` (a new file), false with `why` on failure.
bool writeWorkbook(const QString &file, const CableSchedule &schedule, const QString &designName,
                   QString *why)
{
    // Constant memory: a 64-SU SuperPOD has about 97,000 rows, written once, in order.
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    const std::string name = u8(file);
    lxw_workbook *wb = workbook_new_opt(name.c_str(), &options);
    if (!wb) {
        *why = QStringLiteral("libxlsxwriter could not create the workbook");
        return false;
    }
    lxw_format *bold = workbook_add_format(wb);
    format_set_bold(bold);
    lxw_format *metres = workbook_add_format(wb);
    format_set_num_format(metres, "0.00");
    lxw_format *whole = workbook_add_format(wb);
    format_set_num_format(whole, "0");
    std::string title = u8(QStringLiteral("Cable schedule: %1").arg(designName));
    lxw_doc_properties properties{};
    properties.title = title.data();
    workbook_set_properties(wb, &properties);

    lxw_worksheet *ws = workbook_add_worksheet(wb, "Cable schedule");
    const QStringList &h = headers();
    for (int c = 0; c < h.size(); ++c)
        worksheet_write_string(ws, 0, lxw_col_t(c), u8(h[c]).c_str(), bold);
    const double widths[] = {40, 10, 18, 8, 5, 18, 8, 8, 5, 18, 8, 40, 10, 10, 8, 24, 22, 22, 30};
    for (int c = 0; c < h.size(); ++c)
        worksheet_set_column(ws, lxw_col_t(c), lxw_col_t(c), widths[c], nullptr);
    worksheet_freeze_panes(ws, 1, 1);
    lxw_row_t row = 1;
    for (const CableScheduleRow &r : schedule.rows()) {
        const std::vector<Cell> cells = cellsOf(r);
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const Cell &cell = cells[c];
            if (cell.number)
                worksheet_write_number(ws, row, lxw_col_t(c), *cell.number,
                                       cell.decimals > 0 ? metres : whole);
            else if (!cell.text.isEmpty())
                worksheet_write_string(ws, row, lxw_col_t(c), u8(cell.text).c_str(), nullptr);
        }
        ++row;
    }
    worksheet_autofilter(ws, 0, 0, row > 1 ? row - 1 : 1, lxw_col_t(h.size() - 1));

    lxw_worksheet *sum = workbook_add_worksheet(wb, "Cables by length");
    const char *sumHeaders[] = {"medium", "cable_length_m", "cable_sku", "cables"};
    for (int c = 0; c < 4; ++c)
        worksheet_write_string(sum, 0, lxw_col_t(c), sumHeaders[c], bold);
    worksheet_set_column(sum, 0, 0, 10, nullptr);
    worksheet_set_column(sum, 1, 1, 14, nullptr);
    worksheet_set_column(sum, 2, 2, 28, nullptr);
    lxw_row_t srow = 1;
    int total = 0;
    for (const CableSchedule::LengthCount &l : schedule.byLength()) {
        worksheet_write_string(sum, srow, 0, u8(l.medium).c_str(), nullptr);
        if (l.cableM > 0)
            worksheet_write_number(sum, srow, 1, roundedMetres(l.cableM), metres);
        worksheet_write_string(sum, srow, 2, u8(l.cableSku).c_str(), nullptr);
        worksheet_write_number(sum, srow, 3, l.count, whole);
        total += l.count;
        ++srow;
    }
    worksheet_write_string(sum, srow, 0, "total", bold);
    worksheet_write_formula_num(
        sum, srow, 3, u8(QStringLiteral("=SUM(D2:D%1)").arg(qMax(2u, srow))).c_str(), bold, total);

    const lxw_error status = workbook_close(wb);
    if (status != LXW_NO_ERROR) {
        *why = QString::fromUtf8(lxw_strerror(status));
        return false;
    }
    return true;
}

} // namespace

// Centimetres (0.01 m), the precision of the cable_length_m column and the summary's "0.00"
// cells and of `podcad-cli cables` (format::number(m, 2)): catalog cables come in lengths such as
// 0.5 m and 2.5 m, and a route's slack and bends are not known closer. The number itself is
// rounded, not only shown so: a spreadsheet cell would otherwise hold 14.799975.
double roundedMetres(double m)
{
    return std::round(m * 100) / 100;
}

std::optional<ScheduleFormat> scheduleFormatOf(const QString &path)
{
    switch (costFormatOf(path).value_or(CostFormat::Pdf)) {
    case CostFormat::Csv:
        return ScheduleFormat::Csv;
    case CostFormat::Xlsx:
        return ScheduleFormat::Xlsx;
    case CostFormat::Pdf:
        break;
    }
    return std::nullopt;
}

QByteArray cableScheduleCsv(const CableSchedule &schedule)
{
    QString out;
    out += headers().join(u',') + QStringLiteral("\r\n");
    for (const CableScheduleRow &r : schedule.rows()) {
        QStringList fields;
        for (const Cell &c : cellsOf(r))
            fields << (c.number ? csv::number(*c.number, c.decimals) : csv::field(c.text));
        out += fields.join(u',') + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

bool writeCableSchedule(const QString &path, const CableSchedule &schedule,
                        const QString &designName, bool replaceExisting, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = failure(path, why);
        return false;
    };
    const std::optional<ScheduleFormat> format = scheduleFormatOf(path);
    if (!format)
        return fail(QStringLiteral("a cable schedule is a .csv or .xlsx file"));
    // Checked first so that nothing is written; the move below checks again.
    if (!replaceExisting && QFileInfo::exists(path))
        return fail(QStringLiteral("the file exists and is not replaced"));
    QString why;
    std::optional<QByteArray> bytes;
    if (*format == ScheduleFormat::Csv)
        bytes = cableScheduleCsv(schedule);
    else
        bytes = producedBytes(
            [&](const QString &file, QString *problem) {
                return writeWorkbook(file, schedule, designName, problem);
            },
            &why);
    return (bytes && replaceFile(path, *bytes, replaceExisting, &why)) || fail(why);
}

} // namespace podcad
