#include "teamcatalog.h"

#include "catalogreader.h"
#include "connectionstate.h"
#include "openingconnection.h"
#include "pgpass.h"
#include "platform/atomicfile.h"
#include "sqliteconnection.h"
#include "teamschema.h"
#include "teamsql.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <libpq-fe.h>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace podcad {

using namespace teamsql;

namespace {

// One key for every writer of the schema and of whole catalogs: two first connections must not
// both create the tables, and a push must not interleave with another.
constexpr int kSchemaLock = 0x706f64; // "pod"

QString nextConnectionName(const char *what)
{
    static std::atomic<int> counter{0};
    return u"podcad-%1-%2"_s.arg(QLatin1String(what)).arg(++counter);
}

QString number(double value)
{
    // Fixed notation: a price of 400000 reads "400000", not "4e+05", in the audit table.
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

QString quoted(const QSqlDatabase &db, const QString &identifier)
{
    return db.driver()->escapeIdentifier(identifier, QSqlDriver::FieldName);
}

// Whether a failed connection was the server saying no (a role, database or password it does not
// accept: news the user needs, like a newer schema) rather than a server away or not ready, which
// the local copy covers. libpq reports the server's refusal as "... failed: FATAL:  <why>", and a
// password the server asks for and the client does not have as "fe_sendauth: no password
// supplied".
bool serverRefused(const QString &message)
{
    if (message.contains(u"fe_sendauth:"_s))
        return true;
    if (!message.contains(u"FATAL:"_s))
        return false;
    // A backend that ends as it lets the client in ("terminating connection due to unexpected
    // postmaster exit", "... administrator command") is a server going away, not a refusal.
    for (const char *transient :
         {"starting up", "shutting down", "in recovery", "too many", "remaining connection slots",
          "terminating connection", "not yet accepting connections"})
        if (message.contains(QLatin1String(transient)))
            return false;
    return true;
}

// libpq prints what the server says outside an answer to a query (a NOTICE, or the FATAL of a
// backend that ends because its server was killed) straight to stderr, where the command line
// keeps its one-line errors: PodCAD reports what failed itself, from the answers.
void dropServerNotices(const QSqlDatabase &db)
{
    const QVariant handle = db.driver()->handle();
    // The driver's metatype of PGconn*, named after the struct behind the typedef.
    const char *type = handle.typeName();
    if (type && (qstrcmp(type, "pg_conn*") == 0 || qstrcmp(type, "PGconn*") == 0))
        if (PGconn *connection = *static_cast<PGconn *const *>(handle.constData()))
            PQsetNoticeProcessor(
                connection, [](void *, const char *) {}, nullptr);
}

// Names the person editing (podcad.who, which the audit triggers record beside the server's
// session_user) and any `more` settings, for the open transaction only (set_config's is_local).
bool describeTransaction(const QSqlDatabase &db, const QList<std::pair<QString, QString>> &more,
                         QString *error)
{
    QList<std::pair<QString, QString>> settings{{u"podcad.who"_s, TeamCatalog::who()}};
    settings += more;
    for (const auto &[name, value] : settings) {
        QSqlQuery set(db);
        if (!execBound(set, u"SELECT set_config(?, ?, true)"_s, {name, value}, error))
            return false;
    }
    return true;
}

bool isContentTable(const QString &name)
{
    return TeamSchema::contentTables().contains(name);
}

bool hasRowVersion(const QString &table)
{
    return table == u"accelerators"_s || table == u"device_models"_s ||
           table == u"cloud_offers"_s || table == u"assumptions"_s || table == u"models"_s;
}

} // namespace

TeamCatalog::TeamCatalog(CatalogUrl url)
    : mUrl(std::move(url))
    , mConnection(nextConnectionName("team"))
{}

TeamCatalog::~TeamCatalog()
{
    {
        QSqlDatabase db = QSqlDatabase::database(mConnection, false);
        if (db.isOpen())
            db.close();
    }
    if (QSqlDatabase::contains(mConnection))
        QSqlDatabase::removeDatabase(mConnection);
}

QSqlDatabase TeamCatalog::database() const
{
    return QSqlDatabase::database(mConnection, false);
}

QString TeamCatalog::who()
{
    for (const char *variable : {"PODCAD_USER", "USER", "LOGNAME", "USERNAME"}) {
        const QString name = qEnvironmentVariable(variable);
        if (!name.isEmpty())
            return name;
    }
#ifdef Q_OS_UNIX
    // A service or a root shell often has no $USER; the account still has a name.
    if (const passwd *account = getpwuid(geteuid()))
        return QString::fromLocal8Bit(account->pw_name);
#endif
    return u"unknown"_s;
}

bool TeamCatalog::connect(QString *error, bool *unreachable)
{
    if (unreachable)
        *unreachable = false;
    // The password file is where a password not in the URL or $PGPASSWORD comes from: one that
    // others can read is refused, not quietly skipped by libpq.
    if (mUrl.password().isEmpty())
        if (const QString exposed = PgPass::exposed(); !exposed.isEmpty()) {
            *error = exposed;
            return false;
        }
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, mConnection);
    if (!db.isValid()) {
        *error = u"the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)"_s;
        return false;
    }
    db.setHostName(mUrl.host());
    if (mUrl.port() > 0)
        db.setPort(mUrl.port());
    db.setDatabaseName(mUrl.database());
    db.setUserName(mUrl.user());
    db.setPassword(mUrl.password());
    // Never wait long for a server that is away: PodCAD has a copy to work from.
    QString options = u"connect_timeout=5;application_name=podcad"_s;
    if (!mUrl.sslMode().isEmpty())
        options += u";sslmode="_s + mUrl.sslMode();
    if (!mUrl.sslRootCert().isEmpty())
        options += u";sslrootcert="_s + mUrl.sslRootCert();
    db.setConnectOptions(options);
    bool opened = false;
    {
        const OpeningConnection opening;
        opened = db.open();
    }
    if (!opened) {
        *error = sqlError(db.lastError());
        // A server that takes only TLS (hostssl lines in pg_hba.conf) says "no encryption".
        if (error->contains(u"no encryption"_s))
            *error = u"the server accepts only encrypted connections (%1): add "
                     "sslmode=verify-full&sslrootcert=CA.pem to the URL"_s.arg(*error);
        if (unreachable)
            *unreachable = !serverRefused(*error);
        return false;
    }
    dropServerNotices(db);
    if (bringSchemaUpToDate(error))
        return true;
    // Let in, then gone (killed, restarted) before the schema was read: as away as a server that
    // never answered.
    if (unreachable)
        *unreachable = connectionLost();
    return false;
}

