#pragma once

// Architects editing one team catalog at once, as separate podcad-cli processes: each writer
// changes prices and models, on a row every writer edits and on a row it shares with one other,
// with and without --expect-version (a read first, `catalog price SKU --json`, then the edit based
// on the version it read); readers run `analyze` through the server the whole time. Every command
// and what it printed is kept for the test to check against the server's rows and audit table.
//
// Writer w's values are its own (price 1,000,000 + 100,000 w + step + 0.25; name and weight
// naming w and the step), so the server's rows say whose write landed. Runs are reproducible from
// the seed up to the timing of the processes.

#include "testpaths.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace podcad::test {

class TeamLoadRun final
{
public:
    struct Options
    {
        QString url;
        QString cacheDir;     // PODCAD_CATALOG_CACHE_DIR of every process
        QString readerDesign; // what readers analyze
        QString hotSku;       // edited by every writer
        QStringList pairSkus; // writers 2k and 2k+1 share pairSkus[k]
        int writers = 8;
        int readers = 2;
        int seconds = 10;
        quint32 seed = 29;
    };

    // One edit as its writer ran and saw it.
    struct Write
    {
        int writer = 0;
        int step = 0;
        QString sku;
        bool price = true; // set-price, else set-model name= weight_kg=
        double usd = 0;
        QString name;
        double weightKg = 0;
        std::optional<int> expected; // --expect-version, from the read before it
        bool final = false;          // one of the writes after the run
        int exitCode = -1;           // -1: crashed or hung
        QByteArray out;
        QByteArray err;
        qint64 startMs = 0; // since the run started
        qint64 endMs = 0;
    };
    // A command that is not an edit: a reader's analyze, or a writer's read before an edit.
    struct Read
    {
        int writer = -1; // -1: a reader
        QStringList args;
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        qint64 startMs = 0;
        qint64 endMs = 0;
    };
    // Something done to the server at a time in the run (it may block a moment; the processes
    // carry on meanwhile).
    struct Fault
    {
        qint64 atMs = 0;
        std::function<void()> action;
    };

    explicit TeamLoadRun(Options options)
        : mOptions(std::move(options))
    {
        for (int w = 0; w < mOptions.writers; ++w)
            mRandom.emplace_back(mOptions.seed * 1000 + quint32(w));
    }

    // Every writer and reader busy until `seconds` have passed (commands running then finish),
    // the faults done at their times; then one edit per writer, blind, on its pair row.
    void run(const std::vector<Fault> &faults)
    {
        mClock.start();
        QEventLoop loop;
        mLoop = &loop;
        mBusy = 0;
        for (const Fault &fault : faults)
            QTimer::singleShot(std::max<qint64>(0, fault.atMs), &loop, fault.action);
        for (int w = 0; w < mOptions.writers; ++w)
            nextStep(w);
        for (int r = 0; r < mOptions.readers; ++r)
            nextRead();
        if (mBusy > 0)
            loop.exec();
        mDeadlinePassed = true;
        mFinalRound = true;
        for (int w = 0; w < mOptions.writers; ++w)
            startWrite(makeWrite(w, pairSku(w), mRandom[w].bounded(2) == 0, std::nullopt));
        if (mBusy > 0)
            loop.exec();
        mLoop = nullptr;
    }

    const std::vector<Write> &writes() const { return mWrites; }
    const std::vector<Read> &reads() const { return mReads; }
    qint64 elapsedMs() const { return mClock.elapsed(); }
    const Options &options() const { return mOptions; }

    QString pairSku(int writer) const
    {
        return mOptions.pairSkus.at((writer / 2) % mOptions.pairSkus.size());
    }

private:
    bool timeLeft() const
    {
        return !mDeadlinePassed && mClock.elapsed() < qint64(mOptions.seconds) * 1000;
    }

    Write makeWrite(int w, const QString &sku, bool price, std::optional<int> expected)
    {
        Write write;
        write.writer = w;
        write.step = ++mSteps[w];
        write.sku = sku;
        write.price = price;
        write.expected = expected;
        write.final = mFinalRound;
        write.usd = 1000000.0 + 100000.0 * w + write.step + 0.25;
        write.name = QStringLiteral("w%1 s%2 O'Brien \"load\" \\").arg(w).arg(write.step);
        write.weightKg = 100.0 + w + write.step / 1024.0;
        return write;
    }

