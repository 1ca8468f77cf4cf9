// BackgroundTask (ui/session/backgroundtask.h), the one way the window runs work off the UI
// thread: the result reaches its callback on the owner's thread; a superseded or abandoned run's
// result is dropped and its work sees the cancel flag; cancel() reaches the work and its result
// still arrives; an owner destroyed while its work runs gets no callback and does not wait for
// the work; isBusy() holds until the callback has returned, not only until the worker ends;
// progress arrives with its total.
#include "session/backgroundtask.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

using namespace podcad;

namespace {

// A gate a worker waits at until the test opens it (at most 20 s, so a broken test ends).
struct Gate
{
    std::atomic<bool> open{false};
    std::atomic<bool> reached{false};
    void wait()
    {
        reached = true;
        QElapsedTimer t;
        t.start();
        while (!open && t.elapsed() < 20000)
            QThread::msleep(1);
    }
};

} // namespace

class TestBackgroundTask final : public QObject
{
    Q_OBJECT
    QThreadPool mPool; // the tests' own, so that they can wait for its workers to end

private Q_SLOTS:
    void initTestCase() { mPool.setMaxThreadCount(4); }
    void cleanup() { QVERIFY(mPool.waitForDone(20000)); }

    void deliversOnTheOwnersThread()
    {
        BackgroundTask task;
        QThread *worker = nullptr;
        QThread *deliveredOn = nullptr;
        task.start([] { return QThread::currentThread(); },
                   [&](QThread *ranOn) {
                       worker = ranOn;
                       deliveredOn = QThread::currentThread();
                   },
                   &mPool);
        QTRY_VERIFY(deliveredOn != nullptr);
        QCOMPARE(deliveredOn, task.thread());
        QCOMPARE(deliveredOn, QThread::currentThread());
        QVERIFY(worker != QThread::currentThread());
    }

