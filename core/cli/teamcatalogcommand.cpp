// podcad-cli --catalog postgresql://... catalog push | pull | price | set-price
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "texttable.h"

#include "catalog/catalog.h"
#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace podcad::cli {
namespace {

// Connects to the server --catalog names; on failure prints one line and returns null.
std::unique_ptr<TeamCatalog> connectTeam(const QString &command, Context &ctx, int *status)
{
    if (!CatalogUrl::isTeamCatalog(ctx.catalogPath)) {
        ctx.err << "podcad-cli catalog " << command
                << ": needs a team catalog: podcad-cli --catalog postgresql://user@host/db catalog "
                << command << '\n';
        *status = Usage;
        return nullptr;
    }
    QString error;
    const std::optional<CatalogUrl> url = CatalogUrl::parse(ctx.catalogPath, &error);
    if (!url) {
        ctx.err << "podcad-cli: " << error << '\n';
        *status = InvalidInput;
        return nullptr;
    }
    auto team = std::make_unique<TeamCatalog>(*url);
    bool unreachable = false;
    if (!team->connect(&error, &unreachable)) {
        ctx.err << "podcad-cli: team catalog " << url->display()
                << (unreachable ? u" unreachable: "_s : u": "_s) << error << '\n';
        *status = InvalidInput;
        return nullptr;
    }
    return team;
}

int push(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {}, {});
    if (!args.ok() || args.positional().size() > 1) {
        ctx.err << "podcad-cli catalog push: "
                << (args.ok() ? u"expected at most one catalog file"_s : args.error()) << '\n';
        return Usage;
    }
    const QString from = args.positional().value(0, Catalog::defaultPath());
    int status = Ok;
    auto team = connectTeam(u"push"_s, ctx, &status);
    if (!team)
        return status;
    QString error;
    if (!team->push(from, &error)) {
        ctx.err << "podcad-cli catalog push: " << error << '\n';
        return InvalidInput;
    }
    ctx.out << "pushed " << from << " to " << team->url().display() << '\n';
    return Ok;
}

int pull(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {u"-o"_s}, {});
    if (!args.ok() || !args.positional().isEmpty()) {
        ctx.err << "podcad-cli catalog pull: "
                << (args.ok() ? u"unexpected argument %1"_s.arg(args.positional().first())
                              : args.error())
                << '\n';
        return Usage;
    }
    const QString to = args.value(u"-o"_s, u"catalog.db"_s);
    int status = Ok;
    auto team = connectTeam(u"pull"_s, ctx, &status);
    if (!team)
        return status;
    QString error;
    if (!team->pull(to, &error)) {
        ctx.err << "podcad-cli catalog pull: " << error << '\n';
        return InvalidInput;
    }
    ctx.out << "pulled " << team->url().display() << " to " << to << '\n';
    return Ok;
}

void printPrice(Context &ctx, const QString &sku, const TeamCatalog::Price &p, bool json)
{
    if (json) {
        QJsonObject o{{u"sku"_s, sku}, {u"list_price_usd"_s, p.usd}, {u"version"_s, p.version}};
        if (!p.changedBy.isEmpty()) {
            o.insert(u"changed_by"_s, p.changedBy);
            o.insert(u"changed_at"_s, p.changedAt);
            o.insert(u"change"_s, p.pushed ? u"push"_s : u"edit"_s);
        }
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return;
    }
    ctx.out << sku << ": " << formatNumber(p.usd, 2) << " USD, version " << p.version;
    if (!p.changedBy.isEmpty())
        ctx.out << (p.pushed ? " (pushed by " : " (changed by ") << p.changedBy << " at "
                << p.changedAt << ')';
    ctx.out << '\n';
}

int price(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {}, {u"--json"_s});
    if (!args.ok() || args.positional().size() != 1) {
        ctx.err << "podcad-cli catalog price: "
                << (args.ok() ? u"expected one SKU"_s : args.error()) << '\n';
        return Usage;
    }
    int status = Ok;
    auto team = connectTeam(u"price"_s, ctx, &status);
    if (!team)
        return status;
    const QString sku = args.positional().first();
    QString error;
    const std::optional<TeamCatalog::Price> p = team->price(sku, &error);
    if (!p) {
        ctx.err << "podcad-cli catalog price " << sku << ": " << error << '\n';
        return InvalidInput;
    }
    printPrice(ctx, sku, *p, args.has(u"--json"_s));
    return Ok;
}

int setPrice(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {u"--expect-version"_s}, {u"--json"_s});
    if (!args.ok() || args.positional().size() != 2) {
        ctx.err << "podcad-cli catalog set-price: "
                << (args.ok() ? u"expected SKU USD [--expect-version N]"_s : args.error())
                << '\n';
        return Usage;
    }
    const QString sku = args.positional().at(0);
    bool ok = false;
    const double usd = args.positional().at(1).toDouble(&ok);
    if (!ok || !std::isfinite(usd) || usd < 0) {
        ctx.err << "podcad-cli catalog set-price " << sku << ": price \"" << args.positional().at(1)
                << "\" is not a non-negative number of USD\n";
        return Usage;
    }
    std::optional<int> expected;
    if (args.has(u"--expect-version"_s)) {
        const int version = args.value(u"--expect-version"_s).toInt(&ok);
        if (!ok || version < 1) {
            ctx.err << "podcad-cli catalog set-price: --expect-version needs a version number "
                       "(see catalog price SKU)\n";
            return Usage;
        }
        expected = version;
    }
    int status = Ok;
    auto team = connectTeam(u"set-price"_s, ctx, &status);
    if (!team)
        return status;
    TeamCatalog::Price after;
    QString message;
    switch (team->setPrice(sku, usd, expected, &after, &message)) {
    case TeamCatalog::Edit::Written:
        printPrice(ctx, sku, after, args.has(u"--json"_s));
        return Ok;
    case TeamCatalog::Edit::Conflict:
    case TeamCatalog::Edit::Failed:
        break;
    }
    ctx.err << "podcad-cli catalog set-price " << sku << ": " << message << '\n';
    return InvalidInput;
}

} // namespace

int teamCatalogCommand(const QString &sub, const QStringList &args, Context &ctx)
{
    if (sub == u"push"_s)
        return push(args, ctx);
    if (sub == u"pull"_s)
        return pull(args, ctx);
    if (sub == u"price"_s)
        return price(args, ctx);
    if (sub == u"set-price"_s)
        return setPrice(args, ctx);
    return -1;
}

} // namespace podcad::cli
