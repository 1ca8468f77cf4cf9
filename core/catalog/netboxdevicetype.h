#pragma once

#include "catalogtypes.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace podcad {

// A NetBox device type (the YAML of netbox-community/devicetype-library, schema/devicetype.json)
// read as a catalog model for the user catalog.
//
// What NetBox says becomes the model: SKU = part_number, else slug; name = description, else
// model; vendor = manufacturer; U height (rounded up to whole units); weight in kg; airflow
// ("passive" reads as fully liquid cooled, the inverse of the export); interfaces grouped by name
// prefix, type and mgmt_only into port groups (NetboxInterfaceType), each named by what its
// interfaces' names share and, where that name is taken, the type and a number after it; power
// from the power ports. What NetBox lacks stays missing, never invented: price, accelerators and
// GPU count, storage figures; a model without maximum_draw has no power figure. The model keeps
// the model rules (modelrules.h), or the file is refused.
struct NetboxDeviceType final
{
    DeviceModel model;
    QStringList notes;   // what was left out or read with an assumption, one sentence each
    QStringList missing; // "price", "power", "accelerators", ...
};

struct NetboxDeviceTypeOptions final
{
    // The kind NetBox cannot say. Unset: the kind a PodCAD export wrote in `comments`, else
    // appliance.
    std::optional<DeviceKind> kind;
    QString importDate; // ISO date for the provenance; empty: today (UTC)
};

// Parses and checks one device type. `fileName` is how messages name the file. On failure returns
// nullopt and sets `error` to one line: "FILE: key path: what is wrong"
// (`dgx.yaml: interfaces[3].type: unknown NetBox interface type "foo"`).
std::optional<NetboxDeviceType> parseNetboxDeviceType(const QByteArray &yaml,
                                                      const QString &fileName,
                                                      const NetboxDeviceTypeOptions &options,
                                                      QString *error);

// Reads the file at `path` and parses it; messages name the file as given.
std::optional<NetboxDeviceType>
readNetboxDeviceType(const QString &path, const NetboxDeviceTypeOptions &options, QString *error);

// Imports `files` into the user catalog at `userCatalogPath` (UserCatalog::add): every file is
// read and checked first, and two files with one SKU are refused, so on failure (nullopt, `error`
// one line naming the file and key) the user catalog is unchanged. `replaced` receives the SKUs
// that were already in the user catalog.
std::optional<std::vector<NetboxDeviceType>>
importNetboxDeviceTypes(const QStringList &files, const QString &userCatalogPath,
                        const NetboxDeviceTypeOptions &options, std::vector<QString> *replaced,
                        QString *error);

// What a PodCAD export writes in a device type's `comments` so that an import gets back what
// NetBox has no field for: the kind and the power-supply scheme that turns per-supply draw into
// the model's maximum. One line: "PodCAD: kind gpu-server; 6 power supplies, 4 for full
// performance, 3 to run".
QString netboxPodcadComment(const DeviceModel &model);

// How a catalog model is named in NetBox when exported: its manufacturer as the NetBox
// device-type library names that vendor (NVIDIA is "Nvidia", slug "nvidia", as in
// device-types/Nvidia/*.yaml), and a device type that never takes the (manufacturer, model) or
// (manufacturer, slug) of a library type (NetBox's DeviceType unique constraints): PodCAD names
// its ports its own way, so a library type of the same model is not the same type.
struct NetboxTypeIdentity final
{
    QString manufacturer;     // "Nvidia"
    QString manufacturerSlug; // "nvidia"
    QString model;            // the SKU; "SN5600-PodCAD" where the library has an "SN5600"
    QString slug;             // manufacturer slug + "-" + model slug
    QString fileName;         // the library's rule: the model, then ".yaml"
    QString airflow;          // NetBox's DeviceAirflowChoices value
};

NetboxTypeIdentity netboxTypeIdentity(const DeviceModel &model);

// NetBox slugs match ^[-a-z0-9_]+$: lowercase, every other run of characters one "-".
QString netboxSlug(const QString &text);

} // namespace podcad
