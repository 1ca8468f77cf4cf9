// Every save path of podcad-cli under injected faults (FileFaults, docs/save-faults.md): a full
// disk, a short write, an I/O error at the write, the sync or the rename, a refused open, the
// folder removed before or during the save. After each, the target is the old file or the new
// one, complete and readable, nothing is left beside it, and the error names the file. The same
// for the two files PodCAD writes outside its commands' outputs: libpq's password file (which
// must stay 0600) and the local copy of a team catalog, pulled from a private PostgreSQL.

#include "catalog/catalogurl.h"
#include "catalog/pgpass.h"
#include "catalog/teamcatalog.h"
#include "catalog/usercatalog.h"
#include "cli/cli.h"
#include "export/savefile.h"
#include "faultplan.h"
#include "postgresserver.h"
#include "savepaths.h"
#include "teamcatalogurl.h"
#include "testpaths.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <algorithm>
#include <sys/stat.h>

using namespace podcad;
using namespace podcad::test;
using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run runCommand(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.status = cli::run(args, out, err);
    out.flush();
    err.flush();
    return r;
}

Run runSave(const SavePath &p, const QString &target, bool newer)
{
    if (!p.inProcess)
        return runCommand(p.command(target, newer));
    Run r;
    r.status = p.inProcess(target, newer, &r.err);
    if (r.status != 0)
        r.err += u'\n';
    return r;
}

// The permission bits a path of `kind` must have, whatever happened; -1 when they follow the
// file's own.
int requiredMode(const QString &kind)
{
    if (kind == QLatin1String("pgpass"))
        return 0600; // libpq ignores a password file others can read
    if (kind == QLatin1String("teamcopy"))
        return 0644;
    return -1;
}

int modeOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

