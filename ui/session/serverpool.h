#pragma once

#include <QCoreApplication>
#include <QThreadPool>

namespace podcad {

// A pool of threads owned by the application, apart from the global pool (which runs the live
// analysis, what-ifs and proposals, and can be busy for seconds with a big design). At a quit the
// tasks still running end while Qt is whole (their SQL drivers are plugins), after the windows
// are gone. Its tasks hold values only (a URL, a path, a catalog snapshot; never a widget), so
// whoever asked may go while a task runs: the task ends on its own and its answer is dropped.
inline QThreadPool *applicationPool(int maxThreads)
{
    auto *p = new QThreadPool(QCoreApplication::instance());
    p->setMaxThreadCount(maxThreads);
    QObject::connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, p,
                     [p] { p->waitForDone(); });
    return p;
}

// Threads for talking to the team catalog's server: one that does not answer holds a thread for
// its whole connect timeout, and nothing else queues behind it.
inline QThreadPool *serverPool()
{
    static QThreadPool *const pool = applicationPool(QThread::idealThreadCount());
    return pool;
}

// The thread that builds a newer catalog (an import, a removal): one at a time, each on the one
// before, never queued behind a long analysis in the global pool.
inline QThreadPool *catalogPool()
{
    static QThreadPool *const pool = applicationPool(1);
    return pool;
}

} // namespace podcad
