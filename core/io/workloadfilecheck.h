#pragma once

#include "model/workload.h"

#include <QString>

namespace podcad {

// Why a design file holding `workload` would not open, in the reader's words
// ("workload.training: missing gpus or days"); empty when it would. The reader itself decides: a
// design holding this workload alone is written and read back, so an edit refuses exactly what
// opening the file would, with no second copy of the reader's rules to keep in step.
QString workloadFileProblem(const Workload &workload);

} // namespace podcad
