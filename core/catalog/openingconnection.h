#pragma once

// Qt's PostgreSQL driver runs set-up queries inside QSqlDatabase::open() and prints each one's
// failure as a warning: a server that goes away at that moment makes it print libpq's "server
// closed the connection unexpectedly" and that the server's version "is not supported". open()
// then fails with the same cause, which PodCAD reports in its own words. Whoever keeps stderr for
// one error line (podcad-cli) drops the warnings raised on a thread while it opens a connection.

namespace podcad {

class OpeningConnection final
{
public:
    OpeningConnection();
    ~OpeningConnection();
    OpeningConnection(const OpeningConnection &) = delete;
    OpeningConnection &operator=(const OpeningConnection &) = delete;

    // True on a thread between the construction and destruction of an OpeningConnection.
    static bool onThisThread();
};

} // namespace podcad
