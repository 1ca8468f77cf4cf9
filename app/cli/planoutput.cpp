#include "planoutput.h"

#include "format/numberformat.h"
#include "format/percentformat.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace podcad::cli {

namespace {

QJsonObject planObject(const TrainingPlan &p)
{
    return {{u"tp"_s, p.tp},
            {u"pp"_s, p.pp},
            {u"dp"_s, p.dp},
            {u"cp"_s, p.cp},
            {u"ep"_s, p.ep},
            {u"zero"_s, p.zero},
            {u"micro_batch"_s, p.microBatch},
            {u"micro_batches"_s, p.microBatches},
            {u"interleave"_s, p.interleave},
            {u"recompute"_s, recomputeName(p.recompute)},
            {u"gpus"_s, p.gpus()}};
}

QJsonObject memoryObject(const PlanMemory &m)
{
    return {{u"weights"_s, m.weightsGb},
            {u"gradients"_s, m.gradientsGb},
            {u"optimizer"_s, m.optimizerGb},
            {u"activations"_s, m.activationsGb},
            {u"in_flight_micro_batches"_s, m.inFlightMicroBatches},
            {u"reserve"_s, m.reserveGb},
            {u"total"_s, m.totalGb()},
            {u"capacity"_s, m.capacityGb},
            {u"fits"_s, m.fits()}};
}

QJsonObject breakdownObject(const StepBreakdown &b)
{
    return {{u"compute_s"_s, b.computeS}, {u"tp_comm_s"_s, b.tpCommS},
            {u"pp_comm_s"_s, b.ppCommS},  {u"pp_bubble_s"_s, b.ppBubbleS},
            {u"dp_comm_s"_s, b.dpCommS},  {u"ep_comm_s"_s, b.epCommS},
            {u"cp_comm_s"_s, b.cpCommS},  {u"exposed_comm_s"_s, b.exposedCommS}};
}

QString seconds(double s)
{
    return s >= 1 ? u"%1 s"_s.arg(format::number(s, 2))
                  : u"%1 ms"_s.arg(format::number(s * 1e3, 1));
}

} // namespace

void addPlanJson(QJsonObject &json, const TrainingEvaluation &t)
{
    json.insert(u"mfu_source"_s, t.mfuGiven                       ? u"given"_s
                                 : t.planner && t.planner->best() ? u"predicted"_s
                                                                  : u"assumed"_s);
    json.insert(u"fabric"_s, QJsonObject{{u"source"_s, t.fabric.source},
                                         {u"injection_gb_per_s"_s, t.fabric.injectionGBps},
                                         {u"scale_up_gb_per_s"_s, t.fabric.scaleUpGBps},
                                         {u"cross_leaf_share"_s, t.fabric.crossLeafShare},
                                         {u"leaf_nodes"_s, t.fabric.leafNodes},
                                         {u"rail_optimized"_s, t.fabric.railOptimized},
                                         {u"rail_only"_s, t.fabric.railOnly}});
    if (!t.planNote.isEmpty())
        json.insert(u"plan_note"_s, t.planNote);
    const StepPrediction *best = t.planner ? t.planner->best() : nullptr;
    if (!best) {
        json.insert(u"plan"_s, QJsonValue::Null);
        return;
    }
    json.insert(u"plan"_s, planObject(best->plan));
    json.insert(u"memory_per_gpu_gb"_s, memoryObject(best->memory));
    json.insert(u"step_time_s"_s, best->stepTimeS);
    json.insert(u"tokens_per_step"_s, best->tokensPerStep);
    json.insert(u"tokens_per_s"_s, best->tokensPerS);
    // On the days' basis, as `mfu` (issue 39: one MFU); predicted_tflops_per_gpu counts the
    // attention too.
    json.insert(u"predicted_mfu"_s, t.predictedMfu);
    json.insert(u"predicted_tflops_per_gpu"_s, best->modelTflopsPerGpu);
    json.insert(u"predicted_hardware_tflops_per_gpu"_s, best->hardwareTflopsPerGpu);
    json.insert(u"breakdown"_s, breakdownObject(best->breakdown));
    QJsonArray others;
    for (std::size_t i = 1; i < t.planner->plans.size(); ++i) {
        const RankedPlan &r = t.planner->plans[i];
        others.append(QJsonObject{{u"plan"_s, planObject(r.prediction.plan)},
                                  {u"step_time_s"_s, r.prediction.stepTimeS},
                                  {u"tokens_per_s"_s, r.prediction.tokensPerS},
                                  {u"why_not"_s, r.whyNot}});
    }
    json.insert(u"alternatives"_s, others);
    json.insert(u"plans_tried"_s, t.planner->plansTried);
    json.insert(u"plan_notes"_s, QJsonArray::fromStringList(t.planner->notes));
}

