#pragma once

#include "workloadreport.h"

#include <QString>
#include <vector>

namespace podcad {

class Bom;
struct Tco;

// The cost workbook for a finance reader, with live formulas rather than pasted numbers:
//   BOM          lines with extended = quantity x unit price, category subtotals, hardware total
//   Assumptions  every cost assumption with unit, source, date and estimate flag
//   TCO          CapEx, OpEx per year and the per-year table, all formulas over the BOM total and
//                the Assumptions cells, so that changing a unit price or an assumption in Excel or
//                LibreOffice moves the TCO
//   Workload     when the design has one: workloadFigures(), the rows the PDF report and the
//                workload CSV show (section, figure, value, unit, key); values, not formulas: the
//                sizing is not spreadsheet arithmetic
// Each formula also carries the value PodCAD computed, for viewers that do not recalculate.
// Written to a temporary file beside `path` and renamed over it only when complete.
bool writeCostWorkbook(const QString &path, const QString &designName, const Bom &bom,
                       const Tco &tco, QString *error,
                       const std::vector<WorkloadFigure> *workload = nullptr);

} // namespace podcad
