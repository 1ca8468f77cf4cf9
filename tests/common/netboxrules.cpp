#include "netboxrules.h"

#include "format/csvrecords.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <functional>
#include <yaml-cpp/yaml.h>

using namespace Qt::StringLiterals;

namespace podcad::test::netboxrules {

namespace {

// Every path below is in netbox-community/netbox (commit 43fe81f9) unless it names the library.
const QString kImport = u"netbox/dcim/forms/bulk_import.py"_s;
const QString kChoices = u"netbox/dcim/choices.py"_s;
const QString kDevices = u"netbox/dcim/models/devices.py"_s;
const QString kRacks = u"netbox/dcim/models/racks.py"_s;
const QString kPower = u"netbox/dcim/models/power.py"_s;
const QString kSites = u"netbox/dcim/models/sites.py"_s;
const QString kOrganizational = u"netbox/netbox/models/__init__.py"_s;

// dcim/choices.py
const std::set<QString> kSiteStatus{u"planned"_s, u"staging"_s, u"active"_s, u"decommissioning"_s,
                                    u"retired"_s};
const std::set<QString> kRackStatus{u"reserved"_s, u"available"_s, u"planned"_s, u"active"_s,
                                    u"deprecated"_s};
const std::set<QString> kRackFormFactor{
    u"2-post-frame"_s,        u"4-post-frame"_s, u"4-post-cabinet"_s,       u"wall-frame"_s,
    u"wall-frame-vertical"_s, u"wall-cabinet"_s, u"wall-cabinet-vertical"_s};
const std::set<QString> kRackWidth{u"10"_s, u"19"_s, u"21"_s, u"23"_s};
const std::set<QString> kDimensionUnit{u"mm"_s, u"in"_s};
const std::set<QString> kWeightUnit{u"kg"_s, u"g"_s, u"lb"_s, u"oz"_s}; // netbox/netbox/choices.py
const std::set<QString> kDeviceStatus{u"offline"_s,        u"active"_s, u"planned"_s,
                                      u"staged"_s,         u"failed"_s, u"inventory"_s,
                                      u"decommissioning"_s};
const std::set<QString> kFace{u"front"_s, u"rear"_s};
const std::set<QString> kAirflow{u"front-to-rear"_s, u"rear-to-front"_s, u"left-to-right"_s,
                                 u"right-to-left"_s, u"side-to-rear"_s,  u"rear-to-side"_s,
                                 u"bottom-to-top"_s, u"top-to-bottom"_s, u"passive"_s,
                                 u"mixed"_s};
const std::set<QString> kLinkStatus{u"connected"_s, u"planned"_s, u"decommissioning"_s};
const std::set<QString> kCableType{
    u"cat3"_s,    u"cat5"_s,    u"cat5e"_s,       u"cat6"_s,       u"cat6a"_s,       u"cat7"_s,
    u"cat7a"_s,   u"cat8"_s,    u"mrj21-trunk"_s, u"dac-active"_s, u"dac-passive"_s, u"coaxial"_s,
    u"rg-6"_s,    u"rg-8"_s,    u"rg-11"_s,       u"rg-59"_s,      u"rg-62"_s,       u"rg-213"_s,
    u"lmr-100"_s, u"lmr-200"_s, u"lmr-400"_s,     u"mmf"_s,        u"mmf-om1"_s,     u"mmf-om2"_s,
    u"mmf-om3"_s, u"mmf-om4"_s, u"mmf-om5"_s,     u"smf"_s,        u"smf-os1"_s,     u"smf-os2"_s,
    u"aoc"_s,     u"power"_s,   u"usb"_s};
const std::set<QString> kLengthUnit{u"km"_s, u"m"_s, u"cm"_s, u"mi"_s, u"ft"_s, u"in"_s};
const std::set<QString> kFeedStatus{u"offline"_s, u"active"_s, u"planned"_s, u"failed"_s};
const std::set<QString> kFeedType{u"primary"_s, u"redundant"_s};
const std::set<QString> kFeedSupply{u"ac"_s, u"dc"_s};
const std::set<QString> kFeedPhase{u"single-phase"_s, u"three-phase"_s};
// dcim/constants.py CABLE_TERMINATION_MODELS (the dcim ones; circuits.circuittermination too)
const std::set<QString> kTerminationTypes{u"circuits.circuittermination"_s,
                                          u"dcim.consoleport"_s,
                                          u"dcim.consoleserverport"_s,
                                          u"dcim.frontport"_s,
                                          u"dcim.interface"_s,
                                          u"dcim.powerfeed"_s,
                                          u"dcim.poweroutlet"_s,
                                          u"dcim.powerport"_s,
                                          u"dcim.rearport"_s};

const QRegularExpression kSlug(u"^[-a-zA-Z0-9_]+$"_s); // Django's SlugField validator

std::set<QString> readLines(const QString &path)
{
    QFile f(path);
    std::set<QString> lines;
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    for (const QByteArray &l : f.readAll().split('\n'))
        if (!l.trimmed().isEmpty())
            lines.insert(QString::fromUtf8(l.trimmed()));
    return lines;
}

QRegularExpression wildcard(const QString &pattern)
{
    QString re;
    for (const QChar c : pattern)
        re += c == u'*' ? u".*"_s : QRegularExpression::escape(QString(c));
    return QRegularExpression(QRegularExpression::anchoredPattern(re));
}

} // namespace

QString Violation::text() const
{
    return u"%1:%2: %3: %4 (NetBox rule: %5)"_s.arg(file).arg(line).arg(field, message, rule);
}

std::vector<ImportStep> ImportOptions::defaultSteps()
{
    return {{u"01-manufacturers.csv"_s, FileKind::Manufacturers, true},
            {u"device-types/*.yaml"_s, FileKind::DeviceTypes, true},
            {u"02-device-roles.csv"_s, FileKind::Roles, true},
            {u"03-sites.csv"_s, FileKind::Sites, true},
            {u"04-locations.csv"_s, FileKind::Locations, true},
            {u"05-racks.csv"_s, FileKind::Racks, false},
            {u"06-devices.csv"_s, FileKind::Devices, false},
            {u"07-cables.csv"_s, FileKind::Cables, false},
            {u"08-power-panels.csv"_s, FileKind::PowerPanels, false},
            {u"09-power-feeds.csv"_s, FileKind::PowerFeeds, false},
            {u"10-power-cables.csv"_s, FileKind::Cables, false}};
}

ExportFiles readDirectory(const QString &dir)
{
    ExportFiles files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    const QDir root(dir);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files[root.relativeFilePath(path)] = f.readAll();
    }
    return files;
}

