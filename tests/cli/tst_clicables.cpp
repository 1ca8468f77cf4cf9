// podcad-cli cables FILE [-o OUT.csv|OUT.xlsx [--force]] [--json]: one JSON object holding the
// cables (their lengths rounded as the schedule's CSV rounds them), the
// table a contractor reads, the CSV and XLSX files, and the contract for mistakes: exit 1 for
// wrong usage, 2 for a bad input file (one line naming it) or an existing file without --force,
// which stays as it was.
#include "clirun.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace podcad::test;
using namespace Qt::StringLiterals;

namespace {

QString sample()
{
    return samplePath(u"basepod-4x-dgx-h100.podcad"_s);
}

int linksIn(const QString &designFile)
{
    QFile f(designFile);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return int(QJsonDocument::fromJson(f.readAll()).object().value(u"links"_s).toArray().size());
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliCables final : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

private Q_SLOTS:
    // --json prints exactly one JSON object, as every podcad-cli --json does (docs/cli.md): the
    // cables are an array in it, not JSON Lines (issue 39).
    void jsonIsOneObjectHoldingEveryCable()
    {
        const CliRun r = runCli({u"cables"_s, sample(), u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), r.out.constData());
        const QJsonObject top = doc.object();
        QVERIFY(!top[u"design"_s].toString().isEmpty());
        QCOMPARE(top[u"uncabled"_s].toInt(-1), 0);
        const QJsonArray cables = top[u"cables"_s].toArray();
        QCOMPARE(int(cables.size()), linksIn(sample()));
        QString previous;
        for (const QJsonValue &v : cables) {
            const QJsonObject o = v.toObject();
            const QJsonObject a = o[u"a"_s].toObject(), b = o[u"b"_s].toObject();
            QCOMPARE(o[u"label"_s].toString(),
                     a[u"label"_s].toString() + u" / "_s + b[u"label"_s].toString());
            QVERIFY(!a[u"port"_s].toString().isEmpty() && !b[u"device"_s].toString().isEmpty());
            QVERIFY(o[u"length_m"_s].toDouble() > 0);
            QVERIFY(!o[u"medium"_s].toString().isEmpty());
            QVERIFY(!o[u"cable_sku"_s].toString().isEmpty());
            QVERIFY(o[u"cable_length_m"_s].toDouble() > 0);
            QVERIFY(o.contains(u"route"_s) && o.contains(u"fabric"_s));
            QCOMPARE(o[u"transceivers"_s].toArray().size(), 2);
            // Link id order.
            const QString id = o[u"link_id"_s].toString();
            QVERIFY(previous < id);
            previous = id;
        }
    }

    // The JSON's lengths are the numbers the schedule's CSV holds (centimetres), not the route's
    // unrounded sum (a route of 14.799975 m): read back from the CSV, a second writer.
    void jsonLengthsAreTheSchedulesRoundedOnes()
    {
        const QString csv = mDir.filePath(u"lengths.csv"_s);
        QCOMPARE(runCli({u"cables"_s, sample(), u"-o"_s, csv}).exitCode, 0);
        const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
        const QList<QByteArray> header = lines.first().trimmed().split(',');
        const int route = int(header.indexOf("route_length_m"));
        const int cable = int(header.indexOf("cable_length_m"));
        QVERIFY(route > 0 && cable > 0);
        const CliRun r = runCli({u"cables"_s, sample(), u"--json"_s});
        const QJsonArray cables = QJsonDocument::fromJson(r.out).object()[u"cables"_s].toArray();
        QCOMPARE(int(cables.size()), int(lines.size()) - 1);
        int fractional = 0;
        for (int i = 0; i < cables.size(); ++i) {
            // The sample's labels, ids and routes hold no comma or quote.
            const QList<QByteArray> cells = lines[i + 1].trimmed().split(',');
            const QJsonObject o = cables[i].toObject();
            QCOMPARE(o[u"length_m"_s].toDouble(), cells[route].toDouble());
            QCOMPARE(o[u"cable_length_m"_s].toDouble(), cells[cable].toDouble());
            const double cm = o[u"length_m"_s].toDouble() * 100;
            QVERIFY2(std::abs(cm - std::round(cm)) < 1e-6, qPrintable(QString::number(cm)));
            fractional += cm != std::round(cm / 100) * 100;
        }
        QVERIFY(fractional > 0); // lengths with centimetres, so the rounding is exercised
    }

    void tableSumsUpThenListsEveryCable()
    {
        const CliRun r = runCli({u"cables"_s, sample()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("Cable schedule: "));
        const qsizetype total = r.out.indexOf("TOTAL");
        QVERIFY(total > 0);
        const CliRun json = runCli({u"cables"_s, sample(), u"--json"_s});
        const QJsonObject first =
            QJsonDocument::fromJson(json.out).object()[u"cables"_s].toArray().first().toObject();
        QVERIFY(r.out.indexOf(first[u"label"_s].toString().toUtf8()) > total);
    }

    void writesCsvAndXlsx()
    {
        const QString csv = mDir.filePath(u"schedule.csv"_s);
        const CliRun r = runCli({u"cables"_s, sample(), u"-o"_s, csv});
        QCOMPARE(r.exitCode, 0);
        const QByteArray text = readAll(csv);
        QVERIFY(text.startsWith("label,link_id,fabric,"));
        QCOMPARE(int(text.count("\r\n")), linksIn(sample()) + 1);
        const QString xlsx = mDir.filePath(u"schedule.xlsx"_s);
        QCOMPARE(runCli({u"cables"_s, sample(), u"-o"_s, xlsx}).exitCode, 0);
        QVERIFY(readAll(xlsx).startsWith("PK"));
    }

    void refusesToReplaceAFileWithoutForce()
    {
        const QString out = mDir.filePath(u"kept.csv"_s);
        QVERIFY(writeTextFile(out, "the contractor's marked-up copy\n"));
        const QByteArray before = fileFingerprint(out);
        const CliRun r = runCli({u"cables"_s, sample(), u"-o"_s, out});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(r.err.contains(out.toUtf8()) && r.err.contains("--force"), r.err.constData());
        QCOMPARE(fileFingerprint(out), before);
        QCOMPARE(runCli({u"cables"_s, sample(), u"-o"_s, out, u"--force"_s}).exitCode, 0);
        QVERIFY(readAll(out).startsWith("label,"));
        QCOMPARE(QDir(mDir.path()).entryList({u".kept*"_s}, QDir::Files | QDir::Hidden).size(), 0);
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("no file") << QStringList{u"cables"_s} << 1;
        QTest::newRow("two files") << QStringList{u"cables"_s, u"a"_s, u"b"_s} << 1;
        QTest::newRow("wrong suffix")
            << QStringList{u"cables"_s, sample(), u"-o"_s, u"x.pdf"_s} << 1;
        QTest::newRow("force without -o") << QStringList{u"cables"_s, sample(), u"--force"_s} << 1;
        QTest::newRow("missing design")
            << QStringList{u"cables"_s, u"/no/such/design.podcad"_s} << 2;
        QTest::newRow("unknown sku")
            << QStringList{u"cables"_s, dataPath(u"bad/unknown-sku.podcad"_s), u"--json"_s} << 2;
    }

    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.out.isEmpty());
        if (exitCode == 2) {
            QCOMPARE(nonEmptyLineCount(r.err), 1);
            QVERIFY2(r.err.contains(args[1].toUtf8()), r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliCables)
#include "tst_clicables.moc"
