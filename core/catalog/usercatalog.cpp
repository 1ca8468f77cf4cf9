#include "usercatalog.h"

#include "catalog.h"
#include "modelrules.h"
#include "oneline.h"
#include "platform/atomicfile.h"
#include "sqliteconnection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <set>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// The shipped tables' columns that a model needs, NULL where the source has no figure, plus
// where each row came from. Power supplies live in the model row: a user row is one thing.
const char *const kSchema[] = {
    R"(CREATE TABLE device_models (
    sku                    TEXT PRIMARY KEY NOT NULL CHECK (sku <> ''),
    name                   TEXT NOT NULL CHECK (name <> ''),
    vendor                 TEXT NOT NULL CHECK (vendor <> ''),
    kind                   TEXT NOT NULL,
    description            TEXT NOT NULL DEFAULT '',
    rack_units             INTEGER NOT NULL CHECK (rack_units >= 0),
    weight_kg              REAL CHECK (weight_kg >= 0),
    typical_power_w        REAL CHECK (typical_power_w >= 0),
    max_power_w            REAL CHECK (max_power_w >= 0),
    typical_power_estimate INTEGER NOT NULL DEFAULT 0 CHECK (typical_power_estimate IN (0, 1)),
    liquid_fraction        REAL NOT NULL DEFAULT 0 CHECK (liquid_fraction BETWEEN 0 AND 1),
    list_price_usd         REAL CHECK (list_price_usd >= 0),
    supplies               INTEGER,
    needed_full            INTEGER,
    needed_up              INTEGER,
    spec_source            TEXT NOT NULL CHECK (spec_source <> ''),
    spec_source_date       TEXT NOT NULL,
    price_source           TEXT NOT NULL CHECK (price_source <> ''),
    price_source_date      TEXT NOT NULL
))",
    R"(CREATE TABLE port_groups (
    sku            TEXT NOT NULL REFERENCES device_models (sku),
    name           TEXT NOT NULL CHECK (name <> ''),
    count          INTEGER NOT NULL CHECK (count >= 0),
    speed_gbps     REAL NOT NULL CHECK (speed_gbps > 0),
    connector      TEXT NOT NULL CHECK (connector <> ''),
    fabric         TEXT NOT NULL CHECK (fabric IN ('compute', 'storage', 'inband', 'oob', 'any')),
    ports_per_cage INTEGER NOT NULL DEFAULT 1 CHECK (ports_per_cage >= 1),
    position       INTEGER NOT NULL,
    PRIMARY KEY (sku, name)
))",
};

QString sqlError(const QSqlQuery &q)
{
    const QString message = q.lastError().databaseText().simplified();
    if (message.contains(u"not a database"_s))
        return u"not a SQLite database (%1)"_s.arg(message);
    return message.isEmpty() ? q.lastError().text().simplified() : message;
}

bool fail(QString *error, const QString &path, const QString &message)
{
    if (error)
        *error = path + u": "_s + message;
    return false;
}

// Schema version and tables; returns the problem, empty when the file is a user catalog.
QString checkSchema(QSqlDatabase db)
{
    QSqlQuery q(db);
    if (!q.exec(u"PRAGMA user_version"_s))
        return sqlError(q);
    const int version = q.next() ? q.value(0).toInt() : 0;
    if (version > UserCatalog::kSchemaVersion)
        return u"user catalog schema version %1 is newer than this PodCAD reads (%2); update PodCAD"_s
            .arg(version)
            .arg(UserCatalog::kSchemaVersion);
    if (version != UserCatalog::kSchemaVersion)
        return u"not a PodCAD user catalog (schema version %1)"_s.arg(version);
    return {};
}

// One row's values decoded: a damaged or hostile file has none of the schema's CHECKs (SQLite
// keeps any value in any column), so a number's column may hold text. What a decoded model may be
// is the model rules' (modelrules.h), checked once the models are read. The first problem is
// kept.
class RowCheck final
{
public:
    RowCheck(QString table, const QSqlQuery &query)
        : mTable(std::move(table))
        , mQuery(query)
    {}

    void setKey(const QString &key) { mKey = key; }
    const QString &problem() const { return mProblem; }

    void check(bool ok, const QString &what)
    {
        if (!ok && mProblem.isEmpty())
            mProblem = oneLine(u"table %1, row \"%2\": %3"_s.arg(mTable, mKey, what));
    }

    QString text(int index, const char *column, bool required)
    {
        const QString s = mQuery.value(index).toString();
        check(!required || !s.trimmed().isEmpty(),
              u"column %1 is empty"_s.arg(QLatin1String(column)));
        return s;
    }

