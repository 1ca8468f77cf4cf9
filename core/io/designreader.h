#pragma once

#include "designfile.h"
#include "migrations.h"

#include <QByteArray>
#include <span>

namespace podcad {

// DesignFile::parse with the migration steps as a parameter: the newest readable version is
// newestVersion(steps). Tests use it to push a file through fake steps end to end.
LoadResult parseDesign(const QByteArray &bytes, std::span<const MigrationStep> steps);

} // namespace podcad
