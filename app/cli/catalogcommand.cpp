// podcad-cli catalog list | show | build | import
#include "arguments.h"
#include "catalog/catalog.h"
#include "catalog/confidence.h"
#include "catalog/netboxdevicetype.h"
#include "catalog/usercatalog.h"
#include "catalogaccess.h"
#include "catalogjson.h"
#include "cli.h"
#include "commands.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <map>

namespace podcad::cli {
namespace {

void printJson(QTextStream &out, const QJsonObject &object)
{
    out << QJsonDocument(object).toJson(QJsonDocument::Indented);
}

QString priceCell(const DeviceModel &m)
{
    if (m.priceMissing)
        return QStringLiteral("missing");
    if (m.listPriceUsd <= 0)
        return QStringLiteral("-");
    return format::number(m.listPriceUsd) +
           (m.priceProvenance.estimate ? QStringLiteral(" (est.)") : QString());
}

QString hourly(const std::optional<double> &usd)
{
    return usd ? format::number(*usd, 2) : QStringLiteral("-");
}

// The cheapest term the offer quotes, per GPU-hour: what a user compares first.
QString perGpuHour(const CloudOffer &o)
{
    std::optional<double> best;
    for (const auto &price :
         {o.onDemandUsdPerHour, o.reserved1yUsdPerHour, o.reserved3yUsdPerHour, o.spotUsdPerHour})
        if (price && (!best || *price < *best))
            best = price;
    return best && o.gpusPerInstance > 0 ? format::number(*best / o.gpusPerInstance, 2)
                                         : QStringLiteral("-");
}

QString provenanceCell(const Provenance &p)
{
    return p.source + QStringLiteral(" (") + p.sourceDate +
           (p.estimate ? QStringLiteral(", estimate)") : QStringLiteral(")"));
}

// A rating in a narrow column: its short tag, "-" when the row has none.
QString tagCell(const Provenance &p)
{
    const QString t = confidenceTag(p);
    return t.isEmpty() ? QStringLiteral("-") : t;
}

// The spec and price ratings of a model in one narrow cell: "ref. arch. / estimate".
QString confidenceCell(const DeviceModel &m)
{
    return tagCell(m.specProvenance) + QStringLiteral(" / ") + tagCell(m.priceProvenance);
}

int listCloudOffers(const Arguments &args, Context &ctx)
{
    auto catalog = openCatalog(ctx);
    if (!catalog)
        return InvalidInput;
    std::vector<const CloudOffer *> offers = catalog->cloudOffers();
    if (args.has(QStringLiteral("--search"))) {
        const QString text = args.value(QStringLiteral("--search"));
        std::erase_if(offers, [&](const CloudOffer *o) {
            for (const QString &field :
                 {o->id, o->provider, o->instance, o->acceleratorId, o->provenance.source})
                if (field.contains(text, Qt::CaseInsensitive))
                    return false;
            return true;
        });
    }
    if (args.has(QStringLiteral("--json"))) {
        QJsonArray items;
        for (const CloudOffer *o : offers)
            items.append(toJson(*o));
        printJson(ctx.out, QJsonObject{{QStringLiteral("catalog"), catalog->path()},
                                       {QStringLiteral("cloud_offers"), items}});
        return Ok;
    }
    TextTable table({QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("instance"),
                     QStringLiteral("GPU"), QStringLiteral("GPUs"), QStringLiteral("on-demand $/h"),
                     QStringLiteral("1-year $/h"), QStringLiteral("3-year $/h"),
                     QStringLiteral("spot $/h"), QStringLiteral("best $/GPU-h"),
                     QStringLiteral("source"), QStringLiteral("confidence")});
    for (const CloudOffer *o : offers)
        table.addRow({o->id, o->provider, o->instance, o->acceleratorId,
                      QString::number(o->gpusPerInstance), hourly(o->onDemandUsdPerHour),
                      hourly(o->reserved1yUsdPerHour), hourly(o->reserved3yUsdPerHour),
                      hourly(o->spotUsdPerHour), perGpuHour(*o), provenanceCell(o->provenance),
                      tagCell(o->provenance)});
    table.print(ctx.out);
    ctx.out << offers.size() << " cloud offer(s)\n";
    return Ok;
}

// Facility models (UPS, busways, CDUs, ...) beside the device kinds: what the generators place.
int listFacilityModels(const Arguments &args, Context &ctx)
{
    auto catalog = openCatalog(ctx);
    if (!catalog)
        return InvalidInput;
    std::vector<const FacilityModel *> models = catalog->facilityModels();
    if (args.has(QStringLiteral("--search"))) {
        const QString text = args.value(QStringLiteral("--search"));
        std::erase_if(models, [&](const FacilityModel *m) {
            for (const QString &field : {m->sku, m->name, m->vendor, facilityKindName(m->kind)})
                if (field.contains(text, Qt::CaseInsensitive))
                    return false;
            return true;
        });
    }
    if (args.has(QStringLiteral("--json"))) {
        QJsonArray items;
        for (const FacilityModel *m : models)
            items.append(QJsonObject{
                {QStringLiteral("sku"), m->sku},
                {QStringLiteral("name"), m->name},
                {QStringLiteral("vendor"), m->vendor},
                {QStringLiteral("kind"), facilityKindName(m->kind)},
                {QStringLiteral("capacity_kw"), m->capacityKw},
                {QStringLiteral("max_flow_lpm"), m->maxFlowLpm},
                {QStringLiteral("approach_k"), m->approachK},
                {QStringLiteral("own_power_kw"), m->ownPowerKw},
                {QStringLiteral("weight_kg"), m->weightKg},
                {QStringLiteral("list_price_usd"), m->listPriceUsd},
                {QStringLiteral("spec_source"), provenanceCell(m->specProvenance)},
                {QStringLiteral("price_source"), provenanceCell(m->priceProvenance)},
                {QStringLiteral("spec_confidence"), confidenceLabel(m->specProvenance.confidence)},
                {QStringLiteral("price_confidence"),
                 confidenceLabel(m->priceProvenance.confidence)}});
        printJson(ctx.out, QJsonObject{{QStringLiteral("catalog"), catalog->path()},
                                       {QStringLiteral("facility_models"), items}});
        return Ok;
    }
    TextTable table({QStringLiteral("SKU"), QStringLiteral("kind"), QStringLiteral("name"),
                     QStringLiteral("capacity kW"), QStringLiteral("price USD"),
                     QStringLiteral("source"), QStringLiteral("spec / price confidence")});
    for (const FacilityModel *m : models)
        table.addRow(
            {m->sku, facilityKindName(m->kind), m->name, format::number(m->capacityKw),
             format::number(m->listPriceUsd) +
                 (m->priceProvenance.estimate ? QStringLiteral(" (est.)") : QString()),
             provenanceCell(m->specProvenance),
             tagCell(m->specProvenance) + QStringLiteral(" / ") + tagCell(m->priceProvenance)});
    table.print(ctx.out);
    ctx.out << models.size() << " facility model(s)\n";
    return Ok;
}

int list(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {QStringLiteral("--kind"), QStringLiteral("--search")},
                   {QStringLiteral("--json")});
    if (!args.ok() || !args.positional().isEmpty()) {
        ctx.err << "podcad-cli catalog list: "
                << (args.ok()
                        ? QStringLiteral("unexpected argument %1").arg(args.positional().first())
                        : args.error())
                << '\n';
        return Usage;
    }
    // Cloud offers are part of the catalog a user browses, beside the device kinds.
    if (args.value(QStringLiteral("--kind")) == QLatin1String("cloud-offer"))
        return listCloudOffers(args, ctx);
    if (args.value(QStringLiteral("--kind")) == QLatin1String("facility"))
        return listFacilityModels(args, ctx);
    std::optional<DeviceKind> kind;
    if (args.has(QStringLiteral("--kind"))) {
        kind = deviceKindFromName(args.value(QStringLiteral("--kind")));
        if (!kind) {
            ctx.err << "podcad-cli catalog list: unknown kind \""
                    << args.value(QStringLiteral("--kind"))
                    << "\" (gpu-server, switch, storage, management-server, appliance, rack, pdu, "
                       "nic, transceiver, cable, cloud-offer, facility)\n";
            return Usage;
        }
    }
    auto catalog = openCatalog(ctx);
    if (!catalog)
        return InvalidInput;

