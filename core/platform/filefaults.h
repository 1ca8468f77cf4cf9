#pragma once

#include <QString>
#include <QtGlobal>
#include <atomic>

namespace podcad {

// The steps of replacing a file (AtomicFile) that a fault can hit.
enum class FileStep { Open, Write, Sync, Rename };

// A test's way into PodCAD's own file writes (docs/save-faults.md): every save goes through
// AtomicFile, which asks the installed FileFaults before each step whether the step fails, so a
// test can make a disk fill up, a write come back short or the process die at an exact point of a
// real save. Nothing is installed in the programs; then a step costs one atomic load.
class FileFaults
{
public:
    virtual ~FileFaults() = default;

    // Called before `step` on the file being replaced, `target` (its final path, not the
    // temporary). For a Write, `*length` bytes at `offset` of the new file are about to be
    // written: lowering it makes the write short, as a full disk does. Returns 0 to let the step
    // run, or an errno value that the step fails with instead.
    virtual int before(FileStep step, const QString &target, qint64 offset, qint64 *length) = 0;

    // Installs `faults` for every thread (nullptr removes it); the caller keeps it alive meanwhile.
    static void install(FileFaults *faults) { sInstalled.store(faults, std::memory_order_release); }
    static FileFaults *installed() { return sInstalled.load(std::memory_order_acquire); }
    // What the writers call before each step: 0 when nothing is installed, else what before() says.
    static int check(FileStep step, const QString &target, qint64 offset = 0,
                     qint64 *length = nullptr)
    {
        FileFaults *faults = installed();
        qint64 ignored = 0;
        return faults ? faults->before(step, target, offset, length ? length : &ignored) : 0;
    }

private:
    static inline std::atomic<FileFaults *> sInstalled{nullptr};
};

} // namespace podcad
