// podcad-cli --catalog postgresql://... catalog push | pull | price | set-price | model | set-model
// | audit, and team init | grant | revoke | whoami | history
#include "arguments.h"
#include "catalog/catalog.h"
#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "cli.h"
#include "commands.h"
#include "format/numberformat.h"
#include "texttable.h"

#include <QJsonArray>
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
    if (const QString warning = url->transportWarning(); !warning.isEmpty())
        ctx.err << "podcad-cli: " << warning << '\n';
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
        error = team->explainRefusal(error, u"push"_s);
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

void printLastChange(Context &ctx, const TeamCatalog::Model &m)
{
    if (!m.changedBy.isEmpty())
        ctx.out << (m.pushed ? " (pushed by " : " (changed by ") << m.changedBy << " at "
                << m.changedAt << ')';
    ctx.out << '\n';
}

QJsonObject modelJson(const TeamCatalog::Model &m, bool allFields)
{
    QJsonObject o{{u"sku"_s, m.sku}, {u"version"_s, m.version}};
    if (allFields) {
        o.insert(u"kind"_s, m.kind);
        for (auto it = m.values.begin(); it != m.values.end(); ++it)
            o.insert(it.key(), QJsonValue::fromVariant(it.value()));
    } else {
        o.insert(u"list_price_usd"_s, m.usd);
    }
    if (!m.changedBy.isEmpty()) {
        o.insert(u"changed_by"_s, m.changedBy);
        o.insert(u"changed_at"_s, m.changedAt);
        o.insert(u"change"_s, m.pushed ? u"push"_s : u"edit"_s);
    }
    return o;
}

void printPrice(Context &ctx, const TeamCatalog::Model &m, bool json)
{
    if (json) {
        ctx.out << QJsonDocument(modelJson(m, false)).toJson(QJsonDocument::Indented);
        return;
    }
    ctx.out << m.sku << ": " << format::number(m.usd, 2) << " USD, version " << m.version;
    printLastChange(ctx, m);
}

QString fieldText(const TeamCatalog::Field &f, const QVariant &value)
{
    const QString text = TeamCatalog::valueText(f, value);
    if (text.isEmpty())
        return u"-"_s;
    return f.unit.isEmpty() ? text : text + u' ' + f.unit;
}

void printModel(Context &ctx, const TeamCatalog::Model &m, bool json)
{
    if (json) {
        ctx.out << QJsonDocument(modelJson(m, true)).toJson(QJsonDocument::Indented);
        return;
    }
    ctx.out << m.sku << " (" << m.kind << "), version " << m.version;
    printLastChange(ctx, m);
    TextTable table({u"Field"_s, u"Key"_s, u"Value"_s});
    // The fields of the model's kind (JSON lists them all, so its keys stay the same).
    for (const TeamCatalog::Field &f : TeamCatalog::editableFields())
        if (f.shownFor(m.kind, m.values.value(f.column)))
            table.addRow({f.label, f.column, fieldText(f, m.values.value(f.column))});
    table.print(ctx.out);
}

// --expect-version N, when given: the version the edit is based on.
bool expectedVersion(const Arguments &args, const char *command, Context &ctx,
                     std::optional<int> *expected)
{
    if (!args.has(u"--expect-version"_s))
        return true;
    bool ok = false;
    const int version = args.value(u"--expect-version"_s).toInt(&ok);
    if (!ok || version < 1) {
        ctx.err << "podcad-cli catalog " << command
                << ": --expect-version needs a version number (see catalog model SKU)\n";
        return false;
    }
    *expected = version;
    return true;
}

// The edit of set-price and set-model: --expect-version, the server, setModel(); prints the row
// after a written edit, else one line on stderr.
int writeEdit(const Arguments &args, Context &ctx, const char *command, const QString &sku,
              const QVariantMap &changes,
              void (*print)(Context &, const TeamCatalog::Model &, bool))
{
    std::optional<int> expected;
    if (!expectedVersion(args, command, ctx, &expected))
        return Usage;
    int status = Ok;
    auto team = connectTeam(QString::fromLatin1(command), ctx, &status);
    if (!team)
        return status;
    TeamCatalog::Model after;
    QString message;
    if (team->setModel(sku, changes, expected, &after, &message) == TeamCatalog::Edit::Written) {
        print(ctx, after, args.has(u"--json"_s));
        return Ok;
    }
    ctx.err << "podcad-cli catalog " << command << ' ' << sku << ": " << message << '\n';
    return InvalidInput;
}