    std::vector<const DeviceModel *> models =
        args.has(QStringLiteral("--search"))
            ? catalog->search(args.value(QStringLiteral("--search")))
            : catalog->models();
    if (kind)
        std::erase_if(models, [&](const DeviceModel *m) { return m->kind != *kind; });

    if (args.has(QStringLiteral("--json"))) {
        QJsonArray items;
        for (const DeviceModel *m : models)
            items.append(toJson(*m));
        printJson(ctx.out, QJsonObject{{QStringLiteral("catalog"), catalog->path()},
                                       {QStringLiteral("items"), items}});
        return Ok;
    }
    TextTable table({QStringLiteral("SKU"), QStringLiteral("kind"), QStringLiteral("name"),
                     QStringLiteral("U"), QStringLiteral("max W"), QStringLiteral("price USD"),
                     QStringLiteral("spec / price confidence")});
    for (const DeviceModel *m : models)
        table.addRow({m->sku, deviceKindName(m->kind), m->name, QString::number(m->rackUnits),
                      format::number(m->maxPowerW), priceCell(*m), confidenceCell(*m)});
    table.print(ctx.out);
    ctx.out << models.size() << " item(s)\n";
    return Ok;
}

void printProvenance(QTextStream &out, const char *label, const Provenance &p)
{
    out << label << p.source << " (" << p.sourceDate << ")" << (p.estimate ? " [estimate]" : "")
        << '\n'
        << "  confidence:   " << confidenceLabel(p.confidence) << '\n';
}

// Where sources disagree on a figure of the model: the range, the figure taken and why.
void printRanges(QTextStream &out, const Catalog &catalog, const QString &subject)
{
    for (const FigureRange *f : catalog.figureRanges(subject))
        out << "  range:        " << f->field << ' ' << format::number(f->low) << '-'
            << format::number(f->high) << ", took " << format::number(f->chosen) << ": " << f->why
            << '\n'
            << "    sources:    " << f->sources << " (" << f->sourceDate << ")\n";
}

int show(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {}, {QStringLiteral("--json")});
    if (!args.ok() || args.positional().size() != 1) {
        ctx.err << "podcad-cli catalog show: "
                << (args.ok() ? QStringLiteral("expected one SKU") : args.error()) << '\n';
        return Usage;
    }
    auto catalog = openCatalog(ctx);
    if (!catalog)
        return InvalidInput;
    const QString sku = args.positional().first();
    const DeviceModel *m = catalog->model(sku);
    if (!m) {
        ctx.err << "podcad-cli: " << catalog->path() << ": no item with SKU \"" << sku << "\"\n";
        return InvalidInput;
    }
    if (args.has(QStringLiteral("--json"))) {
        QJsonObject o = toJson(*m);
        QJsonArray ranges;
        for (const FigureRange *f : catalog->figureRanges(m->sku))
            ranges.append(toJson(*f));
        o.insert(QStringLiteral("figure_ranges"), ranges);
        printJson(ctx.out, o);
        return Ok;
    }
    QTextStream &out = ctx.out;
    out << m->sku << " - " << m->name << " (" << m->vendor << ", " << deviceKindName(m->kind)
        << ")\n";
    if (!m->description.isEmpty())
        out << "  " << m->description << '\n';
    out << "  rack units:   " << m->rackUnits << "U\n"
        << "  weight:       " << format::number(m->weightKg, 2) << " kg\n";
    if (m->powerMissing)
        out << "  power:        missing\n";
    else
        out << "  power:        " << format::number(m->typicalPowerW) << " W typical"
            << (m->typicalPowerEstimate ? " (est.)" : "") << ", " << format::number(m->maxPowerW)
            << " W max\n";
    out << "  cooling:      "
        << (m->liquidFraction > 0 ? format::percent(m->liquidFraction) + QStringLiteral(" liquid")
                                  : QStringLiteral("air"))
        << (m->airflowCfm > 0 ? QStringLiteral(", %1 CFM").arg(format::number(m->airflowCfm))
                              : QString())
        << '\n'
        << "  list price:   " << priceCell(*m) << (m->priceMissing ? "" : " USD") << '\n';
    if (const Accelerator *a = catalog->accelerator(m->acceleratorId))
        out << "  accelerators: " << m->acceleratorCount << " x " << a->name << " ("
            << format::number(a->bf16DenseTflops) << " BF16 dense TFLOPS, "
            << format::number(a->memoryGb) << " GB each)\n";
    if (m->kind == DeviceKind::Storage)
        out << "  storage:      " << format::number(m->storageCapacityTb) << " TB usable, "
            << format::number(m->storageBandwidthGBps) << " GB/s read\n";
    if (m->kind == DeviceKind::Rack)
        out << "  rack:         " << format::number(m->widthMm) << " x "
            << format::number(m->depthMm) << " mm, max load " << format::number(m->maxLoadKg)
            << " kg\n";
    if (!m->portGroups.empty()) {
        out << "  ports:\n";
        for (const PortGroup &g : m->portGroups)
            out << "    " << g.name << ": " << g.count << " x " << format::number(g.speedGbps)
                << " Gb/s " << g.connector << " (" << g.fabric << ")\n";
    }
    printProvenance(out, "  spec source:  ", m->specProvenance);
    printProvenance(out, "  price source: ", m->priceProvenance);
    printRanges(out, *catalog, m->sku);
    if (const Accelerator *a = catalog->accelerator(m->acceleratorId))
        printRanges(out, *catalog, a->id);
    return Ok;
}