bool TeamCatalog::connectionLost() const
{
    QSqlDatabase db = database();
    if (!hasConnection(db.driver()))
        return true;
    // libpq keeps a broken connection's handle: only a round trip tells.
    QSqlQuery probe(db);
    return !probe.exec(u"SELECT 1"_s);
}

bool TeamCatalog::bringSchemaUpToDate(QString *error)
{
    QSqlDatabase db = database();
    Transaction transaction(db);
    if (!transaction.isOpen(error))
        return false;
    QSqlQuery lock(db);
    if (!execBound(lock, u"SELECT pg_advisory_xact_lock(?)"_s, {kSchemaLock}, error))
        return false;
    QSqlQuery exists(db);
    if (!execBound(exists, u"SELECT to_regclass('schema_version') IS NOT NULL"_s, {}, error))
        return false;
    int version = 0;
    if (exists.next() && exists.value(0).toBool()) {
        QSqlQuery current(db);
        if (!execBound(current, u"SELECT max(version) FROM schema_version"_s, {}, error))
            return false;
        version = current.next() ? current.value(0).toInt() : 0;
        if (version <= 0) {
            *error = u"table schema_version holds no version; not a PodCAD team catalog"_s;
            return false;
        }
    }
    if (version > TeamSchema::kVersion) {
        *error = u"team catalog schema version %1 is newer than this PodCAD knows (%2); "
                 "update PodCAD"_s.arg(version)
                     .arg(TeamSchema::kVersion);
        return false;
    }
    if (version == TeamSchema::kVersion)
        return transaction.commit(error);

    QStringList statements;
    if (version == 0) {
        // An empty database is ours to set up; a database with other tables of these names is not.
        QSqlQuery taken(db);
        if (!execBound(taken, u"SELECT to_regclass('device_models') IS NOT NULL"_s, {}, error))
            return false;
        if (taken.next() && taken.value(0).toBool()) {
            *error = u"the database has a device_models table but no schema_version; "
                     "not a PodCAD team catalog"_s;
            return false;
        }
        statements = TeamSchema::create();
    } else {
        for (int from = version; from < TeamSchema::kVersion; ++from) {
            const QStringList step = TeamSchema::migrate(from);
            if (step.isEmpty()) {
                *error = u"no migration from team catalog schema version %1"_s.arg(from);
                return false;
            }
            statements += step;
        }
    }
    for (const QString &statement : statements)
        if (!execPlain(db, statement, error))
            return false;
    return transaction.commit(error);
}