    // NULL reads 0 (a figure the source lacks); text in a number's column is refused, where
    // QVariant would read "abc" as 0.
    double number(int index, const char *column)
    {
        const QVariant v = mQuery.value(index);
        if (v.isNull())
            return 0;
        bool ok = false;
        double d = 0;
        if (v.typeId() != QMetaType::QString && v.typeId() != QMetaType::QByteArray)
            d = v.toDouble(&ok);
        check(ok && std::isfinite(d), u"column %1 is not a number"_s.arg(QLatin1String(column)));
        return ok && std::isfinite(d) ? d : 0;
    }

    int whole(int index, const char *column)
    {
        const double d = number(index, column);
        check(d == std::floor(d) && std::abs(d) < 1e9,
              u"column %1 is not a whole number"_s.arg(QLatin1String(column)));
        return mProblem.isEmpty() ? int(d) : 0;
    }

private:
    QString mTable;
    const QSqlQuery &mQuery;
    QString mKey;
    QString mProblem;
};

QString readModels(QSqlDatabase db, std::vector<DeviceModel> *models)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(
            u"SELECT sku, name, vendor, kind, description, rack_units, weight_kg, "
            "typical_power_w, max_power_w, typical_power_estimate, liquid_fraction, "
            "list_price_usd, supplies, needed_full, needed_up, spec_source, "
            "spec_source_date, price_source, price_source_date FROM device_models ORDER BY sku"_s))
        return sqlError(q);
    std::map<QString, std::size_t> index;
    RowCheck r(u"device_models"_s, q);
    while (r.problem().isEmpty() && q.next()) {
        DeviceModel m;
        r.setKey(m.sku = q.value(0).toString());
        r.check(!m.sku.trimmed().isEmpty(), u"column sku is empty"_s);
        r.check(!index.count(m.sku), u"a second row of the SKU"_s);
        m.name = r.text(1, "name", true);
        m.vendor = r.text(2, "vendor", true);
        const std::optional<DeviceKind> kind = deviceKindFromName(q.value(3).toString());
        if (!kind)
            return oneLine(u"table device_models, row \"%1\": unknown kind \"%2\""_s.arg(
                m.sku, q.value(3).toString()));
        m.kind = *kind;
        m.description = q.value(4).toString();
        m.rackUnits = r.whole(5, "rack_units");
        m.weightKg = r.number(6, "weight_kg");
        m.powerMissing = q.value(8).isNull();
        m.typicalPowerW = r.number(7, "typical_power_w");
        m.maxPowerW = r.number(8, "max_power_w");
        m.typicalPowerEstimate = q.value(9).toInt() == 1;
        m.liquidFraction = r.number(10, "liquid_fraction");
        m.priceMissing = q.value(11).isNull();
        m.listPriceUsd = r.number(11, "list_price_usd");
        if (!q.value(12).isNull()) {
            m.supplies = r.whole(12, "supplies");
            m.suppliesForFull = r.whole(13, "needed_full");
            m.suppliesToRun = r.whole(14, "needed_up");
            m.suppliesListed = true;
        }
        m.specProvenance = {q.value(15).toString(), q.value(16).toString(), false};
        m.priceProvenance = {q.value(17).toString(), q.value(18).toString(), false};
        index[m.sku] = models->size();
        models->push_back(std::move(m));
    }
    if (!r.problem().isEmpty())
        return r.problem();
    if (q.lastError().isValid())
        return sqlError(q);

    QSqlQuery g(db);
    g.setForwardOnly(true);
    if (!g.exec(u"SELECT sku, name, count, speed_gbps, connector, fabric, ports_per_cage "
                "FROM port_groups ORDER BY sku, position"_s))
        return sqlError(g);
    RowCheck p(u"port_groups"_s, g);
    while (p.problem().isEmpty() && g.next()) {
        const auto it = index.find(g.value(0).toString());
        if (it == index.end())
            return oneLine(u"table port_groups: unknown model \"%1\""_s.arg(g.value(0).toString()));
        DeviceModel &m = (*models)[it->second];
        PortGroup group;
        group.name = g.value(1).toString();
        p.setKey(m.sku + u'/' + group.name);
        p.check(!group.name.trimmed().isEmpty(), u"column name is empty"_s);
        group.count = p.whole(2, "count");
        group.speedGbps = p.number(3, "speed_gbps");
        group.connector = p.text(4, "connector", true);
        group.fabric = g.value(5).toString();
        group.portsPerCage = p.whole(6, "ports_per_cage");
        m.portGroups.push_back(std::move(group));
    }
    if (!p.problem().isEmpty())
        return p.problem();
    if (g.lastError().isValid())
        return sqlError(g);
    for (const DeviceModel &m : *models)
        if (QString problem = modelRuleProblem(m); !problem.isEmpty())
            return problem;
    return {};
}

