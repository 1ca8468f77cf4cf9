// podcad-cli whatif FILE (--fail-element ID[,ID...] ... | --worst-facility) [--json]
#include "analysis/facilitywhatif.h"
#include "analysis/facilitywhatiftext.h"
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "designinput.h"
#include "format/numberformat.h"
#include "model/design.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace podcad::cli {
namespace {

QJsonArray toArray(const std::vector<QString> &ids)
{
    QJsonArray array;
    for (const QString &id : ids)
        array.append(id);
    return array;
}

// Power and heat in kW, a CDU's flow in L/min: the key says the unit.
QJsonObject toJson(const FacilityWhatIf::Over &o)
{
    const bool flow = o.cause == FacilityWhatIf::Cause::Flow;
    return QJsonObject{
        {QStringLiteral("id"), o.id},
        {QStringLiteral("cause"), facilityCauseName(o.cause)},
        {flow ? QStringLiteral("load_lpm") : QStringLiteral("load_kw"), o.load},
        {flow ? QStringLiteral("capacity_lpm") : QStringLiteral("capacity_kw"), o.capacity},
        {QStringLiteral("headroom"), o.headroom()}};
}

QJsonArray toJson(const std::vector<FacilityWhatIf::Over> &list)
{
    QJsonArray array;
    for (const FacilityWhatIf::Over &o : list)
        array.append(toJson(o));
    return array;
}

QJsonObject toJson(const QString &file, const Design &design, const FacilityWhatIf &w, bool worst)
{
    QJsonObject json{
        {QStringLiteral("design"),
         QJsonObject{{QStringLiteral("name"), design.name}, {QStringLiteral("file"), file}}},
        {QStringLiteral("failed"), toArray(w.failed)},
        {QStringLiteral("worst_facility"), worst},
        {QStringLiteral("survives"), w.survives()},
        {QStringLiteral("racks_without_power"), toArray(w.racksWithoutPower)},
        {QStringLiteral("racks_without_cooling"), toArray(w.racksWithoutCooling)},
        {QStringLiteral("cooling_units_cut"), toArray(w.coolingUnitsCut)},
        {QStringLiteral("elements_over"), toJson(w.elementsOver)},
        {QStringLiteral("over_before_failure"), toJson(w.overBeforeFailure)},
    };
    if (w.tightest)
        json.insert(QStringLiteral("tightest"), toJson(*w.tightest));
    return json;
}

QString idList(const std::vector<QString> &ids)
{
    return ids.empty() ? QStringLiteral("none")
                       : QStringList(ids.begin(), ids.end()).join(QStringLiteral(", "));
}

void printOvers(QTextStream &out, const char *title, const std::vector<FacilityWhatIf::Over> &list)
{
    out << title << ":\n";
    TextTable table({QStringLiteral("element"), QStringLiteral("cause"), QStringLiteral("load"),
                     QStringLiteral("usable"), QStringLiteral("unit")});
    for (const FacilityWhatIf::Over &o : list) {
        const bool flow = o.cause == FacilityWhatIf::Cause::Flow;
        table.addRow({o.id, facilityCauseName(o.cause), format::number(o.load, flow ? 0 : 1),
                      format::number(o.capacity, flow ? 0 : 1),
                      flow ? QStringLiteral("L/min") : QStringLiteral("kW")});
    }
    table.print(out);
}

void printText(QTextStream &out, const QString &file, const Design &design, const FacilityWhatIf &w,
               bool worst)
{
    out << (worst ? "Worst single facility failure" : "Facility failure") << " in " << file << ": "
        << idList(w.failed) << "\n\n";
    out << "Racks without power:   " << idList(w.racksWithoutPower) << '\n';
    out << "Racks without cooling: " << idList(w.racksWithoutCooling) << '\n';
    if (!w.coolingUnitsCut.empty())
        out << "Heat rejection lost:   " << idList(w.coolingUnitsCut) << '\n';
    if (w.elementsOver.empty())
        out << "Elements over:         none\n";
    else
        printOvers(out, "Elements over", w.elementsOver);
    if (!w.overBeforeFailure.empty())
        printOvers(out, "Over with nothing failed (not counted against this failure)",
                   w.overBeforeFailure);
    if (w.tightest)
        out << "Least headroom left:   " << facilityLoadText(design, *w.tightest) << " ("
            << format::number(100 * w.tightest->headroom()) << " %)\n";
    out << '\n'
        << (w.survives() ? "The design rides through it." : "The design does not ride through it.")
        << '\n';
}

// --fail-element may be repeated as well as given a comma list.
std::vector<QString> failedIds(const QStringList &args)
{
    const QString option = QStringLiteral("--fail-element");
    std::vector<QString> ids;
    for (int i = 0; i < args.size(); ++i) {
        QString value;
        if (args[i] == option && i + 1 < args.size())
            value = args[++i];
        else if (args[i].startsWith(option + u'='))
            value = args[i].mid(option.size() + 1);
        else
            continue;
        for (const QString &id : value.split(u',', Qt::SkipEmptyParts))
            ids.push_back(id.trimmed());
    }
    return ids;
}

} // namespace

int facilityWhatIf(const QStringList &rawArgs, Context &ctx)
{
    // Arguments keeps the last of a repeated option: drop the repeats before parsing, the ids
    // are read from rawArgs.
    QStringList deduplicated;
    bool seen = false;
    for (int i = 0; i < rawArgs.size(); ++i) {
        const bool option = rawArgs[i] == QLatin1String("--fail-element");
        if (option && seen && i + 1 < rawArgs.size()) {
            ++i;
            continue;
        }
        seen = seen || option || rawArgs[i].startsWith(QLatin1String("--fail-element="));
        deduplicated << rawArgs[i];
    }
    Arguments args(deduplicated, {QStringLiteral("--fail-element")},
                   {QStringLiteral("--json"), QStringLiteral("--worst-facility")});
    const bool worst = args.has(QStringLiteral("--worst-facility"));
    const std::vector<QString> ids = failedIds(rawArgs);
    QString usage;
    if (!args.ok())
        usage = args.error();
    else if (args.positional().size() != 1)
        usage = QStringLiteral("expected one design file");
    else if (worst == args.has(QStringLiteral("--fail-element")))
        usage = QStringLiteral("give either --fail-element ID[,ID...] or --worst-facility");
    else if (!worst && ids.empty())
        usage = QStringLiteral("--fail-element needs at least one element id");
    if (!usage.isEmpty()) {
        ctx.err << "podcad-cli whatif: " << usage << '\n';
        return Usage;
    }

    DesignInput in;
    if (int status = loadDesignCountsOnly(args.positional().first(), ctx, in); status != Ok)
        return status;
    const Design &design = in.design();
    QString error;
    const std::optional<FacilityWhatIf> result =
        worst ? worstFacilityFailure(design, *in.catalog, {})
              : failFacilityElements(design, *in.catalog, ids, &error);
    if (!result) {
        ctx.err << "podcad-cli: " << in.file << ": "
                << (worst ? QStringLiteral("the design has no facility element to fail") : error)
                << '\n';
        return InvalidInput;
    }
    if (args.has(QStringLiteral("--json")))
        ctx.out << QJsonDocument(toJson(in.file, design, *result, worst))
                       .toJson(QJsonDocument::Indented);
    else
        printText(ctx.out, in.file, design, *result, worst);
    return Ok;
}

} // namespace podcad::cli
