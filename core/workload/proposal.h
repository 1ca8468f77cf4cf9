#pragma once

#include "designrequest.h"
#include "gpusystem.h"
#include "inferencesizing.h"
#include "runcost.h"
#include "trainingsizing.h"

#include <QString>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;

// "Llama 3.1 70B, 15T tokens, 30 days".
struct TrainingGoal final
{
    LanguageModel model;
    double tokens = 0;
    double days = 0;
    Precision precision = Precision::Bf16;
    double mfu = 0.4;
    OptimizerAccounting accounting = OptimizerAccounting::MixedPrecisionAdam;
    int sequenceTokens = 4096;
    int microBatch = 1;
};

// A model served at a rate (InferenceInput::targetTokensPerS; 0: one replica).
struct InferenceGoal final
{
    LanguageModel model;
    InferenceInput input;
};

// One GPU system's answer to a target: what to buy, how long it takes (or what it serves), what it
// draws and costs; the design behind it comes from `request` (generateProposal).
struct ProposalRow final
{
    GpuSystem system;
    DesignRequest request; // empty generator: no design, no on-prem figures (see `note`)
    QString note;
    // Training: the run on the design's GPUs. Inference: the replicas the target needs.
    Parallelism parallelism; // training: TP from defaultTensorParallel, ZeRO-3
    int minGpus = 0;         // training: the least GPUs that hold the model
    TrainingRun training;
    InferenceSizing inference;
    int gpus = 0; // the GPUs the workload uses
    int nodes = 0;
    int units = 0;         // SUs (SuperPOD, NVL72) of the design; 0 for a BasePOD or none
    QString unitName;      // "SU" or empty
    int designGpus = 0;    // of the generated design: `gpus` for training, >= for inference
    double days = 0;       // training
    double tokensPerS = 0; // inference: replicas x the decode upper bound
    double itPowerMw = 0;  // the GPU systems the workload uses, at maximum draw
    double facilityPowerMw = 0;
    double designItPowerMw = 0; // the whole generated design (network, storage) at maximum draw
    double capexUsd = 0;        // of the generated design
    bool costed = false;        // on-prem figures present (a design was generated)
    RunCost cost;               // on-prem share (when costed) and every cloud offer

    std::optional<double> onPremUsd() const
    {
        return costed ? std::optional<double>(cost.onPrem.usd) : std::nullopt;
    }
};

// One row per GPU server in the catalog: those a generator builds first, then the others (MI300X,
// Gaudi 3, ...) with a note, their cloud cost and no on-prem figures; SKU order within each.
// Every buildable row generates and prices its design (70B / 15T / 30 days: 12 rows in about
// 0.2 s on the 2-core build machine), so nothing is scaled from a smaller design.
std::vector<ProposalRow> proposeTraining(const TrainingGoal &target, const Catalog &catalog);
std::vector<ProposalRow> proposeInference(const InferenceGoal &target, const Catalog &catalog);
// One system's row (`size train --system`).
ProposalRow proposeTraining(const TrainingGoal &target, const GpuSystem &system,
                            const Catalog &catalog);
ProposalRow proposeInference(const InferenceGoal &target, const GpuSystem &system,
                             const Catalog &catalog);

// The design a row proposes, from the generator it names (the GUI's "Generate": one undo step).
std::optional<Design> generateProposal(const ProposalRow &row, const Catalog &catalog,
                                       QString *error);

} // namespace podcad
