// Writes the seed corpora of the catalog targets from what the repository holds, so that no
// binary seed is kept in git: a small catalog cut from catalog.db, a user catalog imported from
// the NetBox fixtures of tests/data/netbox, the rows a team server would send for the small
// catalog, and copies of each with one hostile change (a value the schema forbids, a table or
// column gone, a newer version). Built with the fuzz targets; run by tests/fuzz/run-fuzz.sh.
// usage: make_seeds CATALOG_DB NETBOX_DIR OUT_DIR   (writes OUT_DIR/catalogfile, OUT_DIR/teamrows)
#include "catalog/catalogreader.h"
#include "catalog/netboxdevicetype.h"
#include "catalog/sqliteconnection.h"
#include "catalogrowstext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <cstdio>

using namespace podcad;

namespace {

[[noreturn]] void fail(const QString &why)
{
    std::fprintf(stderr, "make_seeds: %s\n", qPrintable(why));
    std::exit(1);
}

// The hostile changes are ones the schema's CHECKs forbid: a hostile file has no such checks.
void exec(const QString &path, const QStringList &statements)
{
    SqliteConnection c(path, false);
    if (!c.error().isEmpty())
        fail(path + QStringLiteral(": ") + c.error());
    for (const QString &sql :
         QStringList{QStringLiteral("PRAGMA ignore_check_constraints = 1")} + statements) {
        QSqlQuery q(c.db());
        if (!q.exec(sql))
            fail(path + QStringLiteral(": ") + sql + QStringLiteral(": ") + q.lastError().text());
    }
}

void copy(const QString &from, const QString &to)
{
    QFile::remove(to);
    if (!QFile::copy(from, to))
        fail(QStringLiteral("cannot copy %1 to %2").arg(from, to));
    QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
}

// One hostile change each: the name says which.
void variants(const QString &base, const QString &dir, const QString &prefix,
              const std::vector<std::pair<QString, QStringList>> &changes)
{
    for (const auto &[name, statements] : changes) {
        const QString path = QDir(dir).filePath(prefix + name + QStringLiteral(".db"));
        copy(base, path);
        exec(path, statements);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 4)
        fail(QStringLiteral("usage: make_seeds CATALOG_DB NETBOX_DIR OUT_DIR"));
    const QString catalogDb = QString::fromLocal8Bit(argv[1]);
    const QDir netbox(QString::fromLocal8Bit(argv[2]));
    const QDir out(QString::fromLocal8Bit(argv[3]));
    const QString files = out.filePath(QStringLiteral("catalogfile"));
    const QString rowsDir = out.filePath(QStringLiteral("teamrows"));
    QDir().mkpath(files);
    QDir().mkpath(rowsDir);

    // A small catalog: two models of each kind, what they refer to, a few of the rest.
    const QString small = QDir(files).filePath(QStringLiteral("shipped-small.db"));
    copy(catalogDb, small);
    exec(small,
         {QStringLiteral("PRAGMA page_size = 1024"),
          QStringLiteral("CREATE TEMP TABLE keep AS SELECT sku FROM device_models d WHERE "
                         "(SELECT count(*) FROM device_models e WHERE e.kind = d.kind AND "
                         "e.sku < d.sku) < 2"),
          QStringLiteral("DELETE FROM device_models WHERE sku NOT IN (SELECT sku FROM keep)"),
          QStringLiteral("DELETE FROM accelerators WHERE id NOT IN "
                         "(SELECT accelerator_id FROM device_models)"),
          QStringLiteral("DELETE FROM cloud_offers WHERE id NOT IN (SELECT min(id) FROM "
                         "cloud_offers WHERE accelerator_id IN (SELECT id FROM accelerators) "
                         "GROUP BY accelerator_id)"),
          QStringLiteral("DELETE FROM kernel_efficiency WHERE accelerator_id NOT IN "
                         "(SELECT id FROM accelerators)"),
          QStringLiteral("DELETE FROM power_supplies WHERE sku NOT IN (SELECT sku FROM keep)"),
          QStringLiteral("DELETE FROM pdu_inputs WHERE sku NOT IN (SELECT sku FROM keep)"),
          QStringLiteral("DELETE FROM media_specs WHERE sku NOT IN (SELECT sku FROM keep)"),
          QStringLiteral("DELETE FROM port_groups WHERE sku NOT IN (SELECT sku FROM keep)"),
          QStringLiteral("DELETE FROM models WHERE id NOT IN (SELECT id FROM models LIMIT 2)"),
          QStringLiteral("DELETE FROM facility_models WHERE sku NOT IN "
                         "(SELECT sku FROM facility_models LIMIT 3)"),
          QStringLiteral("DELETE FROM figure_ranges WHERE rowid NOT IN "
                         "(SELECT rowid FROM figure_ranges LIMIT 3)"),
          QStringLiteral("VACUUM")});
    CatalogTables checked;
    QString error;
    if (!readCatalogTables(small, small, &checked, &error))
        fail(error);
    variants(
        small, files, QStringLiteral("shipped-"),
        {{QStringLiteral("negative-weight"),
          {QStringLiteral("UPDATE device_models SET weight_kg = -1")}},
         {QStringLiteral("text-count"), {QStringLiteral("UPDATE port_groups SET count = 'many'")}},
         {QStringLiteral("huge-count"),
          {QStringLiteral("UPDATE port_groups SET count = 999999999")}},
         {QStringLiteral("no-port-groups"), {QStringLiteral("DROP TABLE port_groups")}},
         {QStringLiteral("version-7"), {QStringLiteral("PRAGMA user_version = 7")}}});

    // A user catalog as an import writes it.
    const QString user = QDir(files).filePath(QStringLiteral("user-netbox.db"));
    QFile::remove(user);
    QStringList yaml;
    for (const QString &name : netbox.entryList({QStringLiteral("*.yaml")}, QDir::Files))
        yaml << netbox.filePath(name);
    std::vector<QString> replaced;
    if (!importNetboxDeviceTypes(yaml, user, {}, &replaced, &error))
        fail(error);
    variants(
        user, files, QStringLiteral("user-"),
        {{QStringLiteral("negative-count"), {QStringLiteral("UPDATE port_groups SET count = -4")}},
         {QStringLiteral("no-cage"), {QStringLiteral("UPDATE port_groups SET ports_per_cage = 0")}},
         {QStringLiteral("speed-zero"), {QStringLiteral("UPDATE port_groups SET speed_gbps = 0")}},
         {QStringLiteral("fabric"), {QStringLiteral("UPDATE port_groups SET fabric = 'x'")}},
         {QStringLiteral("negative-weight"),
          {QStringLiteral("PRAGMA ignore_check_constraints = 1"),
           QStringLiteral("UPDATE device_models SET weight_kg = -5, list_price_usd = -1")}},
         {QStringLiteral("power-order"),
          {QStringLiteral("PRAGMA ignore_check_constraints = 1"),
           QStringLiteral("UPDATE device_models SET typical_power_w = 900, max_power_w = 10")}},
         {QStringLiteral("liquid"),
          {QStringLiteral("PRAGMA ignore_check_constraints = 1"),
           QStringLiteral("UPDATE device_models SET liquid_fraction = 7")}},
         {QStringLiteral("empty-sku"),
          {QStringLiteral("PRAGMA ignore_check_constraints = 1"),
           QStringLiteral("UPDATE device_models SET sku = '' WHERE rowid = 1")}},
         {QStringLiteral("text-units"),
          {QStringLiteral("UPDATE device_models SET rack_units = 'tall'")}},
         {QStringLiteral("supplies"),
          {QStringLiteral("UPDATE device_models SET supplies = 0, needed_full = 0, "
                          "needed_up = 0")}},
         {QStringLiteral("no-table"), {QStringLiteral("DROP TABLE port_groups")}},
         {QStringLiteral("version-2"), {QStringLiteral("PRAGMA user_version = 2")}}});

    // The small catalog's rows as a team server sends them (no SQLite version).
    {
        SqliteConnection c(small, true);
        QSqlDatabase db = c.db();
        CatalogRows rows = fetchCatalogRows(db);
        rows.schemaVersion.reset();
        auto write = [&](const QString &name, const CatalogRows &r) {
            QFile file(QDir(rowsDir).filePath(name + QStringLiteral(".rows")));
            if (!file.open(QIODevice::WriteOnly) || file.write(catalogrowstext::write(r)) < 0)
                fail(QStringLiteral("cannot write ") + file.fileName());
        };
        write(QStringLiteral("small"), rows);
        CatalogRows text = rows;
        for (QVariantList &row : text.tables[QStringLiteral("device_models")].rows)
            for (QVariant &v : row)
                v = v.toString(); // a server that sends every column as text
        write(QStringLiteral("all-text"), text);
        CatalogRows nulls = rows;
        for (QVariantList &row : nulls.tables[QStringLiteral("port_groups")].rows)
            row.last() = QVariant();
        write(QStringLiteral("null-last-column"), nulls);
        CatalogRows missing = rows;
        missing.tables.erase(QStringLiteral("cloud_offers"));
        write(QStringLiteral("no-offers"), missing);
    }
    return 0;
}
