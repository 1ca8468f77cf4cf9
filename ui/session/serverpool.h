#pragma once

#include <QCoreApplication>
#include <QThreadPool>

namespace podcad {

// Threads for talking to the team catalog's server. Kept apart from the global pool because the
// window waits for that one on its own thread before it swaps the catalog (the analysis, what-if
// and proposal workers read the catalog): a server that does not answer would hold the window
// for its whole connect timeout. Nothing run here reads the window's catalog.
inline QThreadPool *serverPool()
{
    // Owned by the application, so its threads are joined before Qt goes.
    static QThreadPool *const pool = new QThreadPool(QCoreApplication::instance());
    return pool;
}

} // namespace podcad
