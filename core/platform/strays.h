#pragma once

#include <QString>

namespace podcad {

// What a save killed before its rename leaves beside the target: AtomicFile's new file (where it
// has a name), AtomicDirectory's new folder with the files written so far, and SQLite's journal
// beside a working copy. Each save removes those of its own target that no live process is
// writing, before it makes its own (docs/save-faults.md).
//
// Why a lock, not a process id in the name: a writer holds flock(LOCK_EX) on its working copy
// from before anyone can see it until it is renamed or removed, and the kernel drops the lock
// however the writer ends (SIGKILL, a crash, a power cut: a lock does not survive a reboot). So
// "the lock is free" is "the writer is gone", with nothing to compare: no pid reused after a
// reboot or in another pid namespace (a container on the same folder), no /proc hidden by
// hidepid, no clock. The question is asked only where the kernel itself keeps the locks (local
// file systems: ext4, XFS, Btrfs, tmpfs, F2FS, overlayfs). Network file systems (NFS, SMB, FUSE)
// are left alone: there flock is emulated with byte-range locks that SQLite's own closing of the
// copy drops, or is kept per machine, so a free lock proves nothing.

// Claims the working copy open at `fd` for its writer, before or right after it gets its name.
// False with errno EWOULDBLOCK when a clean-up took it first (it is about to be removed: make
// another); false with another errno when the lock cannot be had where clean-ups look for one.
bool claimWorkingCopy(int fd);

// Removes, beside `targetPath`, every working copy of that target (hiddenNameBeside()) whose lock
// is free, with SQLite's files beside it, and those SQLite files whose copy is gone. A symbolic
// link, or anything neither a file nor a folder, is never touched and never followed; nor is a
// name of any other shape. Returns how many working copies were removed. Best effort: what
// cannot be removed now stays for the next save.
int removeDeadStrays(const QString &targetPath);

} // namespace podcad
