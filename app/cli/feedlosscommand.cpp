// podcad-cli whatif FILE --fail-feed A|B [--rack ID] [--json]
#include "analysis/powerfeeds.h"
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "designinput.h"
#include "format/powerformat.h"
#include "model/design.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace podcad::cli {
namespace {

struct Summary final
{
    int racksOver = 0;
    int throttled = 0;
    int down = 0;
};

Summary summarize(const std::vector<RackFeedLoss> &losses)
{
    Summary s;
    for (const RackFeedLoss &loss : losses) {
        s.racksOver += loss.over() ? 1 : 0;
        s.throttled += loss.count(SupplyOutcome::Throttled);
        s.down += loss.count(SupplyOutcome::Down);
    }
    return s;
}

QJsonArray idsOf(const RackFeedLoss &loss, SupplyOutcome outcome)
{
    QJsonArray ids;
    for (const DeviceFeedOutcome &d : loss.affected)
        if (d.outcome == outcome)
            ids.append(d.deviceId);
    return ids;
}

QJsonObject toJson(const QString &file, const Design &design, FeedSide lost,
                   const std::vector<RackFeedLoss> &losses)
{
    QJsonArray racks;
    for (const RackFeedLoss &loss : losses)
        racks.append(QJsonObject{
            {QStringLiteral("id"), loss.rackId},
            {QStringLiteral("name"), loss.rackName},
            {QStringLiteral("survivor_feed"), feedName(loss.survivor())},
            {QStringLiteral("survivor_kw"), loss.survivorKw},
            {QStringLiteral("usable_kw"), loss.survivorUsableKw},
            {QStringLiteral("over"), loss.over()},
            {QStringLiteral("devices_full"), loss.devicesFull},
            {QStringLiteral("throttled"), idsOf(loss, SupplyOutcome::Throttled)},
            {QStringLiteral("down"), idsOf(loss, SupplyOutcome::Down)},
        });
    const Summary s = summarize(losses);
    return QJsonObject{
        {QStringLiteral("design"),
         QJsonObject{{QStringLiteral("name"), design.name}, {QStringLiteral("file"), file}}},
        {QStringLiteral("failed_feed"), feedName(lost)},
        {QStringLiteral("racks"), racks},
        {QStringLiteral("summary"), QJsonObject{{QStringLiteral("racks"), int(losses.size())},
                                                {QStringLiteral("racks_over"), s.racksOver},
                                                {QStringLiteral("devices_throttled"), s.throttled},
                                                {QStringLiteral("devices_down"), s.down}}},
    };
}

void printText(QTextStream &out, const QString &file, FeedSide lost,
               const std::vector<RackFeedLoss> &losses)
{
    out << "Feed " << feedName(lost) << " lost in " << file << "\n\n";
    TextTable table({QStringLiteral("rack"), QStringLiteral("survivor"), QStringLiteral("kW"),
                     QStringLiteral("usable kW"), QStringLiteral("full"),
                     QStringLiteral("throttled"), QStringLiteral("down"),
                     QStringLiteral("status")});
    for (const RackFeedLoss &loss : losses)
        table.addRow({loss.rackId, feedName(loss.survivor()), format::kilowatts(loss.survivorKw),
                      format::kilowatts(loss.survivorUsableKw), QString::number(loss.devicesFull),
                      QString::number(loss.count(SupplyOutcome::Throttled)),
                      QString::number(loss.count(SupplyOutcome::Down)),
                      loss.over() ? QStringLiteral("OVER") : QStringLiteral("ok")});
    table.print(out);
    const Summary s = summarize(losses);
    out << "\n"
        << s.racksOver << " of " << losses.size() << " racks over their feed "
        << feedName(otherFeed(lost)) << "; " << s.throttled << " devices throttled, " << s.down
        << " down\n";
    for (const RackFeedLoss &loss : losses) {
        if (loss.over())
            out << "Rack " << loss.rackId << ": losing feed " << feedName(lost) << " puts "
                << format::kilowatts(loss.survivorKw) << " kW on feed " << feedName(loss.survivor())
                << ", usable " << format::kilowatts(loss.survivorUsableKw) << " kW\n";
        for (const DeviceFeedOutcome &d : loss.affected)
            if (d.outcome == SupplyOutcome::Down)
                out << "Device " << d.deviceId << " in rack " << loss.rackId << " goes down ("
                    << d.suppliesLeft << " of " << d.supplies << " supplies left)\n";
    }
}

} // namespace

int feedLossWhatIf(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {QStringLiteral("--fail-feed"), QStringLiteral("--rack")},
                   {QStringLiteral("--json")});
    QString usage;
    const std::optional<FeedSide> lost = feedFromName(args.value(QStringLiteral("--fail-feed")));
    if (!args.ok())
        usage = args.error();
    else if (args.positional().size() != 1)
        usage = QStringLiteral("expected one design file");
    else if (!lost)
        usage = QStringLiteral("--fail-feed is A or B, not \"%1\"")
                    .arg(args.value(QStringLiteral("--fail-feed")));
    if (!usage.isEmpty()) {
        ctx.err << "podcad-cli whatif: " << usage << '\n';
        return Usage;
    }
    DesignInput in;
    if (int status = loadDesignCountsOnly(args.positional().first(), ctx, in); status != Ok)
        return status;
    const QString rackId = args.value(QStringLiteral("--rack"));
    if (args.has(QStringLiteral("--rack")) && !in.design().rack(rackId)) {
        ctx.err << "podcad-cli: " << in.file << ": --rack: unknown rack \"" << rackId << "\"\n";
        return InvalidInput;
    }
    const std::vector<RackFeedLoss> losses = feedLoss(in.design(), *in.catalog, *lost, rackId);
    if (args.has(QStringLiteral("--json")))
        ctx.out << QJsonDocument(toJson(in.file, in.design(), *lost, losses))
                       .toJson(QJsonDocument::Indented);
    else
        printText(ctx.out, in.file, *lost, losses);
    return Ok;
}

} // namespace podcad::cli
