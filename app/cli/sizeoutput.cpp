#include "sizeoutput.h"

#include "cli.h"
#include "commands.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "planoutput.h"
#include "servingoutput.h"
#include "texttable.h"
#include "workload/proposal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace podcad::cli {

void printRows(QTextStream &out, const std::vector<std::pair<QString, QString>> &rows)
{
    qsizetype width = 0;
    for (const auto &[label, value] : rows)
        width = std::max(width, label.size());
    for (const auto &[label, value] : rows)
        out << label.leftJustified(width + 2) << value << '\n';
}

namespace {

using format::count;
using format::number;

QString plural(int n, const QString &word)
{
    return QStringLiteral("%1 %2%3").arg(count(n), word, n == 1 ? QString() : QStringLiteral("s"));
}

// Power given in MW, as the sizing computes it, in the unit that reads best ("41.0 kW", "1.31 MW").
QString powerOfMw(double mw)
{
    return format::power(mw * 1000);
}

QJsonValue orNull(bool present, double v)
{
    return present ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

// The cost keys `size train` and `size infer` share. A training run costs `usd` for its hours;
// inference is priced per hour of serving (`_usd_per_hour`) and per million tokens.
void addCostJson(QJsonObject &json, const RunCost &cost, bool costed, bool inference)
{
    const OnPremRunCost &p = cost.onPrem;
    const QString usdKey = inference ? QStringLiteral("usd_per_hour") : QStringLiteral("usd");
    json.insert(QStringLiteral("on_prem_") + usdKey, orNull(costed, p.usd));
    QJsonObject onPrem{{QStringLiteral("design_gpus"), p.designGpus},
                       {QStringLiteral("gpu_share"), p.gpuShare},
                       {QStringLiteral("years"), p.years},
                       {QStringLiteral("design_capex_usd"), p.designCapexUsd},
                       {QStringLiteral("capex_share_usd"), p.capexShareUsd},
                       {QStringLiteral("energy_usd"), p.energyUsd},
                       {QStringLiteral("other_opex_usd"), p.otherOpexUsd},
                       {usdKey, p.usd},
                       {QStringLiteral("usd_per_gpu_hour"), p.usdPerGpuHour}};
    if (inference)
        onPrem.insert(QStringLiteral("usd_per_million_tokens"), p.usdPerMillionTokens);
    json.insert(QStringLiteral("on_prem"), costed ? QJsonValue(onPrem) : QJsonValue::Null);
    QJsonArray cloud;
    for (const CloudRunCost &c : cost.cloud) {
        QJsonObject o{{QStringLiteral("offer_id"), c.offerId},
                      {QStringLiteral("provider"), c.provider},
                      {QStringLiteral("instance"), c.instance},
                      {QStringLiteral("accelerator"), c.acceleratorId},
                      {QStringLiteral("exact_gpu"), c.exactGpu},
                      {QStringLiteral("note"), c.note},
                      {QStringLiteral("usd_per_instance_hour"), c.usdPerInstanceHour},
                      {QStringLiteral("gpus_per_instance"), c.gpusPerInstance},
                      {QStringLiteral("gpus"), c.cloudGpus},
                      {QStringLiteral("instances"), c.instances},
                      {QStringLiteral("gpu_hours"), c.gpuHours},
                      {usdKey, c.usd}};
        if (inference)
            o.insert(QStringLiteral("usd_per_million_tokens"), c.usdPerMillionTokens);
        o.insert(QStringLiteral("on_prem_saving_") + usdKey, orNull(costed, c.onPremSavingUsd));
        o.insert(QStringLiteral("break_even_utilization"),
                 orNull(costed && c.breakEvenUtilization.has_value(),
                        c.breakEvenUtilization.value_or(0)));
        cloud.append(o);
    }
    json.insert(QStringLiteral("cloud"), cloud);
    const CloudRunCost *cheapest = cost.cheapestCloud();
    json.insert(QStringLiteral("cheapest_cloud_") + usdKey,
                orNull(cheapest, cheapest ? cheapest->usd : 0));
    if (inference)
        json.insert(QStringLiteral("usd_per_million_tokens"),
                    QJsonObject{{QStringLiteral("on_prem"), orNull(costed, p.usdPerMillionTokens)},
                                {QStringLiteral("cheapest_cloud"),
                                 orNull(cheapest, cheapest ? cheapest->usdPerMillionTokens : 0)}});
    json.insert(QStringLiteral("cost_notes"), QJsonArray::fromStringList(cost.notes));
}

void addCostRows(std::vector<std::pair<QString, QString>> &rows, const RunCost &cost, bool costed,
                 bool inference, const QString &basis)
{
    const OnPremRunCost &p = cost.onPrem;
    const QString per = inference ? QStringLiteral(" per hour") : QString();
    // A run's cost is a total, to the dollar; an hour of serving is a price, to the cent.
    auto money = [inference](double usd) { return format::usd(usd, inference ? 2 : 0); };
    if (costed) {
        QString line = QStringLiteral("%1%2 (CapEx share %3, energy %4, other OpEx %5; %6)")
                           .arg(money(p.usd), per, money(p.capexShareUsd), money(p.energyUsd),
                                money(p.otherOpexUsd), basis);
        if (inference)
            line += QStringLiteral("; at least %1 per million tokens")
                        .arg(format::usd(p.usdPerMillionTokens, 2));
        rows.emplace_back(QStringLiteral("on-prem"), line);
    } else {
        rows.emplace_back(QStringLiteral("on-prem"), basis);
    }
    for (const CloudRunCost &c : cost.cloud) {
        QString line =
            QStringLiteral("%1%2, %3 GPU-hours at %4/instance-hour")
                .arg(money(c.usd), per, number(c.gpuHours), format::usd(c.usdPerInstanceHour, 2));
        if (inference)
            line += QStringLiteral(", %1 per million tokens")
                        .arg(format::usd(c.usdPerMillionTokens, 2));
        if (costed)
            line += QStringLiteral("; ") + c.verdict();
        if (!c.exactGpu)
            line += QStringLiteral("; ") + c.note;
        rows.emplace_back(QStringLiteral("cloud ") + c.offerId, line);
    }
}

void printNotes(QTextStream &out, const QStringList &notes)
{
    for (const QString &n : notes)
        out << "Note: " << n << '\n';
}

QJsonObject proposalJson(const ProposalRow &r, bool inference)
{
    const CloudRunCost *cheapest = r.cost.cheapestCloud();
    QJsonObject o{{QStringLiteral("system"), r.system.sku},
                  {QStringLiteral("accelerator"), r.system.accelerator.id},
                  {QStringLiteral("generator"), r.request.generatable()
                                                    ? QJsonValue(r.request.commandLine())
                                                    : QJsonValue::Null},
                  {QStringLiteral("note"), r.note},
                  {QStringLiteral("mfu"), inference ? QJsonValue(QJsonValue::Null) : r.mfu},
                  {QStringLiteral("gpus"), r.gpus},
                  {QStringLiteral("nodes"), r.nodes},
                  {QStringLiteral("node"), r.system.nodeName},
                  {QStringLiteral("units"), r.units},
                  {QStringLiteral("unit"), r.unitName},
                  {QStringLiteral("design_gpus"), r.designGpus},
                  {QStringLiteral("it_power_mw"), r.itPowerMw},
                  {QStringLiteral("facility_power_mw"), r.facilityPowerMw},
                  {QStringLiteral("design_it_power_mw"), orNull(r.costed, r.designItPowerMw)},
                  {QStringLiteral("capex_usd"), orNull(r.costed, r.capexUsd)}};
    const QString usdKey = inference ? QStringLiteral("usd_per_hour") : QStringLiteral("usd");
    if (inference) {
        o.insert(QStringLiteral("gpus_per_replica"), r.inference.gpusPerReplica);
        o.insert(QStringLiteral("replicas"), r.inference.replicas);
        o.insert(QStringLiteral("tokens_per_s_upper_bound"), r.tokensPerS);
        o.insert(QStringLiteral("usd_per_million_tokens"),
                 QJsonObject{{QStringLiteral("on_prem"),
                              orNull(r.costed, r.cost.onPrem.usdPerMillionTokens)},
                             {QStringLiteral("cheapest_cloud"),
                              orNull(cheapest, cheapest ? cheapest->usdPerMillionTokens : 0)}});
    } else {
        o.insert(QStringLiteral("days"), r.days);
        o.insert(QStringLiteral("validation"),
                 validationJson(r.validation, r.days, true, QStringLiteral("days")));
        o.insert(QStringLiteral("gpu_hours"), r.training.gpuHours);
        o.insert(QStringLiteral("energy_mwh"), r.training.energyMwh);
        o.insert(QStringLiteral("tensor_parallel"), r.parallelism.tensor);
        o.insert(QStringLiteral("min_gpus"), r.minGpus);
    }
    o.insert(QStringLiteral("on_prem_") + usdKey, orNull(r.costed, r.cost.onPrem.usd));
    o.insert(QStringLiteral("cheapest_cloud"),
             cheapest ? QJsonValue(QJsonObject{{QStringLiteral("offer_id"), cheapest->offerId},
                                               {QStringLiteral("provider"), cheapest->provider},
                                               {QStringLiteral("exact_gpu"), cheapest->exactGpu},
                                               {QStringLiteral("note"), cheapest->note},
                                               {QStringLiteral("gpu_hours"), cheapest->gpuHours},
                                               {usdKey, cheapest->usd}})
                      : QJsonValue(QJsonValue::Null));
    return o;
}

void printProposals(QTextStream &out, const std::vector<ProposalRow> &rows, bool inference)
{
    // Training rows say the MFU their days rest on: each its own plan's (proposalBasis).
    constexpr int kMfuColumn = 5;
    QStringList headers({QStringLiteral("system"), QStringLiteral("GPUs"), QStringLiteral("nodes"),
                         QStringLiteral("SUs"),
                         inference ? QStringLiteral("tokens/s max") : QStringLiteral("days"),
                         inference ? QString() : QStringLiteral("MFU"), QStringLiteral("IT power"),
                         QStringLiteral("facility power"), QStringLiteral("CapEx"),
                         inference ? QStringLiteral("on-prem $/h") : QStringLiteral("on-prem run"),
                         inference ? QStringLiteral("cloud $/h") : QStringLiteral("cheapest cloud"),
                         QStringLiteral("offer")});
    if (inference)
        headers.removeAt(kMfuColumn);
    TextTable t(headers);
    QStringList notes;
    for (const ProposalRow &r : rows) {
        const CloudRunCost *c = r.cost.cheapestCloud();
        const QString none = QStringLiteral("-");
        // CapEx is a total; a run's cost too, but an hour of serving is a price, to the cent.
        const int cents = inference ? 2 : 0;
        QStringList cells{r.system.sku,
                          count(r.gpus),
                          count(r.nodes),
                          r.units > 0 ? count(r.units) : none,
                          inference ? number(r.tokensPerS) : number(r.days, 1),
                          inference ? QString() : format::percent(r.mfu, 1),
                          powerOfMw(r.itPowerMw),
                          powerOfMw(r.facilityPowerMw),
                          r.costed ? format::usd(r.capexUsd) : none,
                          r.costed ? format::usd(r.cost.onPrem.usd, cents) : none,
                          c ? format::usd(c->usd, cents) : none,
                          c ? c->offerId + (c->exactGpu ? QString() : QStringLiteral(" *")) : none};
        if (inference)
            cells.removeAt(kMfuColumn);
        t.addRow(cells);
        if (!r.note.isEmpty())
            notes << r.system.sku + QStringLiteral(": ") + r.note;
    }
    t.print(out);
    out << (inference ? "Ranked cheapest first (on-prem, else the cheapest cloud offer).\n"
                      : "Ranked fastest first within the deadline (days to 0.1), then cheapest "
                        "(on-prem, else the cheapest cloud offer).\n")
        << (inference ? "Tokens/s are decode upper bounds, so $/hour buys at most that: costs per "
                        "token are lower bounds.\n"
                      : "On-prem run: the run's share of the generated design's TCO (CapEx over "
                        "its years, energy and OpEx for the run's days).\n")
        << "* the offer has another GPU: GPU count scaled by BF16 dense throughput.\n";
    printNotes(out, notes);
}

// The `design` object of --design: the design's GPUs and whether the run fits them, plus what
// only one of the commands says (`extra`).
QJsonObject designJson(const SizeOptions &o, bool fits, const QString &fit,
                       const QJsonObject &extra = {})
{
    const DesignGpus &design = *o.design()->gpus;
    QJsonObject json{{QStringLiteral("file"), o.designFile()},
                     {QStringLiteral("gpus"), design.gpus},
                     {QStringLiteral("nodes"), design.nodes},
                     {QStringLiteral("all_gpus"), design.allGpus},
                     {QStringLiteral("note"), design.note},
                     {QStringLiteral("fits"), fits},
                     {QStringLiteral("fit"), fit}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        json.insert(it.key(), it.value());
    return json;
}

// The notes under a run: which GPU system a mixed design was sized on, a run larger than its
// design, and the cost's own.
QStringList trainNotes(const SizeOptions &o, const WorkloadEvaluation &e, const RunCost &cost)
{
    const WorkloadDesign *design = o.design();
    QStringList notes = cost.notes;
    if (design && e.training->run.gpus > design->gpus->gpus)
        notes.prepend(QStringLiteral("the run takes more GPUs than the design has: its on-prem "
                                     "cost scales the design's TCO per GPU"));
    if (design && !design->gpus->note.isEmpty())
        notes.prepend(design->gpus->note);
    return notes;
}

} // namespace

void printTrainProposals(QTextStream &out, const SizeOptions &o, const WorkloadRequest &request,
                         bool json)
{
    const LanguageModel &model = request.model;
    const TrainingTarget &t = *request.training;
    const double days = t.days.value_or(0);
    const std::vector<ProposalRow> rows = proposeWorkload(request, o.catalog());
    if (json) {
        QJsonArray list;
        for (const ProposalRow &r : rows)
            list.append(proposalJson(r, false));
        const QJsonObject object{
            {QStringLiteral("workload"), QStringLiteral("train")},
            {QStringLiteral("model"), o.modelJson(model)},
            {QStringLiteral("tokens"), t.tokens},
            {QStringLiteral("days"), days},
            {QStringLiteral("precision"), t.precision},
            // The given MFU; null when each row rests on its own plan's (its `mfu`).
            {QStringLiteral("mfu"), t.mfu ? QJsonValue(*t.mfu) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("accounting"), t.accounting},
            {QStringLiteral("flops"), trainingFlops(model.activeParams, t.tokens)},
            {QStringLiteral("proposals"), list}};
        out << QJsonDocument(object).toJson(QJsonDocument::Indented);
        return;
    }
    out << model.name << " on " << format::shortCount(t.tokens) << " tokens in " << number(days, 1)
        << " days, " << t.precision << ": " << proposalBasis(t) << '\n';
    printProposals(out, rows, false);
}

void printInferProposals(QTextStream &out, const SizeOptions &o, const WorkloadRequest &request,
                         bool json)
{
    const LanguageModel &model = request.model;
    const InferenceInput in = inferenceInput(*request.inference, model);
    const std::vector<ProposalRow> rows = proposeWorkload(request, o.catalog());
    if (json) {
        QJsonArray list;
        for (const ProposalRow &r : rows)
            list.append(proposalJson(r, true));
        const QJsonObject object{{QStringLiteral("workload"), QStringLiteral("infer")},
                                 {QStringLiteral("model"), o.modelJson(model)},
                                 {QStringLiteral("precision"), precisionName(in.weights)},
                                 {QStringLiteral("kv_precision"), precisionName(in.kvCache)},
                                 {QStringLiteral("context"), in.contextTokens},
                                 {QStringLiteral("concurrency"), in.concurrency},
                                 {QStringLiteral("tokens_per_s"), in.targetTokensPerS},
                                 {QStringLiteral("proposals"), list}};
        out << QJsonDocument(object).toJson(QJsonDocument::Indented);
        return;
    }
    out << model.name << ", " << precisionName(in.weights) << " weights, "
        << count(in.contextTokens) << " tokens x " << count(in.concurrency) << " sequences"
        << (in.targetTokensPerS > 0
                ? QStringLiteral(", %1 tokens/s").arg(number(in.targetTokensPerS))
                : QString())
        << '\n';
    printProposals(out, rows, true);
}

void printTrain(QTextStream &out, const SizeOptions &o, const WorkloadRequest &request,
                const WorkloadEvaluation &e, bool json)
{
    const TrainingEvaluation &t = *e.training;
    const TrainingRun &run = t.run;
    const TrainingMemory &memory = t.memory;
    const CheckpointCheck &checkpoint = t.checkpoint;
    const CostBasis &basis = e.trainingCostBasis;
    const RunCost cost = e.trainingCost.value_or(RunCost{});
    const LanguageModel &model = e.model;
    const GpuSystem *system = &*e.system;
    const WorkloadDesign *design = o.design();
    const QString &accountingName = request.training->accounting;
    if (json) {
        QJsonObject json{
            {QStringLiteral("workload"), QStringLiteral("train")},
            {QStringLiteral("model"), o.modelJson(model)},
            {QStringLiteral("system"), system->sku},
            {QStringLiteral("accelerator"), system->accelerator.id},
            {QStringLiteral("precision"), precisionName(t.precision)},
            {QStringLiteral("tokens"), t.tokens},
            {QStringLiteral("flops"), t.flops},
            {QStringLiteral("peak_tflops_per_gpu"), t.peakTflops},
            {QStringLiteral("mfu"), t.mfu},
            {QStringLiteral("achieved_tflops_per_gpu"), t.achievedTflops},
            {QStringLiteral("gpus"), run.gpus},
            {QStringLiteral("nodes"), run.nodes},
            {QStringLiteral("node"), system->nodeName},
            {QStringLiteral("units"), run.units},
            {QStringLiteral("unit"), system->unitName},
            {QStringLiteral("days"), run.days},
            {QStringLiteral("gpu_hours"), run.gpuHours},
            {QStringLiteral("power_per_gpu_w"), system->powerPerGpuW},
            {QStringLiteral("it_power_mw"), run.itPowerMw},
            {QStringLiteral("pue"), e.pue},
            {QStringLiteral("facility_power_mw"), run.facilityPowerMw},
            {QStringLiteral("energy_mwh"), run.energyMwh},
            {QStringLiteral("memory"),
             QJsonObject{{QStringLiteral("accounting"), accountingName},
                         {QStringLiteral("weights_gb"), memory.weightsGb},
                         {QStringLiteral("gradients_gb"), memory.gradientsGb},
                         {QStringLiteral("optimizer_gb"), memory.optimizerGb},
                         {QStringLiteral("activations_per_gpu_gb"), memory.activationsPerGpuGb},
                         {QStringLiteral("per_gpu_gb"), memory.perGpuGb},
                         {QStringLiteral("gpu_memory_gb"), t.gpuMemoryGb},
                         {QStringLiteral("fits"), t.fits},
                         {QStringLiteral("min_gpus"), t.minGpus}}},
            {QStringLiteral("parallelism"),
             QJsonObject{{QStringLiteral("tensor"), t.parallelism.tensor},
                         {QStringLiteral("pipeline"), t.parallelism.pipeline},
                         {QStringLiteral("data"), memory.dataParallel},
                         {QStringLiteral("zero_stage"), t.parallelism.zeroStage}}},
            {QStringLiteral("checkpoint"),
             QJsonObject{{QStringLiteral("size_gb"), checkpoint.sizeGb},
                         {QStringLiteral("seconds"), checkpoint.seconds},
                         {QStringLiteral("needed_gb_per_s"), checkpoint.neededGBps},
                         {QStringLiteral("storage_read_gb_per_s"),
                          orNull(checkpoint.storageReadGBps > 0, checkpoint.storageReadGBps)},
                         {QStringLiteral("too_slow"), checkpoint.tooSlow()}}}};
        addPlanJson(json, t);
        json.insert(QStringLiteral("validation"),
                    validationJson(t.validation, run.days, true, QStringLiteral("days")));
        json.insert(QStringLiteral("precision_note"), t.precisionNote.isEmpty()
                                                          ? QJsonValue(QJsonValue::Null)
                                                          : QJsonValue(t.precisionNote));
        addCostJson(json, cost, basis.onPrem, false);
        json.insert(QStringLiteral("cost_notes"),
                    QJsonArray::fromStringList(trainNotes(o, e, cost)));
        json.insert(QStringLiteral("on_prem_design"),
                    basis.generated ? QJsonValue(basis.generated->request.commandLine())
                                    : QJsonValue(QJsonValue::Null));
        if (design)
            json.insert(
                QStringLiteral("design"),
                designJson(o, t.designFits, t.fit,
                           {{QStringLiteral("storage_appliances"), design->gpus->storageAppliances},
                            {QStringLiteral("checkpoint"), checkpoint.text()}}));
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return;
    }
    const QString units =
        run.units > 0 ? QStringLiteral(", ") + plural(run.units, system->unitName) : QString();
    const QString fit =
        t.minGpus == 0
            ? QStringLiteral("does not fit at any data-parallel width: raise --tp, --pp or --zero")
        : t.fits ? QStringLiteral("fits (%1 GB of %2 GB per GPU; at least %3 GPUs)")
                       .arg(number(memory.perGpuGb, 1), number(t.gpuMemoryGb, 0), count(t.minGpus))
                 : QStringLiteral("does not fit: %1 GB per GPU > %2 GB; needs %3 GPUs, %4 more")
                       .arg(number(memory.perGpuGb, 1), number(t.gpuMemoryGb, 0), count(t.minGpus),
                            count(t.minGpus - run.gpus));
    out << model.name << " on " << format::shortCount(t.tokens) << " tokens, " << system->sku
        << ", " << precisionName(t.precision) << '\n';
    if (!t.precisionNote.isEmpty())
        out << "Note: " << t.precisionNote << ".\n";
    std::vector<std::pair<QString, QString>> rows{
        {QStringLiteral("FLOPs (6 x active params x tokens)"), QString::number(t.flops, 'e', 3)},
        {QStringLiteral("achieved TFLOP/s per GPU"),
         QStringLiteral("%1 (MFU %2 of %3 dense)")
             .arg(number(t.achievedTflops, 1), format::percent(t.mfu, 1), number(t.peakTflops))},
        {QStringLiteral("GPUs"),
         QStringLiteral("%1 (%2 %3%4)")
             .arg(count(run.gpus), count(run.nodes),
                  system->nodeName + (run.nodes == 1 ? QString() : QStringLiteral("s")), units)},
        {QStringLiteral("days"),
         number(run.days, 1) +
             (t.validation ? QStringLiteral(" (%1)").arg(
                                 t.validation->durationText(run.days, QStringLiteral("days")))
                           : QString())},
        {QStringLiteral("GPU-hours"), number(run.gpuHours)},
        {QStringLiteral("power"),
         QStringLiteral("%1 IT, %2 at PUE %3")
             .arg(powerOfMw(run.itPowerMw), powerOfMw(run.facilityPowerMw), number(e.pue, 2))},
        {QStringLiteral("energy"), number(run.energyMwh) + QStringLiteral(" MWh")},
        {QStringLiteral("memory (whole model)"),
         QStringLiteral("weights %1 GB, gradients %2 GB, optimizer %3 GB (%4)")
             .arg(number(memory.weightsGb), number(memory.gradientsGb), number(memory.optimizerGb),
                  accountingName)},
        {QStringLiteral("per GPU"),
         QStringLiteral("TP %1 x PP %2 x DP %3, ZeRO %4, activations %5 GB: %6")
             .arg(t.parallelism.tensor)
             .arg(t.parallelism.pipeline)
             .arg(memory.dataParallel)
             .arg(t.parallelism.zeroStage)
             .arg(number(memory.activationsPerGpuGb, 1), fit)}};
    if (t.planner)
        rows.pop_back(); // the planner's rows below say it per GPU, or why no plan fits
    addPlanRows(rows, t);
    if (design) {
        rows.emplace_back(QStringLiteral("design"),
                          QStringLiteral("%1: %2").arg(o.designFile(), t.fit));
        rows.emplace_back(QStringLiteral("storage"), checkpoint.text());
    }
    addCostRows(rows, cost, basis.onPrem, false, basis.text);
    printRows(out, rows);
    printNotes(out, trainNotes(o, e, cost));
}

void printInfer(QTextStream &out, const SizeOptions &o, const WorkloadEvaluation &e, bool json)
{
    const InferenceEvaluation &i = *e.inference;
    const InferenceInput &in = i.input;
    const InferenceSizing &s = i.sizing;
    const bool fits = i.fits;
    const CostBasis &basis = e.inferenceCostBasis;
    const RunCost cost = e.inferenceCost.value_or(RunCost{});
    const LanguageModel &model = e.model;
    const GpuSystem *system = &*e.system;
    const WorkloadDesign *design = o.design();
    if (json) {
        QJsonObject json{{QStringLiteral("workload"), QStringLiteral("infer")},
                         {QStringLiteral("model"), o.modelJson(model)},
                         {QStringLiteral("system"), system->sku},
                         {QStringLiteral("accelerator"), system->accelerator.id},
                         {QStringLiteral("precision"), precisionName(in.weights)},
                         {QStringLiteral("kv_precision"), precisionName(in.kvCache)},
                         {QStringLiteral("context"), in.contextTokens},
                         {QStringLiteral("concurrency"), in.concurrency},
                         {QStringLiteral("weights_gb"), s.weightsGb},
                         {QStringLiteral("kv_bytes_per_token"), s.kvBytesPerToken},
                         {QStringLiteral("kv_cache_gb"), s.kvCacheGb},
                         {QStringLiteral("fits"), fits},
                         {QStringLiteral("gpus_per_replica"), s.gpusPerReplica},
                         {QStringLiteral("memory_per_gpu_gb"), s.memoryPerGpuGb},
                         {QStringLiteral("usable_memory_per_gpu_gb"), s.usableMemoryPerGpuGb},
                         {QStringLiteral("decode_tokens_per_s_upper_bound"), s.decodeTokensPerS},
                         {QStringLiteral("prefill_tokens_per_s_upper_bound"), s.prefillTokensPerS},
                         {QStringLiteral("tokens_per_s"), in.targetTokensPerS},
                         {QStringLiteral("replicas"), s.replicas},
                         {QStringLiteral("gpus"), s.gpus},
                         {QStringLiteral("nodes"), s.nodes}};
        if (fits)
            addCostJson(json, cost, basis.onPrem, true);
        json.insert(QStringLiteral("serving"), servingJson(i.serving, i.servingValidation));
        json.insert(QStringLiteral("on_prem_design"),
                    basis.generated ? QJsonValue(basis.generated->request.commandLine())
                                    : QJsonValue(QJsonValue::Null));
        if (design)
            json.insert(QStringLiteral("design"), designJson(o, i.designFits, i.fit));
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return;
    }
    out << model.name << ", " << precisionName(in.weights) << " weights, "
        << precisionName(in.kvCache) << " KV cache, " << count(in.contextTokens) << " tokens x "
        << count(in.concurrency) << " sequences, " << system->sku << '\n';
    std::vector<std::pair<QString, QString>> rows{
        {QStringLiteral("weights"), number(s.weightsGb, 1) + QStringLiteral(" GB")},
        {QStringLiteral("KV cache"), QStringLiteral("%1 GB (%2 bytes per token)")
                                         .arg(number(s.kvCacheGb, 1), number(s.kvBytesPerToken))}};
    if (!fits) {
        rows.emplace_back(QStringLiteral("GPUs per replica"),
                          QStringLiteral("does not fit in one NVLink domain (%1 x %2 GB usable)")
                              .arg(system->nvlinkDomain)
                              .arg(number(s.usableMemoryPerGpuGb, 1)));
        printRows(out, rows);
        return;
    }
    rows.insert(
        rows.end(),
        {{QStringLiteral("GPUs per replica"),
          QStringLiteral("%1 (%2 of %3 GB usable per GPU)")
              .arg(count(s.gpusPerReplica), number(s.memoryPerGpuGb, 1),
                   number(s.usableMemoryPerGpuGb, 1))},
         {QStringLiteral("decode tokens/s per replica"),
          QStringLiteral("at most %1 (memory bandwidth bound)").arg(number(s.decodeTokensPerS))},
         {QStringLiteral("prefill tokens/s per replica"),
          QStringLiteral("at most %1 (dense peak)").arg(number(s.prefillTokensPerS))},
         {QStringLiteral("replicas"), in.targetTokensPerS > 0
                                          ? QStringLiteral("%1 for %2 tokens/s")
                                                .arg(count(s.replicas), number(in.targetTokensPerS))
                                          : count(s.replicas)},
         {QStringLiteral("GPUs"), QStringLiteral("%1 (%2 %3%4)")
                                      .arg(count(s.gpus), count(s.nodes), system->nodeName,
                                           s.nodes == 1 ? QString() : QStringLiteral("s"))}});
    if (design)
        rows.emplace_back(QStringLiteral("design"),
                          QStringLiteral("%1: %2").arg(o.designFile(), i.fit));
    addCostRows(rows, cost, basis.onPrem, true, basis.text);
    printRows(out, rows);
    out << "Throughputs are upper bounds: real serving reaches a fraction of them, so costs "
           "per token are lower bounds.\n";
    printServing(out, i.serving, i.servingValidation);
    QStringList notes = cost.notes;
    if (design && !design->gpus->note.isEmpty())
        notes.prepend(design->gpus->note);
    printNotes(out, notes);
}

} // namespace podcad::cli
