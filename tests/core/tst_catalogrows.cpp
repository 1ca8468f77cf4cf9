// The decoding of a catalog's fetched rows (readCatalogTables on CatalogRows): what a team server
// sends, checked without a server. Fixtures in tests/data/teamrows, one per case the team-rows
// fuzz target (tests/fuzz/fuzz_teamrows.cpp) starts from or found; each says what it expects.
#include "catalog/catalog.h"
#include "catalog/catalogreader.h"
#include "catalog/sqliteconnection.h"
#include "catalog/teamcatalog.h"
#include "catalogrowstext.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace podcad;

class TestCatalogRows final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::dataPath(QStringLiteral("teamrows")));
        const QStringList names = dir.entryList({QStringLiteral("*.rows")}, QDir::Files);
        QVERIFY(!names.isEmpty());
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    // Each fixture's "# expect:" line: "ok", or the one-line problem the decoding reports.
    void fixtures()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QString expected;
        for (const QByteArray &line : bytes.split('\n'))
            if (line.startsWith("# expect: "))
                expected = QString::fromUtf8(line.mid(10));
        QVERIFY2(!expected.isEmpty(), "no # expect: line");
        CatalogTables tables;
        QString problem;
        const bool ok = readCatalogTables(catalogrowstext::parse(bytes), &tables, &problem);
        QCOMPARE(ok ? QStringLiteral("ok") : problem, expected);
    }

    // The file reader is the fetch and the decoding together: the same catalog either way, and
    // the text form carries every value across.
    void fetchedRowsDecodeAsTheFile()
    {
        CatalogTables fromFile;
        QString error;
        QVERIFY2(readCatalogTables(test::catalogDbPath(), test::catalogDbPath(), &fromFile, &error),
                 qPrintable(error));
        CatalogRows rows;
        {
            SqliteConnection c(test::catalogDbPath(), true);
            QSqlDatabase db = c.db();
            rows = fetchCatalogRows(db);
        }
        QCOMPARE(rows.schemaVersion, std::optional<int>(Catalog::kSchemaVersion));
        const CatalogRows again = catalogrowstext::parse(catalogrowstext::write(rows));
        for (const CatalogRows *r : {static_cast<const CatalogRows *>(&rows), &again}) {
            CatalogTables decoded;
            QVERIFY2(readCatalogTables(*r, &decoded, &error), qPrintable(error));
            QVERIFY(decoded.models == fromFile.models);
            QCOMPARE(decoded.accelerators.size(), fromFile.accelerators.size());
            QCOMPARE(decoded.offers.size(), fromFile.offers.size());
            QCOMPARE(decoded.figureRanges.size(), fromFile.figureRanges.size());
        }
    }

    // The editor's model row: a short or empty row gives a model with empty values, never a read
    // past the row.
    void modelRowShortOrEmpty()
    {
        const TeamCatalog::Model empty = TeamCatalog::modelFromRow(QStringLiteral("x"), {});
        QCOMPARE(empty.sku, QStringLiteral("x"));
        QCOMPARE(empty.version, 0);
        QCOMPARE(empty.values.size(), TeamCatalog::editableFields().size());
        const TeamCatalog::Model some = TeamCatalog::modelFromRow(
            QStringLiteral("y"), {QStringLiteral("switch"), 7, QStringLiteral("ana"),
                                  QStringLiteral("2026-11-27 07:00 UTC"), true, 1234.5});
        QCOMPARE(some.kind, QStringLiteral("switch"));
        QCOMPARE(some.version, 7);
        QCOMPARE(some.changedBy, QStringLiteral("ana"));
        QVERIFY(some.pushed);
        QCOMPARE(some.usd, 1234.5);
    }
};

QTEST_MAIN(TestCatalogRows)
#include "tst_catalogrows.moc"