int price(const QStringList &rawArgs, Context &ctx, bool allFields)
{
    const char *command = allFields ? "model" : "price";
    Arguments args(rawArgs, {}, {u"--json"_s});
    if (!args.ok() || args.positional().size() != 1) {
        ctx.err << "podcad-cli catalog " << command << ": "
                << (args.ok() ? u"expected one SKU"_s : args.error()) << '\n';
        return Usage;
    }
    int status = Ok;
    auto team = connectTeam(QString::fromLatin1(command), ctx, &status);
    if (!team)
        return status;
    const QString sku = args.positional().first();
    QString error;
    const std::optional<TeamCatalog::Model> m = team->model(sku, &error);
    if (!m) {
        ctx.err << "podcad-cli catalog " << command << ' ' << sku << ": " << error << '\n';
        return InvalidInput;
    }
    (allFields ? printModel : printPrice)(ctx, *m, args.has(u"--json"_s));
    return Ok;
}

int setPrice(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {u"--expect-version"_s}, {u"--json"_s});
    if (!args.ok() || args.positional().size() != 2) {
        ctx.err << "podcad-cli catalog set-price: "
                << (args.ok() ? u"expected SKU USD [--expect-version N]"_s : args.error()) << '\n';
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
    return writeEdit(args, ctx, "set-price", sku, {{u"list_price_usd"_s, usd}}, printPrice);
}

int setModel(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {u"--expect-version"_s}, {u"--json"_s});
    if (!args.ok() || args.positional().size() < 2) {
        ctx.err << "podcad-cli catalog set-model: "
                << (args.ok() ? u"expected SKU FIELD=VALUE... [--expect-version N]"_s
                              : args.error())
                << '\n';
        return Usage;
    }
    const QString sku = args.positional().first();
    QVariantMap changes;
    for (const QString &pair : args.positional().mid(1)) {
        const qsizetype eq = pair.indexOf(u'=');
        const QString key = pair.left(eq).trimmed();
        if (eq <= 0 || !TeamCatalog::field(key)) {
            QStringList keys;
            for (const TeamCatalog::Field &f : TeamCatalog::editableFields())
                keys << f.column;
            ctx.err << "podcad-cli catalog set-model " << sku << ": \"" << pair
                    << "\" is not FIELD=VALUE with a field of: " << keys.join(u", "_s) << '\n';
            return Usage;
        }
        if (changes.contains(key)) {
            ctx.err << "podcad-cli catalog set-model " << sku << ": " << key << " is given twice\n";
            return Usage;
        }
        // Arguments are read as UTF-8, a byte that is not becoming U+FFFD: what the team would
        // see is not what was typed, so nothing is sent.
        if (pair.contains(QChar::ReplacementCharacter)) {
            ctx.err << "podcad-cli catalog set-model " << sku << ": " << key
                    << ": the value is not UTF-8 text; nothing written\n";
            return Usage;
        }
        changes.insert(key, pair.mid(eq + 1));
    }
    return writeEdit(args, ctx, "set-model", sku, changes, printModel);
}

int audit(const QStringList &rawArgs, Context &ctx)
{
    Arguments args(rawArgs, {u"--limit"_s}, {u"--json"_s});
    bool ok = true;
    const int limit = args.has(u"--limit"_s) ? args.value(u"--limit"_s).toInt(&ok) : 50;
    if (!args.ok() || args.positional().size() > 1 || !ok || limit < 1) {
        ctx.err << "podcad-cli catalog audit: "
                << (!args.ok()         ? args.error()
                    : !ok || limit < 1 ? u"--limit needs a positive number of rows"_s
                                       : u"expected at most one SKU"_s)
                << '\n';
        return Usage;
    }
    int status = Ok;
    auto team = connectTeam(u"audit"_s, ctx, &status);
    if (!team)
        return status;
    QString error;
    const QString sku = args.positional().value(0);
    const auto entries = team->audit(sku, limit, &error);
    if (!entries) {
        ctx.err << "podcad-cli catalog audit: " << error << '\n';
        return InvalidInput;
    }
    if (args.has(u"--json"_s)) {
        QJsonArray rows;
        for (const TeamCatalog::AuditEntry &e : *entries)
            rows.append(QJsonObject{{u"at"_s, e.at},
                                    {u"who"_s, e.who},
                                    {u"db_user"_s, e.dbUser},
                                    {u"action"_s, e.action},
                                    {u"table"_s, e.table},
                                    {u"key"_s, e.rowKey},
                                    {u"field"_s, e.column},
                                    {u"old"_s, e.oldValue},
                                    {u"new"_s, e.newValue},
                                    {u"version"_s, e.version}});
        ctx.out << QJsonDocument(rows).toJson(QJsonDocument::Indented);
        return Ok;
    }
    TextTable table({u"When"_s, u"Who"_s, u"What"_s, u"Field"_s, u"Old"_s, u"New"_s, u"Version"_s});
    for (const TeamCatalog::AuditEntry &e : *entries) {
        const bool push = e.action == u"push"_s;
        table.addRow({e.at, e.who, push ? u"push of %1"_s.arg(e.newValue) : e.rowKey,
                      push ? QString() : e.column, push ? QString() : e.oldValue,
                      push ? QString() : e.newValue, QString::number(e.version)});
    }
    table.print(ctx.out);
    return Ok;
}

