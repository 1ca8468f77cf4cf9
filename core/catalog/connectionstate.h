#pragma once

// Whether a database driver still has a connection to send statements to. Qt's PostgreSQL driver
// reports a connection the server dropped as closed, and Qt then warns on stderr for every
// statement tried on it: readers and editors check first and say it once, in their own message.

#include <QSqlDriver>

namespace podcad {

inline bool hasConnection(const QSqlDriver *driver)
{
    return driver && driver->isOpen() && !driver->isOpenError();
}

} // namespace podcad
