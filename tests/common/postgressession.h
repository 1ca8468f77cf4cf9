#pragma once

// A connection of a test's own to a PostgresServer that keeps its transaction, and so its locks,
// between statements: the way a test makes a client wait at a chosen point (BEGIN, then a LOCK
// TABLE or a SELECT ... FOR UPDATE the client will need) before it strikes.

#include "postgresserver.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <atomic>

namespace podcad::test {

class PostgresSession final
{
public:
    PostgresSession(const PostgresServer &server, const QString &database)
        : mName(QStringLiteral("test-pg-session-%1").arg(++sCounter))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), mName);
        db.setHostName(server.socketDir());
        db.setDatabaseName(database);
        db.setUserName(QStringLiteral("podcad"));
        if (!db.open())
            mError = db.lastError().text();
    }
    ~PostgresSession()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(mName, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(mName);
    }
    PostgresSession(const PostgresSession &) = delete;
    PostgresSession &operator=(const PostgresSession &) = delete;

    // One statement; false (and error() says why) when it, or anything before it, failed.
    bool exec(const QString &sql)
    {
        if (!mError.isEmpty())
            return false;
        QSqlQuery q(QSqlDatabase::database(mName, false));
        if (q.exec(sql))
            return true;
        mError = q.lastError().text();
        return false;
    }
    const QString &error() const { return mError; }

private:
    static inline std::atomic<int> sCounter{0};
    QString mName;
    QString mError;
};

} // namespace podcad::test