QVariant nullable(bool missing, double value)
{
    return missing ? QVariant(QMetaType(QMetaType::Double)) : QVariant(value);
}

// Deletes a model's rows; the problem, empty when none.
QString deleteModel(QSqlDatabase db, const QString &sku)
{
    for (const QString &table : {u"port_groups"_s, u"device_models"_s}) {
        QSqlQuery del(db);
        del.prepare(u"DELETE FROM %1 WHERE sku = ?"_s.arg(table));
        del.addBindValue(sku);
        if (!del.exec())
            return sqlError(del);
    }
    return {};
}

QString writeModels(QSqlDatabase db, const std::vector<DeviceModel> &models,
                    std::vector<QString> *replaced)
{
    for (const DeviceModel &m : models) {
        QSqlQuery exists(db);
        exists.prepare(u"SELECT 1 FROM device_models WHERE sku = ?"_s);
        exists.addBindValue(m.sku);
        if (!exists.exec())
            return sqlError(exists);
        if (exists.next() && replaced)
            replaced->push_back(m.sku);
        if (const QString problem = deleteModel(db, m.sku); !problem.isEmpty())
            return problem;

        QSqlQuery ins(db);
        ins.prepare(u"INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, "
                    "weight_kg, typical_power_w, max_power_w, typical_power_estimate, "
                    "liquid_fraction, list_price_usd, supplies, needed_full, needed_up, "
                    "spec_source, spec_source_date, price_source, price_source_date) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        const QVariant noInt{QMetaType(QMetaType::Int)};
        for (const QVariant &v :
             {QVariant(m.sku), QVariant(m.name), QVariant(m.vendor),
              QVariant(deviceKindName(m.kind)), QVariant(m.description), QVariant(m.rackUnits),
              QVariant(m.weightKg), nullable(m.powerMissing, m.typicalPowerW),
              nullable(m.powerMissing, m.maxPowerW), QVariant(m.typicalPowerEstimate ? 1 : 0),
              QVariant(m.liquidFraction), nullable(m.priceMissing, m.listPriceUsd),
              m.suppliesListed ? QVariant(m.supplies) : noInt,
              m.suppliesListed ? QVariant(m.suppliesForFull) : noInt,
              m.suppliesListed ? QVariant(m.suppliesToRun) : noInt,
              QVariant(m.specProvenance.source), QVariant(m.specProvenance.sourceDate),
              QVariant(m.priceProvenance.source), QVariant(m.priceProvenance.sourceDate)})
            ins.addBindValue(v);
        if (!ins.exec())
            return u"model \"%1\": %2"_s.arg(m.sku, sqlError(ins));
        int position = 0;
        for (const PortGroup &g : m.portGroups) {
            QSqlQuery p(db);
            p.prepare(u"INSERT INTO port_groups (sku, name, count, speed_gbps, connector, fabric, "
                      "ports_per_cage, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
            for (const QVariant &v :
                 {QVariant(m.sku), QVariant(g.name), QVariant(g.count), QVariant(g.speedGbps),
                  QVariant(g.connector), QVariant(g.fabric), QVariant(g.portsPerCage),
                  QVariant(position++)})
                p.addBindValue(v);
            if (!p.exec())
                return u"model \"%1\", port group \"%2\": %3"_s.arg(m.sku, g.name, sqlError(p));
        }
    }
    return {};
}

} // namespace

QString UserCatalog::defaultPath()
{
    const QString fromEnvironment = qEnvironmentVariable("PODCAD_USER_CATALOG");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    // The editor's AppDataLocation, whichever program asks: podcad-cli has an application name of
    // its own, and the two must find the same file. Qt derives the place from the names only.
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(u"PodCAD"_s);
    QCoreApplication::setApplicationName(u"PodCAD"_s);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);
    return QDir(dir).filePath(u"user-catalog.db"_s);
}

QString UserCatalog::pathFor(const Catalog *catalog)
{
    return catalog && !catalog->userPath().isEmpty() ? catalog->userPath() : defaultPath();
}

