// podcad-cli cables FILE [-o OUT.csv|OUT.xlsx [--force]] [--json]: one JSON object per cable, the
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
    void jsonIsOneObjectPerCable()
    {
        const CliRun r = runCli({u"cables"_s, sample(), u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(int(lines.size()), linksIn(sample()));
        QString previous;
        for (const QByteArray &line : lines) {
            QJsonParseError error;
            const QJsonObject o = QJsonDocument::fromJson(line, &error).object();
            QVERIFY2(error.error == QJsonParseError::NoError, line.constData());
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

    void tableSumsUpThenListsEveryCable()
    {
        const CliRun r = runCli({u"cables"_s, sample()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("Cable schedule: "));
        const qsizetype total = r.out.indexOf("TOTAL");
        QVERIFY(total > 0);
        const CliRun json = runCli({u"cables"_s, sample(), u"--json"_s});
        const QJsonObject first =
            QJsonDocument::fromJson(json.out.left(json.out.indexOf('\n'))).object();
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