std::vector<QStringList> readCsv(const QByteArray &bytes)
{
    return format::csvRecords(QString::fromUtf8(bytes));
}

// One file being imported: where violations go, and the row being read.
struct NetBoxState::Context final
{
    std::vector<Violation> *out = nullptr;
    QString file;
    int line = 0;
    bool failed = false;
    void fail(const QString &field, const QString &message, const QString &rule)
    {
        out->push_back({file, line, field, message, rule});
        failed = true;
    }
};

namespace {

// A CSVModelChoiceField (netbox/utilities/forms/fields/csv.py): the value names exactly one
// object of the (already filtered) queryset, else "Object not found" or "not a unique value".
template<typename T>
int lookup(const std::vector<T> &objects, const std::function<bool(const T &)> &match,
           const QString &value, const QString &field, const QString &form,
           const std::function<void(const QString &, const QString &, const QString &)> &fail)
{
    int found = -1;
    int count = 0;
    for (std::size_t i = 0; i < objects.size(); ++i)
        if (match(objects[i])) {
            found = int(i);
            ++count;
        }
    if (count == 0)
        fail(field, u"Object not found: %1"_s.arg(value),
             u"netbox/utilities/forms/fields/csv.py, CSVModelChoiceField; %1, %2"_s.arg(kImport,
                                                                                        form));
    else if (count > 1)
        fail(field,
             u"\"%1\" is not a unique value for this field; multiple objects were found"_s.arg(
                 value),
             u"netbox/utilities/forms/fields/csv.py, CSVModelChoiceField; %1, %2"_s.arg(kImport,
                                                                                        form));
    return count == 1 ? found : -1;
}

} // namespace

