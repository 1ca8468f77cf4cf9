// podcad-cli export netbox FILE -o DIR: the files it writes, and the contract
// for mistakes: exit 1 for wrong usage, 2 for a bad input file with one line naming the file and
// the location, nothing written on failure, no file replaced. What the files hold is checked
// against NetBox's import forms in tests/core/tst_netboxexport.cpp; a generated SuperPOD's power
// chain as NetBox power panels and feeds here (facilityPanelsAndFeeds).
#include "clirun.h"
#include "netboxrules.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>

using namespace podcad::test;
using namespace Qt::StringLiterals;

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

// The oracle for the power files, read from netbox-community/netbox at commit 43fe81f9
// (2026-08-22): netbox/dcim/forms/bulk_import.py, Meta.fields of PowerPanelImportForm and
// PowerFeedImportForm (the columns NetBox's bulk import accepts), and netbox/dcim/choices.py,
// PowerFeedStatusChoices, PowerFeedTypeChoices, PowerFeedSupplyChoices and PowerFeedPhaseChoices
// (the values it accepts).
const std::set<QString> kPanelColumns{u"site"_s,  u"location"_s, u"name"_s, u"description"_s,
                                      u"owner"_s, u"comments"_s, u"tags"_s};
const std::set<QString> kFeedColumns{u"site"_s,
                                     u"power_panel"_s,
                                     u"location"_s,
                                     u"rack"_s,
                                     u"name"_s,
                                     u"status"_s,
                                     u"type"_s,
                                     u"mark_connected"_s,
                                     u"supply"_s,
                                     u"phase"_s,
                                     u"voltage"_s,
                                     u"amperage"_s,
                                     u"max_utilization"_s,
                                     u"tenant"_s,
                                     u"description"_s,
                                     u"owner"_s,
                                     u"comments"_s,
                                     u"tags"_s};
const std::map<QString, std::set<QString>> kFeedChoices{
    {u"status"_s, {u"offline"_s, u"active"_s, u"planned"_s, u"failed"_s}},
    {u"type"_s, {u"primary"_s, u"redundant"_s}},
    {u"supply"_s, {u"ac"_s, u"dc"_s}},
    {u"phase"_s, {u"single-phase"_s, u"three-phase"_s}}};

using Row = std::map<QString, QString>;

