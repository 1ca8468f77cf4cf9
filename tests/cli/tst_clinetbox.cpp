// podcad-cli export netbox FILE -o DIR: the files it writes, and the contract
// for mistakes: exit 1 for wrong usage, 2 for a bad input file with one line naming the file and
// the location, nothing written on failure, no file replaced. What the files hold is checked
// against NetBox's import forms in tests/core/tst_netboxexport.cpp.
#include "clirun.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;

namespace {

QStringList filesUnder(const QString &dir)
{
    QStringList names;
    const QDir root(dir);
    for (const QFileInfo &i :
         QDir(dir).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (i.isDir())
            for (const QString &n : filesUnder(i.filePath()))
                names << root.relativeFilePath(QDir(i.filePath()).filePath(n));
        else
            names << i.fileName();
    }
    names.sort();
    return names;
}

} // namespace

class TestCliNetBox final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;

private Q_SLOTS:
    void exportsTheSample()
    {
        const QString out = mDir.filePath(QStringLiteral("sample"));
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("netbox"),
                                 samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")),
                                 QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QStringList files = filesUnder(out);
        for (const char *name :
             {"01-manufacturers.csv", "02-device-roles.csv", "03-sites.csv", "04-locations.csv",
              "05-racks.csv", "06-devices.csv", "07-cables.csv", "08-power-panels.csv",
              "09-power-feeds.csv", "10-power-cables.csv", "11-power-cords.csv"})
            QVERIFY2(files.contains(QString::fromLatin1(name)), name);
        QVERIFY(files.contains(QStringLiteral("device-types/DGX-H100.yaml")));
        QFile cables(out + QStringLiteral("/07-cables.csv"));
        QVERIFY(cables.open(QIODevice::ReadOnly));
        QVERIFY(cables.readLine().startsWith(
            "side_a_site,side_a_device,side_a_type,side_a_name,side_b_site,side_b_device,"
            "side_b_type,side_b_name,type,status,label,color,length,length_unit"));
    }

    void wrongUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString sample = samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
        QTest::newRow("no format") << QStringList{QStringLiteral("export")};
        QTest::newRow("unknown format")
            << QStringList{QStringLiteral("export"), QStringLiteral("excel"), sample};
        QTest::newRow("no -o") << QStringList{QStringLiteral("export"), QStringLiteral("netbox"),
                                              sample};
        QTest::newRow("no file") << QStringList{QStringLiteral("export"), QStringLiteral("netbox"),
                                                QStringLiteral("-o"), QStringLiteral("x")};
        QTest::newRow("unknown option") << QStringList{
            QStringLiteral("export"), QStringLiteral("netbox"), sample, QStringLiteral("--force")};
    }

    void wrongUsage()
    {
        QFETCH(QStringList, args);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("podcad-cli export: "));
    }

    void neverReplacesFiles()
    {
        // A directory that holds anything is refused before the design is read; the file stays.
        const QString out = mDir.filePath(QStringLiteral("occupied"));
        QVERIFY(QDir().mkpath(out));
        const QString mine = out + QStringLiteral("/07-cables.csv");
        QFile f(mine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("mine\n");
        f.close();
        const QByteArray before = fileFingerprint(mine);
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("netbox"),
                                 samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")),
                                 QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("is not empty"), r.err.constData());
        QCOMPARE(fileFingerprint(mine), before);
        QCOMPARE(filesUnder(out), QStringList{QStringLiteral("07-cables.csv")});
    }

    void badInputWritesNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QByteArray>("where");
        const QByteArray head =
            R"({"format": "podcad-design", "version": 2, "name": "Bad", "assumptions": {},
  "fabrics": [{"id": "f1", "name": "Compute", "kind": "compute", "technology": "InfiniBand NDR"}],
  "racks": [],
  "devices": [
    {"id": "dgx-1", "sku": "DGX-H100", "name": "", "role": "compute", "lowest_u": 0, "canvas_x": 0, "canvas_y": 0},
    {"id": "leaf-1", "sku": "MQM9700-NS2F", "name": "", "role": "leaf", "lowest_u": 0, "canvas_x": 0, "canvas_y": 0}],
  "links": [)";
        auto link = [](const char *id, int dgxPort, int leafPort) {
            return QByteArray("{\"id\": \"") + id +
                   "\", \"a\": {\"device\": \"dgx-1\", \"port_group\": \"ib\", \"port\": " +
                   QByteArray::number(dgxPort) +
                   "}, \"b\": {\"device\": \"leaf-1\", \"port_group\": \"ib\", \"port\": " +
                   QByteArray::number(leafPort) +
                   "}, \"cable_sku\": \"FIBER-MPO-10M\", \"fabric\": \"f1\"}";
        };
        QTest::newRow("not json") << QByteArray("{ nope") << QByteArray("bad.podcad:");
        // A cable on port 9 of a DGX H100's eight "ib" ports: NetBox has no such interface (the
        // design check finds it first and names the field).
        QTest::newRow("port beyond the model") << head + link("l1", 8, 0) + "]}\n"
                                               << QByteArray("bad.podcad: links[0].a.port: ");
        // Two cables on one port: NetBox takes one cable per interface, so the export refuses it
        // and names the second link.
        QTest::newRow("port used twice")
            << head + link("l1", 0, 0) + "," + link("l2", 0, 1) + "]}\n"
            << QByteArray("bad.podcad: link l2: port ib1/1 on dgx-1 already has a cable");
    }

    void badInputWritesNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QByteArray, where);
        const QString file = mDir.filePath(QStringLiteral("bad.podcad"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        const QString out = mDir.filePath(QStringLiteral("bad-out-") +
                                          QString::fromLatin1(QTest::currentDataTag()));
        const CliRun r = runCli(
            {QStringLiteral("export"), QStringLiteral("netbox"), file, QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(r.err.contains(where), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliNetBox)
#include "tst_clinetbox.moc"
