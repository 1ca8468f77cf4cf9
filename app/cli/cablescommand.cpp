// podcad-cli cables FILE [-o OUT.csv|OUT.xlsx [--force]] [--json]: the cable schedule.
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "designinput.h"
#include "export/cableschedule.h"
#include "export/cableschedulefile.h"
#include "format/numberformat.h"
#include "texttable.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace podcad::cli {
namespace {

int usage(Context &ctx, const QString &what)
{
    ctx.err << "podcad-cli cables: " << what << '\n'
            << "usage: podcad-cli cables FILE [-o OUT.csv|OUT.xlsx [--force]] [--json]\n";
    return Usage;
}

QJsonValue textOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

QJsonObject endToJson(const CableScheduleEnd &e, const QString &transceiver)
{
    return {{QStringLiteral("label"), e.label},
            {QStringLiteral("rack"), textOrNull(e.rack)},
            {QStringLiteral("u"), e.u > 0 ? QJsonValue(e.u) : QJsonValue()},
            {QStringLiteral("device"), e.device},
            {QStringLiteral("port"), e.port},
            {QStringLiteral("transceiver"), textOrNull(transceiver)}};
}

QJsonObject rowToJson(const CableScheduleRow &r)
{
    return {{QStringLiteral("label"), r.label},
            {QStringLiteral("link_id"), r.linkId},
            {QStringLiteral("fabric"), r.fabric},
            {QStringLiteral("a"), endToJson(r.ends[0], r.transceivers[0])},
            {QStringLiteral("b"), endToJson(r.ends[1], r.transceivers[1])},
            {QStringLiteral("route"), r.route},
            {QStringLiteral("length_m"), roundedMetres(r.routeM)},
            {QStringLiteral("cable_length_m"),
             r.cableM > 0 ? QJsonValue(roundedMetres(r.cableM)) : QJsonValue()},
            {QStringLiteral("medium"), textOrNull(r.medium)},
            {QStringLiteral("cable_sku"), textOrNull(r.cableSku)},
            {QStringLiteral("transceivers"),
             QJsonArray{textOrNull(r.transceivers[0]), textOrNull(r.transceivers[1])}},
            {QStringLiteral("shares_cable_with"), textOrNull(r.sharesCableWith)},
            {QStringLiteral("chosen_by_podcad"), r.defaulted},
            {QStringLiteral("reaches"), r.reaches}};
}

QString metres(double m)
{
    return m > 0 ? format::number(m, 2) : QString();
}

// What a contractor orders first (the cables by medium and length), then what they pull.
void printSchedule(QTextStream &out, const DesignInput &in, const CableSchedule &s)
{
    out << "Cable schedule: " << in.design().name << "  (" << in.file << ")\n\n";
    TextTable sum({QStringLiteral("medium"), QStringLiteral("length m"), QStringLiteral("sku"),
                   QStringLiteral("cables")});
    int total = 0;
    for (const CableSchedule::LengthCount &l : s.byLength()) {
        sum.addRow({l.medium, metres(l.cableM), l.cableSku, format::count(l.count)});
        total += l.count;
    }
    sum.addRow({QStringLiteral("TOTAL"), {}, {}, format::count(total)});
    sum.print(out);
    out << '\n';
    TextTable rows({QStringLiteral("label"), QStringLiteral("link"), QStringLiteral("fabric"),
                    QStringLiteral("route"), QStringLiteral("route m"), QStringLiteral("cable m"),
                    QStringLiteral("medium"), QStringLiteral("sku"), QStringLiteral("note")});
    for (const CableScheduleRow &r : s.rows())
        rows.addRow({r.label, r.linkId, r.fabric, r.route, metres(r.routeM), metres(r.cableM),
                     r.medium, r.cableSku, r.note()});
    rows.print(out);
    if (const int n = s.uncabled(); n > 0)
        out << "warning: " << n << " link(s) have no cable: the catalog has none for their ports\n";
}

} // namespace

int cablesCommand(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {QStringLiteral("-o")},
                   {QStringLiteral("--json"), QStringLiteral("--force")});
    if (!args.ok())
        return usage(ctx, args.error());
    if (args.positional().size() != 1)
        return usage(ctx, QStringLiteral("expected one design file"));
    const bool exporting = args.has(QStringLiteral("-o"));
    const QString out = args.value(QStringLiteral("-o"));
    if (exporting && !scheduleFormatOf(out))
        return usage(ctx, QStringLiteral("-o must name a .csv or .xlsx file"));
    if (exporting && args.has(QStringLiteral("--json")))
        return usage(ctx, QStringLiteral("--json prints the schedule; -o writes it: not both"));
    const bool force = args.has(QStringLiteral("--force"));
    if (force && !exporting)
        return usage(ctx, QStringLiteral("--force goes with -o"));
    // Checked before the design is read, so that a refusal costs no analysis; checked again when
    // the file is moved into place.
    if (exporting && !force && QFileInfo::exists(out)) {
        ctx.err << "podcad-cli: " << out << " exists: --force replaces it\n";
        return InvalidInput;
    }
    DesignInput in;
    // The schedule needs the design checked against the catalog, not the fabric figures.
    if (int status = loadDesignCountsOnly(args.positional().first(), ctx, in); status != Ok)
        return status;
    // The check planned every cable already: the schedule reads the revision's plan.
    const CableSchedule &schedule = *in.revision->cableSchedule();
    if (exporting) {
        QString error;
        if (!writeCableSchedule(out, schedule, in.design().name, force, &error)) {
            ctx.err << "podcad-cli: " << error << '\n';
            return InvalidInput;
        }
        ctx.out << "wrote " << schedule.rows().size() << " cables to " << out << '\n';
        return Ok;
    }
    if (args.has(QStringLiteral("--json"))) {
        // One JSON object, as every --json of podcad-cli prints (docs/cli.md), the cables in it.
        QJsonArray cables;
        for (const CableScheduleRow &r : schedule.rows())
            cables.append(rowToJson(r));
        const QJsonObject doc{{QStringLiteral("design"), in.design().name},
                              {QStringLiteral("uncabled"), schedule.uncabled()},
                              {QStringLiteral("cables"), cables}};
        ctx.out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return Ok;
    }
    printSchedule(ctx.out, in, schedule);
    return Ok;
}

} // namespace podcad::cli
