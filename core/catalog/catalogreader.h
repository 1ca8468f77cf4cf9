#pragma once

#include "catalogtypes.h"

#include <QString>

#include <vector>

namespace podcad {

// Everything catalog.db holds, as read and validated by readCatalogTables().
struct CatalogTables final
{
    std::vector<DeviceModel> models;
    std::vector<Accelerator> accelerators;
    std::vector<CloudOffer> offers;
    std::vector<AssumptionDefault> assumptions;
    std::vector<LanguageModel> languageModels;
};

// Reads and validates every table of the catalog database at `filePath`, opened read-only.
// Messages start with `displayPath`, which differs from `filePath` when Catalog::build() checks the
// temporary file it is about to rename: the user knows the destination, not the temporary name.
bool readCatalogTables(const QString &filePath, const QString &displayPath, CatalogTables *out,
                       QString *error);

} // namespace podcad