bool TeamCatalog::push(const QString &sqlitePath, QString *error)
{
    // Only a catalog PodCAD itself would open goes to the server: everyone reads what is pushed.
    CatalogTables checked;
    if (!readCatalogTables(sqlitePath, sqlitePath, &checked, error))
        return false;
    SqliteConnection source(sqlitePath, true);
    if (!source.error().isEmpty()) {
        *error = sqlitePath + u": "_s + source.error();
        return false;
    }
    QSqlDatabase from = source.db();
    QSqlDatabase to = database();

    Transaction transaction(to);
    if (!transaction.isOpen(error))
        return false;
    QSqlQuery lock(to);
    if (!execBound(lock, u"SELECT pg_advisory_xact_lock(?)"_s, {kSchemaLock}, error))
        return false;

    // Versions carry on from the highest one handed out, so that an edit prepared against the
    // catalog before this push conflicts instead of silently landing on new content. An edit
    // still running holds its row and would commit a version above the highest read here, then
    // share it with the pushed rows: the tables are locked against edits first (readers go on).
    QStringList versioned;
    for (const QString &table : TeamSchema::contentTables())
        if (hasRowVersion(table))
            versioned << table;
    if (!execPlain(to, u"LOCK TABLE %1 IN EXCLUSIVE MODE"_s.arg(versioned.join(u", "_s)), error))
        return false;
    int base = 0;
    for (const QString &table : TeamSchema::contentTables()) {
        if (!hasRowVersion(table))
            continue;
        QSqlQuery max(to);
        if (!execBound(max, u"SELECT COALESCE(max(row_version), 0) FROM %1"_s.arg(table), {},
                       error))
            return false;
        if (max.next())
            base = std::max(base, max.value(0).toInt());
    }
    const int version = base + 1;
    // The server writes the audit (teamaudit.cpp): an owner's push is its one row, written as
    // sqlite_schema is emptied, naming the file and the version every row gets.
    if (!describeTransaction(to,
                             {{u"podcad.push"_s, QFileInfo(sqlitePath).fileName()},
                              {u"podcad.push_version"_s, QString::number(version)}},
                             error))
        return false;

    const QStringList tables = TeamSchema::contentTables();
    for (auto it = tables.rbegin(); it != tables.rend(); ++it)
        if (!execPlain(to, u"DELETE FROM %1"_s.arg(*it), error))
            return false;
    if (!execPlain(to, u"DELETE FROM sqlite_schema"_s, error))
        return false;

    QSqlQuery ddl(from);
    ddl.setForwardOnly(true);
    if (!ddl.exec(u"SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL "
                  "ORDER BY rowid"_s)) {
        *error = sqlitePath + u": "_s + sqlError(ddl.lastError());
        return false;
    }
    int position = 0;
    while (ddl.next()) {
        const QString name = ddl.value(0).toString();
        if (!isContentTable(name))
            continue;
        QSqlQuery insert(to);
        if (!execBound(insert,
                       u"INSERT INTO sqlite_schema (position, name, sql) VALUES (?, ?, ?)"_s,
                       {++position, name, ddl.value(1).toString()}, error))
            return false;
    }

    for (const QString &table : tables) {
        QSqlQuery rows(from);
        rows.setForwardOnly(true);
        if (!rows.exec(u"SELECT * FROM %1 ORDER BY rowid"_s.arg(table))) {
            *error = sqlitePath + u": "_s + sqlError(rows.lastError());
            return false;
        }
        const QSqlRecord record = rows.record();
        QStringList columns;
        QStringList marks;
        for (int i = 0; i < record.count(); ++i) {
            columns << quoted(to, record.fieldName(i));
            marks << u"?"_s;
        }
        if (table == u"port_groups"_s) {
            columns << u"position"_s;
            marks << u"?"_s;
        }
        if (hasRowVersion(table)) {
            columns << u"row_version"_s;
            marks << u"?"_s;
        }
        QSqlQuery insert(to);
        if (!insert.prepare(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(table, columns.join(u", "_s),
                                                                     marks.join(u", "_s)))) {
            *error = u"table %1: %2"_s.arg(table, sqlError(insert.lastError()));
            return false;
        }
        int row = 0;
        while (rows.next()) {
            for (int i = 0; i < record.count(); ++i) {
                const QVariant value = rows.value(i);
                // SQLite text may hold a NUL, PostgreSQL's may not, and the driver would cut
                // the statement at it: refused by name instead of by a syntax error.
                if (value.typeId() == QMetaType::QString && value.toString().contains(QChar(0))) {
                    *error = u"%1: table %2, row \"%3\": column %4 holds a NUL character, which "
                             "the team catalog cannot hold"_s.arg(
                                 sqlitePath, table, rows.value(0).toString(), record.fieldName(i));
                    return false;
                }
                insert.addBindValue(value);
            }
            if (table == u"port_groups"_s)
                insert.addBindValue(++row);
            if (hasRowVersion(table))
                insert.addBindValue(version);
            if (!insert.exec()) {
                *error = u"table %1: %2"_s.arg(table, sqlError(insert.lastError()));
                return false;
            }
        }
    }

    return transaction.commit(error);
}

