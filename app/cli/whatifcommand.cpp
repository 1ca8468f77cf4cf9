// podcad-cli whatif FILE (--fail ID[,ID...] | --worst-single) [--effort quick|normal|thorough]
//                        [--json]
// (--fail-feed A|B is feedlosscommand.cpp, --fail-element and --worst-facility
// facilitywhatifcommand.cpp)
#include "analysis/whatif.h"
#include "analysisjson.h"
#include "arguments.h"
#include "catalog/catalog.h"
#include "cli.h"
#include "commands.h"
#include "designinput.h"
#include "format/numberformat.h"
#include "io/designfile.h"
#include "model/design.h"
#include "texttable.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace podcad::cli {
namespace {

QString change(double before, double after, int decimals)
{
    if (before == after)
        return format::number(before, decimals);
    return format::number(before, decimals) + QStringLiteral(" -> ") +
           format::number(after, decimals);
}

QString ratioChange(double before, double after)
{
    if (before == after)
        return formatRatio(before);
    return formatRatio(before) + QStringLiteral(" -> ") + formatRatio(after);
}

void printText(QTextStream &out, const QString &file, const WhatIf &w, bool worst)
{
    out << (worst ? "Worst single switch failure" : "Failure") << " in " << file << ": "
        << QStringList(w.failed.begin(), w.failed.end()).join(QStringLiteral(", ")) << "\n\n";
    TextTable table({QStringLiteral("fabric"), QStringLiteral("bisection Gb/s"),
                     QStringLiteral("ratio"), QStringLiteral("unreachable"),
                     QStringLiteral("leaf oversub"), QStringLiteral("spine oversub"),
                     QStringLiteral("diameter")});
    for (const WhatIf::Fabric &f : w.fabrics) {
        if (!f.before.computed)
            continue;
        table.addRow(
            {f.id + (f.touched ? QString() : QStringLiteral(" (untouched)")),
             change(f.before.bisectionGbps(), f.after.bisectionGbps(), 0),
             change(f.before.bisection.ratio, f.after.bisection.ratio, 3),
             change(double(f.before.unreachableIds.size()), double(f.after.unreachableIds.size()),
                    0),
             ratioChange(f.before.tierRatio(1), f.after.tierRatio(1)),
             ratioChange(f.before.tierRatio(2), f.after.tierRatio(2)),
             change(f.before.reachability.diameterHops, f.after.reachability.diameterHops, 0)});
    }
    table.print(out);
}

QJsonObject toJson(const QString &file, const Design &design, const WhatIf &w, bool worst)
{
    QJsonArray failed;
    for (const QString &id : w.failed)
        failed.append(id);
    QJsonArray fabrics;
    for (const WhatIf::Fabric &f : w.fabrics)
        fabrics.append(QJsonObject{{QStringLiteral("id"), f.id},
                                   {QStringLiteral("touched"), f.touched},
                                   {QStringLiteral("before"), fabricFiguresToJson(f.before)},
                                   {QStringLiteral("after"), fabricFiguresToJson(f.after)}});
    return QJsonObject{
        {QStringLiteral("design"),
         QJsonObject{{QStringLiteral("name"), design.name}, {QStringLiteral("file"), file}}},
        {QStringLiteral("failed"), failed},
        {QStringLiteral("worst_single"), worst},
        {QStringLiteral("fabrics"), fabrics},
    };
}

// Progress goes to a person watching a terminal; scripts and tests, which read stderr for the
// one error line, never see it.
bool errIsTerminal(const QTextStream &err)
{
#ifdef Q_OS_UNIX
    const auto *file = qobject_cast<const QFile *>(err.device());
    return file && file->handle() == STDERR_FILENO && ::isatty(STDERR_FILENO);
#else
    Q_UNUSED(err);
    return false;
#endif
}

} // namespace

