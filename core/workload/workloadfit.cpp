#include "workloadfit.h"

#include "format/numberformat.h"
#include "sizing/inferencesizing.h"

namespace podcad {

namespace {

QString sharding(const Parallelism &p)
{
    QString s =
        p.zeroStage >= 3 ? QStringLiteral("FSDP") : QStringLiteral("ZeRO-%1").arg(p.zeroStage);
    if (p.zeroStage == 0)
        s = QStringLiteral("plain data parallelism");
    QStringList split;
    if (p.tensor > 1)
        split << QStringLiteral("TP %1").arg(p.tensor);
    if (p.pipeline > 1)
        split << QStringLiteral("PP %1").arg(p.pipeline);
    return split.isEmpty() ? s
                           : QStringLiteral("%1 (%2)").arg(s, split.join(QStringLiteral(" x ")));
}

} // namespace

QString trainingFitText(int designGpus, int gpusForTarget, int minGpus,
                        const Parallelism &parallelism, double days)
{
    if (minGpus == 0)
        return QStringLiteral("does not fit at any data-parallel width with %1: more tensor or "
                              "pipeline parallelism is needed")
            .arg(sharding(parallelism));
    if (designGpus < minGpus)
        return QStringLiteral("needs %1 more GPUs: the model's states need at least %2 with %3, "
                              "the design has %4")
            .arg(format::count(minGpus - designGpus), format::count(minGpus), sharding(parallelism),
                 format::count(designGpus));
    if (gpusForTarget > designGpus)
        return QStringLiteral(
                   "needs %1 more GPUs: finishing in %2 days takes %3, the design has %4")
            .arg(format::count(gpusForTarget - designGpus), format::number(days, 1),
                 format::count(gpusForTarget), format::count(designGpus));
    return QStringLiteral("fits with %1 over %2 GPUs or more; the design has %3")
        .arg(sharding(parallelism), format::count(minGpus), format::count(designGpus));
}

QString inferenceFitText(int designGpus, const InferenceSizing &s, int nvlinkDomain)
{
    if (s.gpusPerReplica == 0)
        return QStringLiteral("does not fit: one replica outgrows the NVLink domain of %1 GPUs")
            .arg(nvlinkDomain);
    if (s.gpus > designGpus)
        return QStringLiteral(
                   "needs %1 more GPUs: %2 replicas of %3 GPUs take %4, the design has %5")
            .arg(format::count(s.gpus - designGpus), format::count(s.replicas),
                 format::count(s.gpusPerReplica), format::count(s.gpus), format::count(designGpus));
    return QStringLiteral("fits: %1 replicas of %2 GPUs take %3 of the design's %4")
        .arg(format::count(s.replicas), format::count(s.gpusPerReplica), format::count(s.gpus),
             format::count(designGpus));
}

QString CheckpointCheck::text() const
{
    const QString need =
        QStringLiteral("checkpoint %1 GB: %2 GB/s to write it in %3 s")
            .arg(format::number(sizeGb), format::number(neededGBps, 1), format::number(seconds));
    if (storageReadGBps <= 0)
        return need + QStringLiteral("; the design's storage bandwidth is unknown");
    if (tooSlow())
        return need + QStringLiteral("; too slow: above even the storage's %1 GB/s read bandwidth")
                          .arg(format::number(storageReadGBps));
    return need + QStringLiteral("; the storage reads at %1 GB/s (write bandwidth is not in the "
                                 "catalog: check the appliance's write figure)")
                      .arg(format::number(storageReadGBps));
}

CheckpointCheck checkpointCheck(const TrainingMemory &memory, double seconds,
                                double storageReadGBps)
{
    CheckpointCheck c;
    c.sizeGb = memory.weightsGb + memory.optimizerGb;
    c.seconds = seconds;
    c.neededGBps = seconds > 0 ? c.sizeGb / seconds : 0;
    c.storageReadGBps = storageReadGBps;
    return c;
}

} // namespace podcad
