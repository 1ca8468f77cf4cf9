// podcad-cli catalog import netbox-device-type FILE.yaml... and the user
// catalog every command layers on top of the shipped one: what an import prints and stores, the
// round trip through export netbox, and the contract for mistakes (exit 1 for usage; exit 2 with
// one line naming the file and key, the user catalog byte for byte as it was).
#include "badnetboxdevicetypes.h"
#include "clirun.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;

namespace {

QString fixture(const QString &name)
{
    return dataPath(QStringLiteral("netbox/") + name);
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList withUserCatalog(const QString &path, const QStringList &args)
{
    return QStringList{QStringLiteral("--user-catalog"), path} + args;
}

QStringList importArgs(const QStringList &files)
{
    return QStringList{QStringLiteral("catalog"), QStringLiteral("import"),
                       QStringLiteral("netbox-device-type")} +
           files;
}

// The bundled sample's NetBox export into `out` (device types under out/device-types).
CliRun exportSample(const QString &out)
{
    return runCli({QStringLiteral("export"), QStringLiteral("netbox"),
                   samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")), QStringLiteral("-o"),
                   out});
}

} // namespace

class TestCliNetBoxImport final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(mDir.isValid()); }

    void importsAndShows()
    {
        const QString user = mDir.filePath(QStringLiteral("first/user-catalog.db"));
        CliRun r = runCli(withUserCatalog(
            user, importArgs({fixture(QStringLiteral("supermicro-sys-1029u-tr4.yaml")),
                              fixture(QStringLiteral("mellanox-sn2010.yaml"))})));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(r.out.startsWith("imported 2 device type(s) into " + user.toUtf8() + '\n'));
        QVERIFY(r.out.contains("SYS-1029U-TR4"));
        QVERIFY(r.out.contains(" new "));
        QVERIFY(r.out.contains("note: "));

        r = runCli(withUserCatalog(user, {QStringLiteral("catalog"), QStringLiteral("show"),
                                          QStringLiteral("SYS-1029U-TR4")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("  list price:   missing\n"), r.out.constData());
        QVERIFY(r.out.contains("  power:        600 W typical, 750 W max\n"));
        QVERIFY(r.out.contains(
            "  spec source:  user catalog: imported from supermicro-sys-1029u-tr4.yaml ("));
        r = runCli(withUserCatalog(user, {QStringLiteral("catalog"), QStringLiteral("show"),
                                          QStringLiteral("mellanox-sn2010")}));
        QVERIFY(r.out.contains("  power:        missing\n"));

        // Missing figures are null in JSON, not 0.
        r = runCli(
            withUserCatalog(user, {QStringLiteral("catalog"), QStringLiteral("show"),
                                   QStringLiteral("mellanox-sn2010"), QStringLiteral("--json")}));
        QJsonObject o;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &o, &why), qPrintable(why));
        QVERIFY(o.value(QStringLiteral("list_price_usd")).isNull());
        QVERIFY(o.value(QStringLiteral("max_power_w")).isNull());

        // $PODCAD_USER_CATALOG names the same overlay; without either the model is not there.
        qputenv("PODCAD_USER_CATALOG", user.toLocal8Bit());
        r = runCli(
            {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("SYS-1029U-TR4")});
        qputenv("PODCAD_USER_CATALOG", mDir.filePath(QStringLiteral("nowhere.db")).toLocal8Bit());
        QCOMPARE(r.exitCode, 0);
        r = runCli(
            {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("SYS-1029U-TR4")});
        QCOMPARE(r.exitCode, 2);
    }

    void exportedDeviceTypesImportBack()
    {
        const QString out = mDir.filePath(QStringLiteral("export"));
        CliRun r = exportSample(out);
        QCOMPARE(r.exitCode, 0);
        QStringList files;
        for (const QString &name :
             QDir(out + QStringLiteral("/device-types")).entryList(QDir::Files))
            files << out + QStringLiteral("/device-types/") + name;
        QVERIFY(files.size() >= 5);
        const QString user = mDir.filePath(QStringLiteral("roundtrip.db"));
        r = runCli(withUserCatalog(user, importArgs(files)));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count("replaces shipped model"), qsizetype(files.size()));
        r = runCli(withUserCatalog(
            user, {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("DGX-H100")}));
        QVERIFY(r.out.contains("  power:        7,650 W typical, 10,200 W max\n"));
        QVERIFY(r.out.contains("  spec source:  user catalog: imported from DGX-H100.yaml"));
        // The design still analyses on the layered catalog, and its BOM says what has no price.
        r = runCli(withUserCatalog(user, {QStringLiteral("bom"),
                                          samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")),
                                          QStringLiteral("--json")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("\\\"DGX-H100\\\": no price in the catalog, not priced"),
                 r.out.left(4000).constData());
        // Importing again replaces the user's own rows.
        r = runCli(withUserCatalog(user, importArgs(files.mid(0, 1))));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("replaced (user catalog)"));
    }

    void badFiles_data()
    {
        podcad::test::addBadDeviceTypeRows();
        QTest::newRow("no such file")
            << QStringLiteral("missing.yaml") << QStringLiteral("no such file");
    }

    void badFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const QString user = mDir.filePath(QStringLiteral("bad-") + file + QStringLiteral(".db"));
        CliRun r = runCli(
            withUserCatalog(user, importArgs({fixture(QStringLiteral("mellanox-sn2010.yaml"))})));
        QCOMPARE(r.exitCode, 0);
        const QByteArray before = bytesOf(user);
        QVERIFY(!before.isEmpty());

        // A good file first and the bad one after it: nothing of either goes in.
        const QString bad = fixture(QStringLiteral("bad/") + file);
        r = runCli(withUserCatalog(
            user, importArgs({fixture(QStringLiteral("supermicro-sys-1029u-tr4.yaml")), bad})));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        const QString line = QString::fromUtf8(r.err).trimmed();
        const QString expected =
            QStringLiteral("podcad-cli: ") + bad + QStringLiteral(": ") + message;
        if (message.endsWith(u'*'))
            QVERIFY2(line.startsWith(expected.chopped(1)), qPrintable(line));
        else
            QCOMPARE(line, expected);
        QCOMPARE(bytesOf(user), before);
        QCOMPARE(QDir(mDir.path()).entryList({QStringLiteral("*.tmp-*")}), QStringList());

        // Into a user catalog that does not exist yet: it still does not.
        const QString none = mDir.filePath(QStringLiteral("never-") + file + QStringLiteral(".db"));
        r = runCli(withUserCatalog(none, importArgs({bad})));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(none));
    }

    // catalog remove: an imported model goes, the shipped one it hid comes back (its price and
    // power as catalog.db has them); a SKU not in the user catalog removes nothing.
    void removeBringsTheShippedModelBack()
    {
        const QString out = mDir.filePath(QStringLiteral("export-remove"));
        CliRun r = exportSample(out);
        QCOMPARE(r.exitCode, 0);
        const QString user = mDir.filePath(QStringLiteral("remove.db"));
        r = runCli(
            withUserCatalog(user, importArgs({out + QStringLiteral("/device-types/DGX-H100.yaml"),
                                              fixture(QStringLiteral("mellanox-sn2010.yaml"))})));
        QCOMPARE(r.exitCode, 0);
        const QStringList show{QStringLiteral("catalog"), QStringLiteral("show"),
                               QStringLiteral("DGX-H100")};
        r = runCli(withUserCatalog(user, show));
        QVERIFY2(r.out.contains("  list price:   missing\n"), r.out.constData());

        // Not in the user catalog: exit 2, one line, the file as it was.
        const QByteArray before = bytesOf(user);
        const QStringList remove{QStringLiteral("catalog"), QStringLiteral("remove")};
        r = runCli(withUserCatalog(
            user, remove + QStringList{QStringLiteral("DGX-H100"), QStringLiteral("QM9700")}));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("podcad-cli: %1: \"QM9700\" is not in the user catalog (only "
                                "imported models can be removed)\n")
                     .arg(user));
        QCOMPARE(bytesOf(user), before);

        r = runCli(withUserCatalog(user, remove + QStringList{QStringLiteral("DGX-H100"),
                                                              QStringLiteral("mellanox-sn2010")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(QString::fromUtf8(r.out),
                 QStringLiteral("removed 2 model(s) from %1\n"
                                "DGX-H100: the catalog's own model is used again\n"
                                "mellanox-sn2010: gone (the catalog has no model of that SKU)\n")
                     .arg(user));
        // The shipped DGX H100 again: catalog.sql estimates it at 400,000 USD.
        r = runCli(withUserCatalog(user, show));
        QVERIFY2(r.out.contains("  list price:   400,000 (est.) USD"), r.out.constData());
        r = runCli(withUserCatalog(user, {QStringLiteral("catalog"), QStringLiteral("show"),
                                          QStringLiteral("mellanox-sn2010")}));
        QCOMPARE(r.exitCode, 2);
        // Once gone, a second remove is refused.
        r = runCli(withUserCatalog(user, remove + QStringList{QStringLiteral("DGX-H100")}));
        QCOMPARE(r.exitCode, 2);
    }

    // Found by the fuzz target (tests/fuzz/fuzz_netbox): a device type whose interface names gave
    // three groups "ib" was refused by the user catalog in SQLite's words ("UNIQUE constraint
    // failed: port_groups.sku, port_groups.name"). NetBox takes such names; the import takes them
    // too, as groups "ab" and "ib", into the user catalog $PODCAD_USER_CATALOG names.
    void importsTheFuzzFindingsPortGroupNames()
    {
        const QString user = mDir.filePath(QStringLiteral("fuzz-names/user-catalog.db"));
        const QByteArray saved = qgetenv("PODCAD_USER_CATALOG");
        qputenv("PODCAD_USER_CATALOG", user.toLocal8Bit());
        const CliRun imported =
            runCli(importArgs({fixture(QStringLiteral("fuzz/port-group-names.yaml"))}));
        const CliRun shown = runCli({QStringLiteral("catalog"), QStringLiteral("show"),
                                     QStringLiteral("EX-HALF-1g"), QStringLiteral("--json")});
        qputenv("PODCAD_USER_CATALOG", saved);
        QVERIFY2(imported.err.isEmpty(), imported.err.constData());
        QCOMPARE(imported.exitCode, 0);
        QVERIFY(imported.out.startsWith("imported 1 device type(s) into " + user.toUtf8() + '\n'));
        QCOMPARE(shown.exitCode, 0);
        QJsonObject o;
        QString why;
        QVERIFY2(parseJsonObject(shown.out, &o, &why), qPrintable(why));
        QStringList groups;
        for (const QJsonValue &g : o.value(QStringLiteral("port_groups")).toArray())
            groups << QStringLiteral("%1 x %2")
                          .arg(g.toObject().value(QStringLiteral("name")).toString())
                          .arg(g.toObject().value(QStringLiteral("count")).toInt());
        QCOMPARE(groups, (QStringList{QStringLiteral("ab x 1"), QStringLiteral("ib x 3")}));
    }

    void sameSkuTwice()
    {
        const QString user = mDir.filePath(QStringLiteral("twice.db"));
        const QString f = fixture(QStringLiteral("mellanox-sn2010.yaml"));
        const CliRun r = runCli(withUserCatalog(user, importArgs({f, f})));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("podcad-cli: %1: part_number: SKU \"mellanox-sn2010\" is also the "
                                "SKU of %1\n")
                     .arg(f));
        QVERIFY(!QFile::exists(user));
    }

    void corruptUserCatalog()
    {
        const QString user = mDir.filePath(QStringLiteral("corrupt.db"));
        {
            QFile f(user);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(2048, 'z'));
        }
        const QByteArray before = bytesOf(user);
        for (const QStringList &args :
             {QStringList{QStringLiteral("catalog"), QStringLiteral("list")},
              importArgs({fixture(QStringLiteral("mellanox-sn2010.yaml"))})}) {
            const CliRun r = runCli(withUserCatalog(user, args));
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(nonEmptyLineCount(r.err), 1);
            QVERIFY2(r.err.startsWith("podcad-cli: " + user.toUtf8() + ": not a SQLite database"),
                     r.err.constData());
        }
        QCOMPARE(bytesOf(user), before);
    }

    void wrongUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no source")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("import")};
        QTest::newRow("no files") << importArgs({});
        QTest::newRow("unknown source")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("import"),
                           QStringLiteral("csv"), fixture(QStringLiteral("mellanox-sn2010.yaml"))};
        QTest::newRow("unknown kind")
            << importArgs({fixture(QStringLiteral("mellanox-sn2010.yaml")),
                           QStringLiteral("--kind"), QStringLiteral("toaster")});
        QTest::newRow("no user catalog path") << QStringList{QStringLiteral("--user-catalog")};
        QTest::newRow("remove nothing")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("remove")};
    }

    void wrongUsage()
    {
        QFETCH(QStringList, args);
        const QString user = mDir.filePath(QStringLiteral("usage.db"));
        const CliRun r = runCli(args.size() == 1 ? args : withUserCatalog(user, args));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(!QFile::exists(user));
    }
};

QTEST_MAIN(TestCliNetBoxImport)
#include "tst_clinetboximport.moc"