void NetBoxState::importCsv(Context &c, const QString &path, const QByteArray &bytes, FileKind kind,
                            bool createIfMissing, bool skipExisting)
{
    Q_UNUSED(path); // the context names the file
    const std::vector<QStringList> records = readCsv(bytes);
    if (records.empty())
        return;
    const QStringList header = records.front();
    auto failFn = [&c](const QString &f, const QString &m, const QString &r) { c.fail(f, m, r); };
    for (std::size_t r = 1; r < records.size(); ++r) {
        c.line = int(r) + 1;
        std::map<QString, QString> row;
        for (qsizetype i = 0; i < header.size(); ++i)
            row[header[i]] = i < records[r].size() ? records[r][i] : QString();
        if (records[r].size() != header.size())
            c.fail(u"(row)"_s,
                   u"Row %1: Expected %2 columns but found %3"_s.arg(r)
                       .arg(header.size())
                       .arg(records[r].size()),
                   u"netbox/utilities/forms/utils.py, parse_csv"_s);
        const std::size_t before = c.out->size();
        auto v = [&](const char *k) {
            const auto it = row.find(QString::fromLatin1(k));
            return it == row.end() ? QString() : it->second.trimmed();
        };
        auto required = [&](const char *k, const QString &rule) {
            if (v(k).isEmpty())
                c.fail(QString::fromLatin1(k), u"This field is required."_s, rule);
        };
        auto choice = [&](const char *k, const std::set<QString> &values, const QString &rule,
                          bool isRequired) {
            const QString value = v(k);
            if (value.isEmpty()) {
                if (isRequired)
                    c.fail(QString::fromLatin1(k), u"This field is required."_s, rule);
            } else if (!values.count(value)) {
                c.fail(QString::fromLatin1(k),
                       u"Invalid value '%1'. Please choose from the available choices"_s.arg(value),
                       rule);
            }
        };
        auto maxLength = [&](const char *k, int n, const QString &rule) {
            if (v(k).size() > n)
                c.fail(QString::fromLatin1(k),
                       u"Ensure this value has at most %1 characters (it has %2)."_s.arg(n).arg(
                           v(k).size()),
                       rule);
        };
        auto slugField = [&](const QString &rule) {
            if (!v("slug").isEmpty() && !kSlug.match(v("slug")).hasMatch())
                c.fail(u"slug"_s, u"Enter a valid \"slug\""_s, rule);
        };
        auto isNew = [&]() { return c.out->size() == before; };
        // The row's site, and a location within it (each form's __init__ narrows the
        // location queryset to the row's site).
        auto siteRef = [&](const QString &form) {
            if (!v("site").isEmpty())
                lookup<Manufacturer>(
                    mSites, [&](const Manufacturer &o) { return o.name == v("site"); }, v("site"),
                    u"site"_s, form, failFn);
        };
        auto locationRef = [&](const char *k, const QString &form) {
            const QString name = v(k);
            if (!name.isEmpty())
                lookup<NamedInSite>(
                    mLocations,
                    [&](const NamedInSite &l) { return l.site == v("site") && l.name == name; },
                    name, QString::fromLatin1(k), form, failFn);
        };

        switch (kind) {
        case FileKind::Manufacturers:
        case FileKind::Roles:
        case FileKind::Sites: {
            auto &objects = kind == FileKind::Manufacturers ? mManufacturers
                            : kind == FileKind::Roles       ? mRoles
                                                            : mSites;
            const QString model = kind == FileKind::Manufacturers ? u"Manufacturer"_s
                                  : kind == FileKind::Roles       ? u"DeviceRole"_s
                                                                  : u"Site"_s;
            const QString form = model + u"ImportForm"_s;
            const QString where =
                kind == FileKind::Manufacturers ? kOrganizational + u", OrganizationalModel"_s
                : kind == FileKind::Roles
                    ? kDevices + u", DeviceRole (unique name and slug without parent)"_s
                    : kSites + u", Site"_s;
            const auto exists = std::find_if(objects.begin(), objects.end(), [&](const auto &o) {
                return o.slug == v("slug") || o.name == v("name");
            });
            if (createIfMissing && skipExisting && exists != objects.end() &&
                exists->slug == v("slug"))
                break; // the docs: leave out the rows NetBox has
            required("name", kImport + u", "_s + form);
            required("slug", kImport + u", "_s + form);
            maxLength("name", 100, where);
            maxLength("slug", 100, where);
            slugField(where);
            if (kind == FileKind::Sites)
                choice("status", kSiteStatus, kChoices + u", SiteStatusChoices"_s, true);
            for (const auto &o : objects) {
                if (o.name == v("name"))
                    c.fail(u"name"_s, u"%1 with this Name already exists."_s.arg(model), where);
                if (o.slug == v("slug"))
                    c.fail(u"slug"_s, u"%1 with this Slug already exists."_s.arg(model), where);
            }
            if (isNew())
                objects.push_back({v("name"), v("slug")});
            break;
        }
        case FileKind::Locations: {
            const QString form = kImport + u", LocationImportForm"_s;
            const auto exists =
                std::find_if(mLocations.begin(), mLocations.end(), [&](const NamedInSite &l) {
                    return l.site == v("site") && l.extra == v("parent") && l.slug == v("slug");
                });
            if (createIfMissing && skipExisting && exists != mLocations.end())
                break;
            required("name", form);
            required("slug", form);
            maxLength("name", 100, kOrganizational + u", NestedGroupModel"_s);
            slugField(kOrganizational + u", NestedGroupModel"_s);
            choice("status", kSiteStatus, kChoices + u", LocationStatusChoices"_s, true);
            required("site", form);
            siteRef(u"LocationImportForm"_s);
            locationRef("parent", u"LocationImportForm"_s);
            for (const NamedInSite &l : mLocations)
                if (l.site == v("site") && l.extra == v("parent")) {
                    if (l.name == v("name"))
                        c.fail(
                            u"name"_s,
                            u"A location with this name already exists within the specified site."_s,
                            kSites + u", Location (site, parent, name)"_s);
                    if (l.slug == v("slug"))
                        c.fail(
                            u"slug"_s,
                            u"A location with this slug already exists within the specified site."_s,
                            kSites + u", Location (site, parent, slug)"_s);
                }
            if (isNew())
                mLocations.push_back({v("site"), QString(), v("name"), v("slug"), v("parent")});
            break;
        }
        case FileKind::Racks: {
            const QString form = kImport + u", RackImportForm"_s;
            required("site", form);
            required("name", kRacks + u", Rack"_s);
            maxLength("name", 100, kRacks + u", Rack"_s);
            choice("status", kRackStatus, kChoices + u", RackStatusChoices"_s, true);
            choice("form_factor", kRackFormFactor, kChoices + u", RackFormFactorChoices"_s, false);
            choice("width", kRackWidth, kChoices + u", RackWidthChoices"_s, false);
            choice("outer_unit", kDimensionUnit, kChoices + u", RackDimensionUnitChoices"_s, false);
            choice("weight_unit", kWeightUnit, u"netbox/netbox/choices.py, WeightUnitChoices"_s,
                   false);
            siteRef(u"RackImportForm"_s);
            locationRef("location", u"RackImportForm"_s);
            for (const NamedInSite &k : mRacks)
                if (!v("location").isEmpty() && k.site == v("site") &&
                    k.location == v("location") && k.name == v("name"))
                    c.fail(u"name"_s, u"Rack with this Location and Name already exists."_s,
                           kRacks + u", Rack (location, name)"_s);
            if (isNew())
                mRacks.push_back({v("site"), v("location"), v("name"), QString(), QString()});
            break;
        }
        case FileKind::Devices: {
            const QString form = u"DeviceImportForm"_s;
            required("role", kImport + u", "_s + form);
            required("manufacturer", kImport + u", "_s + form);
            required("device_type", kImport + u", "_s + form);
            required("site", kImport + u", "_s + form);
            maxLength("name", 64, kDevices + u", Device"_s);
            choice("status", kDeviceStatus, kChoices + u", DeviceStatusChoices"_s, true);
            choice("face", kFace, kChoices + u", DeviceFaceChoices"_s, false);
            choice("airflow", kAirflow, kChoices + u", DeviceAirflowChoices"_s, false);
            if (!v("position").isEmpty() && v("face").isEmpty())
                c.fail(u"face"_s, u"Must specify rack face when defining rack position."_s,
                       kDevices + u", Device.clean"_s);
            if (!v("role").isEmpty())
                lookup<Manufacturer>(
                    mRoles, [&](const Manufacturer &o) { return o.name == v("role"); }, v("role"),
                    u"role"_s, form, failFn);
            if (!v("manufacturer").isEmpty())
                lookup<Manufacturer>(
                    mManufacturers,
                    [&](const Manufacturer &o) { return o.name == v("manufacturer"); },
                    v("manufacturer"), u"manufacturer"_s, form, failFn);
            int type = -1;
            if (!v("device_type").isEmpty()) // limited to the manufacturer (BaseDeviceImportForm)
                type = lookup<DeviceType>(
                    mDeviceTypes,
                    [&](const DeviceType &t) {
                        return t.manufacturer == v("manufacturer") && t.model == v("device_type");
                    },
                    v("device_type"), u"device_type"_s, u"BaseDeviceImportForm"_s, failFn);
            siteRef(form);
            locationRef("location", form);
            if (!v("rack").isEmpty()) // limited to the site and the location given
                lookup<NamedInSite>(
                    mRacks,
                    [&](const NamedInSite &k) {
                        return k.site == v("site") && k.name == v("rack") &&
                               (v("location").isEmpty() || k.location == v("location"));
                    },
                    v("rack"), u"rack"_s, form, failFn);
            for (const Device &d : mDevices) {
                if (!v("name").isEmpty() && d.site == v("site") && d.name == v("name"))
                    c.fail(u"name"_s, u"Device name must be unique per site."_s,
                           kDevices + u", Device (unique_name_site, tenant empty)"_s);
                if (!v("rack").isEmpty() && !v("position").isEmpty() && d.site == v("site") &&
                    d.rack == v("rack") && d.location == v("location") &&
                    d.position == v("position") && d.face == v("face"))
                    c.fail(u"position"_s,
                           u"Device with this Rack, Position and Face already exists."_s,
                           kDevices + u", Device (rack, position, face)"_s);
            }
            if (isNew() && type >= 0) {
                Device d{v("name"),
                         v("site"),
                         v("location"),
                         v("rack"),
                         v("position"),
                         v("face"),
                         {},
                         {},
                         {},
                         {}};
                for (const QString &i : mDeviceTypes[std::size_t(type)].interfaces)
                    d.interfaces.insert(i);
                for (const QString &p : mDeviceTypes[std::size_t(type)].powerPorts)
                    d.powerPorts.insert(p);
                mDevices.push_back(std::move(d));
            }
            break;
        }
        case FileKind::Cables: {
            const QString form = u"CableImportForm"_s;
            choice("status", kLinkStatus, kChoices + u", LinkStatusChoices"_s, false);
            choice("type", kCableType, kChoices + u", CableTypeChoices"_s, false);
            choice("length_unit", kLengthUnit, kChoices + u", CableLengthUnitChoices"_s, false);
            maxLength("color", 16, kImport + u", CableImportForm.color"_s);
            maxLength("label", 100, u"netbox/dcim/models/cables.py, Cable.label"_s);
            if (!v("length").isEmpty() && v("length_unit").isEmpty())
                c.fail(u"length_unit"_s, u"Must specify a unit when setting a cable length"_s,
                       u"netbox/dcim/models/cables.py, Cable.clean"_s);
            struct End
            {
                int device = -1, feed = -1;
                QString name, type;
            };
            End ends[2];
            for (int s = 0; s < 2; ++s) {
                const QString p = s == 0 ? u"side_a_"_s : u"side_b_"_s;
                auto sv = [&](const char *k) {
                    return v((p + QString::fromLatin1(k)).toLatin1().constData());
                };
                const QString site = sv("site");
                const QString type = sv("type");
                const QString name = sv("name");
                ends[s].name = name;
                ends[s].type = type;
                if (type.isEmpty())
                    c.fail(p + u"type"_s, u"This field is required."_s, kImport + u", "_s + form);
                else if (!kTerminationTypes.count(type))
                    c.fail(p + u"type"_s, u"Invalid object type"_s,
                           u"netbox/dcim/constants.py, CABLE_TERMINATION_MODELS"_s);
                if (name.isEmpty())
                    c.fail(p + u"name"_s, u"This field is required."_s, kImport + u", "_s + form);
                if (!site.isEmpty())
                    lookup<Manufacturer>(
                        mSites, [&](const Manufacturer &o) { return o.name == site; }, site,
                        p + u"site"_s, form, failFn);
                if (type == u"dcim.powerfeed"_s) {
                    int panel = -1;
                    if (!sv("power_panel").isEmpty()) // limited to the site when one is given
                        panel = lookup<NamedInSite>(
                            mPowerPanels,
                            [&](const NamedInSite &pp) {
                                return pp.name == sv("power_panel") &&
                                       (site.isEmpty() || pp.site == site);
                            },
                            sv("power_panel"), p + u"power_panel"_s, form, failFn);
                    if (panel < 0)
                        continue;
                    const NamedInSite &pp = mPowerPanels[std::size_t(panel)];
                    for (std::size_t f = 0; f < mPowerFeeds.size(); ++f)
                        if (mPowerFeeds[f].site == pp.site && mPowerFeeds[f].panel == pp.name &&
                            mPowerFeeds[f].name == name)
                            ends[s].feed = int(f);
                    if (ends[s].feed < 0)
                        c.fail(p + u"name"_s,
                               u"%1 side termination not found: %2 %3"_s.arg(
                                   s == 0 ? u"A"_s : u"B"_s, pp.name, name),
                               kImport + u", CableImportForm._clean_side"_s);
                    else if (mPowerFeeds[std::size_t(ends[s].feed)].cabled)
                        c.fail(p + u"name"_s,
                               u"Side %1: %2 %3 is already connected"_s.arg(
                                   s == 0 ? u"A"_s : u"B"_s, pp.name, name),
                               kImport + u", CableImportForm._clean_side"_s);
                    continue;
                }
                if (sv("device").isEmpty())
                    continue; // _clean_side returns None: NetBox then finds no termination
                ends[s].device = lookup<Device>(
                    mDevices,
                    [&](const Device &d) {
                        return d.name == sv("device") && (site.isEmpty() || d.site == site);
                    },
                    sv("device"), p + u"device"_s, form, failFn);
                if (ends[s].device < 0)
                    continue;
                const Device &d = mDevices[std::size_t(ends[s].device)];
                const bool isInterface = type == u"dcim.interface"_s;
                const bool isPowerPort = type == u"dcim.powerport"_s;
                const std::set<QString> &ports = isInterface ? d.interfaces : d.powerPorts;
                const std::set<QString> &cabled =
                    isInterface ? d.cabledInterfaces : d.cabledPowerPorts;
                if (!isInterface && !isPowerPort)
                    continue; // other termination types are not exported
                if (!ports.count(name))
                    c.fail(p + u"name"_s,
                           u"%1 side termination not found: %2 %3"_s.arg(s == 0 ? u"A"_s : u"B"_s,
                                                                         d.name, name),
                           kImport + u", CableImportForm._clean_side"_s);
                else if (cabled.count(name))
                    c.fail(p + u"name"_s,
                           u"Side %1: %2 %3 is already connected"_s.arg(s == 0 ? u"A"_s : u"B"_s,
                                                                        d.name, name),
                           kImport + u", CableImportForm._clean_side"_s);
            }
            if (ends[0].device == ends[1].device && ends[0].device >= 0 &&
                ends[0].name == ends[1].name && ends[0].type == ends[1].type)
                c.fail(u"side_b_name"_s, u"A and B terminations cannot be the same object."_s,
                       u"netbox/dcim/models/cables.py, Cable.clean"_s);
            if (isNew()) {
                for (const End &e : ends) {
                    if (e.feed >= 0)
                        mPowerFeeds[std::size_t(e.feed)].cabled = true;
                    if (e.device >= 0) {
                        Device &d = mDevices[std::size_t(e.device)];
                        (e.type == u"dcim.interface"_s ? d.cabledInterfaces : d.cabledPowerPorts)
                            .insert(e.name);
                    }
                }
                ++mCableCount;
            }
            break;
        }
        case FileKind::PowerPanels: {
            const QString form = u"PowerPanelImportForm"_s;
            required("site", kImport + u", "_s + form);
            required("name", kImport + u", "_s + form);
            maxLength("name", 100, kPower + u", PowerPanel"_s);
            siteRef(form);
            locationRef("location", form);
            for (const NamedInSite &pp : mPowerPanels)
                if (pp.site == v("site") && pp.name == v("name"))
                    c.fail(u"name"_s, u"Power panel with this Site and Name already exists."_s,
                           kPower + u", PowerPanel (site, name)"_s);
            if (isNew())
                mPowerPanels.push_back({v("site"), v("location"), v("name"), QString(), QString()});
            break;
        }
        case FileKind::PowerFeeds: {
            const QString form = u"PowerFeedImportForm"_s;
            required("site", kImport + u", "_s + form);
            required("power_panel", kImport + u", "_s + form);
            required("name", kPower + u", PowerFeed"_s);
            maxLength("name", 100, kPower + u", PowerFeed"_s);
            choice("status", kFeedStatus, kChoices + u", PowerFeedStatusChoices"_s, true);
            choice("type", kFeedType, kChoices + u", PowerFeedTypeChoices"_s, true);
            choice("supply", kFeedSupply, kChoices + u", PowerFeedSupplyChoices"_s, true);
            choice("phase", kFeedPhase, kChoices + u", PowerFeedPhaseChoices"_s, true);
            siteRef(form);
            int panel = -1;
            if (!v("power_panel").isEmpty()) // limited to the site (PowerFeedImportForm.__init__)
                panel = lookup<NamedInSite>(
                    mPowerPanels,
                    [&](const NamedInSite &pp) {
                        return pp.site == v("site") && pp.name == v("power_panel");
                    },
                    v("power_panel"), u"power_panel"_s, form, failFn);
            locationRef("location", form);
            if (!v("rack").isEmpty()) // limited to the site and location
                lookup<NamedInSite>(
                    mRacks,
                    [&](const NamedInSite &k) {
                        return k.site == v("site") && k.name == v("rack") &&
                               k.location == v("location");
                    },
                    v("rack"), u"rack"_s, form, failFn);
            for (const PowerFeed &f : mPowerFeeds)
                if (panel >= 0 && f.site == v("site") && f.panel == v("power_panel") &&
                    f.name == v("name"))
                    c.fail(u"name"_s,
                           u"Power feed with this Power panel and Name already exists."_s,
                           kPower + u", PowerFeed (power_panel, name)"_s);
            if (isNew())
                mPowerFeeds.push_back({v("site"), v("power_panel"), v("name"), false});
            break;
        }
        case FileKind::DeviceTypes:
            break;
        }
    }
}

