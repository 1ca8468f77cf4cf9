// Times the pluggable-versus-CPO comparison (compareOptics: two variants of the design, each with
// its cable plan, inventory and BOM) on a generated DGX B300 XDR SuperPOD, the design the window's
// Compare Optics and the presentation page run it on, off the UI thread.
//   bench_opticscomparison [SUS] [--runs N]   (64 SUs, 3 runs by default)
// Prints the median and the slowest run, then the same with the design's own cable plan given (as
// the window and podcad-cli call it: the side the design already is plans nothing).
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/opticscomparison.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <algorithm>

using namespace podcad;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout), err(stderr);
    QStringList args = app.arguments().mid(1);
    int runs = 3;
    if (const qsizetype i = args.indexOf(QStringLiteral("--runs")); i >= 0) {
        runs = std::max(1, args.value(i + 1).toInt());
        args.remove(i, 2);
    }
    QString error;
    auto catalog = Catalog::open(test::catalogDbPath(), &error);
    SuperPodOptions o;
    o.system = QStringLiteral("dgx-b300");
    o.sus = args.isEmpty() ? 64 : args.value(0).toInt();
    std::optional<Design> design = catalog ? generateSuperPod(*catalog, o, &error) : std::nullopt;
    if (!design) {
        err << "bench_opticscomparison: " << error << '\n';
        return 1;
    }
    out << "DGX B300 XDR SuperPOD " << o.sus << " SUs: " << design->devices().size() << " devices, "
        << design->links().size() << " links, " << runs << " runs\n";
    std::vector<double> ms;
    int swapped = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const OpticsComparison c = compareOptics(*design, *catalog, cpoPairs(*catalog),
                                                 CablePlan::build(*design, *catalog));
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        swapped = c.swappableSwitches;
    }
    // As the window and podcad-cli run it: the design's own plan, built for its check, is given.
    const CablePlan plan = CablePlan::build(*design, *catalog);
    std::vector<double> sharedMs;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const OpticsComparison c = compareOptics(*design, *catalog, cpoPairs(*catalog), plan);
        sharedMs.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(sharedMs.begin(), sharedMs.end());
    out << QStringLiteral("compareOptics: median %1 ms, max %2 ms (%3 switches swapped)\n")
               .arg(ms[ms.size() / 2], 0, 'f', 1)
               .arg(ms.back(), 0, 'f', 1)
               .arg(swapped);
    out << QStringLiteral("with the design's plan given: median %1 ms, max %2 ms\n")
               .arg(sharedMs[sharedMs.size() / 2], 0, 'f', 1)
               .arg(sharedMs.back(), 0, 'f', 1);
    return 0;
}
