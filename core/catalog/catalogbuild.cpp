// Catalog::build: runs resources/catalog/catalog.sql into a fresh database file.

#include "catalog.h"
#include "catalogreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cctype>
#include <filesystem>
#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// Removes the half-built temporary database (and its rollback journal) on every early return.
class TemporaryDatabase final
{
public:
    explicit TemporaryDatabase(QString path)
        : mPath(std::move(path))
    {}
    ~TemporaryDatabase()
    {
        if (mDb)
            sqlite3_close(mDb);
        if (!mKept) {
            QFile::remove(mPath);
            QFile::remove(mPath + u"-journal"_s);
        }
    }
    TemporaryDatabase(const TemporaryDatabase &) = delete;
    TemporaryDatabase &operator=(const TemporaryDatabase &) = delete;

    const QString &path() const { return mPath; }
    sqlite3 *db() const { return mDb; }
    bool open()
    {
        return sqlite3_open_v2(QFile::encodeName(mPath).constData(), &mDb,
                               SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) == SQLITE_OK;
    }
    // Closing before the rename makes sure every page is on disk and no journal is left behind.
    bool close()
    {
        const bool ok = sqlite3_close(mDb) == SQLITE_OK;
        mDb = nullptr;
        return ok;
    }
    void keep() { mKept = true; }

private:
    QString mPath;
    sqlite3 *mDb = nullptr;
    bool mKept = false;
};

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

int lineAt(const QByteArray &script, qsizetype offset)
{
    return int(script.left(offset).count('\n')) + 1;
}

// Where the statement starting at `offset` really begins: past blank lines and `--` comments, so
// an error names the line with the SQL on it rather than the comment above it.
qsizetype skipSpaceAndComments(const QByteArray &script, qsizetype offset)
{
    while (offset < script.size()) {
        if (std::isspace(static_cast<unsigned char>(script[offset]))) {
            ++offset;
        } else if (script.mid(offset, 2) == "--") {
            const qsizetype newline = script.indexOf('\n', offset);
            offset = newline < 0 ? script.size() : newline + 1;
        } else {
            break;
        }
    }
    return offset;
}

// Runs the script one statement at a time (what sqlite3_exec does) so that an error can name the
// line it happened on.
bool runScript(sqlite3 *db, const QByteArray &script, const QString &sqlPath, QString *error)
{
    const char *const begin = script.constData();
    const char *const end = begin + script.size();
    const char *next = begin;
    while (next < end) {
        const qsizetype start = skipSpaceAndComments(script, next - begin);
        sqlite3_stmt *statement = nullptr;
        const char *tail = nullptr;
        int rc = sqlite3_prepare_v2(db, next, int(end - next), &statement, &tail);
        if (rc == SQLITE_OK && statement) {
            while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {
            }
            if (rc == SQLITE_DONE)
                rc = SQLITE_OK;
        }
        if (rc != SQLITE_OK) {
            // simplified(): SQLite quotes CHECK expressions verbatim, line breaks included.
            const QString message = QString::fromUtf8(sqlite3_errmsg(db)).simplified();
            sqlite3_finalize(statement);
            return fail(
                error,
                u"%1:%2: SQL error: %3"_s.arg(sqlPath).arg(lineAt(script, start)).arg(message));
        }
        sqlite3_finalize(statement);
        next = tail ? tail : end;
    }
    return true;
}

bool checkForeignKeys(sqlite3 *db, const QString &sqlPath, QString *error)
{
    // The script turns foreign keys on, but a script that forgot to would otherwise build a
    // catalog whose port groups point at nothing.
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(db, "PRAGMA foreign_key_check", -1, &statement, nullptr) != SQLITE_OK)
        return fail(error, u"%1: %2"_s.arg(sqlPath, QString::fromUtf8(sqlite3_errmsg(db))));
    QString problem;
    if (sqlite3_step(statement) == SQLITE_ROW)
        problem = u"%1: foreign key violation in table %2 (row %3 refers to a missing %4)"_s.arg(
            sqlPath,
            QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(statement, 0))),
            QString::number(sqlite3_column_int64(statement, 1)),
            QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(statement, 2))));
    sqlite3_finalize(statement);
    return problem.isEmpty() || fail(error, problem);
}

} // namespace

bool Catalog::build(const QString &sqlPath, const QString &dbPath, QString *error)
{
    QFile sqlFile(sqlPath);
    if (!sqlFile.open(QIODevice::ReadOnly))
        return fail(error, u"%1: cannot read: %2"_s.arg(sqlPath, sqlFile.errorString()));
    const QByteArray script = sqlFile.readAll();

    const QFileInfo destination(dbPath);
    const QDir directory = destination.absoluteDir();
    if (!directory.exists())
        return fail(error, u"%1: directory %2 does not exist"_s.arg(dbPath, directory.path()));

    // Same directory as the destination, so the final rename stays on one file system and is
    // atomic.
    TemporaryDatabase temporary(directory.filePath(
        u".%1.%2.tmp"_s.arg(destination.fileName())
            .arg(qulonglong(QRandomGenerator::global()->generate()), 8, 16, QLatin1Char('0'))));
    if (!temporary.open())
        return fail(error, u"%1: cannot create %2: %3"_s.arg(
                               dbPath, temporary.path(),
                               QString::fromUtf8(sqlite3_errmsg(temporary.db()))));
    if (!runScript(temporary.db(), script, sqlPath, error) ||
        !checkForeignKeys(temporary.db(), sqlPath, error))
        return false;
    if (!temporary.close())
        return fail(error, u"%1: cannot finish writing %2"_s.arg(dbPath, temporary.path()));

    // The script ran; now read it back the way open() will, so a script that is valid SQL but
    // not a valid catalog (unknown kind, missing table, wrong schema version) never replaces a
    // working catalog.db.
    CatalogTables tables;
    QString problem;
    if (!readCatalogTables(temporary.path(), sqlPath, &tables, &problem))
        return fail(error, problem);

    // A fixed mode rather than whatever umask gave SQLite: the shipped catalog is read by all.
    QFile::setPermissions(temporary.path(), QFile::ReadOwner | QFile::WriteOwner |
                                                QFile::ReadGroup | QFile::ReadOther);
    std::error_code ec;
    std::filesystem::rename(
        std::filesystem::path(QFile::encodeName(temporary.path()).toStdString()),
        std::filesystem::path(QFile::encodeName(dbPath).toStdString()), ec);
    if (ec)
        return fail(error, u"%1: cannot replace the file: %2"_s.arg(
                               dbPath, QString::fromStdString(ec.message())));
    temporary.keep();
    return true;
}

} // namespace podcad