void NetBoxState::importDeviceType(Context &c, const QString &path, const QByteArray &bytes,
                                   bool skipExisting)
{
    Q_UNUSED(path);
    c.line = 0;
    YAML::Node root;
    try {
        root = YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception &e) {
        c.fail(u"(yaml)"_s, QString::fromStdString(e.what()),
               u"netbox/dcim/forms/bulk_import.py, DeviceTypeImportForm"_s);
        return;
    }
    auto text = [&](const YAML::Node &n, const char *k) {
        return n[k] && n[k].IsScalar() ? QString::fromStdString(n[k].as<std::string>()).trimmed()
                                       : QString();
    };
    const QString manufacturer = text(root, "manufacturer");
    const QString model = text(root, "model");
    const QString slug = text(root, "slug");
    const QString form = kImport + u", DeviceTypeImportForm"_s;
    const auto existing =
        std::find_if(mDeviceTypes.begin(), mDeviceTypes.end(), [&](const DeviceType &t) {
            return t.manufacturer == manufacturer && t.slug == slug;
        });
    if (skipExisting && existing != mDeviceTypes.end())
        return;
    if (manufacturer.isEmpty())
        c.fail(u"manufacturer"_s, u"This field is required."_s, form);
    else
        lookup<Manufacturer>(
            mManufacturers, [&](const Manufacturer &m) { return m.name == manufacturer; },
            manufacturer, u"manufacturer"_s, u"DeviceTypeImportForm"_s,
            [&c](const QString &f, const QString &m, const QString &r) { c.fail(f, m, r); });
    if (model.isEmpty())
        c.fail(u"model"_s, u"This field is required."_s, form);
    if (model.size() > 100)
        c.fail(u"model"_s, u"Ensure this value has at most 100 characters."_s,
               kDevices + u", DeviceType.model"_s);
    if (!kSlug.match(slug).hasMatch())
        c.fail(u"slug"_s, u"Enter a valid \"slug\""_s, kDevices + u", DeviceType.slug"_s);
    for (const DeviceType &t : mDeviceTypes) {
        if (t.manufacturer != manufacturer)
            continue;
        if (t.model == model)
            c.fail(u"model"_s, u"Device type with this Manufacturer and Model already exists."_s,
                   kDevices + u", DeviceType (manufacturer, model)"_s);
        if (t.slug == slug)
            c.fail(u"slug"_s, u"Device type with this Manufacturer and Slug already exists."_s,
                   kDevices + u", DeviceType (manufacturer, slug)"_s);
    }
    DeviceType t{manufacturer, model, slug, {}, {}};
    std::set<QString> seen;
    for (const auto &[key, list] :
         {std::pair{"interfaces", &t.interfaces}, std::pair{"power-ports", &t.powerPorts}}) {
        seen.clear();
        if (!root[key] || !root[key].IsSequence())
            continue;
        for (const YAML::Node &n : root[key]) {
            const QString name = text(n, "name");
            // netbox/dcim/models/device_component_templates.py: name unique per device type
            if (!seen.insert(name).second)
                c.fail(
                    QString::fromLatin1(key),
                    u"%1 with this Device type and Name already exists."_s.arg(name),
                    u"netbox/dcim/models/device_component_templates.py, ComponentTemplateModel"_s);
            *list << name;
        }
    }
    if (!c.failed)
        mDeviceTypes.push_back(std::move(t));
}

