#pragma once

#include "catalogtypes.h"

#include <QString>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;

// The user's own catalog rows (docs/catalog.md, "The user catalog"): a SQLite file beside the
// user's other data, layered over the read-only shipped catalog. A row adds a model or replaces the
// shipped row of the same SKU. Figures the source lacks are NULL in the file
// (DeviceModel::priceMissing, powerMissing), never a made-up 0.
class UserCatalog final
{
public:
    // Its own schema version (PRAGMA user_version), independent of the shipped catalog's.
    static constexpr int kSchemaVersion = 1;

    // $PODCAD_USER_CATALOG, else user-catalog.db in the editor's AppDataLocation (organization
    // and application "PodCAD": ~/.local/share/PodCAD/PodCAD on Linux), for podcad-cli too.
    static QString defaultPath();
    // The user catalog layered on `catalog` (Catalog::userPath()), else defaultPath(): where an
    // import or a removal goes, also when nothing was layered yet (or `catalog` is null).
    static QString pathFor(const Catalog *catalog);

    // Reads the models at `path`, each checked by the model rules (modelrules.h). A missing file
    // is an empty overlay (true, no models): nothing has been imported yet. On failure sets
    // `error` to one line naming the file.
    static bool read(const QString &path, std::vector<DeviceModel> *models, QString *error);

    // Adds `models`, replacing rows of the same SKU, and creates the file (and its directory) on
    // first use. All or nothing: the rows are written into a copy that is renamed over `path` only
    // when every row is in, so a failure leaves the file as it was. A model the model rules
    // refuse is refused before the file is touched, in their words. `replaced` (optional)
    // receives which SKUs were already in the user catalog.
    static bool add(const QString &path, const std::vector<DeviceModel> &models,
                    std::vector<QString> *replaced, QString *error);

    // Removes the models `skus` (all or nothing, through a copy renamed over `path` as add()
    // does). Every SKU must be in the user catalog: otherwise nothing is written and `error`
    // names the first that is not.
    static bool remove(const QString &path, const std::vector<QString> &skus, QString *error);

    // `shipped` with the user catalog at `path` layered on top.
    static std::optional<Catalog> layer(const Catalog &shipped, const QString &path,
                                        QString *error);
};

} // namespace podcad
