#pragma once

// What the fuzz targets share: the shipped catalog, a scratch file for inputs that are files, and
// the rules every catalog model must keep whichever reader made it. A broken rule aborts, which
// libFuzzer reports as a crash with the input that broke it.

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "catalog/catalogtypes.h"
#include "cost/bom.h"
#include "model/design.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <unistd.h>

namespace podcad::fuzz {

// $PODCAD_FUZZ_WORKDIR: a directory at a path that is the same in every run (run-fuzz.sh --ci
// sets it). Paths reach comparisons libFuzzer learns from (its table of compared bytes feeds the
// mutations), so a path holding the process id or the clone's folder would make two runs of one
// commit try different inputs. Empty: none given.
inline QString workDir()
{
    return qEnvironmentVariable("PODCAD_FUZZ_WORKDIR");
}

inline const Catalog &shippedCatalog()
{
    static const std::optional<Catalog> catalog = [] {
        QString error;
        // A copy in the work directory when there is one, else $PODCAD_FUZZ_CATALOG (run-fuzz.sh
        // sets both), else catalog.db in the current directory (a finding replayed from the
        // repository's root). No path is built in: see workDir().
        QString path = qEnvironmentVariable("PODCAD_FUZZ_CATALOG", QStringLiteral("catalog.db"));
        if (!workDir().isEmpty())
            path = QDir(workDir()).filePath(QStringLiteral("catalog.db"));
        std::optional<Catalog> opened = Catalog::open(path, &error);
        if (!opened) {
            std::fprintf(stderr, "no catalog (set PODCAD_FUZZ_CATALOG): %s\n", qPrintable(error));
            std::abort(); // nothing to fuzz against
        }
        return opened;
    }();
    return *catalog;
}

// A file of this process's own (libFuzzer may run several processes in one directory) for each
// input: in the work directory when there is one (run-fuzz.sh --ci gives each target its own and
// runs one process in it), else the temporary directory with the process id. Each input gets a
// new name, the last one's file removed: QSettings keeps a parsed file by its path and reads it
// again only when its size or time stamp changed, so an input of the last one's size written in
// the same millisecond would be the last one's again, by the clock. The number has a fixed width,
// so that the path's length is the same for every input.
inline QString scratchFile(const QByteArray &bytes, const QString &suffix)
{
    static qint64 inputs = 0;
    static QString path;
    if (!path.isEmpty()) {
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-journal"));
    }
    const QString name = QStringLiteral("input-%1").arg(++inputs, 12, 10, QLatin1Char('0'));
    path = workDir().isEmpty()
               ? QDir::temp().filePath(
                     QStringLiteral("podcad-fuzz-%1-%2").arg(getpid()).arg(name + suffix))
               : QDir(workDir()).filePath(name + suffix);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        std::abort();
    return path;
}

[[noreturn]] inline void broken(const QString &rule)
{
    std::fprintf(stderr, "broken rule: %s\n", qPrintable(rule));
    std::abort();
}

// The rules the shipped catalog's reader checks of a model, which every model the editor gets
// must keep, whatever file or server it came from: the analysis, the costs and the editor rely
// on them. Figures a source lacks are 0 with priceMissing/powerMissing, never negative.
inline void checkModel(const DeviceModel &m)
{
    const auto finite = [](double v) { return std::isfinite(v); };
    const QString sku = QStringLiteral("model \"%1\": ").arg(m.sku);
    if (m.sku.trimmed().isEmpty())
        broken(QStringLiteral("a model without SKU"));
    if (m.rackUnits < 0)
        broken(sku + QStringLiteral("negative height"));
    for (const double v : {m.weightKg, m.typicalPowerW, m.maxPowerW, m.airflowCfm, m.listPriceUsd,
                           m.storageCapacityTb, m.storageBandwidthGBps, m.maxLoadKg,
                           m.powerCapacityW, m.widthMm, m.depthMm})
        if (!finite(v) || v < 0)
            broken(sku + QStringLiteral("a figure negative or not finite"));
    if (m.typicalPowerW > m.maxPowerW)
        broken(sku + QStringLiteral("typical power above the maximum"));
    if (!(m.liquidFraction >= 0 && m.liquidFraction <= 1))
        broken(sku + QStringLiteral("liquid fraction outside [0, 1]"));
    if (m.acceleratorCount < 0)
        broken(sku + QStringLiteral("negative accelerator count"));
    if (m.suppliesListed && !(m.suppliesToRun >= 1 && m.suppliesToRun <= m.suppliesForFull &&
                              m.suppliesForFull <= m.supplies))
        broken(sku + QStringLiteral("power supplies out of order"));
    static const QStringList fabrics{QStringLiteral("compute"), QStringLiteral("storage"),
                                     QStringLiteral("inband"), QStringLiteral("oob"),
                                     QStringLiteral("any")};
    QStringList names;
    for (const PortGroup &g : m.portGroups) {
        if (g.name.isEmpty() || names.contains(g.name))
            broken(sku + QStringLiteral("a port group without a name of its own"));
        names << g.name;
        if (g.count < 0 || !(finite(g.speedGbps) && g.speedGbps > 0) || g.portsPerCage < 1 ||
            !fabrics.contains(g.fabric))
            broken(sku + QStringLiteral("port group \"%1\" out of range").arg(g.name));
    }
}

// What placing the models would do: one device of each in a design, analysed and costed.
inline void analyseModels(const Catalog &catalog, const std::vector<QString> &skus)
{
    Design design;
    int n = 0;
    for (const QString &sku : skus) {
        Device device;
        device.id = device.name = QStringLiteral("d%1").arg(++n);
        device.sku = sku;
        design.addDevice(std::move(device));
    }
    AnalysisOptions options;
    options.effort = AnalysisEffort::Quick;
    const Analysis analysis = analyze(design, catalog, options);
    (void)Bom::build(design, catalog, *analysis.cables);
}

} // namespace podcad::fuzz
