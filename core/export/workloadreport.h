#pragma once

#include <QString>
#include <cmath>
#include <vector>

namespace podcad {

struct WorkloadEvaluation;

// One figure of a design's workload as the exports list it (the PDF report's workload page, the
// workbook's Workload sheet and the workload CSV show the same rows in the same order, so they
// cannot disagree): a number with its unit, or a text (`value` NaN).
struct WorkloadFigure final
{
    QString section; // "Model", "Training", "Memory", "Inference (upper bounds)", "Cost"
    QString key;     // snake case with the unit, as the JSON names it: "days", "energy_mwh"
    QString label;   // "Days"
    double value = std::nan("");
    QString unit;     // "days", "GB", "USD"; empty for a count or a text
    QString text;     // as the PDF prints it: "38.1", "fits", "Llama 3.1 70B"
    int decimals = 0; // how a sheet formats `value`

    bool isNumber() const { return !std::isnan(value); }
};

// Every figure of evaluateWorkload()'s result, the runs' costs included when it has them, in
// order; when the workload could not be sized, one row saying why.
std::vector<WorkloadFigure> workloadFigures(const WorkloadEvaluation &evaluation);

} // namespace podcad
