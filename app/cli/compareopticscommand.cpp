// podcad-cli compare-optics FILE [--json]: the network with pluggable optics and with
// co-packaged optics side by side.
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "cost/opticscomparison.h"
#include "cost/opticsrows.h"
#include "designinput.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace podcad::cli {
namespace {

int usage(Context &ctx, const QString &what)
{
    ctx.err << "podcad-cli compare-optics: " << what << '\n'
            << "usage: podcad-cli compare-optics FILE [--json]\n";
    return Usage;
}

QJsonObject sideToJson(const OpticsComparison &c, const OpticsSide &s)
{
    return {{QStringLiteral("switches"), s.switches},
            {QStringLiteral("cpo_switches"), s.cpoSwitches},
            {QStringLiteral("transceivers"), s.transceivers},
            {QStringLiteral("laser_modules"), s.laserModules},
            {QStringLiteral("optics_typical_w"), s.opticsTypicalW},
            {QStringLiteral("optics_max_w"), s.opticsMaxW},
            {QStringLiteral("switches_typical_w"), s.switchTypicalW},
            {QStringLiteral("switches_max_w"), s.switchMaxW},
            {QStringLiteral("switch_cage_optics_max_w"), s.switchCageOpticsMaxW},
            {QStringLiteral("network_typical_kw"), s.networkTypicalKw()},
            {QStringLiteral("network_max_kw"), s.networkMaxKw()},
            {QStringLiteral("transceivers_usd"), s.transceiversUsd},
            {QStringLiteral("cables_usd"), s.cablesUsd},
            {QStringLiteral("optics_usd"), s.opticsUsd()},
            {QStringLiteral("switches_usd"), s.switchesUsd},
            {QStringLiteral("network_usd"), s.networkUsd()},
            {QStringLiteral("energy_usd"), c.energyUsd(s)},
            {QStringLiteral("uncabled_links"), s.uncabledLinks}};
}

QJsonObject toJson(const DesignInput &in, const OpticsComparison &c)
{
    QJsonObject o{{QStringLiteral("design"), in.design().name},
                  {QStringLiteral("file"), in.file},
                  {QStringLiteral("comparable"), c.comparable}};
    if (!c.comparable) {
        o.insert(QStringLiteral("why"), c.why);
        return o;
    }
    QJsonArray pairs;
    for (const OpticsCounterpart &p : c.pairs)
        pairs.append(QJsonObject{{QStringLiteral("pluggable_sku"), p.pluggableSku},
                                 {QStringLiteral("cpo_sku"), p.cpoSku}});
    QJsonArray kept;
    for (const KeptSwitch &k : c.kept)
        kept.append(QJsonObject{{QStringLiteral("device"), k.deviceId},
                                {QStringLiteral("sku"), k.sku},
                                {QStringLiteral("why"), k.why}});
    const QJsonObject pluggable = sideToJson(c, c.pluggable);
    const QJsonObject cpo = sideToJson(c, c.cpo);
    QJsonObject difference;
    for (auto it = cpo.begin(); it != cpo.end(); ++it)
        difference.insert(it.key(), it.value().toDouble() - pluggable.value(it.key()).toDouble());
    o.insert(QStringLiteral("drawn_as"), c.drawnAs);
    o.insert(QStringLiteral("topology"), QStringLiteral("same, switches swapped in place"));
    o.insert(QStringLiteral("pairs"), pairs);
    o.insert(QStringLiteral("swappable_switches"), c.swappableSwitches);
    o.insert(QStringLiteral("kept"), kept);
    o.insert(QStringLiteral("assumptions"),
             QJsonObject{{QStringLiteral("years"), c.years},
                         {QStringLiteral("electricity_usd_per_kwh"), c.usdPerKwh},
                         {QStringLiteral("pue"), c.pue},
                         {QStringLiteral("load_factor"), c.loadFactor},
                         {QStringLiteral("hours_per_year"), c.hoursPerYear}});
    o.insert(QStringLiteral("pluggable"), pluggable);
    o.insert(QStringLiteral("cpo"), cpo);
    o.insert(QStringLiteral("difference"), difference);
    return o;
}

void print(QTextStream &out, const DesignInput &in, const OpticsComparison &c)
{
    out << "Pluggable versus co-packaged optics: " << in.design().name << "  (" << in.file << ")\n";
    if (!c.comparable) {
        out << c.why << '\n';
        return;
    }
    out << "Same topology: " << c.swappableSwitches << " switches swapped in place (";
    for (std::size_t i = 0; i < c.pairs.size(); ++i)
        out << (i ? ", " : "") << c.pairs[i].pluggableSku << " <-> " << c.pairs[i].cpoSku;
    out << "); the design is drawn " << c.drawnAs << ".\n\n";
    TextTable table({QString(), QStringLiteral("pluggable"), QStringLiteral("CPO"),
                     QStringLiteral("difference")});
    for (int column : {1, 2, 3})
        table.alignRight(column);
    for (const OpticsRow &r : opticsRows(c))
        table.addRow({r.label, r.pluggableText, r.cpoText, r.differenceText});
    table.print(out);
    out << "\nEnergy: network max kW x load factor " << c.loadFactor << " x PUE " << c.pue << " x "
        << c.hoursPerYear << " h/yr x $" << c.usdPerKwh << "/kWh x " << c.years << " years.\n"
        << "Network kW, max: the switches' maxima (with the modules in their cages) and the optics "
           "in the other cages.\n";
    for (const KeptSwitch &k : c.kept)
        out << "kept as drawn: " << k.deviceId << " (" << k.sku << "): " << k.why << '\n';
    if (c.pluggable.uncabledLinks > 0 || c.cpo.uncabledLinks > 0)
        out << "warning: links without a medium are not counted (pluggable "
            << c.pluggable.uncabledLinks << ", CPO " << c.cpo.uncabledLinks << ")\n";
}

} // namespace

int compareOpticsCommand(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {}, {QStringLiteral("--json")});
    if (!args.ok())
        return usage(ctx, args.error());
    if (args.positional().size() != 1)
        return usage(ctx, QStringLiteral("expected one design file"));
    DesignInput in;
    // The comparison plans the cables of both variants itself: no fabric figures needed.
    if (int status = loadDesignCountsOnly(args.positional().first(), ctx, in); status != Ok)
        return status;
    // The check planned the design's cables already: the side the design is reads that plan.
    const OpticsComparison &c = *in.revision->opticsComparison();
    if (args.has(QStringLiteral("--json")))
        ctx.out << QJsonDocument(toJson(in, c)).toJson(QJsonDocument::Indented);
    else
        print(ctx.out, in, c);
    return Ok;
}

} // namespace podcad::cli
