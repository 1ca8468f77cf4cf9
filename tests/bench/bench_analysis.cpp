// Times the full analysis (every fabric: bisection with candidates and refinement,
// oversubscription, reachability and hops, plus the rack and link checks) of generated designs,
// one case per process so that the peak resident memory belongs to that case alone.
//   bench_analysis superpod SUS | fattree ENDPOINTS [--effort quick|normal|thorough]
//                  [--dump FILE] [--worst-single [--threads N] [--verify]]
// --worst-single times the worst-single-switch what-if instead (the screening alone, then the
// whole of worstSingleSwitch()), with the switches and their classes; --verify screens every
// switch on a copy of its graph as well and compares every switch's score.
// After the analysis it times runFabricOfDesign(), which the GUI recomputes on every edit.
// --dump writes the largest fabric's graph and the bisection's partition for
// maxflow_networkx.py and times Boost's max flow and the search's own (ContractedFlow) on that
// partition alone.
#include "analysis/analysis.h"
#include "analysis/contractedflow.h"
#include "analysis/devicefacts.h"
#include "analysis/fabricanalysis.h"
#include "analysis/fabrictopology.h"
#include "analysis/maxflow.h"
#include "analysis/whatif.h"
#include "catalog/catalog.h"
#include "generate/fattreedesign.h"
#include "generate/superpod.h"
#include "perf/runfabricdesign.h"
#include "platform/allocatortuning.h"
#include "testpaths.h"
#include "workload/designgpus.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>
#include <sys/resource.h>

using namespace podcad;

namespace {

void dump(const Design &design, const Catalog &catalog, const Analysis &a, const QString &path,
          QTextStream &out)
{
    std::vector<Problem> ignored;
    const analysis::DeviceIndex devices(design, catalog, ignored);
    const auto graphs =
        analysis::fabricGraphs(design, devices, analysis::fabricTopologies(design, devices));
    std::size_t largest = 0;
    for (std::size_t f = 0; f < graphs.size(); ++f)
        if (graphs[f].edgeCount() > graphs[largest].edgeCount())
            largest = f;
    const analysis::FabricGraph &g = graphs[largest];
    const FabricFigures &figures = a.fabrics[largest].figures;
    std::vector<char> side(std::size_t(g.nodeCount()), analysis::MaxFlow::None);
    for (int e : g.endpoints())
        side[std::size_t(e)] = analysis::MaxFlow::SideB;
    for (int e : figures.bisection.sideA)
        side[std::size_t(e)] = analysis::MaxFlow::SideA;

    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    QTextStream s(&file);
    s << "# fabric " << a.fabrics[largest].id << " nodes " << g.nodeCount() << " edges "
      << g.edgeCount() << "\n";
    for (int v = 0; v < g.nodeCount(); ++v)
        if (side[std::size_t(v)] != analysis::MaxFlow::None)
            s << "side " << v << ' ' << int(side[std::size_t(v)]) << '\n';
    for (const analysis::FabricGraph::Edge &e : g.edges())
        s << "edge " << e.a << ' ' << e.b << ' ' << e.capacityMbps << '\n';
    s.flush();

    QElapsedTimer t;
    t.start();
    analysis::MaxFlow flow(g);
    const qint64 buildMs = t.elapsed();
    t.restart();
    const std::int64_t value = flow.flow(side);
    out << "boost push_relabel on " << a.fabrics[largest].id << " (" << g.nodeCount() << " nodes, "
        << g.edgeCount() << " edges): flow " << value << " Mb/s, build " << buildMs << " ms, flow "
        << t.nsecsElapsed() / 1000000.0 << " ms\n";
    // The bisection search's own flow on the same partition: Dinic on the switch graph.
    t.restart();
    analysis::ContractedFlow contracted(g);
    const qint64 contractedBuildMs = t.elapsed();
    t.restart();
    const std::int64_t contractedValue = contracted.flow(side);
    out << "contracted Dinic on " << a.fabrics[largest].id << ": flow " << contractedValue
        << " Mb/s, build " << contractedBuildMs << " ms, flow " << t.nsecsElapsed() / 1000000.0
        << " ms\n";
}

} // namespace