bool TeamCatalog::pull(const QString &sqlitePath, QString *error)
{
    QSqlDatabase from = database();
    // One snapshot for every table: a push committing halfway through our reads changes nothing.
    Transaction transaction(from,
                            u"START TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"_s);
    if (!transaction.isOpen(error))
        return false;

    QSqlQuery ddl(from);
    if (!execBound(ddl, u"SELECT name, sql FROM sqlite_schema ORDER BY position"_s, {}, error))
        return false;
    QList<std::pair<QString, QString>> statements;
    while (ddl.next()) {
        const QString name = ddl.value(0).toString();
        const QString sql = ddl.value(1).toString();
        // What runs in the local file is a CREATE TABLE of a catalog table and nothing else.
        if (!isContentTable(name) ||
            !sql.trimmed().startsWith(u"CREATE TABLE"_s, Qt::CaseInsensitive)) {
            *error = u"table sqlite_schema: unexpected statement for \"%1\""_s.arg(name);
            return false;
        }
        statements.append({name, sql});
    }
    if (statements.isEmpty()) {
        *error = u"the team catalog is empty; push one first "
                 "(podcad-cli --catalog URL catalog push)"_s;
        return false;
    }
    {
        CatalogTables checked;
        QString problem;
        if (!readCatalogTables(from, &checked, &problem)) {
            *error = problem;
            return false;
        }
    }
    QSqlQuery schema(from);
    if (!execBound(schema, u"SELECT max(catalog_schema) FROM schema_version"_s, {}, error))
        return false;
    const int catalogSchema = schema.next() ? schema.value(0).toInt() : 0;

    const QFileInfo destination(sqlitePath);
    const QDir directory = destination.absoluteDir();
    if (!directory.exists()) {
        *error = u"%1: directory %2 does not exist"_s.arg(sqlitePath, directory.path());
        return false;
    }
    // The copy is built by SQLite in a new file beside the old one and renamed over it only once
    // it reads back whole (AtomicFile: synced first, under the fault seam, and removed by the
    // next pull when a kill leaves it). Mode 0644 whatever the umask, as the copy always had: it
    // holds no password.
    AtomicFile copy(sqlitePath);
    copy.setPermissions(0644);
    if (!copy.open() || !copy.closeTemp()) {
        *error = u"%1: cannot write a copy: %2"_s.arg(sqlitePath, copy.errorString());
        return false;
    }
    const QString temporary = copy.tempPath();
    struct JournalRemover final
    {
        QString path;
        ~JournalRemover() { QFile::remove(path + u"-journal"_s); }
    } journalRemover{temporary};

    {
        SqliteConnection target(temporary, false);
        if (!target.error().isEmpty()) {
            *error = temporary + u": "_s + target.error();
            return false;
        }
        QSqlDatabase to = target.db();
        auto local = [&](const QString &what) {
            *error = u"%1: %2"_s.arg(sqlitePath, what);
            return false;
        };
        QString problem;
        if (!execPlain(to, u"PRAGMA user_version = %1"_s.arg(catalogSchema), &problem))
            return local(problem);
        if (!execPlain(to, u"BEGIN"_s, &problem))
            return local(problem);
        for (const auto &[name, sql] : statements)
            if (!execPlain(to, sql, &problem))
                return local(problem);
        for (const auto &[table, sql] : statements) {
            const QSqlRecord record = to.record(table);
            QStringList columns;
            QStringList marks;
            for (int i = 0; i < record.count(); ++i) {
                columns << quoted(from, record.fieldName(i));
                marks << u"?"_s;
            }
            // Port groups keep their order through the rowids they get here: the file's order,
            // which push numbered.
            const QString order = table == u"port_groups"_s ? u" ORDER BY position"_s : QString();
            QSqlQuery rows(from);
            rows.setForwardOnly(true);
            if (!rows.exec(u"SELECT %1 FROM %2%3"_s.arg(columns.join(u", "_s), table, order))) {
                *error = u"table %1: %2"_s.arg(table, sqlError(rows.lastError()));
                return false;
            }
            QSqlQuery insert(to);
            if (!insert.prepare(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(
                    table, columns.join(u", "_s), marks.join(u", "_s))))
                return local(sqlError(insert.lastError()));
            while (rows.next()) {
                for (int i = 0; i < record.count(); ++i)
                    insert.addBindValue(rows.value(i));
                if (!insert.exec())
                    return local(u"table %1: %2"_s.arg(table, sqlError(insert.lastError())));
            }
        }
        if (!execPlain(to, u"COMMIT"_s, &problem))
            return local(problem);
        target.close();
    }
    QString ignored;
    transaction.commit(&ignored);

    // Read back the way Catalog::open() will before the file replaces anything.
    CatalogTables checked;
    if (!readCatalogTables(temporary, sqlitePath, &checked, error))
        return false;
    if (!copy.commit()) {
        *error = u"%1: cannot replace the file: %2"_s.arg(sqlitePath, copy.errorString());
        return false;
    }
    return true;
}