int whatifCommand(const QStringList &rawArgs, Context &ctx)
{
    // Facility elements are not the fabric's: their own options and output.
    const bool facility = std::any_of(rawArgs.begin(), rawArgs.end(), [](const QString &a) {
        return a == QLatin1String("--worst-facility") ||
               a.startsWith(QLatin1String("--fail-element"));
    });
    if (facility) {
        for (const char *other : {"--fail", "--worst-single", "--fail-feed", "--rack"})
            if (rawArgs.contains(QLatin1String(other))) {
                ctx.err << "podcad-cli whatif: give one of --fail, --worst-single, --fail-feed, "
                           "--fail-element or --worst-facility\n";
                return Usage;
            }
        return facilityWhatIf(rawArgs, ctx);
    }
    // A feed what-if is about power, not the fabric: its own options and output.
    if (rawArgs.contains(QStringLiteral("--fail-feed")) ||
        rawArgs.contains(QStringLiteral("--rack"))) {
        if (rawArgs.contains(QStringLiteral("--fail")) ||
            rawArgs.contains(QStringLiteral("--worst-single"))) {
            ctx.err << "podcad-cli whatif: give one of --fail, --worst-single or --fail-feed\n";
            return Usage;
        }
        if (!rawArgs.contains(QStringLiteral("--fail-feed"))) {
            ctx.err << "podcad-cli whatif: --rack needs --fail-feed A|B\n";
            return Usage;
        }
        return feedLossWhatIf(rawArgs, ctx);
    }
    Arguments args(rawArgs, {QStringLiteral("--fail"), QStringLiteral("--effort")},
                   {QStringLiteral("--json"), QStringLiteral("--worst-single")});
    const bool worst = args.has(QStringLiteral("--worst-single"));
    QString usage;
    if (!args.ok())
        usage = args.error();
    else if (args.positional().size() != 1)
        usage = QStringLiteral("expected one design file");
    else if (worst == args.has(QStringLiteral("--fail")))
        usage = QStringLiteral("give either --fail ID[,ID...] or --worst-single");
    AnalysisOptions options;
    const QString effort = args.value(QStringLiteral("--effort"), QStringLiteral("normal"));
    if (effort == QLatin1String("quick"))
        options.effort = AnalysisEffort::Quick;
    else if (effort == QLatin1String("thorough"))
        options.effort = AnalysisEffort::Thorough;
    else if (effort != QLatin1String("normal") && usage.isEmpty())
        usage = QStringLiteral("--effort is quick, normal or thorough");
    std::vector<QString> ids;
    for (const QString &id : args.value(QStringLiteral("--fail")).split(u',', Qt::SkipEmptyParts))
        ids.push_back(id.trimmed());
    if (usage.isEmpty() && !worst && ids.empty())
        usage = QStringLiteral("--fail needs at least one device or link id");
    if (!usage.isEmpty()) {
        ctx.err << "podcad-cli whatif: " << usage << '\n';
        return Usage;
    }

    // Counts only: the input check needs no bandwidth figures, and whatIf() computes its own.
    AnalysisOptions countsOnly = options;
    countsOnly.fabricFigures = false;
    DesignInput in;
    if (int status = loadDesignInput(args.positional().first(), ctx, in, countsOnly); status != Ok)
        return status;
    const QString &file = in.file;
    const Design &design = in.design();
    const Catalog &catalog = *in.catalog;
    QString error;
    std::function<void(int, int)> progress;
    const bool showProgress = worst && errIsTerminal(ctx.err);
    if (showProgress) {
        ctx.err.flush();
        // Called from the screening threads one at a time; stdio, not the QTextStream, so that
        // nothing is buffered behind the line. About a hundred updates whatever the size.
        progress = [last = -1](int done, int total) mutable {
            const int step = std::max(1, total / 100);
            if (done != total && done / step == last)
                return;
            last = done / step;
            std::fprintf(stderr, "\rscreening %d of %d switch classes", done, total);
            std::fflush(stderr);
        };
    }
    std::optional<WhatIf> result = worst ? worstSingleSwitch(design, catalog, options, progress)
                                         : whatIf(design, catalog, ids, options, &error);
    if (showProgress) {
        std::fputs("\r\033[K", stderr); // the line goes once the answer is there
        std::fflush(stderr);
    }
    if (!result) {
        ctx.err << "podcad-cli: " << file << ": "
                << (worst ? QStringLiteral("the design has no switch to fail") : error) << '\n';
        return InvalidInput;
    }
    if (args.has(QStringLiteral("--json")))
        ctx.out
            << QJsonDocument(toJson(file, design, *result, worst)).toJson(QJsonDocument::Indented);
    else
        printText(ctx.out, file, *result, worst);
    return Ok;
}

} // namespace podcad::cli
