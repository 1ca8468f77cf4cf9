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

// A prediction's interval on published runs like it (ValidationBand), or null: the rows it rests
// on, their errors and `predicted` as it came to on them, under `<unitKey>_low` and `_high`.
// `duration`: `predicted` is a time (days), else a rate (tokens/s).
QJsonValue validationJson(const std::optional<ValidationBand> &band, double predicted,
                          bool duration, const QString &unitKey);

} // namespace podcad::cli
