// The kill harness (docs/save-faults.md): a child process (podcad_savechild, podcad-cli's
// commands) saves the new version of a target over the old one and dies by SIGKILL, at every step
// of the save in turn ("die at the Nth write, at the sync, at the rename") and after random delays.
// After each kill the target is the old version or the new one, whole.
//
// PODCAD_SAVE_TRIALS (default 4) random-delay kills per save path, PODCAD_SAVE_SEED the seed;
// scripts/run-save-faults.sh runs many more and prints the tally line this test prints.

#include "cli/cli.h"
#include "faultplan.h"
#include "savepaths.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <csignal>
#include <sys/types.h>

using namespace podcad;
using namespace podcad::test;

namespace {

struct Outcome
{
    bool killed = false; // false: the child finished before the kill
    int status = -1;
    QString err;
};

// Runs the child with `args` and kills it after `delayMs` (< 0: never; it may kill itself).
Outcome runChild(const QStringList &args, int delayMs)
{
    QProcess child;
    child.start(QStringLiteral(PODCAD_SAVECHILD_PATH), args);
    if (!child.waitForStarted())
        return {};
    if (delayMs >= 0 && !child.waitForFinished(delayMs))
        ::kill(pid_t(child.processId()), SIGKILL);
    child.waitForFinished(120000);
    return {child.exitStatus() == QProcess::CrashExit, child.exitCode(),
            QString::fromLocal8Bit(child.readAllStandardError())};
}

} // namespace

