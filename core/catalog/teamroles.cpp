// Roles on the team catalog's server: three group roles per database and the exact grants, so
// that the server, not the client, decides who may change what. PostgreSQL 15 documentation,
// "Database Roles" and "GRANT", https://www.postgresql.org/docs/15/user-manag.html and
// https://www.postgresql.org/docs/15/sql-grant.html
#include "teamcatalog.h"
#include "teamschema.h"
#include "teamsql.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// A statement without values or result as it is (BEGIN, GRANT and DO cannot be prepared), else
// prepared with the values bound in order, kept in `result` when asked.
bool run(QSqlDatabase db, const QString &sql, const QVariantList &values, QString *error,
         QSqlQuery *result = nullptr)
{
    if (values.isEmpty() && !result)
        return teamsql::execPlain(db, sql, error);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!teamsql::execBound(query, sql, values, error))
        return false;
    if (result)
        *result = std::move(query);
    return true;
}

// The statements in one transaction: all of them or none.
bool runAll(QSqlDatabase db, const QStringList &statements, QString *error)
{
    teamsql::Transaction transaction(db);
    if (!transaction.isOpen(error))
        return false;
    for (const QString &sql : statements)
        if (!teamsql::execPlain(db, sql, error))
            return false;
    return transaction.commit(error);
}

// A role, table or database name as an SQL identifier: quoted, its quotes doubled (the
// driver's escapeIdentifier leaves a name that starts with a quote as it is).
QString ident(const QString &name)
{
    QString quoted = name;
    quoted.replace(u'"', u"\"\""_s);
    return u"\""_s + quoted + u"\""_s;
}

const TeamCatalog::Role kRoles[] = {TeamCatalog::Role::Reader, TeamCatalog::Role::Editor,
                                    TeamCatalog::Role::Owner};

} // namespace

QString TeamCatalog::roleKind(Role role)
{
    switch (role) {
    case Role::Reader:
        return u"reader"_s;
    case Role::Editor:
        return u"editor"_s;
    case Role::Owner:
        return u"owner"_s;
    case Role::None:
        break;
    }
    return u"none"_s;
}

std::optional<TeamCatalog::Role> TeamCatalog::roleFromKind(const QString &kind)
{
    for (Role r : kRoles)
        if (roleKind(r) == kind)
            return r;
    return std::nullopt;
}

QString TeamCatalog::mayDo(Role role)
{
    switch (role) {
    case Role::Reader:
        return u"may read prices and models, not change them"_s;
    case Role::Editor:
        return u"may read and change prices and models, not push, remove or grant"_s;
    case Role::Owner:
        return u"may push, change and remove the catalog, grant roles and prune the audit"_s;
    case Role::None:
        break;
    }
    return u"has no role on this team catalog"_s;
}

QString TeamCatalog::groupRoleName(Role role) const
{
    // Roles belong to the whole server: named after the database, so two team catalogs (or two
    // tests) on one server keep theirs apart. PostgreSQL cuts names at 63 bytes.
    QString base;
    for (const QChar c : url().database().toLower())
        base += (c.isLetterOrNumber() && c.unicode() < 128) ? c : u'_';
    const QString suffix = u"_"_s + roleKind(role);
    return (u"podcad_"_s + base).left(63 - int(suffix.size())) + suffix;
}

bool TeamCatalog::initRoles(QString *error)
{
    QSqlDatabase db = database();
    const QString reader = ident(groupRoleName(Role::Reader));
    const QString editor = ident(groupRoleName(Role::Editor));
    const QString owner = ident(groupRoleName(Role::Owner));
    QStringList statements;
    for (Role r : kRoles) {
        // CREATE ROLE has no IF NOT EXISTS; a DO block asks first.
        const QString name = groupRoleName(r);
        statements << u"DO $d$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = "
                      "'%1') THEN CREATE ROLE %2 NOLOGIN; END IF; END $d$"_s.arg(name, ident(name));
    }
    // An owner may hand out the other two (and, granted WITH ADMIN OPTION, its own).
    statements << u"GRANT %1, %2 TO %3 WITH ADMIN OPTION"_s.arg(reader, editor, owner);
    QStringList tables = TeamSchema::contentTables();
    tables << u"sqlite_schema"_s << u"schema_version"_s << u"audit"_s << u"team_roles"_s;
    // The owner group owns the tables (and so may migrate them) and the audit's functions.
    for (const QString &table : tables)
        statements << u"ALTER TABLE %1 OWNER TO %2"_s.arg(table, owner);
    for (const char *function : {"podcad_is_owner()", "podcad_audit()", "podcad_audit_push()",
                                 "podcad_audit_guard()", "podcad_audit_truncate()"})
        statements << u"ALTER FUNCTION %1 OWNER TO %2"_s.arg(QLatin1String(function), owner);
    const QString database = ident(url().database());
    statements << u"REVOKE ALL ON DATABASE %1 FROM PUBLIC"_s.arg(database)
               << u"GRANT CONNECT ON DATABASE %1 TO %2, %3, %4"_s.arg(database, reader, editor,
                                                                      owner)
               << u"GRANT USAGE ON SCHEMA public TO %1, %2, %3"_s.arg(reader, editor, owner);
    for (const QString &table : tables)
        statements << u"REVOKE ALL ON %1 FROM PUBLIC, %2, %3"_s.arg(table, reader, editor)
                   << u"GRANT SELECT ON %1 TO %2, %3"_s.arg(table, reader, editor);
    // Editors change what a team edits of a device model (TeamCatalog::editableFields), its
    // sources and its version; nothing else, and no row added or removed.
    QStringList columns;
    for (const Field &f : editableFields())
        columns << f.column;
    columns << u"spec_source"_s << u"spec_source_date"_s << u"price_source"_s
            << u"price_source_date"_s << u"row_version"_s;
    statements << u"GRANT UPDATE (%1) ON device_models TO %2"_s.arg(columns.join(u", "_s), editor)
               << u"DELETE FROM team_roles"_s;
    for (Role r : kRoles) {
        QString literal = groupRoleName(r);
        literal.replace(u'\'', u"''"_s);
        statements << u"INSERT INTO team_roles (kind, name) VALUES ('%1', '%2')"_s.arg(roleKind(r),
                                                                                       literal);
    }
    return runAll(db, statements, error);
}

