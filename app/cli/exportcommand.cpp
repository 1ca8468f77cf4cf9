// podcad-cli export netbox FILE -o DIR: the design as files NetBox imports (export/netboxexport.h).
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "designinput.h"
#include "export/netboxexport.h"

#include <QDir>

namespace podcad::cli {
namespace {

int usage(Context &ctx, const QString &what)
{
    ctx.err << "podcad-cli export: " << what << '\n'
            << "usage: podcad-cli export netbox FILE -o DIR\n";
    return Usage;
}

int netboxCommand(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {QStringLiteral("-o")}, {});
    if (!args.ok())
        return usage(ctx, args.error());
    if (args.positional().size() != 1)
        return usage(ctx, QStringLiteral("expected one design file"));
    const QString dir = args.value(QStringLiteral("-o"));
    if (dir.isEmpty())
        return usage(ctx, QStringLiteral("-o DIR names the directory to write (new or empty)"));
    // Checked before the design is read, so that a wrong directory costs no analysis; checked
    // again when writing (writeExport), in case something appeared there meanwhile.
    const QDir target(dir);
    if (target.exists() &&
        !target.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return usage(
            ctx,
            QStringLiteral(
                "%1 is not empty: an export never replaces files (choose a new or empty directory)")
                .arg(dir));
    DesignInput in;
    // The export needs the catalog checks of the analysis, not its fabric figures.
    AnalysisOptions counts;
    counts.fabricFigures = false;
    if (int status = loadDesignInput(args.positional().first(), ctx, in, counts); status != Ok)
        return status;
    QString error;
    const std::vector<netbox::ExportFile> files =
        netbox::exportDesign(in.design(), *in.catalog, *in.revision->cablePlan(), {}, &error);
    if (files.empty()) {
        ctx.err << "podcad-cli: " << in.file << ": " << error << '\n';
        return InvalidInput;
    }
    if (!netbox::writeExport(dir, files, &error)) {
        ctx.err << "podcad-cli: " << error << '\n';
        return InvalidInput;
    }
    ctx.out << "wrote " << files.size() << " files to " << dir
            << " (import order: docs/netbox.md)\n";
    return Ok;
}

} // namespace

int exportCommand(const QStringList &args, Context &ctx)
{
    if (args.isEmpty())
        return usage(ctx, QStringLiteral("expected a format (netbox)"));
    if (args.first() == QLatin1String("netbox"))
        return netboxCommand(args.mid(1), ctx);
    return usage(ctx, QStringLiteral("unknown format \"%1\" (known: netbox)").arg(args.first()));
}

} // namespace podcad::cli