bool UserCatalog::read(const QString &path, std::vector<DeviceModel> *models, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists())
        return true; // nothing imported yet
    if (!info.isFile())
        return fail(error, path, u"not a file"_s);
    if (!info.isReadable())
        return fail(error, path, u"cannot read the file (permission denied)"_s);
    QString problem;
    {
        SqliteConnection c(path, true);
        problem = c.error();
        if (problem.isEmpty())
            problem = checkSchema(c.db());
        std::vector<DeviceModel> read;
        if (problem.isEmpty())
            problem = readModels(c.db(), &read);
        if (problem.isEmpty())
            *models = std::move(read);
    }
    return problem.isEmpty() || fail(error, path, problem);
}

namespace {

// Runs `change` on a copy of the user catalog at `path` (a new file with the schema when there is
// none) in one transaction, then renames the copy over `path` (AtomicFile, which syncs it first):
// SQLite never opens the user's file for writing, so whatever fails or stops the process, a reader
// sees the old rows or the new ones and the file is never half changed.
bool changeCopy(const QString &path, const std::function<QString(QSqlDatabase)> &change,
                QString *error)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(error, path, u"cannot create the directory %1"_s.arg(info.absolutePath()));
    const bool existed = info.exists();
    QByteArray old;
    if (existed) {
        QFile current(path);
        if (!current.open(QIODevice::ReadOnly))
            return fail(error, path, u"cannot read it: %1"_s.arg(current.errorString()));
        old = current.readAll();
        if (current.error() != QFileDevice::NoError)
            return fail(error, path, u"cannot read it: %1"_s.arg(current.errorString()));
    }
    AtomicFile copy(path);
    if (!copy.open() || !copy.write(old) || !copy.closeTemp())
        return fail(error, path, u"cannot write a copy: %1"_s.arg(copy.errorString()));

    QString problem;
    {
        SqliteConnection c(copy.tempPath(), false);
        problem = c.error();
        QSqlDatabase db = c.db();
        if (problem.isEmpty() && !existed) {
            QSqlQuery q(db);
            for (const char *statement : kSchema)
                if (problem.isEmpty() && !q.exec(QString::fromUtf8(statement)))
                    problem = sqlError(q);
            if (problem.isEmpty() &&
                !q.exec(u"PRAGMA user_version = %1"_s.arg(UserCatalog::kSchemaVersion)))
                problem = sqlError(q);
        }
        if (problem.isEmpty() && !db.transaction())
            problem = db.lastError().text().simplified();
        if (problem.isEmpty()) {
            problem = change(db);
            if (problem.isEmpty() && !db.commit())
                problem = db.lastError().text().simplified();
            if (!problem.isEmpty())
                db.rollback();
        }
    }
    if (problem.isEmpty() && !copy.commit())
        problem = u"cannot replace the file: %1"_s.arg(copy.errorString());
    return problem.isEmpty() || fail(error, path, problem);
}

} // namespace

bool UserCatalog::add(const QString &path, const std::vector<DeviceModel> &models,
                      std::vector<QString> *replaced, QString *error)
{
    // A model the reader would refuse is refused here, in the rules' words, before SQLite sees
    // it: its constraint messages ("UNIQUE constraint failed: port_groups.sku, port_groups.name")
    // are the database's, and a file without those constraints would take the row.
    for (const DeviceModel &m : models)
        if (const QString problem = modelRuleProblem(m); !problem.isEmpty())
            return fail(error, path, problem);
    // Refuse to build on a file we cannot read: the copy would carry its damage along.
    std::vector<DeviceModel> existing;
    if (!read(path, &existing, error))
        return false;
    return changeCopy(
        path, [&](QSqlDatabase db) { return writeModels(db, models, replaced); }, error);
}

bool UserCatalog::remove(const QString &path, const std::vector<QString> &skus, QString *error)
{
    std::vector<DeviceModel> existing;
    if (!read(path, &existing, error))
        return false;
    for (const QString &sku : skus)
        if (std::none_of(existing.begin(), existing.end(),
                         [&](const DeviceModel &m) { return m.sku == sku; }))
            return fail(error, path,
                        u"\"%1\" is not in the user catalog (only imported models can be "
                        "removed)"_s.arg(sku));
    return changeCopy(
        path,
        [&](QSqlDatabase db) {
            for (const QString &sku : skus)
                if (const QString problem = deleteModel(db, sku); !problem.isEmpty())
                    return problem;
            return QString();
        },
        error);
}

std::optional<Catalog> UserCatalog::layer(const Catalog &shipped, const QString &path,
                                          QString *error)
{
    std::vector<DeviceModel> models;
    if (!read(path, &models, error))
        return std::nullopt;
    Catalog layered = shipped;
    layered.overlay(std::move(models), path);
    return layered;
}

} // namespace podcad
