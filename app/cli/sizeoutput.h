#pragma once

#include "sizeoptions.h"
#include "workload/workloadevaluation.h"
#include "workload/workloadrequest.h"

#include <QTextStream>
#include <utility>
#include <vector>

namespace podcad::cli {

// Label and value rows, the labels padded to one width.
void printRows(QTextStream &out, const std::vector<std::pair<QString, QString>> &rows);

// How `size train` and `size infer` print what they evaluated: plain rows, or with `json` one
// JSON object whose keys are the command's interface. Every figure is the evaluation's (or the
// proposals'); nothing is computed here.
void printTrain(QTextStream &out, const SizeOptions &o, const WorkloadRequest &request,
                const WorkloadEvaluation &evaluation, bool json);
void printInfer(QTextStream &out, const SizeOptions &o, const WorkloadEvaluation &evaluation,
                bool json);
// --propose: one row per GPU system (proposeWorkload), with the request's target above them.
void printTrainProposals(QTextStream &out, const SizeOptions &o, const WorkloadRequest &request,
                         bool json);
void printInferProposals(QTextStream &out, const SizeOptions &o, const WorkloadRequest &request,
                         bool json);

} // namespace podcad::cli
