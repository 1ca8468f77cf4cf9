#pragma once

#include "mainwindow/catalogactions.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QTimer>

// A change of the window's catalog is built off the UI thread and swapped in on it: the tests and
// benchmarks wait for it here, with the event loop running, as the window would.
namespace podcad::test {

// The change's outcome once the newer catalog is in use (or why not).
inline CatalogActions::Outcome settle(QFuture<CatalogActions::Outcome> change,
                                      int timeoutMs = 20000)
{
    if (!change.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<CatalogActions::Outcome> watcher;
        QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        watcher.setFuture(change);
        if (!change.isFinished())
            loop.exec();
    }
    if (!change.isFinished() || change.resultCount() == 0)
        return {false, QStringLiteral("the catalog change did not finish")};
    return change.result();
}

} // namespace podcad::test
