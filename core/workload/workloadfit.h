#pragma once

#include "sizing/trainingsizing.h"

#include <QString>

namespace podcad {

struct InferenceSizing;

// Whether a design's GPUs fit a workload, in the plain words every view shows (the CLI prints
// them, the GUI's Workload dock shows the same sentence).
//
// Training: `designGpus` the design has, `gpusForTarget` the run needs to finish in time (0 when
// no deadline was given), `minGpus` the least that hold the model (0: none do at this
// parallelism). "needs 1,024 more GPUs: ...", "fits with FSDP over 16 GPUs or more (TP 8) ...".
QString trainingFitText(int designGpus, int gpusForTarget, int minGpus,
                        const Parallelism &parallelism, double days);
// Inference: the replicas the target needs against the design's GPUs.
QString inferenceFitText(int designGpus, const InferenceSizing &sizing, int nvlinkDomain);

// A checkpoint holds the weights and the optimizer states (gradients are not saved). Writing it in
// `seconds` takes size / seconds of storage bandwidth, compared with the design's storage. The
// catalog gives read bandwidth only, so the check can say "too slow" (needed above even the read
// figure; flash appliances write no faster than they read) but never "fast enough" for certain.
struct CheckpointCheck final
{
    double sizeGb = 0;
    double seconds = 0;
    double neededGBps = 0;
    double storageReadGBps = 0; // 0: the design has no storage the catalog rates
    bool tooSlow() const { return storageReadGBps > 0 && neededGBps > storageReadGBps; }
    QString text() const;
};

CheckpointCheck checkpointCheck(const TrainingMemory &memory, double seconds,
                                double storageReadGBps);

} // namespace podcad
