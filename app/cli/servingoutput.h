#pragma once

#include "perf/serving.h"
#include "workload/validationband.h"

#include <QJsonValue>
#include <QTextStream>
#include <optional>

namespace podcad::cli {

// `size infer`'s serving figures (predictServing): the `serving` JSON object (null when the model
// has no layer shape or the replica does not fit), and the text block after the sizing rows.
// `band`: the tokens/s interval on published runs like it (its `validation`), when it fits.
QJsonValue servingJson(const std::optional<ServingReport> &serving,
                       const std::optional<ValidationBand> &band);
void printServing(QTextStream &out, const std::optional<ServingReport> &serving,
                  const std::optional<ValidationBand> &band);

} // namespace podcad::cli
