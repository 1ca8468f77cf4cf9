#include "teamcatalog.h"

#include "catalogreader.h"
#include "teamschema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <atomic>
#include <filesystem>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// One key for every writer of the schema and of whole catalogs: two first connections must not
// both create the tables, and a push must not interleave with another.
constexpr int kSchemaLock = 0x706f64; // "pod"

QString nextConnectionName(const char *what)
{
    static std::atomic<int> counter{0};
    return u"podcad-%1-%2"_s.arg(QLatin1String(what)).arg(++counter);
}

QString firstLine(const QString &text)
{
    const QString line = text.trimmed().section(u'\n', 0, 0).trimmed();
    return line.isEmpty() ? text.simplified() : line;
}

QString sqlError(const QSqlError &error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return firstLine(text);
}

QString number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

// exec() of a prepared query with values bound in order; the message names what failed.
bool execBound(QSqlQuery &query, const QString &sql, const QVariantList &values, QString *error)
{
    if (!query.prepare(sql)) {
        *error = sqlError(query.lastError());
        return false;
    }
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        *error = sqlError(query.lastError());
        return false;
    }
    return true;
}

bool execPlain(QSqlDatabase db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    *error = sqlError(query.lastError());
    return false;
}

// Rolls back whatever transaction is still open when a function returns early.
class Transaction final
{
public:
    explicit Transaction(QSqlDatabase db, const QString &begin = u"BEGIN"_s)
        : mDb(std::move(db))
    {
        QString ignored;
        mOpen = execPlain(mDb, begin, &ignored);
        if (!mOpen)
            mError = ignored;
    }
    ~Transaction()
    {
        if (mOpen) {
            QString ignored;
            execPlain(mDb, u"ROLLBACK"_s, &ignored);
        }
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isOpen(QString *error) const
    {
        if (!mOpen)
            *error = mError;
        return mOpen;
    }
    bool commit(QString *error)
    {
        mOpen = false;
        return execPlain(mDb, u"COMMIT"_s, error);
    }

private:
    QSqlDatabase mDb;
    bool mOpen = false;
    QString mError;
};

// A SQLite connection of our own, removed from Qt's registry on every return.
class SqliteConnection final
{
public:
    SqliteConnection(const QString &path, bool readOnly)
        : mName(nextConnectionName("sqlite"))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, mName);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        mOpen = db.open();
        if (!mOpen)
            mError = sqlError(db.lastError());
    }
    ~SqliteConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(mName, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(mName);
    }
    SqliteConnection(const SqliteConnection &) = delete;
    SqliteConnection &operator=(const SqliteConnection &) = delete;

    bool isOpen(QString *error) const
    {
        if (!mOpen)
            *error = mError;
        return mOpen;
    }
    QSqlDatabase db() const { return QSqlDatabase::database(mName, false); }
    void close()
    {
        QSqlDatabase database = db();
        database.close();
    }

private:
    QString mName;
    bool mOpen = false;
    QString mError;
};

