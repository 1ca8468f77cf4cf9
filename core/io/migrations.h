#pragma once

#include <QJsonObject>
#include <QString>
#include <span>

namespace podcad {

// The `version` this PodCAD writes. Bump it together with a new step in migrations.cpp whenever the
// file layout changes incompatibly (a key renamed, a unit changed, a structure reshaped).
inline constexpr int kDesignFormatVersion = 5;
// The version that added the hall and the facility (older files get a hall fitted to their racks).
inline constexpr int kHallVersion = 4;

// One step brings the whole file's JSON from version N to N + 1, in place. It returns false and
// says why when the input cannot be upgraded (the reader reports that as the file's error).
// A null step only moves the version: version N + 1 added keys that are optional, which an older
// reader would drop, so it must refuse the file; nothing in an older file needs to change.
using MigrationStep = bool (*)(QJsonObject &root, QString *error);

// The real steps: element i upgrades version i + 1 to i + 2, so the newest version is size() + 1.
std::span<const MigrationStep> migrationSteps();

// The version a reader with these steps reads natively.
inline int newestVersion(std::span<const MigrationStep> steps)
{
    return int(steps.size()) + 1;
}

// Whether upgrading a file of `fromVersion` changes more than its version (some step from there on
// is not null). When it does not, the reader reads the file as it is, on its fast path: a large
// design saved by the previous PodCAD opens as quickly as one saved by this one.
bool changesMoreThanVersion(int fromVersion, std::span<const MigrationStep> steps);

// Runs every step from `fromVersion` up to newestVersion(steps), one at a time, setting
// root["version"] after each so a step always sees the version it was written for. The steps are a
// parameter so that tests can run the mechanism with fake steps.
bool migrate(QJsonObject &root, int fromVersion, std::span<const MigrationStep> steps,
             QString *error);

} // namespace podcad