int main(int argc, char **argv)
{
    podcad::tuneAllocatorForLargeDesigns();
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    QTextStream out(stdout), err(stderr);
    AnalysisOptions options;
    QString dumpPath;
    const bool worstSingle = args.removeAll(QStringLiteral("--worst-single")) > 0;
    const bool verify = args.removeAll(QStringLiteral("--verify")) > 0;
    SwitchScreening::Options screening;
    for (qsizetype i = 0; i + 1 < args.size();) {
        if (args[i] == QLatin1String("--effort")) {
            const QString e = args[i + 1];
            options.effort = e == QLatin1String("quick")      ? AnalysisEffort::Quick
                             : e == QLatin1String("thorough") ? AnalysisEffort::Thorough
                                                              : AnalysisEffort::Normal;
        } else if (args[i] == QLatin1String("--threads")) {
            screening.threads = args[i + 1].toInt();
        } else if (args[i] == QLatin1String("--dump")) {
            dumpPath = args[i + 1];
        } else {
            ++i;
            continue;
        }
        args.remove(i, 2);
    }
    if (args.size() < 2) {
        err << "usage: bench_analysis superpod SUS | fattree ENDPOINTS [--effort E] [--dump F]\n";
        return 1;
    }
    QString error;
    auto catalog = Catalog::open(test::catalogDbPath(), &error);
    if (!catalog) {
        err << error << '\n';
        return 2;
    }
    const int n = args[1].toInt();
    std::optional<Design> design;
    QString label;
    if (args[0] == QLatin1String("superpod")) {
        SuperPodOptions o;
        o.sus = n;
        design = generateSuperPod(*catalog, o, &error);
        label = QStringLiteral("superpod dgx-h100 --sus %1").arg(n);
    } else {
        // Eight-GPU endpoints, rail-optimized, three tiers of radix 128 (as bench_generate).
        FatTreeOptions o;
        o.endpoints = n;
        o.portsPerEndpoint = 8;
        o.rails = true;
        o.radix = 128;
        o.switchSku = QStringLiteral("Q3400-RA");
        o.tiers = 3;
        design = generateFatTree(*catalog, o, &error);
        label = QStringLiteral("fat-tree %1 x 8 GPU ports, radix 128, 3 tiers").arg(n);
    }
    if (!design) {
        err << error << '\n';
        return 2;
    }
    QElapsedTimer timer;
    if (worstSingle) {
        timer.start();
        const SwitchScreening classes = screenSingleSwitches(*design, *catalog, options, screening);
        const qint64 screenMs = timer.elapsed();
        timer.restart();
        const std::optional<WhatIf> w = worstSingleSwitch(*design, *catalog, options);
        const qint64 worstMs = timer.elapsed();
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        out << label << " --worst-single: " << (w ? w->failed.front() : QStringLiteral("-"))
            << ", switches " << classes.switches.size() << ", classes " << classes.classes
            << ", screening " << screenMs << " ms (with the intact analysis), worstSingleSwitch "
            << worstMs << " ms, peak RSS " << usage.ru_maxrss / 1024 << " MB\n";
        if (verify) {
            timer.restart();
            SwitchScreening::Options every = screening;
            every.method = SwitchScreening::Method::EverySwitch;
            const SwitchScreening all = screenSingleSwitches(*design, *catalog, options, every);
            int differ = 0;
            for (std::size_t i = 0; i < all.switches.size(); ++i)
                if (all.switches[i] != classes.switches[i] || all.hurt[i] != classes.hurt[i])
                    ++differ;
            out << "  every switch: " << timer.elapsed() << " ms, worst "
                << all.switches[std::size_t(all.worst())] << ", scores differing " << differ
                << "\n";
            return differ == 0 && all.worst() == classes.worst() ? 0 : 3;
        }
        return 0;
    }
    timer.start();
    const Analysis a = analyze(*design, *catalog, options);
    const qint64 ms = timer.elapsed();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    out << label << ": GPUs " << a.totals.gpus << ", devices " << design->devices().size()
        << ", links " << design->links().size() << ", analysis " << ms << " ms, peak RSS "
        << usage.ru_maxrss / 1024 << " MB\n";
    for (const FabricSummary &f : a.fabrics)
        out << "  " << f.id << ": endpoints " << f.endpoints << ", bisection "
            << f.figures.bisectionGbps() << " of " << f.figures.fullBisectionGbps() << " Gb/s ("
            << f.figures.bisection.method << ", " << f.figures.bisection.evaluated
            << " max flows), diameter " << f.figures.reachability.diameterHops << "\n";
    if (const auto gpus = DesignGpus::fromDesign(*design, *catalog, &error)) {
        timer.restart();
        const RunFabric run = runFabricOfDesign(*design, *catalog, a.fabrics, gpus->system,
                                                QStringLiteral("drawn fabric"));
        out << "runFabricOfDesign " << timer.nsecsElapsed() / 1000000.0 << " ms: injection "
            << run.injectionGBps << " GB/s per GPU, leaf nodes " << run.leafNodes
            << ", cross-leaf share " << run.crossLeafShare << ", rail-optimized "
            << run.railOptimized << ", rail-only " << run.railOnly << "\n";
    }
    if (!dumpPath.isEmpty())
        dump(*design, *catalog, a, dumpPath, out);
    return 0;
}
