#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <optional>

namespace podcad {

class Catalog;
class Design;
struct CloudComparisonResult;
struct CostSnapshot;
struct Tco;
struct WorkloadEvaluation;

// What a cost export is of. The workbook and the PDF report hold the BOM and the TCO together, so
// the sheet only chooses the CSV's one table.
enum class CostSheet { Bom, Tco };
enum class CostFormat { Csv, Xlsx, Pdf };

// The format a file name's suffix names (any case); nullopt for another suffix or none.
std::optional<CostFormat> costFormatOf(const QString &path);

// Everything a cost export shows, computed by the caller: podcad-cli from the design file and its
// options, the window from the live session's newest costs.
struct CostExportInput final
{
    const Design *design = nullptr;
    const Catalog *catalog = nullptr;
    const CostSnapshot *costs = nullptr; // at the design's assumptions: the BOM and the analysis
    const Tco *tco = nullptr;            // at the assumptions of this export
    const CloudComparisonResult *cloud = nullptr; // optional: the PDF's comparison section
    const WorkloadEvaluation *workload = nullptr; // optional: the design's workload, with costs
    QDate date;                                   // on the PDF's cover
};

// Writes the export `path`'s suffix names: the BOM's or the TCO's CSV, the cost workbook
// (writeCostWorkbook) or the PDF report (writePdfReport). A BOM CSV with a workload gets the
// workload's CSV beside it (workloadCsvPath). Every file goes to a temporary file first and
// replaces `path` only when complete. Returns the files written; none, with one line in `error`
// naming the file, on failure. Thread-safe for different paths (the PDF needs a QGuiApplication).
QStringList writeCostExport(const QString &path, CostSheet sheet, const CostExportInput &input,
                            QString *error);

// "bom.csv" -> "bom-workload.csv": a CSV holds one table, so the workload's goes beside the BOM's.
QString workloadCsvPath(const QString &csvPath);

} // namespace podcad