QString quoted(const QSqlDatabase &db, const QString &identifier)
{
    return db.driver()->escapeIdentifier(identifier, QSqlDriver::FieldName);
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
    db.setConnectOptions(u"connect_timeout=5;application_name=podcad"_s);
    if (!db.open()) {
        if (unreachable)
            *unreachable = true;
        *error = sqlError(db.lastError());
        return false;
    }
    return bringSchemaUpToDate(error);
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
    if (!source.isOpen(error))
        return false;
    QSqlDatabase from = source.db();
    QSqlDatabase to = database();

    Transaction transaction(to);
    if (!transaction.isOpen(error))
        return false;
    QSqlQuery lock(to);
    if (!execBound(lock, u"SELECT pg_advisory_xact_lock(?)"_s, {kSchemaLock}, error))
        return false;

    // Versions carry on from the highest one handed out, so that an edit prepared against the
    // catalog before this push conflicts instead of silently landing on new content.
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
        if (!execBound(insert, u"INSERT INTO sqlite_schema (position, name, sql) VALUES (?, ?, ?)"_s,
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
            for (int i = 0; i < record.count(); ++i)
                insert.addBindValue(rows.value(i));
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

    QSqlQuery audit(to);
    if (!execBound(audit,
                   u"INSERT INTO audit (who, action, table_name, row_key, new_value, row_version) "
                   "VALUES (?, 'push', '*', '*', ?, ?)"_s,
                   {who(), QFileInfo(sqlitePath).fileName(), version}, error))
        return false;
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
        if (!isContentTable(name) || !sql.trimmed().startsWith(u"CREATE TABLE"_s, Qt::CaseInsensitive)) {
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
    const QString temporary = directory.filePath(
        u".%1.%2.tmp"_s.arg(destination.fileName())
            .arg(qulonglong(QRandomGenerator::global()->generate()), 8, 16, QLatin1Char('0')));
    struct Remover final
    {
        QString path;
        bool keep = false;
        ~Remover()
        {
            if (!keep) {
                QFile::remove(path);
                QFile::remove(path + u"-journal"_s);
            }
        }
    } remover{temporary};

    {
        SqliteConnection target(temporary, false);
        if (!target.isOpen(error))
            return false;
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
    QFile::setPermissions(temporary, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup |
                                         QFile::ReadOther);
    std::error_code ec;
    std::filesystem::rename(std::filesystem::path(QFile::encodeName(temporary).toStdString()),
                            std::filesystem::path(QFile::encodeName(sqlitePath).toStdString()),
                            ec);
    if (ec) {
        *error = u"%1: cannot replace the file: %2"_s.arg(sqlitePath,
                                                          QString::fromStdString(ec.message()));
        return false;
    }
    remover.keep = true;
    return true;
}

std::optional<TeamCatalog::Price> TeamCatalog::price(const QString &sku, QString *error)
{
    QSqlQuery query(database());
    if (!execBound(query,
                   u"SELECT m.list_price_usd, m.row_version, a.who, "
                   "to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC', "
                   "a.action = 'push' "
                   "FROM device_models m LEFT JOIN LATERAL ("
                   "  SELECT who, at, action FROM audit WHERE (table_name = 'device_models' "
                   "  AND row_key = m.sku) OR action = 'push' ORDER BY id DESC LIMIT 1) a ON true "
                   "WHERE m.sku = ?"_s,
                   {sku}, error))
        return std::nullopt;
    if (!query.next()) {
        *error = u"no item with SKU \"%1\""_s.arg(sku);
        return std::nullopt;
    }
    return Price{query.value(0).toDouble(), query.value(1).toInt(), query.value(2).toString(),
                 query.value(2).isNull() ? QString() : query.value(3).toString(),
                 query.value(4).toBool()};
}

TeamCatalog::Edit TeamCatalog::setPrice(const QString &sku, double usd,
                                        std::optional<int> expectedVersion, Price *after,
                                        QString *message)
{
    QSqlDatabase db = database();
    Transaction transaction(db);
    if (!transaction.isOpen(message))
        return Edit::Failed;
    // FOR UPDATE: a second editor waits here for the first to commit, then sees its version.
    QSqlQuery current(db);
    if (!execBound(current,
                   u"SELECT list_price_usd, row_version FROM device_models WHERE sku = ? "
                   "FOR UPDATE"_s,
                   {sku}, message))
        return Edit::Failed;
    if (!current.next()) {
        *message = u"no item with SKU \"%1\""_s.arg(sku);
        return Edit::Failed;
    }
    const double oldUsd = current.value(0).toDouble();
    const int version = current.value(1).toInt();
    auto conflict = [&](int serverVersion, int yours) {
        QString detail;
        if (std::optional<Price> now = price(sku, &detail); now && !now->changedBy.isEmpty())
            *message = u"%1 by %2 at %3 since you read it (version %4, yours %5); "
                       "nothing written"_s.arg(now->pushed ? u"replaced by a push"_s : u"changed"_s,
                                               now->changedBy, now->changedAt)
                           .arg(serverVersion)
                           .arg(yours);
        else
            *message = u"changed since you read it (version %1, yours %2); nothing written"_s
                           .arg(serverVersion)
                           .arg(yours);
        return Edit::Conflict;
    };
    const int base = expectedVersion.value_or(version);
    if (base != version)
        return conflict(version, base);

    const QString editor = who();
    QSqlQuery update(db);
    if (!execBound(update,
                   u"UPDATE device_models SET list_price_usd = ?, row_version = row_version + 1, "
                   "price_source = ?, price_source_date = to_char(now(), 'YYYY-MM-DD') "
                   "WHERE sku = ? AND row_version = ?"_s,
                   {usd, u"team catalog: set by %1"_s.arg(editor), sku, base}, message))
        return Edit::Failed;
    if (update.numRowsAffected() != 1)
        return conflict(version, base);
    QSqlQuery audit(db);
    if (!execBound(audit,
                   u"INSERT INTO audit (who, action, table_name, row_key, column_name, old_value, "
                   "new_value, row_version) VALUES (?, 'update', 'device_models', ?, "
                   "'list_price_usd', ?, ?, ?)"_s,
                   {editor, sku, number(oldUsd), number(usd), base + 1}, message))
        return Edit::Failed;
    if (!transaction.commit(message))
        return Edit::Failed;
    if (after) {
        QString ignored;
        if (std::optional<Price> now = price(sku, &ignored))
            *after = *now;
    }
    return Edit::Written;
}

} // namespace podcad
