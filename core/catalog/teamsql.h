#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

class QSqlDriver;
class QSqlError;
class QSqlQuery;

// Running statements on the team catalog's server with one-line messages, shared by the catalog
// (teamcatalog.cpp), its audit and its roles (teamroles.cpp).
namespace podcad::teamsql {

// The server's own message, first line only ("permission denied for table device_models").
QString sqlError(const QSqlError &error);

// hasConnection(), with the caller's one-line message when there is none.
bool connected(const QSqlDriver *driver, QString *error);

// exec() of a prepared query with values bound in order; the message names what failed.
bool execBound(QSqlQuery &query, const QString &sql, const QVariantList &values, QString *error);

// A statement that cannot be prepared (BEGIN, GRANT, DO blocks) run as it is.
bool execPlain(QSqlDatabase db, const QString &sql, QString *error);

// Rolls back whatever transaction is still open when a function returns early.
class Transaction final
{
public:
    explicit Transaction(QSqlDatabase db, const QString &begin = QStringLiteral("BEGIN"));
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isOpen(QString *error) const;
    bool commit(QString *error);

private:
    QSqlDatabase mDb;
    bool mOpen = false;
    QString mError;
};

} // namespace podcad::teamsql
