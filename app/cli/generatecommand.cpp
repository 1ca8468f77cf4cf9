// podcad-cli generate superpod|basepod|fat-tree [options] [-o FILE]
#include "arguments.h"
#include "catalog/catalog.h"
#include "catalogaccess.h"
#include "cli.h"
#include "commands.h"
#include "cost/inventory.h"
#include "format/numberformat.h"
#include "generate/basepod.h"
#include "generate/facilityplan.h"
#include "generate/fattreedesign.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "generate/systemnames.h"
#include "io/designfile.h"
#include "revision/revision.h"
#include "texttable.h"

#include <optional>

namespace podcad::cli {
namespace {

// Reads an integer option; false (with a usage message) when present but not a number.
bool intOption(const Arguments &args, const QString &name, int &value, QTextStream &err,
               const QString &command)
{
    if (!args.has(name))
        return true;
    bool ok = false;
    const int v = args.value(name).toInt(&ok);
    if (!ok) {
        err << "podcad-cli generate " << command << ": " << name << " needs a whole number, not \""
            << args.value(name) << "\"\n";
        return false;
    }
    value = v;
    return true;
}

bool doubleOption(const Arguments &args, const QString &name, double &value, QTextStream &err,
                  const QString &command)
{
    if (!args.has(name))
        return true;
    bool ok = false;
    const double v = args.value(name).toDouble(&ok);
    if (!ok || v <= 0) {
        err << "podcad-cli generate " << command << ": " << name
            << " needs a positive number, not \"" << args.value(name) << "\"\n";
        return false;
    }
    value = v;
    return true;
}

void printSummary(QTextStream &out, const Design &design, const Catalog &catalog)
{
    const Inventory inv =
        takeInventory(design, catalog, *Revision::borrowing(design, catalog)->cablePlan());
    out << "Design: " << design.name << '\n';
    TextTable totals({QStringLiteral("figure"), QStringLiteral("count")});
    totals.addRow({QStringLiteral("GPUs"), format::count(inv.gpus)});
    totals.addRow({QStringLiteral("GPU nodes"), format::count(inv.nodes)});
    totals.addRow({QStringLiteral("switches"), format::count(inv.switches)});
    totals.addRow({QStringLiteral("racks"), format::count(inv.racks)});
    totals.addRow({QStringLiteral("links (cables)"), format::count(inv.links)});
    for (const auto &[role, n] : inv.devicesByRole)
        totals.addRow({QStringLiteral("devices: ") + role, format::count(n)});
    for (const auto &[run, n] : inv.cablesByRun)
        totals.addRow({QStringLiteral("cables: ") + run, format::count(n)});
    for (const auto &[sku, n] : inv.cablesBySku)
        totals.addRow({QStringLiteral("cable ") + sku, format::count(n)});
    for (const auto &[sku, n] : inv.transceiversBySku)
        totals.addRow({QStringLiteral("transceiver ") + sku, format::count(n)});
    totals.print(out);
}

} // namespace

int generateCommand(const QStringList &rawArgs, Context &ctx)
{
    const QString usage = QStringLiteral(
        "usage: podcad-cli generate superpod "
        "--system dgx-h100|dgx-h200|dgx-b200|dgx-b300|gb200-nvl72|gb300-nvl72|vr-nvl72|"
        "vr-nvl144-cpx "
        "--sus N [--fabric ndr|xdr|spectrum-x|rail-optimized|rail-only] [--nodes M] [--rack-kw KW] "
        "[--storage SKU] [--optics pluggable|cpo] [-o "
        "FILE]\n"
        "       podcad-cli generate basepod --system dgx-h100|dgx-h200|dgx-b200 --nodes 2..16 "
        "[--rack-kw KW] [--storage SKU] [-o FILE]\n"
        "       podcad-cli generate fat-tree --endpoints E [--ports-per-endpoint P] [--radix K] "
        "[--oversubscription R:1] [--rails] [--fabric rail-optimized|rail-only] [--link-gbps G] "
        "[--tiers 1|2|3] [--switch SKU] "
        "[--endpoint-sku SKU] [--rack-kw KW] [-o FILE]\n"
        "       every layout: [--facility auto|none] [--power-redundancy n+1|2n|dr] (auto is the "
        "default for superpod, none for the others)\n");
    Arguments args(
        rawArgs,
        {QStringLiteral("--system"), QStringLiteral("--sus"), QStringLiteral("--nodes"),
         QStringLiteral("--fabric"), QStringLiteral("--rack-kw"), QStringLiteral("--storage"),
         QStringLiteral("--endpoints"), QStringLiteral("--ports-per-endpoint"),
         QStringLiteral("--radix"), QStringLiteral("--oversubscription"),
         QStringLiteral("--link-gbps"), QStringLiteral("--tiers"), QStringLiteral("--switch"),
         QStringLiteral("--endpoint-sku"), QStringLiteral("--facility"),
         QStringLiteral("--power-redundancy"), QStringLiteral("--optics"), QStringLiteral("-o")},
        {QStringLiteral("--rails")});
    if (!args.ok() || args.positional().size() != 1) {
        ctx.err << "podcad-cli generate: "
                << (args.ok() ? QStringLiteral("expected one of superpod, basepod, fat-tree")
                              : args.error())
                << '\n'
                << usage;
        return Usage;
    }
    const QString what = args.positional().first();
    auto allowOnly = [&](std::initializer_list<const char *> allowed) {
        static const char *all[] = {"--system",    "--sus",
                                    "--fabric",    "--nodes",
                                    "--rack-kw",   "--storage",
                                    "--endpoints", "--ports-per-endpoint",
                                    "--radix",     "--oversubscription",
                                    "--link-gbps", "--tiers",
                                    "--switch",    "--endpoint-sku",
                                    "--rails",     "--optics"};
        for (const char *option : all) {
            const QString name = QString::fromLatin1(option);
            if (!args.has(name))
                continue;
            bool ok = false;
            for (const char *a : allowed)
                ok = ok || name == QLatin1String(a);
            if (!ok) {
                ctx.err << "podcad-cli generate " << what << ": option " << name
                        << " does not apply here\n";
                return false;
            }
        }
        return true;
    };
    // The facility: SuperPODs come with one by default (their RAs size the data hall), the
    // other layouts draw racks only unless asked.
    const QString facilityMode = args.value(
        QStringLiteral("--facility"),
        what == QLatin1String("superpod") ? QStringLiteral("auto") : QStringLiteral("none"));
    if (facilityMode != QLatin1String("auto") && facilityMode != QLatin1String("none")) {
        ctx.err << "podcad-cli generate " << what << ": --facility must be auto or none, not \""
                << facilityMode << "\"\n";
        return Usage;
    }
    const QString redundancyName =
        args.value(QStringLiteral("--power-redundancy"), QStringLiteral("2n"));
    const std::optional<generate::PowerRedundancy> redundancy =
        generate::powerRedundancyFromName(redundancyName);
    if (!redundancy) {
        ctx.err << "podcad-cli generate " << what
                << ": --power-redundancy must be n+1, 2n or dr, not \"" << redundancyName << "\"\n";
        return Usage;
    }
    if (args.has(QStringLiteral("--power-redundancy")) && facilityMode == QLatin1String("none")) {
        ctx.err << "podcad-cli generate " << what
                << ": --power-redundancy needs --facility auto (there is no power chain)\n";
        return Usage;
    }

    auto catalog = openCatalog(ctx);
    if (!catalog)
        return InvalidInput;
    QString error;

    std::optional<Design> design;
    if (what == QLatin1String("superpod")) {
        if (!allowOnly(
                {"--system", "--sus", "--fabric", "--nodes", "--rack-kw", "--storage", "--optics"}))
            return Usage;
        if (!args.has(QStringLiteral("--system")) || !args.has(QStringLiteral("--sus"))) {
            ctx.err << "podcad-cli generate superpod: --system and --sus are required\n" << usage;
            return Usage;
        }
        const QString opticsName =
            args.value(QStringLiteral("--optics"), QStringLiteral("pluggable"));
        const std::optional<Optics> optics = parseOptics(opticsName);
        if (!optics) {
            ctx.err << "podcad-cli generate superpod: --optics must be pluggable or cpo, not \""
                    << opticsName << "\"\n";
            return Usage;
        }
        // A system by the name below or by its catalog SKU, as `size --system` takes it.
        const QString system = systemNameFor(args.value(QStringLiteral("--system")));
        int sus = 0, nodes = 0;
        double rackKw = 0;
        if (!intOption(args, QStringLiteral("--sus"), sus, ctx.err, what) ||
            !intOption(args, QStringLiteral("--nodes"), nodes, ctx.err, what) ||
            !doubleOption(args, QStringLiteral("--rack-kw"), rackKw, ctx.err, what))
            return Usage;
        if (nvl72Systems().contains(system)) {
            // The NVL72 racks come with their RA's fabric: NDR for GB200, XDR for GB300 (and for
            // Vera Rubin, built as GB300).
            const QString fabricName = args.value(QStringLiteral("--fabric"));
            const QString native = system == QLatin1String("gb200-nvl72") ? QStringLiteral("ndr")
                                                                          : QStringLiteral("xdr");
            if (!fabricName.isEmpty() && fabricName != native) {
                ctx.err << "podcad-cli generate superpod: " << system
                        << " has no reference architecture on the \"" << fabricName << "\" fabric ("
                        << native << ")\n";
                return InvalidInput;
            }
            Nvl72Options o;
            o.system = system;
            o.sus = sus;
            o.racks = nodes;
            o.rackKw = rackKw;
            o.optics = *optics;
            o.storageSku = args.value(QStringLiteral("--storage"), o.storageSku);
            design = generateNvl72SuperPod(*catalog, o, &error);
        } else {
            SuperPodOptions o;
            o.system = system;
            o.fabric = args.value(QStringLiteral("--fabric"));
            // rail-optimized|rail-only choose the compute fabric's shape on the RA's technology.
            o.railOnly = o.fabric == QLatin1String("rail-only");
            if (o.railOnly || o.fabric == QLatin1String("rail-optimized"))
                o.fabric.clear();
            o.sus = sus;
            o.nodes = nodes;
            o.rackKw = rackKw;
            o.optics = *optics;
            o.storageSku = args.value(QStringLiteral("--storage"), o.storageSku);
            design = generateSuperPod(*catalog, o, &error);
        }
    } else if (what == QLatin1String("basepod")) {
        if (!allowOnly({"--system", "--nodes", "--rack-kw", "--storage"}))
            return Usage;
        if (!args.has(QStringLiteral("--system")) || !args.has(QStringLiteral("--nodes"))) {
            ctx.err << "podcad-cli generate basepod: --system and --nodes are required\n" << usage;
            return Usage;
        }
        BasePodOptions o;
        o.system = systemNameFor(args.value(QStringLiteral("--system")));
        o.storageSku = args.value(QStringLiteral("--storage"), o.storageSku);
        if (!intOption(args, QStringLiteral("--nodes"), o.nodes, ctx.err, what) ||
            !doubleOption(args, QStringLiteral("--rack-kw"), o.rackKw, ctx.err, what))
            return Usage;
        design = generateBasePod(*catalog, o, &error);
    } else if (what == QLatin1String("fat-tree")) {
        if (!allowOnly({"--endpoints", "--ports-per-endpoint", "--radix", "--oversubscription",
                        "--rails", "--fabric", "--link-gbps", "--tiers", "--switch",
                        "--endpoint-sku", "--rack-kw"}))
            return Usage;
        const QString shape = args.value(QStringLiteral("--fabric"));
        if (!shape.isEmpty() && shape != QLatin1String("rail-optimized") &&
            shape != QLatin1String("rail-only")) {
            ctx.err
                << "podcad-cli generate fat-tree: --fabric is rail-optimized or rail-only, not \""
                << shape << "\"\n";
            return Usage;
        }
        if (!args.has(QStringLiteral("--endpoints"))) {
            ctx.err << "podcad-cli generate fat-tree: --endpoints is required\n" << usage;
            return Usage;
        }
        FatTreeOptions o;
        o.rails = args.has(QStringLiteral("--rails")) || shape == QLatin1String("rail-optimized");
        o.railOnly = shape == QLatin1String("rail-only");
        o.switchSku = args.value(QStringLiteral("--switch"));
        o.endpointSku = args.value(QStringLiteral("--endpoint-sku"));
        if (!intOption(args, QStringLiteral("--endpoints"), o.endpoints, ctx.err, what) ||
            !intOption(args, QStringLiteral("--ports-per-endpoint"), o.portsPerEndpoint, ctx.err,
                       what) ||
            !intOption(args, QStringLiteral("--radix"), o.radix, ctx.err, what) ||
            !intOption(args, QStringLiteral("--tiers"), o.tiers, ctx.err, what) ||
            !doubleOption(args, QStringLiteral("--link-gbps"), o.linkGbps, ctx.err, what) ||
            !doubleOption(args, QStringLiteral("--rack-kw"), o.rackKw, ctx.err, what))
            return Usage;
        if (args.has(QStringLiteral("--oversubscription"))) {
            const QStringList parts = args.value(QStringLiteral("--oversubscription")).split(u':');
            bool ok1 = false, ok2 = parts.size() == 1;
            o.oversubscription = parts.value(0).toInt(&ok1);
            if (parts.size() == 2)
                o.oversubscriptionOf = parts[1].toInt(&ok2);
            if (!ok1 || !ok2 || parts.size() > 2) {
                ctx.err << "podcad-cli generate fat-tree: --oversubscription needs R:1 (such as "
                           "2:1), not \""
                        << args.value(QStringLiteral("--oversubscription")) << "\"\n";
                return Usage;
            }
        }
        design = generateFatTree(*catalog, o, &error);
    } else {
        ctx.err << "podcad-cli generate: unknown layout \"" << what
                << "\" (superpod, basepod or fat-tree)\n";
        return Usage;
    }
    if (!design) {
        ctx.err << "podcad-cli generate " << error << '\n';
        return InvalidInput;
    }
    generate::addGeneratedHall(*design, *catalog);
    if (facilityMode == QLatin1String("auto") &&
        !generate::addGeneratedFacility(*design, *catalog, *redundancy, &error)) {
        ctx.err << "podcad-cli generate " << what << ": " << error << '\n';
        return InvalidInput;
    }
    if (args.has(QStringLiteral("-o"))) {
        const QString file = args.value(QStringLiteral("-o"));
        if (!DesignFile::write(*design, file, &error)) {
            ctx.err << "podcad-cli: " << error << '\n';
            return InvalidInput;
        }
        ctx.out << "Wrote " << file << '\n';
    }
    if (what == QLatin1String("superpod"))
        if (const QString basis = nvl72Basis(systemNameFor(args.value(QStringLiteral("--system"))));
            !basis.isEmpty())
            ctx.out << "Note: " << basis << ".\n";
    printSummary(ctx.out, *design, *catalog);
    return Ok;
}

} // namespace podcad::cli
