#include "migrations.h"

#include <QJsonArray>
#include <algorithm>
#include <array>
#include <map>

namespace podcad {
namespace {

// v1 -> v2: racks have an A and a B feed and every PDU is on one of them. A version 1
// file knew no feeds, so the step says in the file what the RAs do and what the generators do
// since: the PDUs of each rack, in id order, alternate A, B, A, ... A file that already names a
// feed keeps it. Reads the role, not the catalog: steps never read the catalog or the model
// classes; they work on the JSON of their own era, so later model changes cannot break them.
bool pdusOnFeeds(QJsonObject &root, QString *error)
{
    const QJsonValue devicesValue = root.value(QLatin1String("devices"));
    if (!devicesValue.isArray())
        return true; // the reader reports the missing array with its location
    QJsonArray devices = devicesValue.toArray();
    // Ids per rack in id order, then the index of each PDU in the array.
    std::map<QString, std::map<QString, qsizetype>> pdusByRack;
    for (qsizetype i = 0; i < devices.size(); ++i) {
        const QJsonObject device = devices.at(i).toObject();
        if (device.value(QLatin1String("role")).toString() != QLatin1String("pdu") ||
            device.contains(QLatin1String("feed")))
            continue;
        const QString rack = device.value(QLatin1String("rack")).toString();
        if (rack.isEmpty())
            continue; // an unplaced PDU feeds nothing yet
        pdusByRack[rack].emplace(device.value(QLatin1String("id")).toString(), i);
    }
    for (const auto &[rack, pdus] : pdusByRack) {
        int n = 0;
        for (const auto &[id, index] : pdus) {
            QJsonObject device = devices.at(index).toObject();
            device.insert(QLatin1String("feed"),
                          n++ % 2 == 0 ? QLatin1String("A") : QLatin1String("B"));
            devices.replace(index, device);
        }
    }
    root.insert(QLatin1String("devices"), devices);
    Q_UNUSED(error);
    return true;
}

// Steps in version order: element i upgrades version i + 1 to i + 2.
// v2 -> v3 (null): a design may say where it stands (`site`, `location`) and what it is for
// (`workload`). All three are optional and a version 2 file has none of them, so nothing
// changes; the version still moves, so that a PodCAD that reads only version 2 refuses a file that
// may carry them with "newer than this PodCAD reads" instead of dropping them as unknown keys.
// v3 -> v4 (null): the optional `hall`, `facility` and the racks' `power_from` and `cooled_by`. A
// version 3 file has none; its racks already stand in metres, and the reader fits a hall around
// them (hallfit.h) after reading, which keeps such a file on the fast path.
// v4 -> v5 (null): the custom model's `ffn`, `vocab`, `experts`, `active_experts` and the
// training's `cp`, `ep`, `recompute`, `batch_tokens`, all optional. Version 4 writers wrote `pp`,
// `zero` and `micro_batch` always; the reader drops them when they hold the old defaults (1, 3, 1)
// together, so that the planner chooses, which keeps such files on the fast path as well.
constexpr std::array<MigrationStep, 4> kSteps{&pdusOnFeeds, nullptr, nullptr, nullptr};

static_assert(kSteps.size() + 1 == kDesignFormatVersion,
              "every format version after 1 needs exactly one migration step");

} // namespace

std::span<const MigrationStep> migrationSteps()
{
    return kSteps;
}

bool changesMoreThanVersion(int fromVersion, std::span<const MigrationStep> steps)
{
    for (int version = std::max(fromVersion, 1); version < newestVersion(steps); ++version)
        if (steps[version - 1])
            return true;
    return false;
}

bool migrate(QJsonObject &root, int fromVersion, std::span<const MigrationStep> steps,
             QString *error)
{
    const int newest = newestVersion(steps);
    if (fromVersion < 1 || fromVersion > newest) {
        if (error)
            *error = QStringLiteral("cannot migrate from version %1 (this PodCAD reads 1 to %2)")
                         .arg(fromVersion)
                         .arg(newest);
        return false;
    }
    for (int version = fromVersion; version < newest; ++version) {
        QString why;
        if (steps[version - 1] && !steps[version - 1](root, &why)) {
            if (error)
                *error = QStringLiteral("cannot upgrade from version %1 to %2: %3")
                             .arg(version)
                             .arg(version + 1)
                             .arg(why);
            return false;
        }
        root.insert(QStringLiteral("version"), version + 1);
    }
    return true;
}

} // namespace podcad
