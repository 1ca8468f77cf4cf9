#pragma once

#include "designfile.h"
#include "migrations.h"

#include <QByteArray>
#include <span>

namespace podcad {

// Bytes the JSON parser may read past the end of the text (SIMDJSON_PADDING). A QByteArray whose
// capacity leaves this much room is parsed in place; any other is copied once.
inline constexpr qsizetype kJsonPadding = 64;

// DesignFile::parse with the migration steps as a parameter: the newest readable version is
// newestVersion(steps). Tests use it to push a file through fake steps end to end.
LoadResult parseDesign(const QByteArray &bytes, std::span<const MigrationStep> steps);

} // namespace podcad
