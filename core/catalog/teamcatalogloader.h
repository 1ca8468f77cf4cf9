#pragma once

#include "catalog.h"
#include "catalogurl.h"
#include "teamcatalog.h"

#include <QDateTime>
#include <QString>
#include <optional>

namespace podcad {

// Reads a team catalog the way the CLI and the GUI both do: from the server when it answers,
// refreshing the local copy; from that copy when it does not.
//
// The copy is a SQLite catalog in $PODCAD_CATALOG_CACHE_DIR, else QStandardPaths' CacheLocation,
// named after the URL (without the password). load() blocks while it connects: the GUI calls it
// on a worker thread.
class TeamCatalogLoader final
{
public:
    struct Result final
    {
        std::optional<Catalog> catalog;
        bool fromCache = false;
        QString notice;     // one line when the copy is used: why, and the copy's date
        QString error;      // one line when there is no catalog at all
        QString reason;     // why the server was not read (unreachable or refused), if it was not
        QDateTime copyTime; // when the copy used was written (fromCache only)
        // Who the server says is connected, asked on the connection that read the catalog
        // (whether the window may change models); unset from the copy or when it did not say.
        std::optional<TeamCatalog::Access> access;
    };

    static Result load(const CatalogUrl &url);
    static QString cachePath(const CatalogUrl &url);
};

} // namespace podcad