int build(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {QStringLiteral("--sql"), QStringLiteral("-o")}, {});
    if (!args.ok() || !args.positional().isEmpty()) {
        ctx.err << "podcad-cli catalog build: "
                << (args.ok()
                        ? QStringLiteral("unexpected argument %1").arg(args.positional().first())
                        : args.error())
                << '\n';
        return Usage;
    }
    const QString sql =
        args.value(QStringLiteral("--sql"),
                   QStringLiteral(PODCAD_SOURCE_DIR "/resources/catalog/catalog.sql"));
    const QString db =
        args.value(QStringLiteral("-o"), QStringLiteral(PODCAD_SOURCE_DIR "/catalog.db"));
    QString error;
    if (!Catalog::build(sql, db, &error)) {
        ctx.err << "podcad-cli: " << error << '\n';
        return InvalidInput;
    }
    ctx.out << "built " << db << " from " << sql << '\n';
    return Ok;
}

// catalog import netbox-device-type FILE.yaml...: every file is checked before anything is
// written, so a bad file leaves the user catalog as it was.
int importDeviceTypes(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {QStringLiteral("--kind")}, {});
    if (!args.ok() || args.positional().size() < 2 ||
        args.positional().first() != QLatin1String("netbox-device-type")) {
        ctx.err << "podcad-cli catalog import: "
                << (args.ok() ? QStringLiteral("expected netbox-device-type FILE.yaml...")
                              : args.error())
                << '\n';
        return Usage;
    }
    NetboxDeviceTypeOptions options;
    if (args.has(QStringLiteral("--kind"))) {
        options.kind = deviceKindFromName(args.value(QStringLiteral("--kind")));
        if (!options.kind) {
            ctx.err << "podcad-cli catalog import: unknown kind \""
                    << args.value(QStringLiteral("--kind")) << "\"\n";
            return Usage;
        }
    }
    // The layered catalog first: it says what each model replaces, and a corrupt user catalog
    // fails here with its own message.
    auto catalog = openCatalog(ctx);
    if (!catalog)
        return InvalidInput;
    const QString userPath = userCatalogPath(ctx);
    std::vector<QString> replacedUser;
    QString error;
    const auto imported =
        importNetboxDeviceTypes(args.positional().mid(1), userPath, options, &replacedUser, &error);
    if (!imported) {
        ctx.err << "podcad-cli: " << error << '\n';
        return InvalidInput;
    }
    const std::vector<NetboxDeviceType> &types = *imported;
    ctx.out << "imported " << types.size() << " device type(s) into " << userPath << '\n';
    TextTable table({QStringLiteral("SKU"), QStringLiteral("name"), QStringLiteral("U"),
                     QStringLiteral("max W"), QStringLiteral("ports"), QStringLiteral("status"),
                     QStringLiteral("missing")});
    for (const NetboxDeviceType &t : types) {
        const DeviceModel &m = t.model;
        const bool wasUser =
            std::find(replacedUser.begin(), replacedUser.end(), m.sku) != replacedUser.end();
        const QString status = wasUser                 ? QStringLiteral("replaced (user catalog)")
                               : catalog->model(m.sku) ? QStringLiteral("replaces shipped model")
                                                       : QStringLiteral("new");
        table.addRow({m.sku, m.name, QString::number(m.rackUnits),
                      m.powerMissing ? QStringLiteral("-") : format::number(m.maxPowerW),
                      QString::number(m.totalPorts()), status, t.missing.join(u", ")});
    }
    table.print(ctx.out);
    for (std::size_t i = 0; i < types.size(); ++i)
        for (const QString &note : types[i].notes)
            ctx.out << "note: " << args.positional().at(qsizetype(i) + 1) << ": " << note << '\n';
    return Ok;
}

