#pragma once

#include <QString>
#include <QStringList>
#include <QVariantList>
#include <map>
#include <optional>
#include <vector>

namespace podcad {

// A catalog's rows as fetched from a database, before anything is checked: what readCatalogTables()
// decodes. Fetching (SQL, which differs between SQLite and PostgreSQL) and decoding (the same for
// both) are apart, so the decoding of what a team server sends can be driven with values alone.
struct CatalogRows final
{
    struct Table final
    {
        QStringList columns;
        std::vector<QVariantList> rows; // in the order a reader lists them; each has columns.size()
        QString problem;                // the database's message when the rows could not be read
    };

    // A SQLite catalog's PRAGMA user_version; nullopt for a team catalog, whose version lives in
    // a table of its own and is checked when TeamCatalog connects.
    std::optional<int> schemaVersion;
    // Why the version or the table list could not be read: the first thing a reader reports.
    QString problem;
    // Every table the database has, with the rows of those the reader knows.
    std::map<QString, Table> tables;
};

} // namespace podcad