QJsonValue validationJson(const std::optional<ValidationBand> &band, double predicted,
                          bool duration, const QString &unitKey)
{
    if (!band)
        return QJsonValue::Null;
    const auto [low, high] = duration ? band->durationRange(predicted) : band->rateRange(predicted);
    return QJsonObject{
        {u"like"_s, band->like},          {u"rows"_s, QJsonArray::fromStringList(band->rowIds)},
        {u"error_low"_s, band->errorLow}, {u"error_high"_s, band->errorHigh},
        {unitKey + u"_low"_s, low},       {unitKey + u"_high"_s, high}};
}

void addPlanRows(std::vector<std::pair<QString, QString>> &rows, const TrainingEvaluation &t)
{
    const StepPrediction *best = t.planner ? t.planner->best() : nullptr;
    if (!best) {
        if (!t.planNote.isEmpty())
            rows.emplace_back(u"plan"_s, t.planNote);
        return;
    }
    rows.emplace_back(u"plan"_s, planText(best->plan));
    const PlanMemory &m = best->memory;
    rows.emplace_back(
        u"memory per GPU"_s,
        u"%1 of %2 GB: weights %3, gradients %4, optimizer %5, activations %6, reserve %7"_s.arg(
            format::number(m.totalGb(), 1), format::number(m.capacityGb, 0),
            format::number(m.weightsGb, 1), format::number(m.gradientsGb, 1),
            format::number(m.optimizerGb, 1), format::number(m.activationsGb, 1),
            format::number(m.reserveGb, 1)));
    const StepBreakdown &b = best->breakdown;
    rows.emplace_back(u"step"_s,
                      u"%1 for %2 tokens: %3, %4 TFLOP/s per GPU with recomputation"_s.arg(
                          seconds(best->stepTimeS), format::shortCount(best->tokensPerStep),
                          mfuText(t), format::number(best->hardwareTflopsPerGpu, 0)));
    rows.emplace_back(u"step breakdown"_s,
                      u"compute %1, bubble %2, exposed communication %3 (TP %4, PP %5, DP %6, "
                      u"EP %7, CP %8)"_s.arg(seconds(b.computeS), seconds(b.ppBubbleS),
                                             seconds(b.exposedCommS), seconds(b.tpCommS),
                                             seconds(b.ppCommS), seconds(b.dpCommS),
                                             seconds(b.epCommS), seconds(b.cpCommS)));
    if (!best->fabricNote.isEmpty())
        rows.emplace_back(u"fabric"_s, u"%1; %2"_s.arg(t.fabric.source, best->fabricNote));
    for (std::size_t i = 1; i < t.planner->plans.size() && i < 4; ++i)
        rows.emplace_back(i == 1 ? u"also tried"_s : QString(),
                          u"%1: %2"_s.arg(planText(t.planner->plans[i].prediction.plan),
                                          t.planner->plans[i].whyNot));
    if (!t.planNote.isEmpty())
        rows.emplace_back(QString(), t.planNote);
}

} // namespace podcad::cli
