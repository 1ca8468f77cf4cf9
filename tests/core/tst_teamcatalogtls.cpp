// The team catalog over TLS on a real PostgreSQL 15: a server with a certificate from a
// self-signed CA (made here with openssl) that takes only encrypted connections (hostssl in
// pg_hba.conf). sslmode=verify-full with the CA connects to the name on the certificate, refuses
// another name for the same server, and a plain connection is refused with one clear line.

#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "postgresserver.h"
#include "teamcatalogurl.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace podcad;
using podcad::test::PostgresServer;
using podcad::test::teamCatalogUrl;

namespace {

bool openssl(const QStringList &args, QString *error)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(u"openssl"_s, args);
    if (p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
        return true;
    *error = u"openssl %1: %2 %3"_s.arg(args.join(u' '), p.errorString(),
                                        QString::fromLocal8Bit(p.readAll()));
    return false;
}

} // namespace

class TestTeamCatalogTls final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mCache.isValid());
        qputenv("PODCAD_CATALOG_CACHE_DIR", QFile::encodeName(mCache.path()));
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
        QVERIFY2(mServer.createDatabase(u"tls"_s, &error), qPrintable(error));
        QVERIFY2(mServer.stop(&error), qPrintable(error));
        // A CA, and a server certificate it signs for the name localhost only.
        const QString dir = mServer.socketDir();
        const auto path = [&](const char *name) { return dir + u'/' + QLatin1String(name); };
        QFile ext(path("ext.cnf"));
        QVERIFY(ext.open(QIODevice::WriteOnly));
        ext.write("subjectAltName=DNS:localhost\n");
        ext.close();
        for (const QStringList &args : {
                 QStringList{u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s,
                             u"-keyout"_s, path("ca.key"), u"-out"_s, path("ca.crt"), u"-days"_s,
                             u"2"_s, u"-subj"_s, u"/CN=PodCAD test CA"_s},
                 QStringList{u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                             path("server.key"), u"-out"_s, path("server.csr"), u"-subj"_s,
                             u"/CN=localhost"_s},
                 QStringList{u"x509"_s, u"-req"_s, u"-in"_s, path("server.csr"), u"-CA"_s,
                             path("ca.crt"), u"-CAkey"_s, path("ca.key"), u"-CAcreateserial"_s,
                             u"-out"_s, path("server.crt"), u"-days"_s, u"2"_s, u"-extfile"_s,
                             path("ext.cnf")},
             })
            QVERIFY2(openssl(args, &error), qPrintable(error));
        // The server refuses a key others can read, or one owned by another account.
        QFile::setPermissions(path("server.key"), QFile::ReadOwner | QFile::WriteOwner);
        if (!mServer.runAs().isEmpty()) {
            const passwd *pw = getpwnam(qPrintable(mServer.runAs()));
            QVERIFY(pw);
            for (const char *file : {"server.key", "server.crt"})
                QVERIFY(chown(qPrintable(path(file)), pw->pw_uid, pw->pw_gid) == 0);
        }
        // Only TLS over TCP (the test's own superuser keeps the socket).
        QFile hba(mServer.dataDirectory() + u"/pg_hba.conf"_s);
        QVERIFY(hba.open(QIODevice::WriteOnly | QIODevice::Truncate));
        hba.write("local all all trust\nhostssl all all 127.0.0.1/32 trust\n");
        hba.close();
        mPort = 20000 + int(getpid() % 20000);
        mServer.extraOptions = u"-c listen_addresses=127.0.0.1 -p %1 -c ssl=on "
                               "-c ssl_cert_file=%2 -c ssl_key_file=%3"_s.arg(mPort)
                                   .arg(path("server.crt"), path("server.key"));
        QVERIFY2(mServer.start(&error), qPrintable(error));
        mCa = path("ca.crt");
    }

    void verifyFullConnectsToTheCertificatesName()
    {
        TeamCatalog team(teamCatalogUrl(
            u"postgresql://podcad@localhost:%1/tls?sslmode=verify-full&sslrootcert=%2"_s.arg(mPort)
                .arg(mCa)));
        QString error;
        QVERIFY2(team.connect(&error), qPrintable(error));
        QVERIFY(team.url().transportWarning().isEmpty());
        QVERIFY2(team.url().display().contains(u"sslmode=verify-full"_s),
                 qPrintable(team.url().display()));
    }

    void anotherNameIsRefused()
    {
        // The same server by its address: not the name the CA vouched for.
        TeamCatalog team(teamCatalogUrl(
            u"postgresql://podcad@127.0.0.1:%1/tls?sslmode=verify-full&sslrootcert=%2"_s.arg(mPort)
                .arg(mCa)));
        QString error;
        QVERIFY(!team.connect(&error));
        QVERIFY2(error.contains(u"does not match host name"_s), qPrintable(error));
    }

    void aPlainConnectionIsRefusedClearly()
    {
        TeamCatalog team(
            teamCatalogUrl(u"postgresql://podcad@localhost:%1/tls?sslmode=disable"_s.arg(mPort)));
        QString error;
        bool unreachable = true;
        QVERIFY(!team.connect(&error, &unreachable));
        QVERIFY(!unreachable);
        QVERIFY2(error.startsWith(u"the server accepts only encrypted connections ("_s),
                 qPrintable(error));
        QVERIFY2(error.endsWith(u"add sslmode=verify-full&sslrootcert=CA.pem to the URL"_s),
                 qPrintable(error));
    }

    void aRemoteHostWithoutTlsIsWarnedOf()
    {
        const auto warning = [](const QString &text) {
            return teamCatalogUrl(text).transportWarning();
        };
        QVERIFY2(
            warning(u"postgresql://a:pw@db.example/c"_s)
                .startsWith(u"warning: postgresql://a@db.example/c reaches db.example over "
                            "the network without a required TLS connection (sslmode=prefer)"_s),
            qPrintable(warning(u"postgresql://a:pw@db.example/c"_s)));
        QVERIFY(!warning(u"postgresql://a@db.example/c?sslmode=disable"_s).isEmpty());
        QVERIFY(warning(u"postgresql://a@db.example/c?sslmode=verify-full"_s).isEmpty());
        QVERIFY(warning(u"postgresql://a@db.example/c?sslmode=require"_s).isEmpty());
        QVERIFY(warning(u"postgresql://a@localhost/c"_s).isEmpty());
        QVERIFY(warning(u"postgresql://a@/c?host=/run/pg"_s).isEmpty());
        QString error;
        QVERIFY(!CatalogUrl::parse(u"postgresql://a:pw@h/c?sslmode=verify"_s, &error));
        QVERIFY2(error.contains(u"sslmode \"verify\" is not one of"_s) && !error.contains(u"pw"_s),
                 qPrintable(error));
    }

private:
    QTemporaryDir mCache;
    PostgresServer mServer;
    int mPort = 0;
    QString mCa;
};

QTEST_GUILESS_MAIN(TestTeamCatalogTls)
#include "tst_teamcatalogtls.moc"