std::vector<Violation> NetBoxState::importExport(const ExportFiles &files,
                                                 const ImportOptions &options)
{
    std::vector<Violation> all;
    for (const ImportStep &step : options.steps) {
        const QRegularExpression re = wildcard(step.pattern);
        for (const auto &[path, bytes] : files) {
            if (!re.match(path).hasMatch())
                continue;
            // One transaction per file (BulkImportView.post, transaction.atomic): a file with a
            // bad row leaves the state as it was.
            const NetBoxState before = *this;
            Context c;
            c.out = &all;
            c.file = path;
            if (step.kind == FileKind::DeviceTypes)
                importDeviceType(c, path, bytes, options.skipExisting && step.createIfMissing);
            else
                importCsv(c, path, bytes, step.kind, step.createIfMissing, options.skipExisting);
            if (c.failed)
                *this = before;
        }
    }
    return all;
}

void NetBoxState::deleteSiteObjects(const QString &site)
{
    std::erase_if(mRacks, [&](const NamedInSite &k) { return k.site == site; });
    std::erase_if(mPowerPanels, [&](const NamedInSite &k) { return k.site == site; });
    std::erase_if(mPowerFeeds, [&](const PowerFeed &f) { return f.site == site; });
    std::erase_if(mDevices, [&](const Device &d) { return d.site == site; });
}

