#pragma once

#include "designrequest.h"
#include "runcost.h"
#include "sizing/gpusystem.h"
#include "sizing/inferencesizing.h"
#include "sizing/trainingsizing.h"
#include "validationband.h"
#include "workloadrequest.h"

#include <QString>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;

// One GPU system's answer to a target: what to buy, how long it takes (or what it serves), what it
// draws and costs; the design behind it comes from `request` (generateProposal).
struct ProposalRow final
{
    GpuSystem system;
    DesignRequest request; // empty generator: no design, no on-prem figures (see `note`)
    QString note;
    // The format the row computes in: the training target's, or the inference target's weights;
    // a system without the asked format serves in the nearest one it has (FP8 for FP4), and
    // `note` says so.
    QString precision;
    // Training: the run on the design's GPUs. Inference: the replicas the target needs.
    Parallelism parallelism; // training: TP from defaultTensorParallel, ZeRO-3
    int minGpus = 0;         // training: the least GPUs that hold the model
    TrainingRun training;
    InferenceSizing inference;
    int gpus = 0; // the GPUs the workload uses
    int nodes = 0;
    int units = 0;      // SUs (SuperPOD, NVL72) of the design; 0 for a BasePOD or none
    QString unitName;   // "SU" or empty
    int designGpus = 0; // of the generated design: `gpus` for training, >= for inference
    double days = 0;    // training
    // Training: the MFU the days rest on (TrainingEvaluation::mfu), the planner's prediction for
    // the row's plan unless the target gives one (`mfuGiven`), and the fabric it was planned on:
    // the generated design's drawn fabric when the row has a generator, else the system's
    // reference fabric.
    double mfu = 0;
    bool mfuGiven = false;
    // Training: the days' range on published runs like this row (TrainingEvaluation::validation)
    // when the planner sized it.
    std::optional<ValidationBand> validation;
    bool mfuAssumed = false; // no plan finishes in time: kDefaultMfu, and `note` says why
    QString fabric;
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

// One row per GPU server in the catalog, each evaluateWorkload() of `request` placed as a
// WorkloadPlacement::Proposal on that system; a training row with a generator is then evaluated
// on the design it generates, as the Workload dock will evaluate it, and grown until that
// evaluation meets the deadline, so that Generate delivers what the row promises (whole systems:
// not a tray of a rack-scale one), ranked fastest first within the deadline, then cheapest
// (on-prem, else the cheapest cloud offer); rows without a generator (MI300X, Gaudi 3, ...) have a
// note, their cloud cost and no on-prem figures. A row answers the training target when the request
// has one (it needs a deadline), else the inference target. Every buildable row generates and
// prices its design (70B / 15T / 30 days: 12 rows in about 2 s of CPU on the 2-core build machine,
// the training rows analysed on their designs as the dock will), so nothing is scaled from a
// smaller design.
std::vector<ProposalRow> proposeWorkload(const WorkloadRequest &request, const Catalog &catalog);
// One system's row.
ProposalRow proposeWorkload(const WorkloadRequest &request, const GpuSystem &system,
                            const Catalog &catalog);

// What a training table's rows rest on, in words for its heading: the given MFU, or each row's
// own plan ("each row at the MFU the planner predicts for its system, on the fabric of the
// design it generates"). Issue 39: the heading said "at 40 % MFU" over planned rows.
QString proposalBasis(const TrainingTarget &target);

// The design a row proposes, from the generator it names (the GUI's "Generate": one undo step).
std::optional<Design> generateProposal(const ProposalRow &row, const Catalog &catalog,
                                       QString *error);

} // namespace podcad
