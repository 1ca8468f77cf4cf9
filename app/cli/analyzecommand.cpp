// podcad-cli analyze FILE [--json]
#include "analysis/analysis.h"
#include "analysisjson.h"
#include "arguments.h"
#include "catalog/catalog.h"
#include "cli.h"
#include "commands.h"
#include "designinput.h"
#include "io/designfile.h"
#include "model/design.h"
#include "texttable.h"

#include <QJsonDocument>
#include <algorithm>

namespace podcad::cli {
namespace {

void printText(QTextStream &out, const QString &file, const Design &design, const Analysis &a)
{
    const Totals &t = a.totals;
    out << "Design: " << design.name << "  (" << file << ")\n\n";
    out << "Totals\n";
    TextTable totals({QStringLiteral("figure"), QStringLiteral("value")});
    totals.addRow({QStringLiteral("GPUs"), formatNumber(t.gpus)});
    totals.addRow({QStringLiteral("GPU nodes"), formatNumber(t.nodes)});
    totals.addRow({QStringLiteral("GPU memory (GB)"), formatNumber(t.gpuMemoryGb)});
    totals.addRow({QStringLiteral("BF16 dense (PFLOPS)"), formatNumber(t.bf16Pflops, 2)});
    totals.addRow({QStringLiteral("FP8 dense (PFLOPS)"), formatNumber(t.fp8Pflops, 2)});
    totals.addRow({QStringLiteral("switches"), formatNumber(t.switches)});
    totals.addRow({QStringLiteral("storage devices"), formatNumber(t.storageDevices)});
    totals.addRow({QStringLiteral("links"), formatNumber(t.links)});
    totals.addRow({QStringLiteral("racks"), formatNumber(t.racks)});
    totals.addRow({QStringLiteral("IT power typical (kW)"), formatNumber(t.itPowerTypicalKw, 1)});
    totals.addRow({QStringLiteral("IT power max (kW)"), formatNumber(t.itPowerMaxKw, 1)});
    totals.addRow({QStringLiteral("PUE"), formatNumber(t.pue, 2)});
    totals.addRow({QStringLiteral("facility power (kW)"), formatNumber(t.facilityPowerKw, 1)});
    totals.addRow({QStringLiteral("heat (BTU/h)"), formatNumber(t.heatBtuPerHr)});
    totals.addRow({QStringLiteral("cooling (tons)"), formatNumber(t.coolingTons, 1)});
    totals.addRow({QStringLiteral("weight (kg)"), formatNumber(t.weightKg, 1)});
    totals.print(out);

    out << "\nFabrics\n";
    if (a.fabrics.empty()) {
        out << "none\n";
    } else {
        // Link columns by the tiers they join: endpoint-leaf, leaf-spine, spine-core, the rest.
        TextTable fabrics(
            {QStringLiteral("fabric"), QStringLiteral("kind"), QStringLiteral("technology"),
             QStringLiteral("endpoints"), QStringLiteral("leaf"), QStringLiteral("spine"),
             QStringLiteral("core"), QStringLiteral("links"), QStringLiteral("ep-leaf"),
             QStringLiteral("leaf-spine"), QStringLiteral("spine-core"), QStringLiteral("other")});
        for (const FabricSummary &f : a.fabrics)
            fabrics.addRow({f.id, fabricKindName(f.kind), f.technology, formatNumber(f.endpoints),
                            formatNumber(f.leafSwitches), formatNumber(f.spineSwitches),
                            formatNumber(f.coreSwitches), formatNumber(f.links),
                            formatNumber(f.endpointLeafLinks), formatNumber(f.leafSpineLinks),
                            formatNumber(f.spineCoreLinks), formatNumber(f.otherLinks)});
        fabrics.print(out);

        // Bandwidth: bisection over balanced halves of the endpoints against the smaller half's
        // injection (ratio 1: non-blocking), down:up per tier, hops between endpoints.
        out << "\nFabric bandwidth\n";
        TextTable bandwidth({QStringLiteral("fabric"), QStringLiteral("bisection Gb/s"),
                             QStringLiteral("full Gb/s"), QStringLiteral("ratio"),
                             QStringLiteral("leaf oversub"), QStringLiteral("spine oversub"),
                             QStringLiteral("diameter"), QStringLiteral("avg hops"),
                             QStringLiteral("unreachable"), QStringLiteral("partition")});
        for (const FabricSummary &f : a.fabrics) {
            if (!f.figures.computed)
                continue;
            const FabricFigures &g = f.figures;
            bandwidth.addRow(
                {f.id, formatNumber(g.bisectionGbps()), formatNumber(g.fullBisectionGbps()),
                 formatNumber(g.bisection.ratio, 3), formatRatio(g.tierRatio(1)),
                 formatRatio(g.tierRatio(2)), formatNumber(g.reachability.diameterHops),
                 formatNumber(g.reachability.averageHops, 2),
                 formatNumber(double(g.unreachableIds.size())), g.bisection.method});
        }
        bandwidth.print(out);
    }

    out << "\nRacks\n";
    TextTable racks({QStringLiteral("rack"), QStringLiteral("model"), QStringLiteral("U used"),
                     QStringLiteral("U free"), QStringLiteral("typ kW"), QStringLiteral("max kW"),
                     QStringLiteral("limit kW"), QStringLiteral("feed A/B kW"),
                     QStringLiteral("BTU/h"), QStringLiteral("tons"), QStringLiteral("cooling"),
                     QStringLiteral("kg"), QStringLiteral("status")});
    for (const RackReport &r : a.racks) {
        QStringList status;
        if (r.overPower)
            status << QStringLiteral("OVER POWER");
        if (r.overHeight)
            status << QStringLiteral("OVER HEIGHT");
        if (r.overWeight)
            status << QStringLiteral("OVER WEIGHT");
        if (r.uCollision)
            status << QStringLiteral("U COLLISION");
        if (r.overFeed())
            status << QStringLiteral("OVER FEED");
        if (r.overOnFeedLoss())
            status << QStringLiteral("OVER ON FEED LOSS");
        // "20.4/20.4 of 34.5": both feeds up, against the smaller usable side.
        const FeedReport &a = r.feeds[0], &b = r.feeds[1];
        const QString feeds = formatNumber(a.normalKw, 1) + u'/' + formatNumber(b.normalKw, 1) +
                              QStringLiteral(" of ") +
                              formatNumber(std::min(a.usableKw, b.usableKw), 1);
        racks.addRow({r.rackId, r.sku, QStringLiteral("%1/%2").arg(r.usedU).arg(r.heightU),
                      QString::number(r.freeU), formatNumber(r.typicalKw, 1),
                      formatNumber(r.maxKw, 1), formatNumber(r.powerLimitKw, 1), feeds,
                      formatNumber(r.heatBtuPerHr), formatNumber(r.coolingTons, 1), r.coolingMethod,
                      formatNumber(r.weightKg, 1),
                      status.isEmpty() ? QStringLiteral("ok") : status.join(u',')});
    }
    racks.print(out);

    out << "\nProblems\n";
    if (a.problems.empty()) {
        out << "none\n";
        return;
    }
    TextTable problems({QStringLiteral("severity"), QStringLiteral("code"),
                        QStringLiteral("object"), QStringLiteral("message")});
    for (const Problem &p : a.problems)
        problems.addRow({severityName(p.severity), p.code, p.objectId, p.message});
    problems.print(out);
}

} // namespace

int analyzeCommand(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {}, {QStringLiteral("--json")});
    if (!args.ok() || args.positional().size() != 1) {
        ctx.err << "podcad-cli analyze: "
                << (args.ok() ? QStringLiteral("expected one design file") : args.error()) << '\n';
        return Usage;
    }
    DesignInput in;
    if (int status = loadDesignInput(args.positional().first(), ctx, in); status != Ok)
        return status;
    const QString &file = in.file;
    const Design &design = in.design();
    const Analysis &analysis = in.analysis;

    if (args.has(QStringLiteral("--json")))
        ctx.out << QJsonDocument(analysisToJson(design, file, analysis))
                       .toJson(QJsonDocument::Indented);
    else
        printText(ctx.out, file, design, analysis);
    return Ok;
}

} // namespace podcad::cli