// team init: the schema, the three group roles and their grants.
int teamInit(const QStringList &rawArgs, Context &ctx)
{
    if (!rawArgs.isEmpty()) {
        ctx.err << "podcad-cli team init: takes no arguments\n";
        return Usage;
    }
    int status = Ok;
    auto team = connectTeam(u"init"_s, ctx, &status);
    if (!team)
        return status;
    QString error;
    if (!team->initRoles(&error)) {
        ctx.err << "podcad-cli team init: " << error << '\n';
        return InvalidInput;
    }
    ctx.out << "team catalog " << team->url().display() << ": roles set up\n";
    for (TeamCatalog::Role r :
         {TeamCatalog::Role::Reader, TeamCatalog::Role::Editor, TeamCatalog::Role::Owner})
        ctx.out << "  " << team->groupRoleName(r) << ": " << TeamCatalog::mayDo(r) << '\n';
    return Ok;
}

// team grant LOGIN reader|editor|owner; team revoke LOGIN.
int teamGrant(const QStringList &rawArgs, Context &ctx, bool grant)
{
    const char *command = grant ? "grant" : "revoke";
    const TeamCatalog::Role role =
        grant && rawArgs.size() == 2
            ? TeamCatalog::roleFromKind(rawArgs.at(1)).value_or(TeamCatalog::Role::None)
            : TeamCatalog::Role::None;
    if (rawArgs.size() != (grant ? 2 : 1) || (grant && role == TeamCatalog::Role::None)) {
        ctx.err << "podcad-cli team " << command << ": expected "
                << (grant ? "LOGIN reader|editor|owner" : "LOGIN") << '\n';
        return Usage;
    }
    int status = Ok;
    auto team = connectTeam(QString::fromLatin1(command), ctx, &status);
    if (!team)
        return status;
    const QString login = rawArgs.first();
    QString error;
    if (!(grant ? team->grant(login, role, &error) : team->revoke(login, &error))) {
        ctx.err << "podcad-cli team " << command << ' ' << login << ": " << error << '\n';
        return InvalidInput;
    }
    if (grant)
        ctx.out << login << " is now " << (role == TeamCatalog::Role::Owner ? "an " : "a ")
                << TeamCatalog::roleKind(role) << " of " << team->url().display() << " (role "
                << team->groupRoleName(role) << "): " << TeamCatalog::mayDo(role) << '\n';
    else
        ctx.out << login << " has no role on " << team->url().display() << " any more\n";
    return Ok;
}

// team whoami: the connected role and what it may do.
int teamWhoami(const QStringList &rawArgs, Context &ctx)
{
    if (!rawArgs.isEmpty()) {
        ctx.err << "podcad-cli team whoami: takes no arguments\n";
        return Usage;
    }
    int status = Ok;
    auto team = connectTeam(u"whoami"_s, ctx, &status);
    if (!team)
        return status;
    QString error;
    const auto a = team->access(&error);
    if (!a) {
        ctx.err << "podcad-cli team whoami: " << error << '\n';
        return InvalidInput;
    }
    ctx.out << a->login << ": " << TeamCatalog::roleKind(a->role);
    if (!a->roleName.isEmpty())
        ctx.out << " (role " << a->roleName << ')';
    ctx.out << ", " << TeamCatalog::mayDo(a->role);
    if (!a->rolesSetUp)
        ctx.out << " (no roles set up yet: podcad-cli team init)";
    ctx.out << '\n';
    return Ok;
}

} // namespace

int teamCommand(const QStringList &args, Context &ctx)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == u"init"_s)
        return teamInit(rest, ctx);
    if (sub == u"grant"_s)
        return teamGrant(rest, ctx, true);
    if (sub == u"revoke"_s)
        return teamGrant(rest, ctx, false);
    if (sub == u"whoami"_s)
        return teamWhoami(rest, ctx);
    if (sub == u"history"_s) {
        // The server-kept audit of one SKU (and the pushes), as catalog audit SKU.
        if (rest.isEmpty() || rest.first().startsWith(u"--"_s)) {
            ctx.err << "podcad-cli team history: expected SKU [--limit N] [--json]\n";
            return Usage;
        }
        return audit(rest, ctx);
    }
    ctx.err << "podcad-cli team: expected init, grant LOGIN ROLE, revoke LOGIN, whoami or "
               "history SKU\n";
    return Usage;
}

int teamCatalogCommand(const QString &sub, const QStringList &args, Context &ctx)
{
    if (sub == u"push"_s)
        return push(args, ctx);
    if (sub == u"pull"_s)
        return pull(args, ctx);
    if (sub == u"price"_s)
        return price(args, ctx, false);
    if (sub == u"model"_s)
        return price(args, ctx, true);
    if (sub == u"set-model"_s)
        return setModel(args, ctx);
    if (sub == u"audit"_s)
        return audit(args, ctx);
    if (sub == u"set-price"_s)
        return setPrice(args, ctx);
    return -1;
}

} // namespace podcad::cli
