#pragma once

#include "perf/serving.h"

#include <QJsonValue>
#include <QTextStream>
#include <optional>

namespace podcad::cli {

// `size infer`'s serving figures (predictServing): the `serving` JSON object (null when the model
// has no layer shape or the replica does not fit), and the text block after the sizing rows.
QJsonValue servingJson(const std::optional<ServingReport> &serving);
void printServing(QTextStream &out, const std::optional<ServingReport> &serving);

} // namespace podcad::cli
