#include "teamsql.h"

#include "connectionstate.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace podcad::teamsql {

namespace {

QString firstLine(const QString &text)
{
    const QString line = text.trimmed().section(u'\n', 0, 0).trimmed();
    return line.isEmpty() ? text.simplified() : line;
}

} // namespace

QString sqlError(const QSqlError &error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return firstLine(text);
}

bool connected(const QSqlDriver *driver, QString *error)
{
    if (hasConnection(driver))
        return true;
    *error = u"no connection to the server"_s;
    return false;
}

bool execBound(QSqlQuery &query, const QString &sql, const QVariantList &values, QString *error)
{
    if (!connected(query.driver(), error))
        return false;
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
    if (!connected(db.driver(), error))
        return false;
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    *error = sqlError(query.lastError());
    return false;
}

Transaction::Transaction(QSqlDatabase db, const QString &begin)
    : mDb(std::move(db))
{
    QString ignored;
    mOpen = execPlain(mDb, begin, &ignored);
    if (!mOpen)
        mError = ignored;
}

Transaction::~Transaction()
{
    if (mOpen) {
        QString ignored;
        execPlain(mDb, u"ROLLBACK"_s, &ignored);
    }
}

bool Transaction::isOpen(QString *error) const
{
    if (!mOpen)
        *error = mError;
    return mOpen;
}

bool Transaction::commit(QString *error)
{
    mOpen = false;
    return execPlain(mDb, u"COMMIT"_s, error);
}

} // namespace podcad::teamsql
