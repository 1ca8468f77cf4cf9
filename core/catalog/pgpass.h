#pragma once

#include <QString>

namespace podcad {

class CatalogUrl;

// libpq's password file ($PGPASSFILE, else ~/.pgpass): one `host:port:database:user:password`
// line per server, read by libpq itself on every connection that has no password of its own, and
// used only when the file is readable by its owner alone. PodCAD keeps a team catalog's password
// there, never in its settings.
class PgPass final
{
public:
    static QString path();

    // Adds the line for `url`'s host (a socket directory as it is), port ("*" when the URL names
    // none), database and user with its password, first in the file (libpq takes the first line
    // that matches), replacing a line for the same four. Other lines stay as they were. Written
    // through a temporary file renamed over the old one, with permissions 0600. False with one
    // line naming the file when it cannot be written.
    static bool store(const CatalogUrl &url, QString *error);

    // One line when the file exists and anyone but its owner may read or write it (libpq then
    // ignores it, with a warning PodCAD would not show): the team catalog refuses to connect on
    // it rather than send no password. Empty when the file is absent or 0600 or less.
    static QString exposed();

    // A field as the file writes it: ':' and '\' escaped with '\'.
    static QString escaped(const QString &field);
};

} // namespace podcad