const QList<TeamCatalog::Field> &TeamCatalog::editableFields()
{
    using T = Field::Type;
    static const QList<Field> fields{
        {u"list_price_usd"_s, T::Number, u"List price"_s, u"USD"_s, QString()},
        {u"name"_s, T::Text, u"Name"_s, QString(), QString()},
        {u"description"_s, T::Text, u"Description"_s, QString(), QString()},
        {u"rack_units"_s, T::Integer, u"Height"_s, u"U"_s, QString()},
        {u"weight_kg"_s, T::Number, u"Weight"_s, u"kg"_s, QString()},
        {u"typical_power_w"_s, T::Number, u"Typical power"_s, u"W"_s, QString()},
        {u"max_power_w"_s, T::Number, u"Maximum power"_s, u"W"_s, QString()},
        {u"liquid_fraction"_s, T::Number, u"Heat to liquid (0-1)"_s, QString(), QString()},
        {u"airflow_cfm"_s, T::Number, u"Airflow"_s, u"CFM"_s, QString()},
        {u"storage_capacity_tb"_s, T::Number, u"Storage capacity"_s, u"TB"_s, u"storage"_s},
        {u"storage_read_gbytes_per_s"_s, T::Number, u"Storage read bandwidth"_s, u"GB/s"_s,
         u"storage"_s},
        {u"max_load_kg"_s, T::Number, u"Rack load limit"_s, u"kg"_s, u"rack"_s},
        {u"power_capacity_w"_s, T::Number, u"Power capacity"_s, u"W"_s, u"pdu"_s},
    };
    return fields;
}

