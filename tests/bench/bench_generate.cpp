// Times the reference-layout generators: generate, then save, for one case per process so that
// the peak resident memory reported belongs to that case alone.
//   bench_generate superpod SUS | nvl72 SUS | basepod NODES | fattree-131k [OUT.podcad]
#include "catalog/catalog.h"
#include "generate/basepod.h"
#include "generate/fattreedesign.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "platform/allocatortuning.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTextStream>
#include <sys/resource.h>

using namespace podcad;

int main(int argc, char **argv)
{
    podcad::tuneAllocatorForLargeDesigns();
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    QTextStream out(stdout), err(stderr);
    if (args.size() < 1) {
        err << "usage: bench_generate superpod SUS | nvl72 SUS | basepod NODES | fattree-131k "
               "[OUT]\n";
        return 1;
    }
    QString error;
    auto catalog = Catalog::open(test::catalogDbPath(), &error);
    if (!catalog) {
        err << error << '\n';
        return 2;
    }
    const QString what = args[0];
    const int n = args.value(1).toInt();
    const QString file =
        args.size() > 2 ? args[2] : QDir::temp().filePath(QStringLiteral("bench-generate.podcad"));

    QElapsedTimer timer;
    timer.start();
    std::optional<Design> design;
    QString label;
    if (what == QLatin1String("superpod")) {
        SuperPodOptions o;
        o.sus = n;
        design = generateSuperPod(*catalog, o, &error);
        label = QStringLiteral("superpod dgx-h100 --sus %1").arg(n);
    } else if (what == QLatin1String("nvl72")) {
        Nvl72Options o;
        o.sus = n;
        design = generateNvl72SuperPod(*catalog, o, &error);
        label = QStringLiteral("superpod gb200-nvl72 --sus %1").arg(n);
    } else if (what == QLatin1String("basepod")) {
        BasePodOptions o;
        o.nodes = n;
        design = generateBasePod(*catalog, o, &error);
        label = QStringLiteral("basepod --nodes %1").arg(n);
    } else if (what == QLatin1String("fattree-131k")) {
        // 16,384 eight-GPU endpoints, rail-optimized: 131,072 GPU ports, three tiers of radix 128.
        FatTreeOptions o;
        o.endpoints = 16384;
        o.portsPerEndpoint = 8;
        o.rails = true;
        o.radix = 128;
        o.switchSku = QStringLiteral("Q3400-RA");
        o.tiers = 3;
        design = generateFatTree(*catalog, o, &error);
        label = QStringLiteral("fat-tree 131,072 GPU ports, radix 128, 3 tiers");
    } else {
        err << "unknown case " << what << '\n';
        return 1;
    }
    if (!design) {
        err << error << '\n';
        return 2;
    }
    const qint64 generateMs = timer.elapsed();
    if (!DesignFile::write(*design, file, &error)) {
        err << error << '\n';
        return 2;
    }
    const qint64 totalMs = timer.elapsed();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    out << label << ": devices " << design->devices().size() << ", links " << design->links().size()
        << ", generate " << generateMs << " ms, generate+save " << totalMs << " ms, peak RSS "
        << usage.ru_maxrss / 1024 << " MB\n";
    return 0;
}
