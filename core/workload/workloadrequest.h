#pragma once

#include "catalog/catalogtypes.h"
#include "model/workload.h"
#include "perf/serving.h"
#include "sizing/gpusystem.h"

#include <optional>

namespace podcad {

struct WorkloadDesign;

// Where a workload is sized.
enum class WorkloadPlacement {
    // A GPU system alone (`size --system`): the run's GPUs come from the target, and its on-prem
    // cost is a share of the reference design a generator builds for the run's nodes.
    System,
    // A design (the Workload dock, the exports, `size --design`): its GPU system, GPUs, storage,
    // PUE and TCO.
    Design,
    // One row of the proposals (`size --propose`, Compare Systems): the least whole nodes of the
    // system that finish by the deadline, grown to the reference design that holds them, which
    // the run then uses whole. The parallelism is chosen (ZeRO-3, tensor parallel by
    // defaultTensorParallel) and the MFU given: the target's GPUs, TP, PP, ZeRO stage, achieved
    // TFLOP/s and the request's activations and PUE are not asked for.
    Proposal,
};

// Everything a workload figure is computed from: the model, the targets, where they are sized,
// and the options only the command line offers. evaluateWorkload() turns it into the sizing, the
// fit, the memory plan and the run's cost.
struct WorkloadRequest final
{
    LanguageModel model;
    std::optional<TrainingTarget> training;
    std::optional<InferenceTarget> inference;

    WorkloadPlacement placement = WorkloadPlacement::Design;
    std::optional<GpuSystem> system;        // System and Proposal
    const WorkloadDesign *design = nullptr; // Design; must outlive the evaluation

    // With a design: false (the dock, the exports) sizes the run on the target's GPUs, else on
    // the design's, and a deadline is compared with it; true (`size --design`) sizes the run the
    // target names (its GPUs, or the least that meet its deadline) and checks the design for the
    // memory and the deadline only.
    bool runAsAsked = false;
    double activationsGb = -1;      // >= 0 replaces the activations estimate
    std::optional<double> pue;      // replaces the design's (or the catalog's)
    double checkpointSeconds = 300; // the checkpoint check's write window
    ServingOptions serving;         // the inference target's prompt, output, batch and limits
};

} // namespace podcad