    void nextStep(int w)
    {
        if (!timeLeft())
            return;
        QRandomGenerator &random = mRandom[w];
        const QString sku = random.bounded(2) == 0 ? mOptions.hotSku : pairSku(w);
        const bool price = random.bounded(2) == 0;
        if (random.bounded(2) == 0) {
            startWrite(makeWrite(w, sku, price, std::nullopt));
            return;
        }
        // Read the version first, as an editor would, then edit on it.
        start(w,
              {QStringLiteral("catalog"), QStringLiteral("price"), sku, QStringLiteral("--json")},
              [this, w, sku, price](Read read) {
                  std::optional<int> version;
                  if (read.exitCode == 0) {
                      const int at = read.out.indexOf("\"version\": ");
                      if (at >= 0)
                          version = read.out.mid(at + 11).split('\n').first().toInt();
                  }
                  mReads.push_back(std::move(read));
                  if (version)
                      startWrite(makeWrite(w, sku, price, version));
                  else
                      nextStep(w);
              });
    }

    void startWrite(Write write)
    {
        QStringList args{QStringLiteral("catalog")};
        if (write.price)
            args << QStringLiteral("set-price") << write.sku
                 << QString::number(write.usd, 'f', QLocale::FloatingPointShortest);
        else
            args << QStringLiteral("set-model") << write.sku << QStringLiteral("name=") + write.name
                 << QStringLiteral("weight_kg=") +
                        QString::number(write.weightKg, 'f', QLocale::FloatingPointShortest);
        if (write.expected)
            args << QStringLiteral("--expect-version") << QString::number(*write.expected);
        args << QStringLiteral("--json");
        const int w = write.writer;
        start(w, args, [this, w, write](const Read &run) mutable {
            write.exitCode = run.exitCode;
            write.out = run.out;
            write.err = run.err;
            write.startMs = run.startMs;
            write.endMs = run.endMs;
            mWrites.push_back(std::move(write));
            if (!mFinalRound)
                nextStep(w);
        });
    }

    void nextRead()
    {
        if (!timeLeft())
            return;
        start(-1, {QStringLiteral("analyze"), mOptions.readerDesign, QStringLiteral("--json")},
              [this](Read read) {
                  mReads.push_back(std::move(read));
                  nextRead();
              });
    }

    // Runs podcad-cli --catalog URL `args` as writer `w` (or a reader) and hands `done` what it
    // printed.
    void start(int w, const QStringList &args, std::function<void(Read)> done)
    {
        auto *process = new QProcess;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PODCAD_USER"),
                           w >= 0 ? QStringLiteral("w%1").arg(w) : QStringLiteral("reader"));
        environment.insert(QStringLiteral("PODCAD_CATALOG_CACHE_DIR"), mOptions.cacheDir);
        process->setProcessEnvironment(environment);
        auto read = std::make_shared<Read>();
        read->writer = w;
        read->args = args;
        read->startMs = mClock.elapsed();
        ++mBusy;
        QObject::connect(
            process, &QProcess::finished, process,
            [this, process, read, done = std::move(done)](int code, QProcess::ExitStatus status) {
                read->exitCode = status == QProcess::NormalExit ? code : -1;
                read->out = process->readAllStandardOutput();
                read->err = process->readAllStandardError();
                read->endMs = mClock.elapsed();
                process->deleteLater();
                done(std::move(*read));
                if (--mBusy == 0 && mLoop)
                    mLoop->quit();
            });
        QObject::connect(process, &QProcess::errorOccurred, process,
                         [this, process, read](QProcess::ProcessError error) {
                             if (error != QProcess::FailedToStart)
                                 return;
                             read->err = process->errorString().toUtf8();
                             read->endMs = mClock.elapsed();
                             mReads.push_back(*read);
                             process->deleteLater();
                             if (--mBusy == 0 && mLoop)
                                 mLoop->quit();
                         });
        process->start(cliPath(), QStringList{QStringLiteral("--catalog"), mOptions.url} + args);
    }

    Options mOptions;
    std::vector<QRandomGenerator> mRandom;
    std::map<int, int> mSteps;
    std::vector<Write> mWrites;
    std::vector<Read> mReads;
    QElapsedTimer mClock;
    QEventLoop *mLoop = nullptr;
    int mBusy = 0;
    bool mDeadlinePassed = false;
    bool mFinalRound = false;
};

} // namespace podcad::test
