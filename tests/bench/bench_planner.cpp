// Times the training planner: Llama 3.1 405B on 15.6T tokens on DGX H100, on a fixed GPU count
// (one plan search), the interval on published runs each planned answer carries, against a
// deadline (the search over GPU counts) and on a generated SuperPOD design with its drawn fabric.
//   bench_planner [SUS]   (64 by default)
#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "cost/costsnapshot.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"
#include "workload/validationband.h"
#include "workload/workloaddesign.h"
#include "workload/workloadevaluation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <algorithm>
#include <functional>
#include <vector>

using namespace podcad;

namespace {

// Median wall-clock milliseconds of `runs` calls.
double medianMs(int runs, const std::function<void()> &f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int sus = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 64;
    QString error;
    const std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
    if (!catalog) {
        out << error << '\n';
        return 1;
    }
    WorkloadRequest r;
    r.model = *catalog->languageModel(QStringLiteral("llama-3.1-405b"));
    r.system = GpuSystem::fromCatalog(*catalog, QStringLiteral("DGX-H100"), &error);
    r.placement = WorkloadPlacement::System;
    r.training.emplace();
    r.training->tokens = 15.6e12;
    r.training->gpus = 16384;
    WorkloadEvaluation e;
    out << "size train, 405B on 16,384 H100: "
        << medianMs(9, [&] { e = evaluateWorkload(r, *catalog); }) << " ms ("
        << (e.training && e.training->planner ? e.training->planner->plansTried : 0)
        << " plans tried per search)\n";
    // What the interval on published runs adds to each planned answer (issue 40): the nearest
    // rows predicted on the catalog's systems.
    struct BandCase final
    {
        const char *name;
        bool serving;
        Precision precision;
    };
    for (const BandCase &c : {BandCase{"H100 BF16 (training rows)", false, Precision::Bf16},
                              BandCase{"H100 FP8 (training rows)", false, Precision::Fp8},
                              BandCase{"H100 FP8 (serving rows)", true, Precision::Fp8}}) {
        const QString h100 = QStringLiteral("h100-sxm");
        std::optional<ValidationBand> band;
        const double ms = medianMs(9, [&] {
            band = c.serving ? servingValidationBand(*catalog, h100, c.precision)
                             : trainingValidationBand(*catalog, h100, c.precision);
        });
        out << "validation band, " << c.name << ": " << ms << " ms (" << (band ? band->rows() : 0)
            << " rows)\n";
    }
    r.training->gpus.reset();
    r.training->days = 60;
    out << "size train, 405B in 60 days: "
        << medianMs(5, [&] { e = evaluateWorkload(r, *catalog); }) << " ms ("
        << (e.training ? e.training->run.gpus : 0) << " GPUs)\n";

    SuperPodOptions o;
    o.sus = sus;
    std::optional<Design> design = generateSuperPod(*catalog, o, &error);
    if (!design) {
        out << error << '\n';
        return 1;
    }
    QElapsedTimer t;
    t.start();
    const Analysis analysis = analyze(*design, *catalog);
    const double analyzeMs = double(t.nsecsElapsed()) / 1e6;
    const CostSnapshot costs = computeCostSnapshot(*design, *catalog, analysis);
    const WorkloadDesign wd = WorkloadDesign::of(*design, *catalog, &costs);
    WorkloadRequest onDesign = r;
    onDesign.placement = WorkloadPlacement::Design;
    onDesign.design = &wd;
    onDesign.training->days.reset();
    out << "SuperPOD " << sus << " SU: analyze " << analyzeMs << " ms; size train on its GPUs "
        << medianMs(5, [&] { e = evaluateWorkload(onDesign, *catalog); }) << " ms ("
        << (e.training ? e.training->run.gpus : 0) << " GPUs, "
        << (e.training ? e.training->run.days : 0) << " days)\n";
    return 0;
}
