#include "costexport.h"

#include "cost/costsnapshot.h"
#include "csvexport.h"
#include "model/design.h"
#include "pdfreport.h"
#include "savefile.h"
#include "workload/workloadevaluation.h"
#include "workloadreport.h"
#include "xlsxexport.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>

namespace podcad {

std::optional<CostFormat> costFormatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return CostFormat::Csv;
    if (suffix == QLatin1String("xlsx"))
        return CostFormat::Xlsx;
    if (suffix == QLatin1String("pdf"))
        return CostFormat::Pdf;
    return std::nullopt;
}

QString workloadCsvPath(const QString &csvPath)
{
    const QFileInfo info(csvPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-workload.csv"));
}

QStringList writeCostExport(const QString &path, CostSheet sheet, const CostExportInput &in,
                            QString *error)
{
    const std::optional<CostFormat> format = costFormatOf(path);
    if (!format) {
        if (error)
            *error = QStringLiteral("%1: cannot write: a cost export is a .csv, .xlsx or .pdf file")
                         .arg(path);
        return {};
    }
    if (!in.design || !in.catalog || !in.costs || !in.tco) {
        if (error)
            *error = QStringLiteral("%1: cannot write: the costs are not computed").arg(path);
        return {};
    }
    // The rows every workload part shows (the CSV, the workbook's sheet), from one evaluation.
    const std::vector<WorkloadFigure> figures =
        in.workload ? workloadFigures(*in.workload) : std::vector<WorkloadFigure>{};
    switch (*format) {
    case CostFormat::Csv:
        if (sheet == CostSheet::Tco)
            return saveFile(path, csv::tco(*in.tco), error) ? QStringList{path} : QStringList{};
        if (!saveFile(path, csv::bom(in.costs->bom), error))
            return {};
        if (!in.workload)
            return {path};
        if (!saveFile(workloadCsvPath(path), csv::workload(figures), error))
            return {};
        return {path, workloadCsvPath(path)};
    case CostFormat::Xlsx:
        if (!writeCostWorkbook(path, in.design->name, in.costs->bom, *in.tco, error,
                               in.workload ? &figures : nullptr))
            return {};
        return {path};
    case CostFormat::Pdf: {
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
            if (error)
                *error = QStringLiteral("%1: PDF export needs a QGuiApplication").arg(path);
            return {};
        }
        const ReportInput report{in.design,      in.catalog, in.costs->analysis.get(),
                                 &in.costs->bom, in.tco,     in.cloud,
                                 in.date,        in.workload};
        if (!writePdfReport(path, report, error))
            return {};
        return {path};
    }
    }
    return {};
}

} // namespace podcad