class TestSaveFaults final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;
    QString mOld, mNew;
    std::map<QString, SavePath> mPaths;
    PostgresServer mServer;

    // The password file and the team catalog's copy, beside podcad-cli's save paths.
    bool addPathsOutsideTheCli(QString *error)
    {
        mPaths[QStringLiteral("pgpass")] = {
            QStringLiteral("pgpass"),
            {},
            false,
            [](const QString &target, bool newer, QString *why) {
                qputenv("PGPASSFILE", QFile::encodeName(target));
                const CatalogUrl url =
                    teamCatalogUrl(newer ? u"postgresql://alice:new-secret@db.example/team"_s
                                         : u"postgresql://alice:old@db.example/team"_s);
                const bool stored = PgPass::store(url, why);
                qunsetenv("PGPASSFILE");
                return stored ? 0 : int(cli::InvalidInput);
            }};
        // Two databases, the shipped catalog in both, a price changed in the newer.
        if (!mServer.start(error))
            return false;
        for (const QString &database : {u"copyold"_s, u"copynew"_s}) {
            if (!mServer.createDatabase(database, error))
                return false;
            TeamCatalog team(teamCatalogUrl(mServer.url(database)));
            if (!team.connect(error) || !team.push(test::catalogDbPath(), error))
                return false;
        }
        if (!mServer.exec(u"copynew"_s,
                          u"UPDATE device_models SET list_price_usd = 123456 WHERE sku = "
                          "(SELECT min(sku) FROM device_models)"_s,
                          error))
            return false;
        const QString oldUrl = mServer.url(u"copyold"_s), newUrl = mServer.url(u"copynew"_s);
        mPaths[QStringLiteral("teamcopy")] = {
            QStringLiteral("team-catalog.db"),
            {},
            false,
            [=](const QString &target, bool newer, QString *why) {
                TeamCatalog team(teamCatalogUrl(newer ? newUrl : oldUrl));
                return team.connect(why) && team.pull(target, why) ? 0 : int(cli::InvalidInput);
            }};
        return true;
    }

    // The target as the fault-free save of the new version writes it.
    std::map<QString, QByteArray> reference(const QString &kind)
    {
        const QString dir = mDir.filePath(QStringLiteral("ref-") + kind);
        QDir().mkpath(dir);
        const SavePath &p = mPaths.at(kind);
        const QString target = dir + u'/' + p.target;
        const Run r = runSave(p, target, true);
        if (r.status != 0)
            qWarning("%s", qPrintable(r.err));
        return p.folder ? fileTree(target) : std::map<QString, QByteArray>{{{}, bytesOf(target)}};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mOld = mDir.filePath(QStringLiteral("old.podcad"));
        mNew = mDir.filePath(QStringLiteral("new.podcad"));
        mPaths = savePaths(mOld, mNew);
        for (const bool newer : {false, true}) {
            const Run r =
                runCommand(mPaths.at(QStringLiteral("design")).command(newer ? mNew : mOld, newer));
            QVERIFY2(r.status == 0, qPrintable(r.err));
        }
        QString error;
        QVERIFY2(addPathsOutsideTheCli(&error), qPrintable(error));
    }

    void faultLeavesOldOrNew_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("nth");
        QTest::addColumn<int>("action");
        QTest::addColumn<int>("error");
        using A = FaultPlan::Action;
        struct Fault
        {
            const char *name;
            FileStep step;
            int nth;
            A action;
            int error;
        };
        const Fault faults[] = {
            {"open EACCES", FileStep::Open, 1, A::Fail, EACCES},
            {"first write ENOSPC", FileStep::Write, 1, A::Fail, ENOSPC},
            {"first write EIO", FileStep::Write, 1, A::Fail, EIO},
            {"third write EIO", FileStep::Write, 3, A::Fail, EIO},
            {"short write", FileStep::Write, 1, A::Short, 0},
            {"disk full at 50%", FileStep::Write, 1, A::HalfFull, 0},
            {"sync EIO", FileStep::Sync, 1, A::Fail, EIO},
            {"rename EIO", FileStep::Rename, 1, A::Fail, EIO},
            {"second rename ENOSPC", FileStep::Rename, 2, A::Fail, ENOSPC},
            {"folder removed before", FileStep::Open, 1, A::RemoveDir, 0},
            {"folder removed while writing", FileStep::Write, 1, A::RemoveDir, 0},
            {"folder removed before the rename", FileStep::Rename, 1, A::RemoveDir, 0},
        };
        for (const auto &[kind, path] : mPaths)
            for (const Fault &f : faults)
                QTest::addRow("%s, %s", qPrintable(kind), f.name)
                    << kind << int(f.step) << f.nth << int(f.action) << f.error;
    }

    void faultLeavesOldOrNew()
    {
        QFETCH(QString, kind);
        QFETCH(int, step);
        QFETCH(int, nth);
        QFETCH(int, action);
        QFETCH(int, error);
        const SavePath &p = mPaths.at(kind);
        const QString work = mDir.filePath(QStringLiteral("w-%1").arg(
            QString::fromLatin1(QTest::currentDataTag())
                .replace(QRegularExpression(u"\\W+"_s), QStringLiteral("-"))));
        QVERIFY(QDir().mkpath(work));
        const QString target = work + u'/' + p.target;
        // The old version is there (a NetBox folder is never replaced: it starts absent).
        if (!p.folder) {
            const Run first = runSave(p, target, false);
            QVERIFY2(first.status == 0, qPrintable(first.err));
        }
        const std::map<QString, QByteArray> before = fileTree(work);

        qint64 budget = 0;
        if (FaultPlan::Action(action) == FaultPlan::Action::HalfFull) {
            const std::map<QString, QByteArray> ref = reference(kind);
            for (const auto &[name, bytes] : ref)
                budget = std::max<qint64>(budget, bytes.size() / 2);
        }
        FaultPlan plan(FileStep(step), nth, FaultPlan::Action(action), error, budget);
        Run r;
        {
            const InstalledFaults installed(&plan);
            r = runSave(p, target, true);
        }
        if (requiredMode(kind) >= 0 && QFileInfo::exists(target))
            QCOMPARE(modeOf(target), requiredMode(kind));
        // Every save opens its new file through the seam: a path that never asks it is not
        // under test.
        if (FileStep(step) == FileStep::Open)
            QVERIFY2(plan.hits() > 0, "the save never opened its file through AtomicFile");
        const bool removed = FaultPlan::Action(action) == FaultPlan::Action::RemoveDir;
        const bool struck =
            plan.hits() > 0 && FaultPlan::Action(action) != FaultPlan::Action::Short;
        if (!struck) {
            // The fault never came (a file of fewer writes) or was one a writer must ride out.
            QVERIFY2(r.status == 0, qPrintable(r.err));
            const QString wrong = notNewVersion(kind, target, reference(kind));
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            std::map<QString, QByteArray> after = fileTree(work);
            for (auto it = after.begin(); it != after.end();)
                it = it->first == p.target || it->first.startsWith(p.target + u'/')
                         ? after.erase(it)
                         : std::next(it);
            for (auto it = before.begin(); it != before.end(); ++it)
                if (it->first != p.target)
                    QVERIFY2(after.count(it->first), qPrintable(it->first));
            QCOMPARE(after.size(), before.size() - (p.folder ? 0 : 1));
            return;
        }
        QCOMPARE(r.status, int(cli::InvalidInput));
        QVERIFY2(r.err.contains(target), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        if (removed) {
            // The user removed the folder, old file and all: nothing is written back. (For a
            // NetBox folder, the folder removed may be the hidden one it is written into.)
            if (!p.folder || !QFileInfo::exists(work)) {
                QVERIFY2(!QFileInfo::exists(work), qPrintable(work));
                return;
            }
        }
        // The old version, byte for byte, and nothing beside it.
        QVERIFY(fileTree(work) == before);
        if (kind == QLatin1String("design"))
            QVERIFY(DesignFile::read(target).design.has_value());
        if (kind == QLatin1String("usercatalog"))
            QCOMPARE(userCatalogSkus(target).size(), 1);
    }

    // As QSaveFile did: the new file keeps the old one's permissions, and a link's target is
    // replaced, not the link.
    void replacingKeepsPermissionsAndFollowsLinks()
    {
        const QString file = mDir.filePath(QStringLiteral("private.csv"));
        const QString link = mDir.filePath(QStringLiteral("link.csv"));
        QString error;
        QVERIFY2(saveFile(file, "old\n", &error), qPrintable(error));
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(QFile::link(file, link));
        QVERIFY2(saveFile(link, "new\n", &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(bytesOf(file), QByteArray("new\n"));
        QCOMPARE(QFile::permissions(file),
                 QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser);
    }

    // A password file others could read (libpq would ignore it) comes out 0600, its other lines
    // kept; a team catalog's copy is 0644 whatever it was, as SQLite's files are.
    void passwordFileAndCopyGetTheirPermissions()
    {
        const QString work = mDir.filePath(QStringLiteral("modes"));
        QVERIFY(QDir().mkpath(work));
        const QString file = work + u"/pgpass"_s;
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("other.example:5432:db:bob:x\n");
        }
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner |
                                                QFile::ReadGroup | QFile::ReadOther));
        QString error;
        QCOMPARE(mPaths.at(u"pgpass"_s).inProcess(file, true, &error), 0);
        QCOMPARE(modeOf(file), 0600);
        QVERIFY(bytesOf(file).endsWith("other.example:5432:db:bob:x\n"));

        const QString copy = work + u"/team-catalog.db"_s;
        QCOMPARE(mPaths.at(u"teamcopy"_s).inProcess(copy, false, &error), 0);
        QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner));
        QCOMPARE(mPaths.at(u"teamcopy"_s).inProcess(copy, true, &error), 0);
        QCOMPARE(modeOf(copy), 0644);
    }

    // A rename may reach the disk before the data it names does: every file is synced first.
    void everySaveSyncsBeforeTheRename_data()
    {
        QTest::addColumn<QString>("kind");
        for (const auto &[kind, path] : mPaths)
            QTest::newRow(qPrintable(kind)) << kind;
    }

    void everySaveSyncsBeforeTheRename()
    {
        QFETCH(QString, kind);
        const SavePath &p = mPaths.at(kind);
        const QString work = mDir.filePath(QStringLiteral("sync-") + kind);
        QVERIFY(QDir().mkpath(work));
        FaultPlan recorder;
        Run r;
        {
            const InstalledFaults installed(&recorder);
            r = runSave(p, work + u'/' + p.target, true);
        }
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QStringList &steps = recorder.steps();
        const QString rename = QString::number(int(FileStep::Rename)) + u' ';
        const QString sync = QString::number(int(FileStep::Sync)) + u' ';
        int renames = 0;
        for (qsizetype i = 0; i < steps.size(); ++i) {
            if (!steps[i].startsWith(rename))
                continue;
            ++renames;
            QVERIFY2(i > 0 && steps[i - 1] == sync + steps[i].mid(rename.size()),
                     qPrintable(steps.join(u", ")));
        }
        QVERIFY2(renames > 0, qPrintable(steps.join(u", ")));
    }
};

QTEST_MAIN(TestSaveFaults)
#include "tst_savefaults.moc"
