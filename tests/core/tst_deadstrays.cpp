// What a killed save leaves beside its target, and the clean-up the next save of that target does
// (core/platform/strays.h, docs/save-faults.md): it removes the working copies of dead saves of
// that target, and only those; a live writer's copy, another target's, a symbolic link or a name
// of another shape stay, and nothing is followed through a link.

#include "export/savefile.h"
#include "platform/atomicdirectory.h"
#include "platform/atomicfile.h"
#include "platform/besidetarget.h"
#include "platform/strays.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A working copy held by a live writer: open and locked as AtomicFile holds its own.
class LiveCopy final
{
public:
    explicit LiveCopy(const QString &path)
        : mFd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC))
    {}
    ~LiveCopy()
    {
        if (mFd >= 0)
            ::close(mFd);
    }
    LiveCopy(const LiveCopy &) = delete;
    LiveCopy &operator=(const LiveCopy &) = delete;
    bool claimed() const { return mFd >= 0 && claimWorkingCopy(mFd); }

private:
    int mFd;
};

} // namespace

class TestDeadStrays final : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    QString folder(const char *name)
    {
        const QString path = mDir.filePath(QLatin1String(name));
        QDir(path).removeRecursively();
        QDir().mkpath(path);
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(mDir.isValid()); }

    void namesAreKnownForTheirTarget()
    {
        const QString name = QFileInfo(hiddenNameBeside(QFileInfo(u"/x/pod.podcad"_s))).fileName();
        QVERIFY2(name.startsWith(u".pod.podcad.podcad-"_s), qPrintable(name));
        const QByteArray entry = QFile::encodeName(name);
        bool companion = true;
        QCOMPARE(workingCopyNamed(entry, "pod.podcad", &companion), entry);
        QVERIFY(!companion);
        QCOMPARE(workingCopyNamed(entry + "-journal", "pod.podcad", &companion), entry);
        QVERIFY(companion);
        // Another target's, another shape, or SQLite's files under another suffix: not ours.
        QVERIFY(workingCopyNamed(entry, "pod").isEmpty());
        QVERIFY(workingCopyNamed(entry, "pod.podcad.podcad").isEmpty());
        QVERIFY(workingCopyNamed(entry + "-journal2", "pod.podcad").isEmpty());
        QVERIFY(workingCopyNamed(entry + ".tmp", "pod.podcad").isEmpty());
        QVERIFY(workingCopyNamed(".pod.podcad.podcad-ABCDEFGHIJ", "pod.podcad").isEmpty());
        QVERIFY(workingCopyNamed(".pod.podcad.podcad-abcdefghi", "pod.podcad").isEmpty());
        QVERIFY(workingCopyNamed(".pod.podcad.podcad-abcdefghijk", "pod.podcad").isEmpty());
        QVERIFY(workingCopyNamed(".pod.podcad.old", "pod.podcad").isEmpty());
        QVERIFY(workingCopyNamed(".a.b.podcad-abcdefghij", "a").isEmpty());
        QCOMPARE(workingCopyNamed(".a.b.podcad-abcdefghij", "a.b"),
                 QByteArray(".a.b.podcad-abcdefghij"));
    }

    // Dead copies of the target go, with SQLite's files beside them and those whose copy is gone;
    // everything else stays.
    void onlyDeadCopiesOfTheTargetGo()
    {
        const QString work = folder("mixed");
        const QString outside = folder("outside");
        QVERIFY(writeFile(outside + u"/keep.csv"_s, "outside\n"));
        auto at = [&](const char *name) { return work + u'/' + QLatin1String(name); };
        QVERIFY(writeFile(at("pod.podcad"), "target\n"));
        // Dead: a file with its journal, a folder with files, a link and a folder in it.
        QVERIFY(writeFile(at(".pod.podcad.podcad-deadfile01"), "copy"));
        QVERIFY(writeFile(at(".pod.podcad.podcad-deadfile01-journal"), "journal"));
        QVERIFY(QDir().mkpath(at(".pod.podcad.podcad-deadfolder/sub")));
        QVERIFY(writeFile(at(".pod.podcad.podcad-deadfolder/sub/racks.csv"), "x"));
        QVERIFY(QFile::link(outside, at(".pod.podcad.podcad-deadfolder/away")));
        QVERIFY(QFile::link(outside + u"/keep.csv"_s, at(".pod.podcad.podcad-deadfolder/f")));
        // SQLite's file whose copy is gone.
        QVERIFY(writeFile(at(".pod.podcad.podcad-orphan0001-wal"), "wal"));
        // Live: held by a writer, with its journal.
        QVERIFY(writeFile(at(".pod.podcad.podcad-livecopy01"), "live"));
        QVERIFY(writeFile(at(".pod.podcad.podcad-livecopy01-journal"), "live journal"));
        const LiveCopy live(at(".pod.podcad.podcad-livecopy01"));
        QVERIFY(live.claimed());
        // Not ours to judge: another target's, other shapes, a link named like a copy, a pipe.
        const char *const kept[] = {
            ".other.podcad.podcad-deadfile01",   ".pod.podcad.podcad-DEADFILE01",
            ".pod.podcad.podcad-deadfile012",    ".pod.podcad.old",
            ".pod.podcad.podcad-deadfile01.tmp", "pod.podcad.podcad-deadfile02",
        };
        for (const char *name : kept)
            QVERIFY(writeFile(at(name), "kept"));
        QVERIFY(QFile::link(outside, at(".pod.podcad.podcad-linktodir1")));
        QVERIFY(QFile::link(outside + u"/keep.csv"_s, at(".pod.podcad.podcad-linktofile")));
        QCOMPARE(::mkfifo(QFile::encodeName(at(".pod.podcad.podcad-fifo000001")).constData(), 0600),
                 0);

        QCOMPARE(removeDeadStrays(at("pod.podcad")), 2);

        for (const char *gone :
             {".pod.podcad.podcad-deadfile01", ".pod.podcad.podcad-deadfile01-journal",
              ".pod.podcad.podcad-deadfolder", ".pod.podcad.podcad-orphan0001-wal"})
            QVERIFY2(!QFileInfo::exists(at(gone)) && !QFileInfo(at(gone)).isSymLink(), gone);
        for (const char *name : kept)
            QVERIFY2(QFileInfo::exists(at(name)), name);
        QCOMPARE(bytesOf(at("pod.podcad")), QByteArray("target\n"));
        QCOMPARE(bytesOf(at(".pod.podcad.podcad-livecopy01")), QByteArray("live"));
        QCOMPARE(bytesOf(at(".pod.podcad.podcad-livecopy01-journal")), QByteArray("live journal"));
        QVERIFY(QFileInfo(at(".pod.podcad.podcad-linktodir1")).isSymLink());
        QVERIFY(QFileInfo(at(".pod.podcad.podcad-linktofile")).isSymLink());
        QVERIFY(QFileInfo::exists(at(".pod.podcad.podcad-fifo000001")));
        QCOMPARE(bytesOf(outside + u"/keep.csv"_s), QByteArray("outside\n"));
        QCOMPARE(QDir(outside).entryList(QDir::Files).size(), 1);
    }

    // The next save of a target removes what a dead save of it left, through AtomicFile and
    // AtomicDirectory themselves.
    void theNextSaveRemovesDeadCopies()
    {
        const QString work = folder("next");
        const QString file = work + u"/bom.csv"_s;
        const QString dead = work + u"/.bom.csv.podcad-0123456789"_s;
        QVERIFY(writeFile(dead, "half a bo"));
        QString error;
        QVERIFY2(saveFile(file, "new\n", &error), qPrintable(error));
        QVERIFY(!QFileInfo::exists(dead));

        const QString export_ = work + u"/netbox"_s;
        const QString deadFolder = work + u"/.netbox.podcad-0123456789"_s;
        QVERIFY(QDir().mkpath(deadFolder));
        QVERIFY(writeFile(deadFolder + u"/devices.csv"_s, "half"));
        AtomicDirectory folder(export_);
        QVERIFY2(folder.open(), qPrintable(folder.errorString()));
        QVERIFY(!QFileInfo::exists(deadFolder));
        QVERIFY(folder.commit());
        QVERIFY(QFileInfo(export_).isDir());
    }

    // Two writers of the same target at once, in one process as in two: the second one's clean-up
    // leaves the first one's new file and folder, which then commit as they would have.
    void aLiveWritersCopySurvivesAnotherSave()
    {
        const QString work = folder("live");
        const QString file = work + u"/user-catalog.db"_s;
        QVERIFY(writeFile(file, "old"));
        AtomicFile first(file);
        QVERIFY(first.open());
        QVERIFY(first.write("first"));
        QVERIFY(first.closeTemp());
        const QString copy = first.tempPath();
        QVERIFY(QFileInfo::exists(copy));
        QString error;
        QVERIFY2(saveFile(file, "second", &error), qPrintable(error));
        QCOMPARE(bytesOf(copy), QByteArray("first"));
        QVERIFY2(first.commit(), qPrintable(first.errorString()));
        QCOMPARE(bytesOf(file), QByteArray("first"));

        const QString export_ = work + u"/netbox"_s;
        AtomicDirectory one(export_);
        QVERIFY(one.open());
        QVERIFY(writeFile(one.tempPath() + u"/devices.csv"_s, "one"));
        {
            AtomicDirectory two(export_);
            QVERIFY(two.open());
            QVERIFY(QFileInfo::exists(one.tempPath() + u"/devices.csv"_s));
        }
        QVERIFY(QFileInfo::exists(one.tempPath() + u"/devices.csv"_s));
        QVERIFY2(one.commit(), qPrintable(one.errorString()));
        QCOMPARE(bytesOf(export_ + u"/devices.csv"_s), QByteArray("one"));
        QCOMPARE(QDir(work).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList({u"netbox"_s, u"user-catalog.db"_s}));
    }

    // A clean-up that locked a copy first wins: the writer that made it finds it taken.
    void aCleanUpsLockBeatsTheWriter()
    {
        const QString work = folder("race");
        const QString name = work + u"/.pod.podcad.podcad-racerace01"_s;
        QVERIFY(writeFile(name, ""));
        const int cleaner = ::open(QFile::encodeName(name).constData(), O_RDONLY | O_CLOEXEC);
        QVERIFY(cleaner >= 0);
        QCOMPARE(::flock(cleaner, LOCK_EX | LOCK_NB), 0);
        const int writer = ::open(QFile::encodeName(name).constData(), O_WRONLY | O_CLOEXEC);
        QVERIFY(writer >= 0);
        QVERIFY(!claimWorkingCopy(writer));
        QCOMPARE(errno, EWOULDBLOCK);
        ::close(writer);
        ::close(cleaner);
    }

    // A new file gets the permissions asked for, whatever the old file's and the umask: a password
    // file is 0600 from its first byte.
    void permissionsAskedForAreKept()
    {
        const QString work = folder("mode");
        const QString file = work + u"/pgpass"_s;
        QVERIFY(writeFile(file, "old"));
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner |
                                                QFile::ReadGroup | QFile::ReadOther));
        const mode_t umask = ::umask(0);
        ::umask(umask);
        for (const int mode : {0600, 0644}) {
            AtomicFile out(file);
            out.setPermissions(mode);
            QVERIFY(out.open());
            QVERIFY(out.closeTemp());
            struct stat st = {};
            QCOMPARE(::stat(QFile::encodeName(out.tempPath()).constData(), &st), 0);
            QCOMPARE(int(st.st_mode & 07777), mode);
            QVERIFY(out.commit());
            QCOMPARE(::stat(QFile::encodeName(file).constData(), &st), 0);
            QCOMPARE(int(st.st_mode & 07777), mode);
        }
    }
};

QTEST_MAIN(TestDeadStrays)
#include "tst_deadstrays.moc"