// --- the device-type library's schema ---------------------------------------------------------

namespace {

// The definitions devicetype.json refers to outside itself. From netbox-community/
// devicetype-library schema/components.json (commit 013d489b): the interface and power-port
// definitions; the enums of schema/generated_schema.json are generated by the library from
// NetBox's choices, so they are read from NetBox's dcim/choices.py (tests/data/netbox/README.md).
QJsonObject definition(const QString &ref, const QString &dataDir)
{
    auto enumOf = [](const std::set<QString> &values) {
        QJsonArray a;
        for (const QString &v : values)
            a.append(v);
        return QJsonObject{{u"type"_s, u"string"_s}, {u"enum"_s, a}};
    };
    auto component = [&](const QString &typesFile, bool power) {
        QJsonObject props{
            {u"name"_s, QJsonObject{{u"type"_s, u"string"_s}, {u"maxLength"_s, 64}}},
            {u"label"_s, QJsonObject{{u"type"_s, u"string"_s}, {u"maxLength"_s, 64}}},
            {u"type"_s, enumOf(readLines(dataDir + u'/' + typesFile))},
            {u"description"_s, QJsonObject{{u"type"_s, u"string"_s}, {u"maxLength"_s, 200}}}};
        if (power) {
            props[u"maximum_draw"_s] = QJsonObject{{u"type"_s, u"integer"_s}, {u"minimum"_s, 1}};
            props[u"allocated_draw"_s] = QJsonObject{{u"type"_s, u"integer"_s}, {u"minimum"_s, 1}};
        } else {
            props[u"enabled"_s] = QJsonObject{{u"type"_s, u"boolean"_s}};
            props[u"mgmt_only"_s] = QJsonObject{{u"type"_s, u"boolean"_s}};
            props[u"bridge"_s] = QJsonObject{{u"type"_s, u"string"_s}, {u"maxLength"_s, 64}};
            props[u"poe_mode"_s] = QJsonObject{};
            props[u"poe_type"_s] = QJsonObject{};
            props[u"rf_role"_s] = QJsonObject{};
        }
        return QJsonObject{{u"type"_s, u"object"_s},
                           {u"properties"_s, props},
                           {u"required"_s, QJsonArray{u"name"_s, u"type"_s}},
                           {u"additionalProperties"_s, false}};
    };
    if (ref.endsWith(u"#/definitions/airflow"_s))
        return enumOf(kAirflow);
    if (ref.endsWith(u"#/definitions/weight-unit"_s))
        return enumOf(kWeightUnit);
    if (ref.endsWith(u"#/definitions/subdevice-role"_s))
        return enumOf({u"parent"_s, u"child"_s});
    if (ref.endsWith(u"reusable#/definitions/weight"_s))
        return QJsonObject{{u"type"_s, u"number"_s}, {u"minimum"_s, 0}};
    if (ref.endsWith(u"components#/definitions/interface"_s))
        return component(u"interface-types.txt"_s, false);
    if (ref.endsWith(u"components#/definitions/power-port"_s))
        return component(u"power-port-types.txt"_s, true);
    return QJsonObject{}; // components the export never writes: anything goes
}

class SchemaChecker final
{
public:
    SchemaChecker(QString file, QString dataDir, std::vector<Violation> *out)
        : mFile(std::move(file))
        , mDataDir(std::move(dataDir))
        , mOut(out)
    {}

