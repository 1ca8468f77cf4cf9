#pragma once

#include <QCoreApplication>
#include <QThreadPool>

namespace podcad {

// Threads for talking to the team catalog's server. Kept apart from the global pool because the
// window waits for that one on its own thread before it swaps the catalog (the analysis, what-if
// and proposal workers read the catalog): a server that does not answer would hold the window
// for its whole connect timeout. Nothing run here reads the window's catalog.
// Its tasks hold values only (a URL, a SKU, the fields to write; never a widget), so a dialog may
// go while its task still waits for a server: the task ends on its own and its answer is dropped.
inline QThreadPool *serverPool()
{
    static QThreadPool *const pool = [] {
        // Owned by the application; at a quit the tasks still running end while Qt is whole
        // (their SQL drivers are plugins), after the windows are gone.
        auto *p = new QThreadPool(QCoreApplication::instance());
        QObject::connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, p,
                         [p] { p->waitForDone(); });
        return p;
    }();
    return pool;
}

} // namespace podcad