std::vector<Row> csvRows(const QByteArray &bytes, QStringList *header)
{
    const auto records = podcad::test::netboxrules::readCsv(bytes);
    *header = records.empty() ? QStringList() : records.front();
    std::vector<Row> rows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        Row row;
        for (qsizetype c = 0; c < header->size() && c < records[r].size(); ++c)
            row[header->at(c)] = records[r][c];
        rows.push_back(row);
    }
    return rows;
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

    void facilityPanelsAndFeeds()
    {
        // A 1-SU GB300 NVL72 SuperPOD with its generated power chain: busways on sides A and B of
        // each row segment, fed from UPS lines, switchboards and utility feeds.
        const QString design = mDir.filePath(u"gb300.podcad"_s);
        const CliRun g = runCli({u"generate"_s, u"superpod"_s, u"--system"_s, u"gb300-nvl72"_s,
                                 u"--sus"_s, u"1"_s, u"-o"_s, design});
        QCOMPARE(g.exitCode, 0);
        const QString out = mDir.filePath(u"gb300-netbox"_s);
        const CliRun r = runCli({u"export"_s, u"netbox"_s, design, u"-o"_s, out});
        QCOMPARE(r.exitCode, 0);

        // What the file says, read as JSON (not through PodCAD's reader): the elements and each
        // rack's power_from per side.
        QFile f(design);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        std::map<QString, QJsonObject> element; // id -> element
        for (const QJsonValue v : doc.value(u"facility"_s).toArray())
            element[v[u"id"_s].toString()] = v.toObject();
        std::set<QString> panelElements; // names of the kinds that are the last board
        for (const auto &[id, e] : element)
            if (std::set<QString>{u"busway"_s, u"floor-pdu"_s, u"rpp"_s, u"dc-power-rack"_s}.count(
                    e[u"kind"_s].toString()))
                panelElements.insert(e[u"name"_s].toString());
        QVERIFY(panelElements.size() >= 2);
        std::map<QString, std::pair<QString, QString>> rackSources; // rack name -> (A, B) names
        for (const QJsonValue v : doc.value(u"racks"_s).toArray()) {
            const QJsonObject from = v[u"power_from"_s].toObject();
            QCOMPARE(from[u"A"_s].toArray().size(), 1);
            QCOMPARE(from[u"B"_s].toArray().size(), 1);
            rackSources[v[u"name"_s].toString()] = {
                element.at(from[u"A"_s].toArray()[0].toString())[u"name"_s].toString(),
                element.at(from[u"B"_s].toArray()[0].toString())[u"name"_s].toString()};
        }
        QCOMPARE(rackSources.size(), std::size_t(15));

        const auto files = podcad::test::netboxrules::readDirectory(out);
        // Panels: exactly the distribution elements, by name; no generic u"Panel A/B"_s. Each names
        // its upstream chain (NetBox has no UPS, switchboard or utility object).
        QStringList header;
        std::map<QString, Row> panels;
        for (const Row &p : csvRows(files.at(u"08-power-panels.csv"_s), &header))
            QVERIFY2(panels.emplace(p.at(u"name"_s), p).second, qPrintable(p.at(u"name"_s)));
        for (const QString &c : header)
            QVERIFY2(kPanelColumns.count(c), qPrintable(c));
        std::set<QString> panelNames;
        for (const auto &[name, p] : panels)
            panelNames.insert(name);
        QCOMPARE(panelNames, panelElements);
        for (const auto &[id, e] : element) {
            if (!panels.count(e[u"name"_s].toString()))
                continue;
            const Row &p = panels.at(e[u"name"_s].toString());
            QVERIFY(p.at(u"description"_s).size() <= 200);
            for (const QJsonValue up : e[u"fed_from"_s].toArray()) {
                const QJsonObject u = element.at(up.toString());
                QVERIFY2(p.at(u"comments"_s).contains(u[u"name"_s].toString()),
                         qPrintable(p.at(u"comments"_s)));
                for (const QJsonValue upper : u[u"fed_from"_s].toArray())
                    QVERIFY(p.at(u"comments"_s)
                                .contains(element.at(upper.toString())[u"name"_s].toString()));
            }
        }

        // Feeds: NetBox's columns and choices; each on a panel of the file; side A (primary) from
        // the element the rack lists on A, B (redundant) from B's, so every rack is fed from
        // exactly two panels, one per side; names unique per panel (PowerFeed (power_panel,
        // name) in netbox/dcim/models/power.py).
        const auto feeds = csvRows(files.at(u"09-power-feeds.csv"_s), &header);
        for (const QString &c : header)
            QVERIFY2(kFeedColumns.count(c), qPrintable(c));
        std::set<std::pair<QString, QString>> feedKeys;
        std::map<QString, std::set<QString>> panelsOfRack;
        for (const Row &feed : feeds) {
            for (const auto &[column, values] : kFeedChoices)
                QVERIFY2(values.count(feed.at(column)), qPrintable(feed.at(column)));
            QVERIFY(panels.count(feed.at(u"power_panel"_s)));
            QVERIFY(feedKeys.insert({feed.at(u"power_panel"_s), feed.at(u"name"_s)}).second);
            const auto &[a, b] = rackSources.at(feed.at(u"rack"_s));
            QCOMPARE(feed.at(u"power_panel"_s), feed.at(u"type"_s) == u"primary"_s ? a : b);
            QCOMPARE(feed.at(u"supply"_s), u"ac"_s); // busways carry AC
            const int utilisation = feed.at(u"max_utilization"_s).toInt();
            QVERIFY(utilisation >= 1 && utilisation <= 100);
            QVERIFY(feed.at(u"voltage"_s).toInt() > 0 && feed.at(u"amperage"_s).toInt() >= 1);
            panelsOfRack[feed.at(u"rack"_s)].insert(feed.at(u"power_panel"_s));
        }
        QCOMPARE(panelsOfRack.size(), rackSources.size());
        for (const auto &[rack, names] : panelsOfRack) {
            const auto &[a, b] = rackSources.at(rack);
            QCOMPARE(names, (std::set<QString>{a, b}));
        }
        // Every PDU's input cable ends on a feed that exists, each feed taken once.
        std::set<std::pair<QString, QString>> cabled;
        for (const Row &c : csvRows(files.at(u"10-power-cables.csv"_s), &header)) {
            const std::pair<QString, QString> key{c.at(u"side_b_power_panel"_s),
                                                  c.at(u"side_b_name"_s)};
            QVERIFY(feedKeys.count(key));
            QVERIFY(cabled.insert(key).second);
        }
        // And NetBox's import rules, file by file, accept the whole export.
        podcad::test::netboxrules::NetBoxState netbox;
        const auto violations = netbox.importExport(files);
        QVERIFY2(violations.empty(),
                 violations.empty() ? "" : qPrintable(violations.front().text()));
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
