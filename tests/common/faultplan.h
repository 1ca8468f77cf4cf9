#pragma once

// One injected fault for PodCAD's file writes (FileFaults, docs/save-faults.md): which step, the
// how-many-th of that kind, and what happens there. Shared by the fault tests and the kill child.

#include "platform/filefaults.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <cerrno>
#include <csignal>
#include <optional>

namespace podcad::test {

class FaultPlan final : public FileFaults
{
public:
    enum class Action {
        Fail,      // the step fails with `error`
        Short,     // the write comes back with half its bytes (then goes on)
        HalfFull,  // the disk is full after `budget` bytes of the new file: short, then ENOSPC
        RemoveDir, // the folder of the file is removed for real (rm -r), then the step runs
        Kill,      // SIGKILL: the process dies at that point
        Stop,      // SIGSTOP: the process waits there until SIGCONT, a live writer mid-save
    };

    FaultPlan() = default;
    FaultPlan(FileStep step, int nth, Action action, int error = 0, qint64 budget = 0)
        : mStep(step)
        , mNth(nth)
        , mAction(action)
        , mError(error)
        , mBudget(budget)
    {}

    // "open", "write", "sync" or "rename".
    static std::optional<FileStep> stepNamed(const QString &name)
    {
        static const QStringList names{QStringLiteral("open"), QStringLiteral("write"),
                                       QStringLiteral("sync"), QStringLiteral("rename")};
        const qsizetype i = names.indexOf(name);
        return i < 0 ? std::nullopt : std::optional<FileStep>(FileStep(i));
    }

    int before(FileStep step, const QString &target, qint64 offset, qint64 *length) override
    {
        mSteps << QStringLiteral("%1 %2").arg(int(step)).arg(QFileInfo(target).fileName());
        if (mAction == Action::HalfFull && step == FileStep::Write && offset + *length > mBudget) {
            ++mHits;
            if (offset >= mBudget)
                return ENOSPC;
            *length = mBudget - offset;
            return 0;
        }
        if (step != mStep || ++mSeen != mNth)
            return 0;
        ++mHits;
        switch (mAction) {
        case Action::Fail:
            return mError;
        case Action::Short:
            *length = std::max<qint64>(1, *length / 2);
            return 0;
        case Action::HalfFull:
            return 0;
        case Action::RemoveDir:
            QDir(QFileInfo(target).absolutePath()).removeRecursively();
            return 0;
        case Action::Kill:
            ::raise(SIGKILL);
            return 0;
        case Action::Stop:
            ::raise(SIGSTOP);
            return 0;
        }
        return 0;
    }

    // How often the fault struck (0: the save never reached that point).
    int hits() const { return mHits; }
    // Every step asked about, in order: "<FileStep> <file name>".
    const QStringList &steps() const { return mSteps; }

private:
    FileStep mStep = FileStep::Open;
    int mNth = 0; // 0: never
    Action mAction = Action::Fail;
    int mError = 0;
    qint64 mBudget = 0;
    int mSeen = 0;
    int mHits = 0;
    QStringList mSteps;
};

// Installs a plan for the scope.
class InstalledFaults final
{
public:
    explicit InstalledFaults(FileFaults *faults) { FileFaults::install(faults); }
    ~InstalledFaults() { FileFaults::install(nullptr); }
    InstalledFaults(const InstalledFaults &) = delete;
    InstalledFaults &operator=(const InstalledFaults &) = delete;
};

} // namespace podcad::test