class TestSaveKill final : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    std::map<QString, SavePath> mPaths;
    std::map<QString, std::map<QString, QByteArray>> mReference; // the new version per path
    std::map<QString, QStringList> mSteps; // the steps of one save of the new version
    std::map<QString, int> mSaveMs;        // how long the child takes to save it
    int mTrials = 0, mKills = 0, mOld = 0, mNew = 0, mStrays = 0, mDamaged = 0;

    // A work folder holding the old version of `kind`.
    QString prepare(const QString &kind, const QString &name)
    {
        const QString work = mDir.filePath(name);
        QDir(work).removeRecursively();
        QDir().mkpath(work);
        const SavePath &p = mPaths.at(kind);
        if (!p.folder)
            runChild(p.command(work + u'/' + p.target, false), -1);
        return work;
    }

    // One kill: the target is the old version or the new one, whole; a stray temporary beside it
    // (the new file the kill interrupted) is counted, not failed: only a later save could reclaim
    // it, and it never takes the target's name.
    void check(const QString &kind, const QString &work, const std::map<QString, QByteArray> &old,
               const Outcome &outcome, const QString &how)
    {
        ++mTrials;
        mKills += outcome.killed ? 1 : 0;
        const SavePath &p = mPaths.at(kind);
        const QString target = work + u'/' + p.target;
        QVERIFY2(outcome.killed || outcome.status == 0,
                 qPrintable(how + QStringLiteral(": ") + outcome.err));
        std::map<QString, QByteArray> now = fileTree(work);
        for (auto it = now.begin(); it != now.end();) {
            const bool stray =
                it->first.startsWith(u'.' + p.target + u'.') && !it->first.contains(u'/');
            mStrays += stray ? 1 : 0;
            it = stray || it->first.startsWith(u'.' + p.target + u'.') ? now.erase(it)
                                                                       : std::next(it);
        }
        if (now == old) {
            ++mOld;
            return;
        }
        const QString wrong = notNewVersion(kind, target, mReference.at(kind));
        mDamaged += wrong.isEmpty() ? 0 : 1;
        QVERIFY2(
            wrong.isEmpty(),
            qPrintable(QStringLiteral("%1 %2: neither old nor new: %3").arg(kind, how, wrong)));
        ++mNew;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        const QString oldDesign = mDir.filePath(QStringLiteral("old.podcad"));
        const QString newDesign = mDir.filePath(QStringLiteral("new.podcad"));
        mPaths = savePaths(oldDesign, newDesign);
        const SavePath &design = mPaths.at(QStringLiteral("design"));
        QCOMPARE(runChild(design.command(oldDesign, false), -1).status, 0);
        QCOMPARE(runChild(design.command(newDesign, true), -1).status, 0);
        for (const auto &[kind, p] : mPaths) {
            const QString ref = mDir.filePath(QStringLiteral("ref-") + kind);
            QDir().mkpath(ref);
            const QString target = ref + u'/' + p.target;
            QElapsedTimer timer;
            timer.start();
            const Outcome done = runChild(p.command(target, true), -1);
            mSaveMs[kind] = int(timer.elapsed());
            QVERIFY2(done.status == 0, qPrintable(done.err));
            mReference[kind] =
                p.folder ? fileTree(target) : std::map<QString, QByteArray>{{{}, bytesOf(target)}};
            // The steps of the same save, recorded in this process.
            const QString again = mDir.filePath(QStringLiteral("steps-") + kind);
            QDir().mkpath(again);
            FaultPlan recorder;
            {
                const InstalledFaults installed(&recorder);
                QString out, err;
                QTextStream o(&out), e(&err);
                QCOMPARE(cli::run(p.command(again + u'/' + p.target, true), o, e), 0);
            }
            mSteps[kind] = recorder.steps();
        }
    }

    // Dies at each step of the save in turn: every open, write, sync and rename.
    void killedAtEveryStep_data()
    {
        QTest::addColumn<QString>("kind");
        for (const auto &[kind, p] : mPaths)
            QTest::newRow(qPrintable(kind)) << kind;
    }

    void killedAtEveryStep()
    {
        QFETCH(QString, kind);
        const SavePath &p = mPaths.at(kind);
        static const char *const names[] = {"open", "write", "sync", "rename"};
        std::map<int, int> perStep;
        for (const QString &s : mSteps.at(kind))
            ++perStep[s.section(u' ', 0, 0).toInt()];
        QVERIFY(perStep[int(FileStep::Rename)] > 0);
        for (const auto &[step, count] : perStep)
            for (int nth = 1; nth <= count; ++nth) {
                const QString how =
                    QStringLiteral("%1:%2").arg(QLatin1String(names[step])).arg(nth);
                const QString work = prepare(kind, QStringLiteral("step-") + kind);
                const std::map<QString, QByteArray> old = fileTree(work);
                const Outcome o = runChild(QStringList{QStringLiteral("--die"), how} +
                                               p.command(work + u'/' + p.target, true),
                                           -1);
                QVERIFY2(o.killed, qPrintable(how));
                check(kind, work, old, o, how);
                if (QTest::currentTestFailed())
                    return;
            }
    }

    // Killed after a random delay within the time a save takes.
    void killedAtRandomTimes_data() { killedAtEveryStep_data(); }

    void killedAtRandomTimes()
    {
        QFETCH(QString, kind);
        const SavePath &p = mPaths.at(kind);
        const int trials = qEnvironmentVariableIsSet("PODCAD_SAVE_TRIALS")
                               ? qEnvironmentVariableIntValue("PODCAD_SAVE_TRIALS")
                               : 4;
        const quint32 seed = qEnvironmentVariableIsSet("PODCAD_SAVE_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("PODCAD_SAVE_SEED"))
                                 : QRandomGenerator::system()->generate();
        QRandomGenerator random(seed);
        const int window = std::max(20, mSaveMs.at(kind) + 20);
        for (int t = 0; t < trials; ++t) {
            const int delay = random.bounded(window);
            const QString how = QStringLiteral("seed %1, kill after %2 ms").arg(seed).arg(delay);
            const QString work = prepare(kind, QStringLiteral("time-") + kind);
            const std::map<QString, QByteArray> old = fileTree(work);
            check(kind, work, old, runChild(p.command(work + u'/' + p.target, true), delay), how);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void cleanupTestCase()
    {
        // The tally scripts/run-save-faults.sh sums; a damaged file also fails the test above.
        qInfo("save-faults: %d trials, %d killed mid-run, %d left the old version, %d the new, "
              "%d stray temporaries, %d damaged",
              mTrials, mKills, mOld, mNew, mStrays, mDamaged);
    }
};

QTEST_MAIN(TestSaveKill)
#include "tst_savekill.moc"
