#pragma once

#include <QJsonObject>
#include <QString>
#include <span>

namespace podcad {

// The `version` this PodCAD writes. Bump it together with a new step in migrations.cpp whenever the
// file layout changes incompatibly (a key renamed, a unit changed, a structure reshaped).
inline constexpr int kDesignFormatVersion = 3;

// One step brings the whole file's JSON from version N to N + 1, in place. It returns false and
// says why when the input cannot be upgraded (the reader reports that as the file's error).
using MigrationStep = bool (*)(QJsonObject &root, QString *error);

// The real steps: element i upgrades version i + 1 to i + 2, so the newest version is size() + 1.
std::span<const MigrationStep> migrationSteps();

// The version a reader with these steps reads natively.
inline int newestVersion(std::span<const MigrationStep> steps)
{
    return int(steps.size()) + 1;
}

// Runs every step from `fromVersion` up to newestVersion(steps), one at a time, setting
// root["version"] after each so a step always sees the version it was written for. The steps are a
// parameter so that tests can run the mechanism with fake steps.
bool migrate(QJsonObject &root, int fromVersion, std::span<const MigrationStep> steps,
             QString *error);

} // namespace podcad
