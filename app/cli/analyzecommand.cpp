// podcad-cli analyze FILE [--json]
#include "analysis/analysis.h"
#include "analysisjson.h"
#include "arguments.h"
#include "catalog/catalog.h"
#include "cli.h"
#include "commands.h"
#include "designinput.h"
#include "format/flowformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
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
    totals.addRow({QStringLiteral("GPUs"), format::count(t.gpus)});
    totals.addRow({QStringLiteral("GPU nodes"), format::count(t.nodes)});
    totals.addRow({QStringLiteral("GPU memory (GB)"), format::number(t.gpuMemoryGb)});
    totals.addRow({QStringLiteral("BF16 dense (PFLOPS)"), format::number(t.bf16Pflops, 2)});
    totals.addRow({QStringLiteral("FP8 dense (PFLOPS)"), format::number(t.fp8Pflops, 2)});
    totals.addRow({QStringLiteral("switches"), format::count(t.switches)});
    totals.addRow({QStringLiteral("storage devices"), format::count(t.storageDevices)});
    totals.addRow({QStringLiteral("links"), format::count(t.links)});
    totals.addRow({QStringLiteral("racks"), format::count(t.racks)});
    totals.addRow({QStringLiteral("IT power typical (kW)"), format::kilowatts(t.itPowerTypicalKw)});
    totals.addRow({QStringLiteral("IT power max (kW)"), format::kilowatts(t.itPowerMaxKw)});
    totals.addRow({QStringLiteral("PUE"), format::number(t.pue, 2)});
    totals.addRow({QStringLiteral("facility power (kW)"), format::kilowatts(t.facilityPowerKw)});
    totals.addRow({QStringLiteral("heat (BTU/h)"), format::number(t.heatBtuPerHr)});
    totals.addRow({QStringLiteral("cooling (tons)"), format::number(t.coolingTons, 1)});
    totals.addRow({QStringLiteral("weight (kg)"), format::number(t.weightKg, 1)});
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
            fabrics.addRow({f.id, fabricKindName(f.kind), f.technology, format::count(f.endpoints),
                            format::count(f.leafSwitches), format::count(f.spineSwitches),
                            format::count(f.coreSwitches), format::count(f.links),
                            format::count(f.endpointLeafLinks), format::count(f.leafSpineLinks),
                            format::count(f.spineCoreLinks), format::count(f.otherLinks)});
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
                {f.id, format::number(g.bisectionGbps()), format::number(g.fullBisectionGbps()),
                 format::number(g.bisection.ratio, 3), formatRatio(g.tierRatio(1)),
                 formatRatio(g.tierRatio(2)), format::number(g.reachability.diameterHops),
                 format::number(g.reachability.averageHops, 2),
                 format::number(double(g.unreachableIds.size())), g.bisection.method});
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
        const QString feeds = format::kilowatts(a.normalKw) + u'/' + format::kilowatts(b.normalKw) +
                              QStringLiteral(" of ") +
                              format::number(std::min(a.usableKw, b.usableKw), 1);
        racks.addRow({r.rackId, r.sku, QStringLiteral("%1/%2").arg(r.usedU).arg(r.heightU),
                      QString::number(r.freeU), format::kilowatts(r.typicalKw),
                      format::kilowatts(r.maxKw), format::kilowatts(r.powerLimitKw), feeds,
                      format::number(r.heatBtuPerHr), format::number(r.coolingTons, 1),
                      r.coolingMethod, format::number(r.weightKg, 1),
                      status.isEmpty() ? QStringLiteral("ok") : status.join(u',')});
    }
    racks.print(out);

    if (!a.facility.powerChain.empty()) {
        out << "\nPower chain\n";
        TextTable chain({QStringLiteral("element"), QStringLiteral("kind"),
                         QStringLiteral("rated kW"), QStringLiteral("usable kW"),
                         QStringLiteral("typ kW"), QStringLiteral("peak kW"), QStringLiteral("use"),
                         QStringLiteral("stranded kW"), QStringLiteral("status")});
        for (const PowerElementReport &e : a.facility.powerChain)
            chain.addRow({e.id, facilityKindName(e.kind), format::number(e.capacityKw, 1),
                          format::number(e.usableKw, 1), format::number(e.loadKw, 1),
                          format::number(e.peakKw, 1), format::percent(e.utilisation),
                          format::number(e.strandedKw, 1),
                          e.capacityKw <= 0 ? QStringLiteral("NO CAPACITY")
                          : e.over          ? QStringLiteral("OVER")
                                            : QStringLiteral("ok")});
        chain.print(out);
    }

    if (!a.facility.cooling.empty()) {
        // Heat per cooling element against what it can do; CDUs add the flow their racks need.
        out << "\nCooling\n";
        TextTable cooling({QStringLiteral("element"), QStringLiteral("kind"),
                           QStringLiteral("load kW"), QStringLiteral("capacity kW"),
                           QStringLiteral("use"), QStringLiteral("flow L/min"),
                           QStringLiteral("max L/min"), QStringLiteral("status")});
        for (const CoolingUnitReport &u : a.facility.cooling)
            cooling.addRow(
                {u.id, facilityKindName(u.kind), format::kilowatts(u.loadKw),
                 format::kilowatts(u.capacityKw), format::percent(u.utilisation),
                 u.flowLpm ? format::litresPerMinute(*u.flowLpm) : QStringLiteral("-"),
                 u.maxFlowLpm ? format::litresPerMinute(*u.maxFlowLpm) : QStringLiteral("-"),
                 u.over ? QStringLiteral("OVER") : QStringLiteral("ok")});
        cooling.print(out);
    }

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
    const Analysis &analysis = in.analysis();

    if (args.has(QStringLiteral("--json")))
        ctx.out << QJsonDocument(analysisToJson(design, file, analysis))
                       .toJson(QJsonDocument::Indented);
    else
        printText(ctx.out, file, design, analysis);
    return Ok;
}

} // namespace podcad::cli