bool TeamCatalog::grant(const QString &login, Role role, QString *error)
{
    QSqlDatabase db = database();
    QSqlQuery exists;
    if (!run(db, u"SELECT rolcanlogin FROM pg_roles WHERE rolname = ?"_s, {login}, error, &exists))
        return false;
    if (!exists.next()) {
        *error = u"no role \"%1\" on the server; create it first (CREATE ROLE %1 LOGIN "
                 "PASSWORD '...')"_s.arg(login);
        return false;
    }
    QSqlQuery set;
    if (!run(db, u"SELECT count(*) FROM team_roles"_s, {}, error, &set))
        return false;
    if (!set.next() || set.value(0).toInt() != 3) {
        *error = u"the team catalog has no roles yet; set them up first (podcad-cli team init)"_s;
        return false;
    }
    // Exactly one group: the others are taken away first (a membership not held is a
    // warning, not an error).
    QStringList statements;
    for (Role r : kRoles)
        if (r != role)
            statements << u"REVOKE %1 FROM %2"_s.arg(ident(groupRoleName(r)), ident(login));
    statements << u"GRANT %1 TO %2%3"_s.arg(ident(groupRoleName(role)), ident(login),
                                            role == Role::Owner ? u" WITH ADMIN OPTION"_s
                                                                : QString());
    return runAll(db, statements, error);
}

bool TeamCatalog::revoke(const QString &login, QString *error)
{
    QSqlDatabase db = database();
    QStringList statements;
    for (Role r : kRoles)
        statements << u"REVOKE %1 FROM %2"_s.arg(ident(groupRoleName(r)), ident(login));
    return runAll(db, statements, error);
}

std::optional<TeamCatalog::Access> TeamCatalog::access(QString *error)
{
    QSqlDatabase db = database();
    QSqlQuery query;
    if (!run(db,
             u"SELECT session_user, (SELECT rolsuper FROM pg_roles WHERE rolname = session_user), "
             "r.kind, r.name, (SELECT count(*) FROM team_roles) FROM (SELECT NULL) AS one "
             "LEFT JOIN team_roles r ON CASE WHEN to_regrole(r.name) IS NULL THEN false "
             "ELSE pg_has_role(session_user, r.name, 'MEMBER') END"_s,
             {}, error, &query))
        return std::nullopt;
    Access access;
    while (query.next()) {
        access.login = query.value(0).toString();
        access.rolesSetUp = query.value(4).toInt() > 0;
        if (query.value(1).toBool())
            access.role = Role::Owner;
        const std::optional<Role> r = roleFromKind(query.value(2).toString());
        if (r && int(*r) > int(access.role)) {
            access.role = *r;
            access.roleName = query.value(3).toString();
        }
    }
    // Before team init the roles do not exist: whoever connects is as trusted as the tables'
    // privileges make them (the server still refuses what they lack).
    return access;
}

QString TeamCatalog::explainRefusal(const QString &serverMessage, const QString &wanted)
{
    if (!serverMessage.contains(u"permission denied"_s) &&
        !serverMessage.contains(u"append-only"_s))
        return serverMessage;
    QString ignored;
    const std::optional<Access> a = access(&ignored);
    if (!a)
        return serverMessage;
    const QString role = a->role == Role::None
                             ? u"no role on this team catalog"_s
                             : u"%1 %2 (role %3)"_s.arg(
                                   a->role == Role::Reader ? u"a"_s : u"an"_s, roleKind(a->role),
                                   a->roleName.isEmpty() ? u"superuser"_s : a->roleName);
    return u"refused by the server: %1 is %2 and %3; to %4 ask an owner "
           "(podcad-cli team grant %1 %5)"_s.arg(a->login, role, mayDo(a->role), wanted,
                                                 wanted == u"push"_s ? u"owner"_s : u"editor"_s);
}

} // namespace podcad