const TeamCatalog::Field *TeamCatalog::field(const QString &column)
{
    for (const Field &f : editableFields())
        if (f.column == column)
            return &f;
    return nullptr;
}

QString TeamCatalog::valueText(const Field &f, const QVariant &value)
{
    return f.type == Field::Type::Text ? value.toString() : number(value.toDouble());
}

namespace {

// The value `raw` as field `f` stores it; nullopt with `problem` when it is not one.
std::optional<QVariant> fieldValue(const TeamCatalog::Field &f, const QVariant &raw,
                                   QString *problem)
{
    using T = TeamCatalog::Field::Type;
    if (f.type == T::Text) {
        const QString text = raw.toString().trimmed();
        // PostgreSQL's text holds neither: the driver would cut the statement at a NUL and
        // store another character for a lone surrogate. Refused here, before anything is sent.
        if (text.contains(QChar(0))) {
            *problem = u"%1: text with a NUL character, which the team catalog cannot hold"_s.arg(
                f.column);
            return std::nullopt;
        }
        if (!text.isValidUtf16()) {
            *problem = u"%1: not valid Unicode text (a lone surrogate)"_s.arg(f.column);
            return std::nullopt;
        }
        return QVariant(text);
    }
    const QString text = raw.toString().trimmed();
    bool ok = false;
    const double d = text.toDouble(&ok); // QString::toDouble: the C locale, "1e3" too
    if (!ok || !std::isfinite(d)) {
        *problem = u"%1: \"%2\" is not a number"_s.arg(f.column, text);
        return std::nullopt;
    }
    // No field a team edits is negative (a price, a size, a power, a share); said here in the
    // field's words rather than by the server's check constraint or the reader's row message.
    if (d < 0) {
        *problem = u"%1: %2 is negative"_s.arg(f.column, text);
        return std::nullopt;
    }
    if (f.type == T::Integer) {
        if (d != std::floor(d) || std::abs(d) >= 1e9) {
            *problem = u"%1: \"%2\" is not a whole number"_s.arg(f.column, text);
            return std::nullopt;
        }
        return QVariant(qlonglong(d));
    }
    return QVariant(d);
}

bool sameValue(const TeamCatalog::Field &f, const QVariant &a, const QVariant &b)
{
    if (f.type == TeamCatalog::Field::Type::Text)
        return a.toString() == b.toString();
    return a.toDouble() == b.toDouble();
}

} // namespace

std::optional<TeamCatalog::Model> TeamCatalog::model(const QString &sku, QString *error)
{
    QStringList columns;
    for (const Field &f : editableFields())
        columns << u"m."_s + f.column;
    QSqlQuery query(database());
    // Forward-only: for a scrollable result Qt's driver looks up each column's table name in
    // pg_class, a statement per table the first time, and on a connection the server has just
    // dropped a warning per column on stderr.
    query.setForwardOnly(true);
    if (!execBound(query,
                   u"SELECT m.kind, m.row_version, a.who, "
                   "to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC', "
                   "a.action = 'push', %1 "
                   "FROM device_models m LEFT JOIN LATERAL ("
                   "  SELECT who, at, action FROM audit WHERE (table_name = 'device_models' "
                   "  AND row_key = m.sku) OR action = 'push' ORDER BY id DESC LIMIT 1) a ON true "
                   "WHERE m.sku = ?"_s.arg(columns.join(u", "_s)),
                   {sku}, error))
        return std::nullopt;
    if (!query.next()) {
        *error = u"no item with SKU \"%1\""_s.arg(sku);
        return std::nullopt;
    }
    QVariantList row;
    const int count = query.record().count();
    for (int i = 0; i < count; ++i)
        row << query.value(i);
    return modelFromRow(sku, row);
}