    void check(const YAML::Node &node, QJsonObject schema, const QString &where)
    {
        if (schema.contains(u"$ref"_s))
            schema = definition(schema[u"$ref"_s].toString(), mDataDir);
        const QString type = schema[u"type"_s].toString();
        const bool scalar = node.IsScalar();
        const QString value = scalar ? QString::fromStdString(node.Scalar()) : QString();
        bool isNumber = false;
        const double number = value.toDouble(&isNumber);
        if (type == u"object"_s && !node.IsMap())
            return fail(where, u"is not of type 'object'"_s);
        if (type == u"array"_s && !node.IsSequence())
            return fail(where, u"is not of type 'array'"_s);
        if (type == u"string"_s && !scalar)
            return fail(where, u"is not of type 'string'"_s);
        if ((type == u"number"_s || type == u"integer"_s) && (!scalar || !isNumber))
            return fail(where, u"'%1' is not of type '%2'"_s.arg(value, type));
        if (type == u"integer"_s && number != std::floor(number))
            return fail(where, u"%1 is not of type 'integer'"_s.arg(value));
        if (type == u"boolean"_s && !(value == u"true"_s || value == u"false"_s))
            return fail(where, u"'%1' is not of type 'boolean'"_s.arg(value));
        if (schema.contains(u"enum"_s) && !schema[u"enum"_s].toArray().contains(value))
            fail(where, u"'%1' is not one of the allowed values"_s.arg(value));
        if (schema.contains(u"const"_s) && schema[u"const"_s].toString() != value)
            fail(where, u"'%1' should be '%2'"_s.arg(value, schema[u"const"_s].toString()));
        if (schema.contains(u"maxLength"_s) && value.size() > schema[u"maxLength"_s].toInt())
            fail(where,
                 u"'%1' is too long (at most %2)"_s.arg(value).arg(schema[u"maxLength"_s].toInt()));
        if (schema.contains(u"pattern"_s) &&
            !QRegularExpression(schema[u"pattern"_s].toString()).match(value).hasMatch())
            fail(where, u"'%1' does not match '%2'"_s.arg(value, schema[u"pattern"_s].toString()));
        if (schema.contains(u"minimum"_s) && isNumber && number < schema[u"minimum"_s].toDouble())
            fail(where, u"%1 is less than the minimum of %2"_s.arg(value).arg(
                            schema[u"minimum"_s].toDouble()));
        if (schema.contains(u"multipleOf"_s) && isNumber) {
            const double step = schema[u"multipleOf"_s].toDouble();
            if (std::fabs(number / step - std::round(number / step)) > 1e-9)
                fail(where, u"%1 is not a multiple of %2"_s.arg(value).arg(step));
        }
        if (node.IsSequence() && schema.contains(u"items"_s)) {
            for (std::size_t i = 0; i < node.size(); ++i)
                check(node[i], schema[u"items"_s].toObject(), u"%1[%2]"_s.arg(where).arg(i));
        }
        if (!node.IsMap())
            return;
        const QJsonObject props = schema[u"properties"_s].toObject();
        checkRequired(node, schema[u"required"_s].toArray(), where);
        for (const QJsonValue &rule : schema[u"allOf"_s].toArray()) {
            const QJsonObject o = rule.toObject();
            bool holds = true;
            for (const QJsonValue &k : o[u"if"_s].toObject()[u"required"_s].toArray())
                holds = holds && node[k.toString().toStdString()];
            if (holds)
                check(node, o[u"then"_s].toObject(), where);
        }
        for (const auto &kv : node) {
            const QString key = QString::fromStdString(kv.first.as<std::string>());
            const QString at = where.isEmpty() ? key : where + u'.' + key;
            if (props.contains(key))
                check(kv.second, props[key].toObject(), at);
            else if (schema.contains(u"additionalProperties"_s) &&
                     !schema[u"additionalProperties"_s].toBool(true))
                fail(at, u"Additional properties are not allowed ('%1' was unexpected)"_s.arg(key));
        }
    }

private:
    void checkRequired(const YAML::Node &node, const QJsonArray &required, const QString &where)
    {
        for (const QJsonValue &k : required)
            if (!node[k.toString().toStdString()])
                fail(where.isEmpty() ? k.toString() : where + u'.' + k.toString(),
                     u"'%1' is a required property"_s.arg(k.toString()));
    }
    void fail(const QString &where, const QString &message)
    {
        mOut->push_back({mFile, 0, where.isEmpty() ? u"(root)"_s : where, message,
                         u"devicetype-library schema/devicetype.json"_s});
    }

