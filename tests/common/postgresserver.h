#pragma once

// A private PostgreSQL 15 for one test: initdb into a temporary directory, a server listening only
// on a Unix socket in that directory, stopped and removed when the object goes (also when a test
// fails halfway). PostgreSQL refuses to run as root, so as root the server runs as the `postgres`
// account Debian's package creates; otherwise as the current user.
//
// Nothing is skipped: a missing binary is a failure with a message saying what to install.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace podcad::test {

class PostgresServer final
{
public:
    // As root the directory is under /tmp whatever $TMPDIR says: the postgres account must be able
    // to reach it, and a $TMPDIR inside /root is closed to it.
    PostgresServer()
        : mDir((geteuid() == 0 ? QStringLiteral("/tmp") : QDir::tempPath()) +
               QStringLiteral("/podcad-pg-XXXXXX"))
    {}
    ~PostgresServer()
    {
        QString ignored;
        stop(&ignored);
    }
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;

    static QString binDir()
    {
        const QString fromEnvironment = qEnvironmentVariable("PODCAD_PG_BINDIR");
        return fromEnvironment.isEmpty() ? QStringLiteral("/usr/lib/postgresql/15/bin")
                                         : fromEnvironment;
    }

    // initdb (once) and start. On failure `error` says what went wrong and how to fix it.
    bool start(QString *error)
    {
        if (mRunning)
            return true;
        for (const char *tool : {"initdb", "pg_ctl", "postgres"})
            if (!QFileInfo(binDir() + u'/' + QLatin1String(tool)).isExecutable()) {
                *error = QStringLiteral("%1/%2 is missing: install postgresql-15 "
                                        "(scripts/setup.sh does)")
                             .arg(binDir(), QLatin1String(tool));
                return false;
            }
        if (!mDir.isValid()) {
            *error =
                QStringLiteral("cannot create a temporary directory: %1").arg(mDir.errorString());
            return false;
        }
        if (!mInitialised) {
            if (geteuid() == 0) {
                const passwd *pw = getpwnam("postgres");
                if (!pw) {
                    *error = QStringLiteral("running as root, and there is no postgres account to "
                                            "run the server as (install postgresql-15)");
                    return false;
                }
                mRunAs = QStringLiteral("postgres");
                if (chown(QFile::encodeName(mDir.path()).constData(), pw->pw_uid, pw->pw_gid) !=
                    0) {
                    *error = QStringLiteral("cannot hand %1 to postgres").arg(mDir.path());
                    return false;
                }
            }
            chmod(QFile::encodeName(mDir.path()).constData(), 0755);
            if (!run(QStringLiteral("initdb"),
                     {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"),
                      QStringLiteral("podcad"), QStringLiteral("--auth=trust"),
                      QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C"),
                      QStringLiteral("--no-sync")},
                     error))
                return false;
            mInitialised = true;
        }
        if (!run(QStringLiteral("pg_ctl"),
                 {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"),
                  mDir.filePath(QStringLiteral("log")), QStringLiteral("-o"),
                  QStringLiteral("-k %1 -c listen_addresses='' -c fsync=off %2")
                      .arg(mDir.path(), extraOptions),
                  QStringLiteral("-w"), QStringLiteral("start")},
                 error))
            return false;
        mRunning = true;
        return true;
    }

    bool stop(QString *error)
    {
        if (!mRunning)
            return true;
        mRunning = false;
        return run(QStringLiteral("pg_ctl"),
                   {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("fast"),
                    QStringLiteral("-w"), QStringLiteral("stop")},
                   error);
    }

    // The postmaster killed with SIGKILL, as a crash or the OOM killer would: no shutdown, no
    // checkpoint. Returns once the postmaster and every server process it had are gone, so that
    // start() brings the server back through crash recovery.
    bool kill(QString *error)
    {
        if (!mRunning)
            return true;
        const pid_t pid = postmasterPid();
        if (pid <= 0) {
            *error = QStringLiteral("no postmaster.pid in %1").arg(dataDir());
            return false;
        }
        mRunning = false;
        // Stopped first, so that it forks no backend between listing its children and dying.
        if (::kill(pid, SIGSTOP) != 0) {
            *error = QStringLiteral("cannot stop the postmaster (pid %1)").arg(pid);
            return false;
        }
        const QList<pid_t> children = childrenOf(pid);
        ::kill(pid, SIGKILL);
        // A backend notices its postmaster's death at its next wait and exits; until the last
        // one has, the old shared memory is in use and a new postmaster refuses to start.
        for (int i = 0; i < 600; ++i) {
            if (std::none_of(children.begin(), children.end(), alive) && !alive(pid)) {
                // The dead postmaster may linger as a zombie nobody reaps (a container's init),
                // which the next one would take for a live server holding the lock files.
                QFile::remove(dataDir() + QStringLiteral("/postmaster.pid"));
                const QStringList socketLocks =
                    QDir(mDir.path())
                        .entryList({QStringLiteral(".s.PGSQL.*.lock")}, QDir::Files | QDir::Hidden);
                for (const QString &lock : socketLocks)
                    QFile::remove(mDir.filePath(lock));
                return true;
            }
            QThread::msleep(50);
        }
        *error = QStringLiteral("server processes of %1 still running 30 s after SIGKILL")
                     .arg(dataDir());
        return false;
    }