    void busyUntilTheResultIsDelivered()
    {
        BackgroundTask task;
        QSignalSpy busy(&task, &BackgroundTask::busyChanged);
        bool busyInCallback = false;
        int delivered = 0;
        task.start([] { return 7; },
                   [&](int value) {
                       busyInCallback = task.isBusy();
                       delivered = value;
                   },
                   &mPool);
        QVERIFY(task.isBusy());
        // The worker has ended, but nothing has been shown yet: still busy.
        QVERIFY(mPool.waitForDone(20000));
        QVERIFY(task.isBusy());
        QCOMPARE(delivered, 0);
        QTRY_COMPARE(delivered, 7);
        QVERIFY(busyInCallback);
        QVERIFY(!task.isBusy());
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void supersededResultIsDropped()
    {
        BackgroundTask task;
        auto gate = std::make_shared<Gate>();
        auto firstSawCancel = std::make_shared<std::atomic<bool>>(false);
        QList<int> delivered;
        task.start(
            [gate, firstSawCancel](const BackgroundTask::Control &control) {
                gate->wait();
                *firstSawCancel = control.isCancelled();
                return 1;
            },
            [&](int value) { delivered << value; }, &mPool);
        QTRY_VERIFY(gate->reached);
        task.start([] { return 2; }, [&](int value) { delivered << value; }, &mPool);
        QTRY_COMPARE(delivered, QList<int>{2});
        QVERIFY(task.isBusy() == false);
        gate->open = true; // the first ends after the second was shown
        QVERIFY(mPool.waitForDone(20000));
        QCoreApplication::processEvents();
        QTest::qWait(50);
        QCOMPARE(delivered, QList<int>{2});
        QVERIFY(*firstSawCancel);
        QCOMPARE(task.startedCount(), 2);
        QCOMPARE(task.abandonedCount(), 1);
    }

    void cancelReachesTheWorkAndItsResultArrives()
    {
        BackgroundTask task;
        std::optional<bool> stoppedByCancel;
        bool cancelledInCallback = false;
        task.start(
            [](const BackgroundTask::Control &control) {
                QElapsedTimer t;
                t.start();
                while (!control.cancelFlag()->load() && t.elapsed() < 20000)
                    QThread::msleep(1);
                return control.isCancelled();
            },
            [&](bool stopped) {
                stoppedByCancel = stopped;
                cancelledInCallback = task.isCancelled();
            },
            &mPool);
        QVERIFY(!task.isCancelled());
        task.cancel();
        QVERIFY(task.isBusy()); // until its (cancelled) result is shown
        QTRY_VERIFY(stoppedByCancel.has_value());
        QVERIFY(*stoppedByCancel);
        QVERIFY(cancelledInCallback);
        QVERIFY(!task.isBusy());
    }

    void abandonedResultIsDropped()
    {
        BackgroundTask task;
        auto gate = std::make_shared<Gate>();
        bool delivered = false;
        task.start(
            [gate] {
                gate->wait();
                return 1;
            },
            [&](int) { delivered = true; }, &mPool);
        QVERIFY(task.abandon());
        QVERIFY(!task.isBusy());
        QVERIFY(!task.abandon()); // nothing left to drop
        gate->open = true;
        QVERIFY(mPool.waitForDone(20000));
        QTest::qWait(50);
        QVERIFY(!delivered);
        QCOMPARE(task.abandonedCount(), 1);
    }

    void ownerDestroyedWhileRunning()
    {
        auto *owner = new QObject;
        auto *task = new BackgroundTask(owner);
        auto gate = std::make_shared<Gate>();
        auto sawCancel = std::make_shared<std::atomic<bool>>(false);
        auto delivered = std::make_shared<bool>(false);
        task->start(
            [gate, sawCancel](const BackgroundTask::Control &control) {
                gate->wait();
                *sawCancel = control.isCancelled();
                return 1;
            },
            [delivered](int) { *delivered = true; }, &mPool);
        QTRY_VERIFY(gate->reached);
        // Does not wait for the worker, which is held at the gate.
        QElapsedTimer t;
        t.start();
        delete owner;
        QVERIFY(t.elapsed() < 1000);
        gate->open = true;
        QVERIFY(mPool.waitForDone(20000));
        QTest::qWait(50);
        QVERIFY(!*delivered);
        QVERIFY(*sawCancel);
    }

    void ownerDestroyedAfterTheWorkerEndedBeforeDelivery()
    {
        // The finished signal is queued for the owner's thread when the owner goes.
        auto *owner = new QObject;
        auto *task = new BackgroundTask(owner);
        auto delivered = std::make_shared<bool>(false);
        task->start([] { return 1; }, [delivered](int) { *delivered = true; }, &mPool);
        QVERIFY(mPool.waitForDone(20000));
        delete owner;
        QTest::qWait(50);
        QVERIFY(!*delivered);
    }

    void ownerDestroyedByItsOwnCallback()
    {
        // As when a message box the callback shows runs an event loop in which the window closes.
        QPointer<QObject> owner = new QObject;
        auto *task = new BackgroundTask(owner);
        bool delivered = false;
        task->start([] { return 1; },
                    [&](int) {
                        delivered = true;
                        delete owner.data();
                    },
                    &mPool);
        QTRY_VERIFY(delivered);
        QVERIFY(owner.isNull());
    }

    void progressArrivesWithItsTotal()
    {
        BackgroundTask task;
        QSignalSpy progress(&task, &BackgroundTask::progress);
        bool done = false;
        task.start(
            [](const BackgroundTask::Control &control) {
                for (int i = 1; i <= 3; ++i)
                    control.setProgress(i, 3);
                return 0;
            },
            [&](int) { done = true; }, &mPool);
        QTRY_VERIFY(done);
        QVERIFY(!progress.isEmpty());
        // Qt may pass fewer steps than were reported, never the last one.
        QCOMPARE(progress.last().at(0).toInt(), 3);
        QCOMPARE(progress.last().at(1).toInt(), 3);
    }

    void callbackMayStartAgain()
    {
        BackgroundTask task;
        QSignalSpy busy(&task, &BackgroundTask::busyChanged);
        QList<int> delivered;
        std::function<void(int)> deliver = [&](int value) {
            delivered << value;
            if (value < 3)
                task.start([value] { return value + 1; }, deliver, &mPool);
        };
        task.start([] { return 1; }, deliver, &mPool);
        QTRY_COMPARE(delivered, (QList<int>{1, 2, 3}));
        QVERIFY(!task.isBusy());
        QCOMPARE(busy.count(), 2); // busy throughout: one rise, one fall
        QCOMPARE(task.abandonedCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
