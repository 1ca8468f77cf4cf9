#include "migrations.h"

#include <array>

namespace podcad {
namespace {

// Version 1 is the first format, so nothing needs upgrading yet. A future step looks like:
//
//   // v1 -> v2: racks store the feed budget in watts instead of kilowatts.
//   bool racksPowerInWatts(QJsonObject &root, QString *error) { ... }
//
// and goes here in version order. Steps never read the catalog or the model classes: they work on
// the JSON of their own era, so later model changes cannot break old migrations.
constexpr std::array<MigrationStep, 0> kSteps{};

static_assert(kSteps.size() + 1 == kDesignFormatVersion,
              "every format version after 1 needs exactly one migration step");

} // namespace

std::span<const MigrationStep> migrationSteps()
{
    return kSteps;
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
        if (!steps[version - 1](root, &why)) {
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
