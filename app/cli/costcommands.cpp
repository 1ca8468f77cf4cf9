// podcad-cli bom | tco | compare: the bill of materials, the TCO and the cloud comparison.
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "cost/costsnapshot.h"
#include "costjson.h"
#include "designinput.h"
#include "export/costexport.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "model/assumptionranges.h"
#include "texttable.h"
#include "workload/workloadevaluation.h"

#include <QDate>
#include <QFileInfo>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>

namespace podcad::cli {
namespace {

// Options shared by the three commands that change the cost model for one run.
struct CostOptions final
{
    std::optional<int> years;
    std::optional<double> utilization;
    std::vector<std::pair<QString, double>> set; // --set key=value[,key=value...]
};

// --set electricity_usd_per_kwh=0.12,pue=1.2: any cost assumption for this run, over the design
// file's and the catalog's values, so that a script can ask "what if" without editing the design.
bool parseSet(const QString &text, const QString &command, Context &ctx, CostOptions &o)
{
    const std::vector<QString> &keys = CostAssumptions::keys();
    for (const QString &item : text.split(u',', Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(u'=');
        const QString key = item.left(eq).trimmed();
        bool ok = false;
        const double value = eq > 0 ? item.mid(eq + 1).trimmed().toDouble(&ok) : 0.0;
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
            ctx.err << "podcad-cli " << command << ": --set: unknown assumption \"" << key
                    << "\"; known: "
                    << QStringList(keys.begin(), keys.end()).join(QStringLiteral(", ")) << '\n';
            return false;
        }
        // The same ranges as a design file's assumptions (model/assumptionranges).
        const AssumptionRange range = assumptionRange(key);
        if (!ok || !(value >= range.min && value <= range.max)) {
            ctx.err << "podcad-cli " << command << ": --set " << key << " needs a number from "
                    << range.min << " to " << range.max << " (key=value)\n";
            return false;
        }
        if (key == costkey::loadFactor && !(value > 0 && value <= 1)) {
            ctx.err << "podcad-cli " << command << ": --set " << key
                    << " is a fraction above 0 and at most 1 (0.8 = 80 %)\n";
            return false;
        }
        o.set.emplace_back(key, value);
    }
    if (o.set.empty()) {
        ctx.err << "podcad-cli " << command << ": --set needs key=value[,key=value...]\n";
        return false;
    }
    return true;
}

bool parseCostOptions(const Arguments &args, const QString &command, Context &ctx, CostOptions &o)
{
    if (args.has(QStringLiteral("--set")) &&
        !parseSet(args.value(QStringLiteral("--set")), command, ctx, o))
        return false;
    if (args.has(QStringLiteral("--years"))) {
        bool ok = false;
        const int years = args.value(QStringLiteral("--years")).toInt(&ok);
        if (!ok || years < 1 || years > 100) {
            ctx.err << "podcad-cli " << command
                    << ": --years must be a whole number from 1 to 100\n";
            return false;
        }
        o.years = years;
    }
    if (args.has(QStringLiteral("--utilization"))) {
        bool ok = false;
        const double u = args.value(QStringLiteral("--utilization")).toDouble(&ok);
        if (!ok || !(u > 0 && u <= 1)) {
            ctx.err << "podcad-cli " << command
                    << ": --utilization must be a fraction above 0 and at most 1 (0.8 = 80 %)\n";
            return false;
        }
        o.utilization = u;
    }
    return true;
}

// The design's costs through the pipeline the GUI shows them with, and this run's figures: the
// same at the assumptions the options change.
struct Costs final
{
    CostSnapshot design;        // at the design's own assumptions
    CostSnapshot::Scenario run; // at this run's
};

// Costs, sheets and the PDF report need counts, power and racks, not bisection: on a 64-SU
// SuperPOD the fabric figures would be a third of the run.
AnalysisOptions costAnalysis()
{
    AnalysisOptions options;
    options.fabricFigures = false;
    return options;
}

// The revision's cost snapshot, on its analysis (the PDF report reads it from there).
Costs computeCosts(DesignInput &in, const CostOptions &o, const QStringList &offerIds = {})
{
    Costs c;
    c.design = *in.revision->costs();
    CostAssumptions assumptions = c.design.assumptions;
    for (const auto &[key, value] : o.set)
        assumptions.set(key, value);
    if (o.years)
        assumptions.set(costkey::years, *o.years);
    if (o.utilization)
        assumptions.set(costkey::loadFactor, *o.utilization);
    c.run = c.design.under(assumptions, *in.catalog, offerIds);
    return c;
}

// The design's workload, sized and costed as the Workload dock and `size --design` do (on the
// design's own cost snapshot); nothing without a workload.
std::optional<WorkloadEvaluation> workloadEvaluation(const DesignInput &in, const Costs &c)
{
    const Design &design = in.design();
    if (!design.workload)
        return std::nullopt;
    return evaluateWorkload(*design.workload, design, *in.catalog, &c.design);
}

int writeExport(CostSheet sheet, const QString &out, const DesignInput &in, const Costs &c,
                Context &ctx)
{
    const std::optional<WorkloadEvaluation> workload = workloadEvaluation(in, c);
    const CostExportInput input{&in.design(),
                                &*in.catalog,
                                &c.design,
                                &c.run.tco,
                                c.design.inputs.gpus > 0 ? &c.run.cloud : nullptr,
                                workload ? &*workload : nullptr,
                                QDate::currentDate()};
    QString error;
    if (writeCostExport(out, sheet, input, &error).isEmpty()) {
        ctx.err << "podcad-cli: " << error << '\n';
        return InvalidInput;
    }
    return Ok;
}

void printBom(QTextStream &out, const DesignInput &in, const Bom &bom)
{
    out << "Bill of materials: " << in.design().name << "  (" << in.file << ")\n\n";
    TextTable table({QStringLiteral("category"), QStringLiteral("sku"),
                     QStringLiteral("description"), QStringLiteral("qty"),
                     QStringLiteral("unit USD"), QStringLiteral("extended USD"),
                     QStringLiteral("price")});
    for (BomCategory c : bomCategories()) {
        if (bom.lineCount(c) == 0)
            continue;
        for (const BomLine &l : bom.lines())
            if (l.category == c)
                table.addRow({bomCategoryName(c), l.sku, l.markedDescription(),
                              format::count(l.quantity), format::number(l.unitPriceUsd),
                              format::number(l.extendedUsd()),
                              l.priceOverridden            ? QStringLiteral("design")
                              : l.priceProvenance.estimate ? QStringLiteral("estimate")
                                                           : QStringLiteral("sourced")});
        table.addRow({bomCategoryName(c) + QStringLiteral(" subtotal"),
                      {},
                      {},
                      {},
                      {},
                      format::number(bom.subtotalUsd(c)),
                      {}});
    }
    if (bom.hasFacility()) {
        table.addRow({QStringLiteral("TOTAL without facility"),
                      {},
                      {},
                      {},
                      {},
                      format::number(bom.totalWithoutFacilityUsd()),
                      {}});
        table.addRow({QStringLiteral("TOTAL with facility"),
                      {},
                      {},
                      {},
                      {},
                      format::number(bom.totalUsd()),
                      {}});
    } else {
        table.addRow({QStringLiteral("TOTAL"), {}, {}, {}, {}, format::number(bom.totalUsd()), {}});
    }
    table.print(out);
    for (const QString &w : bom.warnings())
        out << "warning: " << w << '\n';
}

void printTco(QTextStream &out, const DesignInput &in, const Tco &t)
{
    out << "TCO: " << in.design().name << "  (" << in.file << ")\n";
    out << t.years << " years, utilization "
        << format::percent(t.assumptions.value(costkey::loadFactor)) << "\n\n";
    TextTable s({QStringLiteral("figure"), QStringLiteral("value")});
    s.addRow({QStringLiteral("hardware (BOM)"), format::usd(t.hardwareUsd)});
    if (t.inputs.facilityHardwareUsd > 0)
        s.addRow(
            {QStringLiteral("  of which facility"), format::usd(t.inputs.facilityHardwareUsd)});
    s.addRow({QStringLiteral("installation and services"), format::usd(t.installUsd)});
    s.addRow({QStringLiteral("tax"), format::usd(t.taxUsd)});
    s.addRow({QStringLiteral("CapEx"), format::usd(t.capexUsd)});
    s.addRow({QStringLiteral("energy per year"), format::usd(t.energyUsdPerYear)});
    s.addRow({QStringLiteral("support per year"), format::usd(t.supportUsdPerYear)});
    s.addRow({t.colocationCharged ? QStringLiteral("facility per year")
                                  : QStringLiteral("colocation per year (owned facility)"),
              format::usd(t.facilityUsdPerYear)});
    s.addRow({QStringLiteral("staff per year"), format::usd(t.staffUsdPerYear)});
    s.addRow({QStringLiteral("OpEx per year"), format::usd(t.opexUsdPerYear)});
    s.addRow({QStringLiteral("residual value"), format::usd(t.residualUsd)});
    s.addRow({QStringLiteral("total"), format::usd(t.totalUsd)});
    s.addRow({QStringLiteral("NPV"), format::usd(t.npvUsd)});
    s.addRow({QStringLiteral("per GPU-hour"), format::usd(t.usdPerGpuHour, 2)});
    s.addRow({QStringLiteral("per PFLOP-year (BF16)"), format::usd(t.usdPerPflopYear)});
    s.print(out);
    out << '\n';
    TextTable y({QStringLiteral("year"), QStringLiteral("capex"), QStringLiteral("energy"),
                 QStringLiteral("support"), QStringLiteral("facility"), QStringLiteral("staff"),
                 QStringLiteral("residual"), QStringLiteral("total"), QStringLiteral("cumulative"),
                 QStringLiteral("present value")});
    for (const TcoYear &r : t.perYear)
        y.addRow({QString::number(r.year), format::number(r.capexUsd), format::number(r.energyUsd),
                  format::number(r.supportUsd), format::number(r.facilityUsd),
                  format::number(r.staffUsd), format::number(r.residualUsd),
                  format::number(r.totalUsd), format::number(r.cumulativeUsd),
                  format::number(r.presentValueUsd)});
    y.print(out);
}

void printComparison(QTextStream &out, const DesignInput &in, const CloudComparisonResult &r)
{
    const Tco &t = r.onPrem;
    out << "On-prem versus cloud: " << in.design().name << "  (" << in.file << ")\n";
    out << t.inputs.gpus << "x " << t.inputs.acceleratorId << ", " << t.years
        << " years, utilization " << format::percent(t.assumptions.value(costkey::loadFactor))
        << "\n";
    out << "on-prem: CapEx " << format::usd(t.capexUsd) << ", OpEx "
        << format::usd(t.opexUsdPerYear) << " per year, total " << format::usd(t.totalUsd)
        << "\n\n";
    for (const QString &n : r.notes)
        out << "note: " << n << '\n';
    TextTable table({QStringLiteral("offer"), QStringLiteral("term"), QStringLiteral("instances"),
                     QStringLiteral("USD/inst-h"), QStringLiteral("cloud USD/month"),
                     QStringLiteral("cloud total"), QStringLiteral("on-prem total"),
                     QStringLiteral("break-even"), QStringLiteral("break-even util.")});
    for (const CloudComparison &c : r.rows)
        table.addRow({c.offerId, cloudTermKey(c.term), format::count(c.instances),
                      format::number(c.usdPerInstanceHour, 2), format::number(c.cloudUsdPerMonth),
                      format::number(c.cloudTotalUsd), format::number(c.onPremTotalUsd),
                      c.breakEvenText(),
                      c.breakEvenUtilization ? format::percent(*c.breakEvenUtilization, 1)
                                             : QStringLiteral("none in 0-100 %")});
    table.print(out);
    if (const CloudComparison *c = cheapestCloud(r))
        out << "cheapest: " << c->provider << ' ' << c->instance << " (" << c->offerId << ' '
            << cloudTermKey(c->term) << "), break-even " << c->breakEvenText() << '\n';
    for (const CloudComparison &c : r.rows)
        if (!c.note.isEmpty())
            out << "note: " << c.offerId << ": " << c.note << '\n';
}

int usage(Context &ctx, const QString &command, const Arguments &args, const QString &what)
{
    ctx.err << "podcad-cli " << command << ": " << (args.ok() ? what : args.error()) << '\n';
    return Usage;
}

// The cost options and the one design every cost command reads: Ok, Usage, or the design's
// status (one line on stderr already said why).
int loadForCosts(const Arguments &args, const QString &cmd, Context &ctx, CostOptions &options,
                 DesignInput &in)
{
    if (!parseCostOptions(args, cmd, ctx, options))
        return Usage;
    return loadDesignInput(args.positional().first(), ctx, in, costAnalysis());
}

} // namespace

namespace {

// bom and tco take the same options and print, or export, one sheet of the same figures.
template<typename ToJson, typename Print>
int sheetCommand(const QStringList &rawArgs, Context &ctx, const QString &cmd, CostSheet sheet,
                 ToJson toJson, Print print)
{
    Arguments args(rawArgs,
                   {QStringLiteral("-o"), QStringLiteral("--years"),
                    QStringLiteral("--utilization"), QStringLiteral("--set")},
                   {QStringLiteral("--json"), QStringLiteral("--force")});
    if (!args.ok() || args.positional().size() != 1)
        return usage(ctx, cmd, args, QStringLiteral("expected one design file"));
    const bool exporting = args.has(QStringLiteral("-o"));
    const QString out = args.value(QStringLiteral("-o"));
    if (exporting && !costFormatOf(out))
        return usage(ctx, cmd, args, QStringLiteral("-o must name a .csv, .xlsx or .pdf file"));
    CostOptions options;
    DesignInput in;
    if (int status = loadForCosts(args, cmd, ctx, options, in); status != Ok)
        return status;
    // The user named `out`; the workload's CSV beside it they did not: it replaces no file
    // unless told to.
    const QString beside = workloadCsvPath(out);
    if (exporting && sheet == CostSheet::Bom && costFormatOf(out) == CostFormat::Csv &&
        in.design().workload && QFileInfo::exists(beside) && !args.has(QStringLiteral("--force"))) {
        ctx.err << "podcad-cli: " << beside
                << " exists: bom -o writes the workload's table there; --force replaces it\n";
        return InvalidInput;
    }
    const Costs c = computeCosts(in, options);
    if (exporting)
        return writeExport(sheet, out, in, c, ctx);
    if (args.has(QStringLiteral("--json")))
        ctx.out << QJsonDocument(toJson(in, c)).toJson(QJsonDocument::Indented);
    else
        print(in, c);
    return Ok;
}

} // namespace

int bomCommand(const QStringList &rawArgs, Context &ctx)
{
    return sheetCommand(
        rawArgs, ctx, QStringLiteral("bom"), CostSheet::Bom,
        [](const DesignInput &in, const Costs &c) {
            return bomToJson(in.design().name, in.file, c.design.bom);
        },
        [&ctx](const DesignInput &in, const Costs &c) { printBom(ctx.out, in, c.design.bom); });
}

int tcoCommand(const QStringList &rawArgs, Context &ctx)
{
    return sheetCommand(
        rawArgs, ctx, QStringLiteral("tco"), CostSheet::Tco,
        [](const DesignInput &in, const Costs &c) {
            return tcoToJson(in.design().name, in.file, c.run.tco);
        },
        [&ctx](const DesignInput &in, const Costs &c) { printTco(ctx.out, in, c.run.tco); });
}

int compareCommand(const QStringList &rawArgs, Context &ctx)
{
    const QString cmd = QStringLiteral("compare");
    // --cloud takes one or more offer ids (space or comma separated, or repeated), which the
    // general parser does not do: collect them first.
    QStringList offerIds, rest;
    for (qsizetype i = 0; i < rawArgs.size(); ++i) {
        const QString &a = rawArgs[i];
        if (a == QLatin1String("--cloud") || a.startsWith(QLatin1String("--cloud="))) {
            QStringList values;
            if (a.startsWith(QLatin1String("--cloud=")))
                values << a.mid(8);
            else
                while (i + 1 < rawArgs.size() && !rawArgs[i + 1].startsWith(u'-'))
                    values << rawArgs[++i];
            if (values.isEmpty()) {
                ctx.err << "podcad-cli compare: --cloud needs at least one offer id\n";
                return Usage;
            }
            for (const QString &v : values)
                for (const QString &id : v.split(u',', Qt::SkipEmptyParts))
                    offerIds << id.trimmed();
            continue;
        }
        rest << a;
    }
    Arguments args(
        rest, {QStringLiteral("--years"), QStringLiteral("--utilization"), QStringLiteral("--set")},
        {QStringLiteral("--json")});
    if (!args.ok() || args.positional().size() != 1)
        return usage(ctx, cmd, args, QStringLiteral("expected one design file"));
    CostOptions options;
    DesignInput in;
    if (int status = loadForCosts(args, cmd, ctx, options, in); status != Ok)
        return status;
    const Costs c = computeCosts(in, options, offerIds);
    for (const QString &id : offerIds)
        if (!in.catalog->cloudOffer(id)) {
            // Name the valid ids, those for the design's own GPU first, so that the fix is on
            // the screen rather than in another command.
            QStringList mine, all;
            for (const CloudOffer *o : in.catalog->cloudOffers()) {
                all << o->id;
                if (o->acceleratorId == c.design.inputs.acceleratorId)
                    mine << o->id;
            }
            ctx.err << "podcad-cli compare: unknown cloud offer \"" << id << "\"; ";
            if (!mine.isEmpty())
                ctx.err << "offers for the design's GPU (" << c.design.inputs.acceleratorId
                        << "): " << mine.join(QStringLiteral(", ")) << "; ";
            ctx.err << "all offers: "
                    << (all.isEmpty() ? QStringLiteral("none in this catalog")
                                      : all.join(QStringLiteral(", ")))
                    << '\n';
            return Usage;
        }
    if (c.design.inputs.gpus == 0) {
        ctx.err << "podcad-cli: " << in.file
                << ": devices: the design has no GPU servers to compare with cloud offers\n";
        return InvalidInput;
    }
    const CloudComparisonResult &result = c.run.cloud;
    if (args.has(QStringLiteral("--json")))
        ctx.out << QJsonDocument(comparisonToJson(in.design().name, in.file, result))
                       .toJson(QJsonDocument::Indented);
    else
        printComparison(ctx.out, in, result);
    return Ok;
}

} // namespace podcad::cli
