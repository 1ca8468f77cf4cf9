#pragma once

#include "workload/workloadevaluation.h"

#include <QJsonObject>
#include <QString>
#include <utility>
#include <vector>

namespace podcad::cli {

// The planner's answer in `size train`: its JSON keys (plan, memory_per_gpu_gb, step_time_s,
// predicted_mfu, predicted_tflops_per_gpu, breakdown, tokens_per_s, alternatives, fabric) added
// to `json`, and its text rows.
void addPlanJson(QJsonObject &json, const TrainingEvaluation &t);
void addPlanRows(std::vector<std::pair<QString, QString>> &rows, const TrainingEvaluation &t);

} // namespace podcad::cli