TeamCatalog::Model TeamCatalog::modelFromRow(const QString &sku, const QVariantList &row)
{
    const auto value = [&row](qsizetype i) { return i < row.size() ? row[i] : QVariant(); };
    Model m;
    m.sku = sku;
    m.kind = value(0).toString();
    m.version = value(1).toInt();
    if (!value(2).isNull()) {
        m.changedBy = value(2).toString();
        m.changedAt = value(3).toString();
        m.pushed = value(4).toBool();
    }
    qsizetype column = 5;
    for (const Field &f : editableFields()) {
        const QVariant v = value(column++);
        m.values.insert(f.column, f.type == Field::Type::Text      ? QVariant(v.toString())
                                  : f.type == Field::Type::Integer ? QVariant(v.toLongLong())
                                                                   : QVariant(v.toDouble()));
    }
    m.usd = m.values.value(u"list_price_usd"_s).toDouble();
    return m;
}

TeamCatalog::Edit TeamCatalog::setPrice(const QString &sku, double usd,
                                        std::optional<int> expectedVersion, Model *after,
                                        QString *message)
{
    return setModel(sku, {{u"list_price_usd"_s, usd}}, expectedVersion, after, message);
}

TeamCatalog::Edit TeamCatalog::setModel(const QString &sku, const QVariantMap &changes,
                                        std::optional<int> expectedVersion, Model *after,
                                        QString *message)
{
    bool committing = false;
    const Edit edit = writeModel(sku, changes, expectedVersion, after, message, &committing);
    // A role the server does not let write: said in PodCAD's words, naming the role (asked once
    // the edit's transaction is rolled back).
    if (edit == Edit::Failed && !committing)
        *message = explainRefusal(*message, u"change prices and models"_s);
    // A server gone mid-edit is not a problem with the values: say what became of the edit. Up to
    // the commit the server rolls the transaction back; a commit whose answer is lost may have
    // been written.
    if (edit == Edit::Failed && connectionLost()) {
        const QString said = u"; nothing written"_s;
        const QString why = message->endsWith(said) ? message->chopped(said.size()) : *message;
        *message = committing
                       ? u"the connection to the team catalog was lost while committing "
                         "(%1); the edit may have been written: read the model again"_s.arg(why)
                       : u"the connection to the team catalog was lost (%1); "
                         "nothing written"_s.arg(why);
    }
    return edit;
}

