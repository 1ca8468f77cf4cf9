#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <map>
#include <set>
#include <vector>

// A NetBox rule checker for the export's files: a simulated NetBox state and an importer that
// reads the CSV files and device-type YAML the way NetBox's bulk import does, rule by rule, each
// rule cited to the place in NetBox's source (netbox-community/netbox at 43fe81f9) it comes from.
// docs/testing.md says what it models and what it does not.
namespace podcad::test::netboxrules {

// One row NetBox would refuse: "file:line: field: message (NetBox rule: path, Form or Model)".
// `line` is the CSV line (the header is line 1), 0 for a YAML file.
struct Violation final
{
    QString file;
    int line = 0;
    QString field;
    QString message;
    QString rule;
    QString text() const;
};

enum class FileKind {
    Manufacturers,
    DeviceTypes,
    Roles,
    Sites,
    Locations,
    Racks,
    Devices,
    Cables,
    PowerPanels,
    PowerFeeds
};

// One step of the import order: the files whose export-relative path matches `pattern` ("*"
// matches any run of characters, "/" included), all of one kind. `createIfMissing` files hold
// objects a NetBox in use may have already: with ImportOptions::skipExisting a row naming an
// object that exists (by its unique slug) is left out, as the export's docs tell the user to do.
struct ImportStep final
{
    QString pattern;
    FileKind kind;
    bool createIfMissing = false;
};

struct ImportOptions final
{
    std::vector<ImportStep> steps = defaultSteps();
    bool skipExisting = true;
    // The export's import order (docs/netbox.md), by the file names it writes.
    static std::vector<ImportStep> defaultSteps();
};

// An export held in memory: export-relative path ("/" separated) -> bytes.
using ExportFiles = std::map<QString, QByteArray>;

// Reads every file under `dir` (recursively) into memory.
ExportFiles readDirectory(const QString &dir);

// RFC 4180 CSV (quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF or
// LF). The first record is the header.
std::vector<QStringList> readCsv(const QByteArray &bytes);

class NetBoxState final
{
public:
    // Imports the files in the order of `options.steps`. Each file (each device-type YAML) is
    // one transaction, as in NetBox's BulkImportView: a file with one bad row creates nothing.
    std::vector<Violation> importExport(const ExportFiles &files,
                                        const ImportOptions &options = ImportOptions());

    // Deletes a site's racks, devices (and their interfaces and power ports), cables, power
    // panels and feeds: what the export's docs tell the user to delete before re-importing a
    // changed design. Sites, locations and the shared objects stay.
    void deleteSiteObjects(const QString &site);

    int deviceCount() const { return int(mDevices.size()); }
    int cableCount() const { return mCableCount; } // cables created, ever
    int manufacturerCount() const { return int(mManufacturers.size()); }

    struct Manufacturer final
    {
        QString name, slug;
    };
    struct DeviceType final
    {
        QString manufacturer, model, slug;
        QStringList interfaces, powerPorts;
    };
    struct NamedInSite final
    {
        QString site, location, name, slug, extra; // extra: a location's parent, a rack's rack
    };
    struct Device final
    {
        QString name, site, location, rack, position, face;
        std::set<QString> interfaces, powerPorts; // instantiated from the device type
        std::set<QString> cabledInterfaces, cabledPowerPorts;
    };
    struct PowerFeed final
    {
        QString site, panel, name;
        bool cabled = false;
    };

    // Adds objects directly (what a NetBox in use holds already, e.g. the library's Nvidia).
    void addManufacturer(const QString &name, const QString &slug)
    {
        mManufacturers.push_back({name, slug});
    }

private:
    struct Context;
    void importCsv(Context &c, const QString &path, const QByteArray &bytes, FileKind kind,
                   bool createIfMissing, bool skipExisting);
    void importDeviceType(Context &c, const QString &path, const QByteArray &bytes,
                          bool skipExisting);

    std::vector<Manufacturer> mManufacturers;
    std::vector<DeviceType> mDeviceTypes;
    std::vector<Manufacturer> mRoles; // name, slug
    std::vector<Manufacturer> mSites; // name, slug
    std::vector<NamedInSite> mLocations;
    std::vector<NamedInSite> mRacks;
    std::vector<Device> mDevices;
    std::vector<NamedInSite> mPowerPanels;
    std::vector<PowerFeed> mPowerFeeds;
    int mCableCount = 0;
};

// The device-type library's schema (tests/data/netbox/devicetype.json) checked on one exported
// device type, with the subset of JSON Schema the schema uses (type, enum, const, pattern,
// maxLength, minimum, multipleOf, required, properties, items, additionalProperties, allOf of
// if/then); plus the library's own test rules (tests/device_types.py): the file is named after
// the model or the part number, the slug starts with the manufacturer's (and with
// `manufacturerSlug`, the slug of the manufacturer row exported) and ends with the model's or the
// part number's, a powered type has power ports, and the file ends with a newline. Not checked:
// that the slug is unknown to the library (its tests/known-slugs.json is not copied here).
std::vector<Violation> checkDeviceTypeSchema(const QString &path, const QByteArray &yaml,
                                             const QString &manufacturerSlug);

// "violations per file and rule": `file (field): message-kind` -> count, the message with
// names and numbers taken out, for reporting a whole export's failures in a few lines.
std::map<QString, int> tally(const std::vector<Violation> &violations);

} // namespace podcad::test::netboxrules