    // Until `count` sessions on `database` wait for a lock (10 s at most): a client has reached
    // the point a PostgresSession holds it at.
    bool waitForLockWaiters(const QString &database, int count)
    {
        for (int i = 0; i < 500; ++i) {
            QString error;
            QList<QVariantList> rows;
            if (!exec(QStringLiteral("postgres"),
                      QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = '%1' "
                                     "AND wait_event_type = 'Lock'")
                          .arg(database),
                      &error, &rows)) {
                qWarning("%s", qPrintable(error));
                return false;
            }
            if (rows.value(0).value(0).toInt() >= count)
                return true;
            QThread::msleep(20);
        }
        qWarning("fewer than %d sessions waited for a lock on %s", count, qPrintable(database));
        return false;
    }

    // The postmaster's process id, from its lock file; 0 when there is none.
    pid_t postmasterPid() const
    {
        QFile file(dataDir() + QStringLiteral("/postmaster.pid"));
        if (!file.open(QIODevice::ReadOnly))
            return 0;
        return pid_t(file.readLine().trimmed().toLong());
    }

    // More server options for the next start() (a later -c wins), e.g. TLS on a TCP port.
    QString extraOptions;
    QString dataDirectory() const { return dataDir(); }
    // The account the server runs as (empty: the test's own), for files it must own.
    const QString &runAs() const { return mRunAs; }

    QString socketDir() const { return mDir.path(); }
    // What the server logs (pg_ctl -l): with log_statement = 'all', every statement it was sent.
    QString logPath() const { return mDir.filePath(QStringLiteral("log")); }
    QString url(const QString &database = QStringLiteral("postgres")) const
    {
        return QStringLiteral("postgresql://podcad@/%1?host=%2").arg(database, socketDir());
    }

    // A superuser `role` that must log in with `password` (SCRAM, PostgreSQL 15's default), while
    // the test's own role keeps trust: a server as a team with passwords would run it.
    bool requirePassword(const QString &role, const QString &password, QString *error)
    {
        if (!exec(
                QStringLiteral("postgres"),
                QStringLiteral("CREATE ROLE %1 SUPERUSER LOGIN PASSWORD '%2'").arg(role, password),
                error))
            return false;
        QFile hba(dataDir() + QStringLiteral("/pg_hba.conf"));
        if (!hba.open(QIODevice::ReadWrite)) {
            *error = hba.fileName() + QStringLiteral(": ") + hba.errorString();
            return false;
        }
        // The first matching line decides: the role's line goes first.
        const QByteArray rest = hba.readAll();
        hba.seek(0);
        hba.write("local all " + role.toUtf8() + " scram-sha-256\n" + rest);
        hba.close();
        return exec(QStringLiteral("postgres"), QStringLiteral("SELECT pg_reload_conf()"), error);
    }

    // A new, empty database on this server, so test functions do not see each other's catalogs.
    bool createDatabase(const QString &name, QString *error)
    {
        return exec(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(name),
                    error);
    }

    // Runs one statement through a connection of the test's own (an oracle beside PodCAD's code).
    // `role` logs in instead of the test's own superuser (trust: no password), to see what the
    // server lets that role do.
    bool exec(const QString &database, const QString &sql, QString *error,
              QList<QVariantList> *rows = nullptr, const QString &role = QStringLiteral("podcad"))
    {
        static std::atomic<int> counter{0};
        const QString name = QStringLiteral("test-pg-%1").arg(++counter);
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(socketDir());
            db.setDatabaseName(database);
            db.setUserName(role);
            if (!db.open()) {
                *error = db.lastError().text();
            } else {
                QSqlQuery q(db);
                ok = q.exec(sql);
                if (!ok)
                    *error = q.lastError().text();
                while (ok && rows && q.next()) {
                    QVariantList row;
                    for (int i = 0; i < q.record().count(); ++i)
                        row << q.value(i);
                    rows->append(row);
                }
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }

private:
    QString dataDir() const { return mDir.filePath(QStringLiteral("data")); }

    // Running, and not a zombie that nobody has reaped yet.
    static bool alive(pid_t pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        // "pid (comm) S ...": the state follows the last ')'.
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')');
        return close >= 0 && line.mid(close + 2, 1) != "Z";
    }

    static QList<pid_t> childrenOf(pid_t parent)
    {
        QList<pid_t> children;
        const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
        for (const QString &entry : entries) {
            bool isPid = false;
            const pid_t pid = entry.toInt(&isPid);
            QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
            if (!isPid || !stat.open(QIODevice::ReadOnly))
                continue;
            const QByteArray line = stat.readAll();
            const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
            if (fields.size() > 1 && fields.at(1).toLong() == parent)
                children << pid;
        }
        return children;
    }

    bool run(const QString &tool, const QStringList &args, QString *error)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        const QString program = binDir() + u'/' + tool;
        if (mRunAs.isEmpty())
            p.start(program, args);
        else
            p.start(QStringLiteral("runuser"),
                    QStringList{QStringLiteral("-u"), mRunAs, QStringLiteral("--"), program} +
                        args);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit ||
            p.exitCode() != 0) {
            QString log;
            QFile file(mDir.filePath(QStringLiteral("log")));
            if (file.open(QIODevice::ReadOnly))
                log = QString::fromLocal8Bit(file.readAll().right(2000));
            *error = QStringLiteral("%1 failed: %2 %3 %4")
                         .arg(tool, p.errorString(), QString::fromLocal8Bit(p.readAll()), log);
            return false;
        }
        return true;
    }

    QTemporaryDir mDir;
    QString mRunAs;
    bool mInitialised = false;
    bool mRunning = false;
};

} // namespace podcad::test
