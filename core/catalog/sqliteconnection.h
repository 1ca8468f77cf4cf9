#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <atomic>

namespace podcad {

// A SQLite connection of a function's own, removed from Qt's registry when it goes. Qt keys
// connections by name and the catalogs are opened on several threads at once (the GUI's workers,
// the team catalog's loader), so every connection gets a name no other one has.
class SqliteConnection final
{
public:
    SqliteConnection(const QString &path, bool readOnly)
        : mName(QStringLiteral("podcad-sqlite-%1").arg(++sCounter))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), mName);
        if (!db.isValid()) {
            mError = QStringLiteral("the Qt SQLite driver (QSQLITE) is not available");
            return;
        }
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            mError = QStringLiteral("cannot open: %1").arg(db.lastError().text().simplified());
    }
    ~SqliteConnection()
    {
        close();
        QSqlDatabase::removeDatabase(mName);
    }
    SqliteConnection(const SqliteConnection &) = delete;
    SqliteConnection &operator=(const SqliteConnection &) = delete;

    // Empty when the connection is open; else why not, in one line.
    const QString &error() const { return mError; }
    QSqlDatabase db() const { return QSqlDatabase::database(mName, false); }
    // Closes before the file is renamed or read by another connection.
    void close()
    {
        QSqlDatabase database = db();
        if (database.isOpen())
            database.close();
    }

private:
    static inline std::atomic<int> sCounter{0};
    QString mName;
    QString mError;
};

} // namespace podcad
