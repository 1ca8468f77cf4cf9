#pragma once

#include <QDate>
#include <QString>

namespace podcad {

class Bom;
class Catalog;
class Design;
struct Analysis;
struct CloudComparisonResult;
struct Tco;
struct WorkloadEvaluation;

// Everything the cost report shows; the caller computes it once (the CLI and the GUI alike).
struct ReportInput final
{
    const Design *design = nullptr;
    const Catalog *catalog = nullptr;
    const Analysis *analysis = nullptr;
    const Bom *bom = nullptr;
    const Tco *tco = nullptr;
    const CloudComparisonResult *cloud = nullptr; // optional: no comparison section when null
    QDate date;
    // Optional: the design's workload (evaluateWorkload, with the runs' costs when it was given
    // the cost snapshot); a workload page when set.
    const WorkloadEvaluation *workload = nullptr;
};

// A PDF report drawn with QPainter on a QPdfWriter (QtGui only: no widgets, no charts module):
// cover with the design name, the date, the key figures and a rack-elevation picture (devices
// coloured by role); the rack table; the BOM; the TCO with a per-year chart; the cloud comparison
// with a cumulative-cost chart; the facility (power chain and cooling plant as single-line
// diagrams with their figures, the worst single facility failure in a sentence), when the design
// has one; the workload, when the design has one (workloadFigures()). Needs a
// QGuiApplication (fonts). Written through saveFile (AtomicFile).
bool writePdfReport(const QString &path, const ReportInput &input, QString *error);

} // namespace podcad
