#include "cli.h"

#include "commands.h"

namespace podcad::cli {
namespace {

void printUsage(QTextStream &out)
{
    out << "Usage: podcad-cli [--catalog PATH|URL] [--user-catalog PATH] COMMAND ...\n"
           "\n"
           "Commands:\n"
           "  catalog list [--kind KIND|cloud-offer|facility] [--search TEXT] [--json]\n"
           "                                                        list catalog items or cloud "
           "offers\n"
           "  catalog show SKU [--json]                             one item with ports and "
           "sources\n"
           "  catalog build [--sql FILE] [-o FILE]                  rebuild catalog.db from SQL\n"
           "  catalog push [FROM.db]                                copy a catalog to the team\n"
           "                                                        catalog (--catalog URL)\n"
           "  catalog pull [-o TO.db]                               copy the team catalog to a "
           "file\n"
           "  catalog price SKU [--json]                            a team catalog price and its\n"
           "                                                        version\n"
           "  catalog set-price SKU USD [--expect-version N] [--json]\n"
           "                                                        change a team catalog price\n"
           "  catalog model SKU [--json]                            a team catalog model's "
           "editable\n"
           "                                                        fields and version\n"
           "  catalog set-model SKU FIELD=VALUE... [--expect-version N] [--json]\n"
           "                                                        change a team catalog model,\n"
           "                                                        e.g. typical_power_w=10200\n"
           "  catalog audit [SKU] [--limit N] [--json]              who changed the team catalog,\n"
           "                                                        when, from what to what\n"
           "  team init                                             the team catalog's roles:\n"
           "                                                        reader, editor, owner\n"
           "  team grant LOGIN reader|editor|owner                  give a role (an owner)\n"
           "  team revoke LOGIN                                     take its role away\n"
           "  team whoami                                           your role and what it may do\n"
           "  team history SKU [--limit N] [--json]                 the server's audit of a model\n"
           "  catalog import netbox-device-type FILE.yaml... [--kind KIND]\n"
           "                                                        NetBox device types into the\n"
           "                                                        user catalog\n"
           "  catalog remove SKU...                                 imported models out of the "
           "user\n"
           "                                                        catalog (the shipped ones "
           "return)\n"
           "  analyze FILE [--json]                                 racks, totals and problems\n"
           "  whatif FILE (--fail ID[,ID...] | --worst-single) [--effort quick|normal|thorough]\n"
           "              [--json]                                  fabrics before/after failures\n"
           "         FILE --fail-feed A|B [--rack ID] [--json]      racks and devices when a feed\n"
           "                                                        is lost\n"
           "         FILE (--fail-element ID[,ID...] | --worst-facility) [--json]\n"
           "                                                        racks without power or "
           "cooling\n"
           "                                                        and elements over\n"
           "  generate superpod --system S --sus N [--fabric ndr|xdr|spectrum-x|rail-only]\n"
           "                    [--nodes M] [--rack-kw KW] [--storage SKU]\n"
           "                    [--optics pluggable|cpo] [-o FILE]  DGX or GB200/GB300 NVL72 "
           "SuperPOD\n"
           "  generate basepod --system S --nodes 2..16 [--rack-kw KW] [--storage SKU]\n"
           "                   [-o FILE]                            DGX BasePOD\n"
           "  generate fat-tree --endpoints E [--ports-per-endpoint P] [--radix K]\n"
           "                    [--oversubscription R:1] [--rails] [--link-gbps G] [--tiers "
           "1|2|3]\n"
           "                    [--switch SKU] [--endpoint-sku SKU] [--rack-kw KW]\n"
           "                    [-o FILE]                           generic fat tree\n"
           "  bom FILE [-o OUT.csv|OUT.xlsx|OUT.pdf [--force]] [--json] [COST OPTIONS]\n"
           "                                                        bill of materials\n"
           "  tco FILE [--json] [-o OUT.xlsx|OUT.pdf] [COST OPTIONS] total cost of ownership\n"
           "  compare FILE [--cloud OFFER...] [--json] [COST OPTIONS]\n"
           "                                                        on-prem versus cloud offers\n"
           "  compare-optics FILE [--json]                          pluggable versus co-packaged\n"
           "                                                        optics for the same network\n"
           "  cables FILE [-o OUT.csv|OUT.xlsx [--force]] [--json]\n"
           "                                                        cable schedule: one row per\n"
           "                                                        cable, ends, route, length\n"
           "  export netbox FILE -o DIR                             CSV files and device-type "
           "YAML\n"
           "                                                        for NetBox's bulk import\n"
           "  size train (--model ID | --params P [--active-params A]) --tokens T\n"
           "             (--gpus N | --days D) (--system SKU | --design FILE | --propose)\n"
           "             [--mfu M | --achieved-tflops X] [--precision bf16|fp8] [--tp N]\n"
           "             [--pp N] [--zero 0..3] [--checkpoint-seconds S] [--json]\n"
           "                                                        GPUs, days, energy, memory,\n"
           "                                                        cost on-prem and per cloud "
           "offer\n"
           "  size infer (--model ID | --params P --layers L --kv-heads H --head-dim D)\n"
           "             --context C --concurrency K [--precision bf16|fp16|fp8|int8|int4]\n"
           "             [--tokens-per-s R] (--system SKU | --design FILE | --propose) [--json]\n"
           "                                                        GPUs per replica, tokens/s\n"
           "                                                        bounds, replicas, $/M tokens\n"
           "\n"
           "Cost options: [--years N] [--utilization U] [--set KEY=VALUE[,KEY=VALUE...]]\n"
           "  --set overrides any cost assumption for this run (over the design file's\n"
           "  \"assumptions\" and the catalog's defaults), e.g. --set "
           "electricity_usd_per_kwh=0.12,pue=1.2\n"
           "\n"
           "Exit status: 0 success, 1 wrong usage, 2 invalid input.\n"
           "The catalog is --catalog PATH, else $PODCAD_CATALOG, else the catalog.db shipped\n"
           "with PodCAD. A team catalog is --catalog postgresql://user@host:port/db (or\n"
           "postgresql://user@/db?host=/socket/dir); when the server is away PodCAD works from\n"
           "its copy of what it last read. Models imported into the user catalog\n"
           "(--user-catalog PATH, else $PODCAD_USER_CATALOG, else user-catalog.db in the\n"
           "application data directory) are layered on top and replace models of the same SKU.\n";
}

} // namespace

int run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QStringList rest = args;
    Context ctx{out, err, {}};
    // Global options come before the command.
    while (!rest.isEmpty() && rest.first().startsWith(QLatin1String("--"))) {
        const QString option = rest.takeFirst();
        if (option == QLatin1String("--help")) {
            printUsage(out);
            return Ok;
        }
        if (option == QLatin1String("--version")) {
            out << "podcad-cli " << PODCAD_VERSION << '\n';
            return Ok;
        }
        if (option == QLatin1String("--catalog") && !rest.isEmpty()) {
            ctx.catalogPath = rest.takeFirst();
            continue;
        }
        if (option.startsWith(QLatin1String("--catalog="))) {
            ctx.catalogPath = option.mid(10);
            continue;
        }
        if (option == QLatin1String("--user-catalog") && !rest.isEmpty()) {
            ctx.userCatalogPath = rest.takeFirst();
            continue;
        }
        if (option.startsWith(QLatin1String("--user-catalog="))) {
            ctx.userCatalogPath = option.mid(15);
            continue;
        }
        err << "podcad-cli: unknown option " << option << " (see podcad-cli --help)\n";
        return Usage;
    }
    if (rest.isEmpty()) {
        printUsage(err);
        return Usage;
    }
    const QString command = rest.takeFirst();
    if (command == QLatin1String("catalog"))
        return catalogCommand(rest, ctx);
    if (command == QLatin1String("team"))
        return teamCommand(rest, ctx);
    if (command == QLatin1String("analyze"))
        return analyzeCommand(rest, ctx);
    if (command == QLatin1String("generate"))
        return generateCommand(rest, ctx);
    if (command == QLatin1String("bom"))
        return bomCommand(rest, ctx);
    if (command == QLatin1String("tco"))
        return tcoCommand(rest, ctx);
    if (command == QLatin1String("compare"))
        return compareCommand(rest, ctx);
    if (command == QLatin1String("whatif"))
        return whatifCommand(rest, ctx);
    if (command == QLatin1String("export"))
        return exportCommand(rest, ctx);
    if (command == QLatin1String("cables"))
        return cablesCommand(rest, ctx);
    if (command == QLatin1String("compare-optics"))
        return compareOpticsCommand(rest, ctx);
    if (command == QLatin1String("size"))
        return sizeCommand(rest, ctx);
    if (command == QLatin1String("help")) {
        printUsage(out);
        return Ok;
    }
    err << "podcad-cli: unknown command \"" << command << "\" (see podcad-cli --help)\n";
    return Usage;
}

} // namespace podcad::cli
