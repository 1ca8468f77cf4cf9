#pragma once

#include "catalogurl.h"

#include <QString>

#include <optional>

class QSqlDatabase;

namespace podcad {

// One connection to a team catalog on PostgreSQL (Qt's QPSQL driver).
//
// Like every QSqlDatabase connection it belongs to the thread that made it: the GUI makes, uses
// and destroys a TeamCatalog on a worker thread. The rest of PodCAD never sees it: what a design
// is analysed and costed against is a Catalog read from the local copy pull() writes.
class TeamCatalog final
{
public:
    // A device model's price as the server holds it, with the last change the audit table knows.
    struct Price final
    {
        double usd = 0;
        int version = 0;
        // The last change of the row the audit table knows: an edit of it, or a push of the
        // whole catalog (`pushed`).
        QString changedBy;
        QString changedAt; // "2026-11-25 03:12 UTC", the server's clock
        bool pushed = false;
    };
    enum class Edit { Written, Conflict, Failed };

    explicit TeamCatalog(CatalogUrl url);
    ~TeamCatalog();
    TeamCatalog(const TeamCatalog &) = delete;
    TeamCatalog &operator=(const TeamCatalog &) = delete;

    const CatalogUrl &url() const { return mUrl; }

    // Connects and brings the schema to TeamSchema::kVersion, creating it in an empty database.
    // A server schema newer than this PodCAD knows is refused. `unreachable` tells a server that
    // could not be reached (work from the cached copy) from one that answered with a problem.
    bool connect(QString *error, bool *unreachable = nullptr);

    // Replaces the server's whole catalog with the SQLite catalog at `sqlitePath`, in one
    // transaction. Every edited row gets a version no reader holds yet.
    bool push(const QString &sqlitePath, QString *error);
    // Writes the server's catalog to a SQLite catalog at `sqlitePath` (temporary file + rename:
    // the destination is never left half-written), after validating what the server holds.
    bool pull(const QString &sqlitePath, QString *error);

    std::optional<Price> price(const QString &sku, QString *error);
    // Sets a model's list price if its row is still at `expectedVersion` (when given), and audits
    // who and when. Conflict: `message` says who changed it and when; nothing is written.
    Edit setPrice(const QString &sku, double usd, std::optional<int> expectedVersion,
                  Price *after, QString *message);

    // Who edits, for the audit table: the person ($USER), not the database role they share.
    static QString who();

private:
    QSqlDatabase database() const;
    bool bringSchemaUpToDate(QString *error);

    CatalogUrl mUrl;
    QString mConnection;
};

} // namespace podcad