TeamCatalog::Edit TeamCatalog::writeModel(const QString &sku, const QVariantMap &changes,
                                          std::optional<int> expectedVersion, Model *after,
                                          QString *message, bool *committing)
{
    if (changes.isEmpty()) {
        *message = u"nothing to change"_s;
        return Edit::Failed;
    }
    QVariantMap wanted;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const Field *f = field(it.key());
        if (!f) {
            QStringList known;
            for (const Field &e : editableFields())
                known << e.column;
            *message = u"\"%1\" is not a field a team edits; these are: %2"_s.arg(
                it.key(), known.join(u", "_s));
            return Edit::Failed;
        }
        const std::optional<QVariant> value = fieldValue(*f, it.value(), message);
        if (!value)
            return Edit::Failed;
        wanted.insert(f->column, *value);
    }

    QSqlDatabase db = database();
    Transaction transaction(db);
    if (!transaction.isOpen(message))
        return Edit::Failed;
    // Who edits, for the audit rows the server's trigger writes with the UPDATE below.
    if (!describeTransaction(db, {}, message))
        return Edit::Failed;
    // FOR UPDATE: a second editor waits here for the first to commit, then sees its version.
    QSqlQuery lock(db);
    if (!execBound(lock, u"SELECT row_version FROM device_models WHERE sku = ? FOR UPDATE"_s, {sku},
                   message))
        return Edit::Failed;
    if (!lock.next()) {
        *message = u"no item with SKU \"%1\""_s.arg(sku);
        return Edit::Failed;
    }
    const int version = lock.value(0).toInt();
    const std::optional<Model> before = model(sku, message);
    if (!before)
        return Edit::Failed;
    const int base = expectedVersion.value_or(version);
    if (base != version) {
        if (!before->changedBy.isEmpty())
            *message = u"%1 by %2 at %3 since you read it (version %4, yours %5); "
                       "nothing written"_s
                           .arg(before->pushed ? u"replaced by a push"_s : u"changed"_s,
                                before->changedBy, before->changedAt)
                           .arg(version)
                           .arg(base);
        else
            *message =
                u"changed since you read it (version %1, yours %2); nothing written"_s.arg(version)
                    .arg(base);
        return Edit::Conflict;
    }

    // Only what differs is written and audited: Save on an untouched form changes nothing.
    QStringList sets;
    QVariantList values;
    QList<std::pair<QString, QVariant>> changed;
    for (auto it = wanted.begin(); it != wanted.end(); ++it) {
        if (sameValue(*field(it.key()), before->values.value(it.key()), it.value()))
            continue;
        sets << it.key() + u" = ?"_s;
        values << it.value();
        changed.append({it.key(), it.value()});
    }
    if (changed.isEmpty()) {
        if (after)
            *after = *before;
        *message = u"nothing changed"_s;
        return transaction.commit(message) ? Edit::Written : Edit::Failed;
    }
    const QString editor = who();
    const QString source = u"team catalog: set by %1"_s.arg(editor);
    const bool priceChanged = std::any_of(changed.begin(), changed.end(), [](const auto &c) {
        return c.first == u"list_price_usd"_s;
    });
    if (priceChanged) {
        sets << u"price_source = ?, price_source_date = to_char(now(), 'YYYY-MM-DD')"_s;
        values << source;
    }
    if (changed.size() > (priceChanged ? 1 : 0)) {
        sets << u"spec_source = ?, spec_source_date = to_char(now(), 'YYYY-MM-DD')"_s;
        values << source;
    }
    // The column names come from editableFields(), never from the caller; values are bound.
    QSqlQuery update(db);
    if (!execBound(update,
                   u"UPDATE device_models SET %1, row_version = row_version + 1 "
                   "WHERE sku = ? AND row_version = ?"_s.arg(sets.join(u", "_s)),
                   values + QVariantList{sku, base}, message))
        return Edit::Failed;
    if (update.numRowsAffected() != 1) {
        *message = u"changed since you read it; nothing written"_s;
        return Edit::Conflict;
    }
    // Every reader of the catalog must still be able to open it: checked here, before anyone
    // can pull it, with the reader PodCAD opens every catalog with.
    {
        CatalogTables checked;
        QString problem;
        if (!readCatalogTables(db, &checked, &problem)) {
            *message = problem + u"; nothing written"_s;
            return Edit::Failed;
        }
    }
    // Read inside the transaction: after the commit, another editor's version may already be
    // there, and the caller would report it as its own.
    const std::optional<Model> written = model(sku, message);
    if (!written || !connected(db.driver(), message))
        return Edit::Failed;
    *committing = true;
    if (!transaction.commit(message))
        return Edit::Failed;
    if (after)
        *after = *written;
    return Edit::Written;
}

std::optional<std::vector<TeamCatalog::AuditEntry>> TeamCatalog::audit(const QString &sku,
                                                                       int limit, QString *error)
{
    QSqlQuery query(database());
    const QString where = sku.isEmpty() ? QString()
                                        : u"WHERE (table_name = 'device_models' AND row_key = ?) "
                                          "OR action = 'push' "_s;
    QVariantList values;
    if (!sku.isEmpty())
        values << sku;
    values << std::max(limit, 1);
    if (!execBound(query,
                   u"SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC', "
                   "who, db_user, action, table_name, row_key, column_name, old_value, new_value, "
                   "row_version FROM audit %1ORDER BY id DESC LIMIT ?"_s.arg(where),
                   values, error))
        return std::nullopt;
    std::vector<AuditEntry> entries;
    while (query.next())
        entries.push_back({query.value(0).toString(), query.value(1).toString(),
                           query.value(2).toString(), query.value(3).toString(),
                           query.value(4).toString(), query.value(5).toString(),
                           query.value(6).toString(), query.value(7).toString(),
                           query.value(8).toString(), query.value(9).toInt()});
    return entries;
}

} // namespace podcad