// catalog remove SKU...: imported models out of the user catalog, all or none; the model each one
// hid (the shipped or the team catalog's) is used again.
int removeImported(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {}, {});
    if (!args.ok() || args.positional().isEmpty()) {
        ctx.err << "podcad-cli catalog remove: "
                << (args.ok() ? QStringLiteral("expected SKU... (models of the user catalog)")
                              : args.error())
                << '\n';
        return Usage;
    }
    // The layered catalog says which of them hide a model of the catalog underneath.
    const auto catalog = openCatalog(ctx);
    if (!catalog)
        return InvalidInput;
    std::vector<QString> skus;
    for (const QString &sku : args.positional())
        if (std::find(skus.begin(), skus.end(), sku) == skus.end())
            skus.push_back(sku);
    const QString userPath = userCatalogPath(ctx);
    QString error;
    if (!UserCatalog::remove(userPath, skus, &error)) {
        ctx.err << "podcad-cli: " << error << '\n';
        return InvalidInput;
    }
    ctx.out << "removed " << skus.size() << " model(s) from " << userPath << '\n';
    for (const QString &sku : skus)
        ctx.out << sku << ": "
                << (catalog->overlayHides(sku)
                        ? QStringLiteral("the catalog's own model is used again")
                        : QStringLiteral("gone (the catalog has no model of that SKU)"))
                << '\n';
    return Ok;
}

} // namespace

int catalogCommand(const QStringList &args, Context &ctx)
{
    const QString sub = args.value(0);
    if (sub == QLatin1String("list"))
        return list(args.mid(1), ctx);
    if (sub == QLatin1String("show"))
        return show(args.mid(1), ctx);
    if (sub == QLatin1String("build"))
        return build(args.mid(1), ctx);
    if (sub == QLatin1String("import"))
        return importDeviceTypes(args.mid(1), ctx);
    if (sub == QLatin1String("remove"))
        return removeImported(args.mid(1), ctx);
    if (const int status = teamCatalogCommand(sub, args.mid(1), ctx); status >= 0)
        return status;
    ctx.err << "podcad-cli catalog: expected list, show, build, import, remove, push, pull, price, "
               "set-price, model, set-model or audit\n";
    return Usage;
}

} // namespace podcad::cli
