#pragma once

#include "catalogrows.h"
#include "catalogtypes.h"

#include <QString>
#include <vector>

class QSqlDatabase;

namespace podcad {

// Everything catalog.db holds, as read and validated by readCatalogTables().
struct CatalogTables final
{
    std::vector<DeviceModel> models;
    std::vector<Accelerator> accelerators;
    std::vector<CloudOffer> offers;
    std::vector<AssumptionDefault> assumptions;
    std::vector<LanguageModel> languageModels;
    std::vector<FacilityModel> facilityModels;        // empty when the catalog has no such table
    std::vector<KernelEfficiency> kernelEfficiencies; // likewise
    std::vector<FigureRange> figureRanges;            // likewise
};

// Reads and validates every table of the catalog database at `filePath`, opened read-only.
// Messages start with `displayPath`, which differs from `filePath` when Catalog::build() checks the
// temporary file it is about to rename: the user knows the destination, not the temporary name.
bool readCatalogTables(const QString &filePath, const QString &displayPath, CatalogTables *out,
                       QString *error);

// The same pass over a database someone else opened: a SQLite file or a team catalog on PostgreSQL
// (QPSQL), so both are validated by one reader. `problem` gets the message without a location;
// the caller knows whether it is a file or a server.
bool readCatalogTables(QSqlDatabase &db, CatalogTables *out, QString *problem);

// What that pass fetches: the schema version, the table list, and every known table's rows in the
// order the reader wants them.
CatalogRows fetchCatalogRows(QSqlDatabase &db);

// The decoding and every check of that pass, on rows already fetched (from a file, a server, or a
// test). `problem` as above.
bool readCatalogTables(const CatalogRows &rows, CatalogTables *out, QString *problem);

} // namespace podcad