    QString mFile;
    QString mDataDir;
    std::vector<Violation> *mOut;
};

} // namespace

std::vector<Violation> checkDeviceTypeSchema(const QString &path, const QByteArray &yaml,
                                             const QString &manufacturerSlug)
{
    std::vector<Violation> out;
    const QString dataDir = QStringLiteral(PODCAD_TEST_DATA_DIR "/netbox");
    QFile f(dataDir + u"/devicetype.json"_s);
    if (!f.open(QIODevice::ReadOnly)) {
        out.push_back({path, 0, u"(schema)"_s, u"cannot read "_s + f.fileName(), QString()});
        return out;
    }
    const QJsonObject schema = QJsonDocument::fromJson(f.readAll()).object();
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        out.push_back({path, 0, u"(yaml)"_s, QString::fromStdString(e.what()),
                       u"devicetype-library tests/definitions_test.py (yaml.safe_load)"_s});
        return out;
    }
    SchemaChecker(path, dataDir, &out).check(root, schema, QString());
    // devicetype-library tests/device_types.py (commit 09323249): verify_filename, verify_slug,
    // validate_power and validate_components; tests/definitions_test.py: the trailing newline.
    const QString lib = u"devicetype-library tests/device_types.py, "_s;
    auto text = [&](const char *k) {
        return root[k] && root[k].IsScalar() ? QString::fromStdString(root[k].Scalar()) : QString();
    };
    // DeviceType._slugify_model / _slugify_part_number / _slugify_manufacturer
    auto slugify = [](const QString &t, bool manufacturer) {
        QString s = t.toCaseFolded();
        s.replace(u" "_s, u"-"_s);
        s.replace(u"sfp+"_s, u"sfpp"_s);
        s.replace(u"poe+"_s, u"poep"_s);
        s.replace(u"-+"_s, manufacturer ? u"-plus-"_s : u"-plus"_s);
        s.replace(u"+"_s, manufacturer ? u"-plus"_s : u"-plus-"_s);
        s.replace(u"_"_s, u"-"_s);
        s.replace(u"&"_s, manufacturer ? u"and"_s : u"-and-"_s);
        for (const QString &gone : {u"!"_s, u","_s, u"'"_s})
            s.remove(gone);
        s.replace(u"/"_s, u"-"_s);
        s.replace(u"*"_s, u"-"_s);
        if (!manufacturer && s.endsWith(u'-'))
            s.chop(1);
        return s;
    };
    const QString model = slugify(text("model"), false);
    const QString part = text("part_number");
    const QString slug = text("slug");
    const QString base = path.section(u'/', -1).section(u'.', 0, -2).toCaseFolded();
    if (base != model && base != slugify(part, false) && base != part.toCaseFolded())
        out.push_back(
            {path, 0, u"(file name)"_s,
             u"file name \"%1\" is neither the model \"%2\" nor the part number \"%3\""_s.arg(
                 base, model, part),
             lib + u"verify_filename"_s});
    const QString maker = slugify(text("manufacturer"), true);
    if (!slug.startsWith(maker) ||
        (!manufacturerSlug.isEmpty() && !slug.startsWith(manufacturerSlug)))
        out.push_back(
            {path, 0, u"slug"_s,
             u"slug \"%1\" does not start with the manufacturer \"%2\""_s.arg(slug, maker),
             lib + u"DeviceType.verify_slug"_s});
    if (!slug.endsWith(model) && (part.isEmpty() || !slug.endsWith(slugify(part, false))))
        out.push_back({path, 0, u"slug"_s,
                       u"slug \"%1\" does not end with the model \"%2\" or the part number"_s.arg(
                           slug, model),
                       lib + u"DeviceType.verify_slug"_s});
    const bool powered = !root["is_powered"] || root["is_powered"].Scalar() != "false";
    if (powered && !(root["power-ports"] && root["power-ports"].size() > 0))
        out.push_back({path, 0, u"power-ports"_s, u"does not appear to have a valid power source"_s,
                       lib + u"DeviceType.validate_power"_s});
    if (!yaml.endsWith('\n'))
        out.push_back({path, 0, u"(file)"_s, u"Missing trailing newline"_s,
                       u"devicetype-library tests/definitions_test.py, test_definitions"_s});
    return out;
}

std::map<QString, int> tally(const std::vector<Violation> &violations)
{
    std::map<QString, int> counts;
    static const QRegularExpression quoted(u"'[^']*'|\"[^\"]*\"|\\d+"_s);
    static const QRegularExpression named(u"(not found|Side [AB]): .*?( is already connected)?$"_s);
    for (const Violation &v : violations) {
        QString kind = v.message;
        kind.replace(named, u"\\1: …\\2"_s);
        kind.replace(quoted, u"…"_s);
        counts[u"%1 %2: %3 (%4)"_s.arg(v.file, v.field, kind, v.rule)]++;
    }
    return counts;
}

} // namespace podcad::test::netboxrules
