// The NetBox export (core/export/netboxexport): CSV files in NetBox's bulk-import
// columns and one device-type YAML per SKU in the device-type library's schema.
//
// The oracles are NetBox's own sources, read in the public repositories (not PodCAD's code):
// - netbox-community/netbox netbox/dcim/forms/bulk_import.py (commit 05cab09e): the Meta.fields of
//   RackImportForm, DeviceImportForm, CableImportForm, PowerPanelImportForm,
//   PowerFeedImportForm, ManufacturerImportForm, DeviceRoleImportForm; kNetBoxColumns below.
// - netbox-community/netbox netbox/dcim/choices.py (commit 7f2e159e): InterfaceTypeChoices
//   (1000base-t, 100gbase-x-qsfp28, 200gbase-x-qsfp56, 400gbase-x-qsfp112, 400gbase-x-osfp,
//   800gbase-x-osfp, infiniband-hdr/ndr/xdr); kInterfaceTypes below.
// - netbox-community/devicetype-library schema/devicetype.json and schema/components.json: the
//   keys a device type may have (additionalProperties false), the required ones (manufacturer,
//   model, slug, u_height, is_full_depth), slug ^[-a-z0-9_]+$, u_height a multiple of 0.5,
//   weight and weight_unit together, interface keys (name, type, mgmt_only, ...), power-port keys
//   (name, type, maximum_draw, allocated_draw as integers >= 1).
// - netbox-community/netbox netbox/dcim/choices.py CableTypeChoices (cat5e ... cat8, dac-active,
//   dac-passive, mmf, mmf-om1..om5, smf, smf-os1/os2, aoc, power, ...) and CableLengthUnitChoices
//   (km, m, cm, mi, ft, in); kCableTypes below.
// - netbox-community/netbox netbox/dcim/forms/bulk_import.py CableImportForm.__init__: with
//   side_a_site / side_b_site the device and power panel of that end are looked up within that
//   site; netbox/dcim/models/devices.py Device: a name is unique per site (and tenant).
// - netbox-community/devicetype-library device-types/Nvidia/{SN5600,SN5610,QM9700,Q3400-RA,
//   SN2201}.yaml: manufacturer "Nvidia", their models and slugs (kLibraryTypes below) and airflow
//   (rear-to-front for SN5600, SN5610, QM9700; front-to-rear for Q3400-RA).
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "catalog/netboxdevicetype.h"
#include "cost/bom.h"
#include "export/netboxexport.h"
#include "fabrictestdesigns.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "model/design.h"
#include "netboxrules.h"
#include "testpaths.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>
#include <string>

using namespace Qt::StringLiterals;
using namespace podcad;

namespace {

using Row = std::map<QString, QString>;

// (model, slug) of the library's NVIDIA types a catalog SKU could take.
const std::vector<std::pair<QString, QString>> kLibraryTypes{{u"SN5600"_s, u"nvidia-sn5600"_s},
                                                             {u"SN5610"_s, u"nvidia-sn5610"_s},
                                                             {u"QM9700"_s, u"nvidia-qm9700"_s},
                                                             {u"Q3400-RA"_s, u"nvidia-q3400-ra"_s},
                                                             {u"SN2201"_s, u"mellanox-sn2201"_s}};

// The files under test as rows keyed by the header; a row whose field count differs from the
// header's gets "#bad" (its count).
std::vector<Row> readCsv(const QByteArray &bytes, QStringList *header)
{
    const std::vector<QStringList> records = test::netboxrules::readCsv(bytes);
    *header = records.empty() ? QStringList() : records.front();
    std::vector<Row> rows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        Row row;
        for (qsizetype c = 0; c < header->size(); ++c)
            row[header->at(c)] = c < records[r].size() ? records[r][c] : QString();
        if (records[r].size() != header->size())
            row[QStringLiteral("#bad")] = QString::number(records[r].size());
        rows.push_back(row);
    }
    return rows;
}

// What a device-type YAML says, read line by line: top-level keys and, per list section, the
// items with their keys. Enough for the fixed shape the exporter writes, and strict about it.
struct DeviceTypeYaml final
{
    std::map<QString, QString> top;
    std::map<QString, std::vector<std::map<QString, QString>>> lists;
    QString error;
};

QString unquote(const QString &value)
{
    if (value.size() < 2 || !value.startsWith(u'"') || !value.endsWith(u'"'))
        return value;
    QString out;
    const QString inner = value.mid(1, value.size() - 2);
    for (qsizetype i = 0; i < inner.size(); ++i) {
        if (inner[i] == u'\\' && i + 1 < inner.size()) {
            const QChar n = inner[++i];
            out += n == u'n' ? QChar(u'\n') : n == u't' ? QChar(u'\t') : n;
        } else {
            out += inner[i];
        }
    }
    return out;
}

DeviceTypeYaml readYaml(const QByteArray &bytes)
{
    DeviceTypeYaml y;
    QString section;
    const QStringList lines = QString::fromUtf8(bytes).split(u'\n');
    for (const QString &line : lines) {
        if (line.isEmpty() || line == QLatin1String("---"))
            continue;
        static const QRegularExpression topKey(QStringLiteral("^([a-z_-]+):(?: (.*))?$"));
        static const QRegularExpression item(QStringLiteral("^  - ([a-z_]+): (.*)$"));
        static const QRegularExpression more(QStringLiteral("^    ([a-z_]+): (.*)$"));
        if (const auto m = topKey.match(line); m.hasMatch()) {
            if (m.captured(2).isEmpty())
                section = m.captured(1);
            else
                y.top[m.captured(1)] = unquote(m.captured(2));
        } else if (const auto i = item.match(line); i.hasMatch() && !section.isEmpty()) {
            y.lists[section].push_back({{i.captured(1), unquote(i.captured(2))}});
        } else if (const auto k = more.match(line); k.hasMatch() && !y.lists[section].empty()) {
            y.lists[section].back()[k.captured(1)] = unquote(k.captured(2));
        } else {
            y.error = QStringLiteral("unexpected line: ") + line;
        }
    }
    return y;
}

// Meta.fields of the import forms in netbox/dcim/forms/bulk_import.py (commit 05cab09e), keyed by
// our file names. Sites and locations: a subset of SiteImportForm's and LocationImportForm's
// Meta.fields (commit 016a5335 also has tenant, time_zone, addresses, latitude, longitude,
// comments and tags for sites; tenant, facility and tags for locations).
const std::map<std::string, std::set<std::string>> kNetBoxColumns = {
    {"01-manufacturers.csv", {"name", "slug", "description", "owner", "comments", "tags"}},
    {"02-device-roles.csv",
     {"name", "slug", "parent", "color", "vm_role", "config_template", "description", "owner",
      "comments", "tags"}},
    {"03-sites.csv", {"name", "slug", "status", "region", "group", "facility", "description"}},
    {"04-locations.csv", {"site", "parent", "name", "slug", "status", "description"}},
    {"05-racks.csv",
     {"site",           "location",   "name",        "facility_id",  "tenant",      "status",
      "role",           "rack_type",  "form_factor", "serial",       "asset_tag",   "width",
      "u_height",       "desc_units", "outer_width", "outer_height", "outer_depth", "outer_unit",
      "mounting_depth", "airflow",    "weight",      "max_weight",   "weight_unit", "description",
      "owner",          "comments",   "tags"}},
    {"06-devices.csv",
     {"name",        "role",        "tenant",     "manufacturer", "device_type",
      "platform",    "serial",      "asset_tag",  "status",       "site",
      "location",    "rack",        "position",   "face",         "latitude",
      "longitude",   "parent",      "device_bay", "airflow",      "virtual_chassis",
      "vc_position", "vc_priority", "cluster",    "description",  "config_template",
      "owner",       "comments",    "tags"}},
    {"07-cables.csv",
     {"side_a_site",
      "side_a_device",
      "side_a_power_panel",
      "side_a_type",
      "side_a_name",
      "side_b_site",
      "side_b_device",
      "side_b_power_panel",
      "side_b_type",
      "side_b_name",
      "type",
      "status",
      "profile",
      "tenant",
      "label",
      "color",
      "length",
      "length_unit",
      "description",
      "owner",
      "comments",
      "tags"}},
    {"08-power-panels.csv",
     {"site", "location", "name", "description", "owner", "comments", "tags"}},
    {"09-power-feeds.csv",
     {"site", "power_panel", "location", "rack", "name", "status", "type", "mark_connected",
      "supply", "phase", "voltage", "amperage", "max_utilization", "tenant", "description", "owner",
      "comments", "tags"}},
};

// InterfaceTypeChoices values in netbox/dcim/choices.py (commit 7f2e159e) that PodCAD's ports
// can be: the catalog has no port NetBox lacks a value for, so "other" is not in this list.
const std::set<QString> kInterfaceTypes = {
    QStringLiteral("1000base-t"),         QStringLiteral("10gbase-t"),
    QStringLiteral("100gbase-x-qsfp28"),  QStringLiteral("200gbase-x-qsfp56"),
    QStringLiteral("400gbase-x-qsfp112"), QStringLiteral("400gbase-x-osfp"),
    QStringLiteral("800gbase-x-osfp"),    QStringLiteral("800gbase-dr8"),
    QStringLiteral("infiniband-edr"),     QStringLiteral("infiniband-hdr"),
    QStringLiteral("infiniband-ndr"),     QStringLiteral("infiniband-xdr")};

// CableTypeChoices in netbox/dcim/choices.py (the values PodCAD could fill; "" is allowed).
const std::set<QString> kCableTypes = {
    QStringLiteral("cat5e"),       QStringLiteral("cat6"), QStringLiteral("cat6a"),
    QStringLiteral("cat7"),        QStringLiteral("cat8"), QStringLiteral("dac-active"),
    QStringLiteral("dac-passive"), QStringLiteral("mmf"),  QStringLiteral("mmf-om3"),
    QStringLiteral("mmf-om4"),     QStringLiteral("smf"),  QStringLiteral("smf-os2"),
    QStringLiteral("aoc"),         QStringLiteral("power")};

// Choice values in netbox/dcim/choices.py (commit 7f2e159e) for the columns the exporter fills:
// SiteStatusChoices, LocationStatusChoices, RackStatusChoices, DeviceStatusChoices ("planned"),
// RackFormFactorChoices, RackWidthChoices, RackDimensionUnitChoices, DeviceFaceChoices,
// DeviceAirflowChoices, PowerPortTypeChoices (IEC 60320 and 60309 values PodCAD uses).
const std::map<std::string, std::set<std::string>> kChoices = {
    {"status", {"planned", "staging", "active", "decommissioning", "retired", "offline", "staged"}},
    {"form_factor", {"2-post-frame", "4-post-frame", "4-post-cabinet"}},
    {"width", {"10", "19", "21", "23"}},
    {"outer_unit", {"", "mm", "in"}},
    {"face", {"", "front", "rear"}},
    {"airflow",
     {"front-to-rear", "rear-to-front", "left-to-right", "right-to-left", "side-to-rear",
      "rear-to-side", "bottom-to-top", "top-to-bottom", "passive", "mixed"}},
    {"power-port", {"iec-60320-c14", "iec-60320-c20", "iec-60309-2p-e-6h", "iec-60309-3p-n-e-6h"}},
    // PowerFeedStatusChoices, PowerFeedTypeChoices, PowerFeedSupplyChoices, PowerFeedPhaseChoices.
    {"feed-status", {"offline", "active", "planned", "failed"}},
    {"feed-type", {"primary", "redundant"}},
    {"feed-supply", {"ac", "dc"}},
    {"feed-phase", {"single-phase", "three-phase"}},
};

bool isChoice(const char *field, const QString &value)
{
    return kChoices.at(field).count(value.toStdString()) > 0;
}

// Keys of schema/devicetype.json (additionalProperties: false) the exporter may write.
const std::set<QString> kDeviceTypeKeys = {
    QStringLiteral("manufacturer"), QStringLiteral("model"),    QStringLiteral("slug"),
    QStringLiteral("part_number"),  QStringLiteral("u_height"), QStringLiteral("is_full_depth"),
    QStringLiteral("airflow"),      QStringLiteral("weight"),   QStringLiteral("weight_unit"),
    QStringLiteral("description"),  QStringLiteral("comments")};

const QRegularExpression kSlug(QStringLiteral("^[-a-z0-9_]+$"));

} // namespace

class TestNetBoxExport final : public QObject
{
    Q_OBJECT

private:
    std::optional<Catalog> mCatalog;

    std::map<QString, QByteArray> exportOf(const Design &design)
    {
        QString error;
        const auto files = netbox::exportDesign(design, *mCatalog,
                                                CablePlan::build(design, *mCatalog), {}, &error);
        std::map<QString, QByteArray> byPath;
        for (const auto &f : files)
            byPath[f.path] = f.bytes;
        if (files.empty())
            qWarning("%s", qPrintable(error));
        return byPath;
    }

    std::map<QString, QByteArray> exportOfSuperPod(const QString &system, const QString &fabric)
    {
        const auto design = test::superPod(*mCatalog, system, fabric, 1);
        return design ? exportOf(*design) : std::map<QString, QByteArray>{};
    }

    // Everything the issue asks of an export, checked on one design.
    void checkExport(const Design &design)
    {
        const auto files = exportOf(design);
        QVERIFY(!files.empty());

        // Device types: schema keys, slug, u_height, weight with unit, interface types.
        std::map<QString, std::set<QString>> interfacesOfModel, powerPortsOfModel, outletsOfModel;
        std::set<QString> slugs;
        for (const auto &[path, bytes] : files) {
            if (!path.startsWith(QLatin1String("device-types/")))
                continue;
            const DeviceTypeYaml y = readYaml(bytes);
            QVERIFY2(y.error.isEmpty(), qPrintable(path + u' ' + y.error));
            for (const auto &[key, value] : y.top)
                QVERIFY2(kDeviceTypeKeys.count(key), qPrintable(path + u' ' + key));
            for (const char *required :
                 {"manufacturer", "model", "slug", "u_height", "is_full_depth"})
                QVERIFY2(y.top.count(QString::fromLatin1(required)),
                         qPrintable(path + u' ' + QLatin1String(required)));
            const QString model = y.top.at(QStringLiteral("model"));
            // The library's rule: a type's file is named after its model.
            QCOMPARE(path, u"device-types/"_s + model + u".yaml"_s);
            // Never the (manufacturer, model) or slug of a library type: NetBox's unique
            // constraints would refuse the file in a NetBox holding the library's NVIDIA types.
            for (const auto &[libraryModel, librarySlug] : kLibraryTypes) {
                QVERIFY2(y.top.at(u"slug"_s) != librarySlug, qPrintable(path));
                QVERIFY2(model.compare(libraryModel, Qt::CaseInsensitive) != 0 ||
                             y.top.at(u"manufacturer"_s) != u"Nvidia"_s,
                         qPrintable(path));
            }
            QVERIFY2(kSlug.match(y.top.at(QStringLiteral("slug"))).hasMatch(), qPrintable(path));
            QVERIFY(slugs.insert(y.top.at(QStringLiteral("slug"))).second);
            bool ok = false;
            const double u = y.top.at(QStringLiteral("u_height")).toDouble(&ok);
            QVERIFY(ok && u >= 0 && std::fmod(u * 2, 1.0) == 0);
            QCOMPARE(y.top.count(QStringLiteral("weight")),
                     y.top.count(QStringLiteral("weight_unit")));
            QVERIFY(y.top.at(QStringLiteral("is_full_depth")) == QLatin1String("true") ||
                    y.top.at(QStringLiteral("is_full_depth")) == QLatin1String("false"));
            const DeviceModel *m = mCatalog->model(y.top.at(u"part_number"_s));
            QVERIFY2(m, qPrintable(model));
            QCOMPARE(int(y.lists.count(QStringLiteral("interfaces"))
                             ? y.lists.at(QStringLiteral("interfaces")).size()
                             : 0),
                     m->totalPorts());
            for (const auto &[section, items] : y.lists)
                QVERIFY2(section == QLatin1String("interfaces") ||
                             section == QLatin1String("power-ports") ||
                             section == QLatin1String("power-outlets"),
                         qPrintable(section));
            // schema/components.json power-outlet: name, type (PowerOutletTypeChoices),
            // power_port naming a power port of the type, feed_leg A/B/C.
            if (y.lists.count(u"power-outlets"_s))
                for (const auto &o : y.lists.at(u"power-outlets"_s)) {
                    QVERIFY(o.at(u"type"_s) == u"iec-60320-c19"_s ||
                            o.at(u"type"_s) == u"iec-60320-c13"_s);
                    QCOMPARE(o.at(u"power_port"_s), u"input"_s);
                    const QString leg = o.count(u"feed_leg"_s) ? o.at(u"feed_leg"_s) : u"A"_s;
                    QVERIFY(leg == u"A"_s || leg == u"B"_s || leg == u"C"_s);
                    outletsOfModel[model].insert(o.at(u"name"_s));
                }
            if (y.lists.count(QStringLiteral("interfaces")))
                for (const auto &i : y.lists.at(QStringLiteral("interfaces"))) {
                    QVERIFY2(kInterfaceTypes.count(i.at(QStringLiteral("type"))),
                             qPrintable(model + u' ' + i.at(QStringLiteral("type"))));
                    QVERIFY2(interfacesOfModel[model].insert(i.at(QStringLiteral("name"))).second,
                             qPrintable(model + QStringLiteral(" duplicate ") +
                                        i.at(QStringLiteral("name"))));
                    for (const auto &[key, value] : i)
                        QVERIFY(
                            key == QLatin1String("name") || key == QLatin1String("type") ||
                            (key == QLatin1String("mgmt_only") && value == QLatin1String("true")));
                }
            QVERIFY2(y.lists.count(QStringLiteral("power-ports")), qPrintable(path));
            QVERIFY(isChoice("airflow", y.top.at(QStringLiteral("airflow"))));
            for (const auto &p : y.lists.at(QStringLiteral("power-ports"))) {
                powerPortsOfModel[model].insert(p.at(QStringLiteral("name")));
                // IEC 60320: a C14 inlet carries 10 A, a C20 16 A (at 230 V 2,300 W, 3,680 W).
                const int maxW = p.count(u"maximum_draw"_s) ? p.at(u"maximum_draw"_s).toInt() : 0;
                if (p.at(u"type"_s) == u"iec-60320-c14"_s)
                    QVERIFY2(maxW <= 2300, qPrintable(model));
                if (p.at(u"type"_s) == u"iec-60320-c20"_s)
                    QVERIFY2(maxW <= 3680, qPrintable(model));
                QVERIFY2(isChoice("power-port", p.at(QStringLiteral("type"))), qPrintable(model));
                for (const char *key : {"maximum_draw", "allocated_draw"})
                    if (p.count(QString::fromLatin1(key))) {
                        const int w = p.at(QString::fromLatin1(key)).toInt(&ok);
                        QVERIFY(ok && w >= 1);
                    }
            }
        }

        // Every CSV has only NetBox's columns, every row as many cells as the header, and every
        // line ends in CRLF as RFC 4180 asks.
        std::map<QString, std::vector<Row>> tables;
        for (const auto &[path, bytes] : files) {
            if (!path.endsWith(QLatin1String(".csv")))
                continue;
            QVERIFY2(bytes.endsWith("\r\n") && bytes.count('\n') == bytes.count("\r\n"),
                     qPrintable(path));
            QStringList header;
            tables[path] = readCsv(bytes, &header);
            // Power cables are rows of the same cable import as the network cables.
            const std::string form = path == QLatin1String("10-power-cables.csv") ||
                                             path == QLatin1String("11-power-cords.csv")
                                         ? "07-cables.csv"
                                         : path.toStdString();
            QVERIFY2(kNetBoxColumns.count(form), qPrintable(path));
            for (const QString &column : header)
                QVERIFY2(kNetBoxColumns.at(form).count(column.toStdString()),
                         qPrintable(path + u' ' + column));
            for (const Row &row : tables[path])
                QVERIFY2(!row.count(QStringLiteral("#bad")), qPrintable(path));
        }
        QCOMPARE(tables.at(QStringLiteral("06-devices.csv")).size(), design.devices().size());
        QCOMPARE(tables.at(QStringLiteral("05-racks.csv")).size(), design.racks().size());
        QCOMPARE(tables.at(QStringLiteral("07-cables.csv")).size(), design.links().size());

        // Every device names an exported device type, a rack and a role that the files create.
        std::map<QString, QString> modelOfDevice;
        std::set<QString> racks, roles;
        for (const Row &r : tables.at(QStringLiteral("05-racks.csv"))) {
            racks.insert(r.at(QStringLiteral("name")));
            for (const char *field : {"status", "form_factor", "width", "outer_unit"})
                QVERIFY2(isChoice(field, r.at(QString::fromLatin1(field))), field);
        }
        for (const char *file : {"03-sites.csv", "04-locations.csv"})
            for (const Row &r : tables.at(QString::fromLatin1(file)))
                QVERIFY(isChoice("status", r.at(QStringLiteral("status"))));
        for (const Row &r : tables.at(QStringLiteral("02-device-roles.csv")))
            roles.insert(r.at(QStringLiteral("name")));
        for (const Row &d : tables.at(QStringLiteral("06-devices.csv"))) {
            QVERIFY(modelOfDevice
                        .emplace(d.at(QStringLiteral("name")), d.at(QStringLiteral("device_type")))
                        .second);
            QVERIFY(interfacesOfModel.count(d.at(QStringLiteral("device_type"))) ||
                    powerPortsOfModel.count(d.at(QStringLiteral("device_type"))));
            QVERIFY(roles.count(d.at(QStringLiteral("role"))));
            for (const char *field : {"status", "face", "airflow"})
                QVERIFY2(isChoice(field, d.at(QString::fromLatin1(field))), field);
            QVERIFY(d.at(QStringLiteral("rack")).isEmpty() ||
                    racks.count(d.at(QStringLiteral("rack"))));
            // NetBox wants a face with a position.
            QCOMPARE(d.at(QStringLiteral("position")).isEmpty(),
                     d.at(QStringLiteral("face")).isEmpty());
        }

        // The point of it all: every cable end is an interface of that device's type, once.
        const QString site = tables.at(u"03-sites.csv"_s).at(0).at(u"name"_s);
        std::set<std::pair<QString, QString>> ends;
        for (const Row &c : tables.at(QStringLiteral("07-cables.csv")))
            for (const char *side : {"side_a", "side_b"}) {
                const QString s = QString::fromLatin1(side);
                QCOMPARE(c.at(s + u"_site"_s), site);
                const QString device = c.at(s + QStringLiteral("_device"));
                const QString name = c.at(s + QStringLiteral("_name"));
                QCOMPARE(c.at(s + QStringLiteral("_type")), QStringLiteral("dcim.interface"));
                QVERIFY2(modelOfDevice.count(device), qPrintable(device));
                QVERIFY2(interfacesOfModel[modelOfDevice.at(device)].count(name),
                         qPrintable(device + u' ' + name + u' ' + modelOfDevice.at(device)));
                QVERIFY2(ends.emplace(device, name).second, qPrintable(device + u' ' + name));
            }

        // Cable type and length: NetBox's values for the catalog medium (dcim/choices.py
        // CableTypeChoices) at the length sold, and as many of each as the BOM counts cables of
        // that SKU.
        const std::map<QString, QString> typeOfMedium{
            {u"cat6"_s, u"cat6"_s}, {u"dac"_s, u"dac-passive"_s}, {u"acc"_s, u"dac-active"_s},
            {u"aoc"_s, u"aoc"_s},   {u"om4"_s, u"mmf-om4"_s},     {u"os2"_s, u"smf-os2"_s}};
        auto typeAndLength = [&](const QString &sku) -> std::pair<QString, QString> {
            const DeviceModel *m = mCatalog->model(sku);
            if (!m || !m->media || !typeOfMedium.count(m->media->medium))
                return {};
            return {typeOfMedium.at(m->media->medium), QString::number(m->media->lengthM)};
        };
        std::map<std::pair<QString, QString>, int> exported;
        for (const Row &c : tables.at(QStringLiteral("07-cables.csv"))) {
            QVERIFY2(kCableTypes.count(c.at(u"type"_s)), qPrintable(c.at(u"type"_s)));
            QCOMPARE(c.at(u"length_unit"_s), u"m"_s);
            ++exported[{c.at(u"type"_s), c.at(u"length"_s)}];
        }
        std::map<std::pair<QString, QString>, int> counted;
        const Bom bom = Bom::build(design, *mCatalog, CablePlan::build(design, *mCatalog));
        for (const BomLine &line : bom.lines())
            if (mCatalog->model(line.sku)->kind == DeviceKind::Cable) {
                QVERIFY2(!typeAndLength(line.sku).first.isEmpty(), qPrintable(line.sku));
                counted[typeAndLength(line.sku)] += line.quantity;
            }
        QCOMPARE(exported, counted);

        // Power: each PDU's input is cabled to a feed of its own rack, each feed once.
        std::map<QString, QString> feedRack;
        for (const Row &f : tables.at(QStringLiteral("09-power-feeds.csv"))) {
            QVERIFY(feedRack
                        .emplace(f.at(QStringLiteral("power_panel")) + u'/' +
                                     f.at(QStringLiteral("name")),
                                 f.at(QStringLiteral("rack")))
                        .second);
            QVERIFY(racks.count(f.at(QStringLiteral("rack"))));
            QVERIFY(isChoice("feed-status", f.at(u"status"_s)));
            QVERIFY(isChoice("feed-type", f.at(u"type"_s)));
            QVERIFY(isChoice("feed-supply", f.at(u"supply"_s)));
            QVERIFY(isChoice("feed-phase", f.at(u"phase"_s)));
        }
        QVERIFY(feedRack.size() >= 2 * design.racks().size());
        std::set<QString> fed;
        for (const Row &p : tables.at(QStringLiteral("10-power-cables.csv"))) {
            const QString feed = p.at(QStringLiteral("side_b_power_panel")) + u'/' +
                                 p.at(QStringLiteral("side_b_name"));
            QVERIFY2(feedRack.count(feed), qPrintable(feed));
            QVERIFY(fed.insert(feed).second);
            QCOMPARE(p.at(u"side_a_site"_s), site);
            QCOMPARE(p.at(u"side_b_site"_s), site);
            QVERIFY(
                powerPortsOfModel[modelOfDevice.at(p.at(QStringLiteral("side_a_device")))].count(
                    p.at(QStringLiteral("side_a_name"))));
        }

        // Cords: from an outlet of a PDU's type to a power port of the device's type, each end
        // once, and at least 9 in 10 supplies have one (a network rack's PDUs run out of C13s).
        std::set<std::pair<QString, QString>> cordEnds;
        for (const Row &c : tables.at(u"11-power-cords.csv"_s)) {
            QCOMPARE(c.at(u"side_a_type"_s), u"dcim.poweroutlet"_s);
            QCOMPARE(c.at(u"side_b_type"_s), u"dcim.powerport"_s);
            QVERIFY(kCableTypes.count(c.at(u"type"_s)));
            const QString pdu = c.at(u"side_a_device"_s), dev = c.at(u"side_b_device"_s);
            QVERIFY(outletsOfModel[modelOfDevice.at(pdu)].count(c.at(u"side_a_name"_s)));
            QVERIFY(powerPortsOfModel[modelOfDevice.at(dev)].count(c.at(u"side_b_name"_s)));
            QVERIFY(cordEnds.emplace(pdu, c.at(u"side_a_name"_s)).second);
            QVERIFY(cordEnds.emplace(dev, c.at(u"side_b_name"_s)).second);
        }
        // Per rack and side, a supply without a cord means its outlets ran out.
        std::map<QString, std::size_t> corded; // by device
        for (const Row &c : tables.at(u"11-power-cords.csv"_s))
            ++corded[c.at(u"side_b_device"_s)];
        std::size_t supplies = 0, cords = 0;
        for (const auto &[id, d] : design.devices()) {
            const DeviceModel *m = mCatalog->model(d.sku);
            // A supply beyond a C20's 16 A at 230 V has an industrial inlet no PDU outlet feeds.
            if (m->kind == DeviceKind::Pdu ||
                m->maxPowerW / std::max(1, m->suppliesForFull) > 16 * 230)
                continue;
            const QString name = d.name.trimmed().isEmpty() ? id : d.name.trimmed();
            QVERIFY(corded[name] <= std::size_t(std::max(1, m->supplies)));
            supplies += std::max(1, m->supplies);
            cords += corded[name];
        }
        QVERIFY2(cords * 10 >= supplies * 9, qPrintable(u"%1 of %2"_s.arg(cords).arg(supplies)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void slugs()
    {
        QCOMPARE(netbox::slug(QStringLiteral("NVIDIA-MQM9700-NS2F")),
                 QStringLiteral("nvidia-mqm9700-ns2f"));
        QCOMPARE(netbox::slug(QStringLiteral("  Row A / hall #2 ")),
                 QStringLiteral("row-a-hall-2"));
        QCOMPARE(netbox::slug(QStringLiteral("Café")), QStringLiteral("caf"));
        QCOMPARE(netbox::slug(QStringLiteral("***")), QStringLiteral("x"));
        for (const DeviceModel *m : mCatalog->models())
            QVERIFY(kSlug.match(netbox::slug(m->vendor + u'-' + m->sku)).hasMatch());
    }

    void twinPortCages()
    {
        // A QM9700 has 32 twin-port OSFP cages: 64 ports named per cage, as NVIDIA labels them.
        const PortGroup *ib =
            mCatalog->model(QStringLiteral("MQM9700-NS2F"))->portGroup(QStringLiteral("ib"));
        QVERIFY(ib && ib->portsPerCage == 2 && ib->count == 64);
        QCOMPARE(netbox::interfaceName(*ib, 0), QStringLiteral("ib1/1"));
        QCOMPARE(netbox::interfaceName(*ib, 1), QStringLiteral("ib1/2"));
        QCOMPARE(netbox::interfaceName(*ib, 63), QStringLiteral("ib32/2"));
        QCOMPARE(netbox::interfaceType(*ib), QStringLiteral("infiniband-ndr"));
        const PortGroup *bmc =
            mCatalog->model(QStringLiteral("DGX-H100"))->portGroup(QStringLiteral("bmc"));
        QCOMPARE(netbox::interfaceName(*bmc, 0), QStringLiteral("bmc1"));
        QCOMPARE(netbox::interfaceType(*bmc), QStringLiteral("1000base-t"));
        // A group named with a trailing digit takes a "-": "rj45-10", never "rj4510".
        const PortGroup *rj45 =
            mCatalog->model(QStringLiteral("SN2201"))->portGroup(QStringLiteral("rj45"));
        QVERIFY(rj45 && rj45->count == 48);
        QCOMPARE(netbox::interfaceName(*rj45, 0), QStringLiteral("rj45-1"));
        QCOMPARE(netbox::interfaceName(*rj45, 9), QStringLiteral("rj45-10"));
        QCOMPARE(netbox::interfaceName(*rj45, 47), QStringLiteral("rj45-48"));
        const PortGroup *eth =
            mCatalog->model(QStringLiteral("SN5600"))->portGroup(QStringLiteral("eth"));
        QCOMPARE(netbox::interfaceType(*eth), QStringLiteral("800gbase-x-osfp"));
        const PortGroup *xdr =
            mCatalog->model(QStringLiteral("Q3400-RA"))->portGroup(QStringLiteral("ib"));
        QCOMPARE(netbox::interfaceType(*xdr), QStringLiteral("infiniband-xdr"));
    }

    void everyShippedPortHasANetBoxType()
    {
        for (const DeviceModel *m : mCatalog->models()) {
            if (m->kind == DeviceKind::Transceiver || m->kind == DeviceKind::Cable ||
                m->kind == DeviceKind::Nic)
                continue; // not exported as device types
            for (const PortGroup &g : m->portGroups)
                QVERIFY2(kInterfaceTypes.count(netbox::interfaceType(g)),
                         qPrintable(m->sku + u' ' + g.name + u' ' + netbox::interfaceType(g)));
        }
    }

    void libraryNamesAndAirflow()
    {
        const auto files = exportOfSuperPod(u"dgx-b300"_s, u"spectrum-x"_s);
        QVERIFY(!files.empty());
        QStringList header;
        // The library's manufacturer, so that a NetBox holding its types has it already.
        bool nvidia = false;
        for (const Row &r : readCsv(files.at(u"01-manufacturers.csv"_s), &header)) {
            QVERIFY(r.at(u"name"_s) != u"NVIDIA"_s);
            nvidia = nvidia || (r.at(u"name"_s) == u"Nvidia"_s && r.at(u"slug"_s) == u"nvidia"_s);
        }
        QVERIFY(nvidia);
        // SN5600: a model of its own next to the library's, the library's airflow.
        const DeviceTypeYaml sn5600 = readYaml(files.at(u"device-types/SN5600-PodCAD.yaml"_s));
        QCOMPARE(sn5600.top.at(u"manufacturer"_s), u"Nvidia"_s);
        QCOMPARE(sn5600.top.at(u"slug"_s), u"nvidia-sn5600-podcad"_s);
        QCOMPARE(sn5600.top.at(u"part_number"_s), u"SN5600"_s);
        QCOMPARE(sn5600.top.at(u"airflow"_s), u"rear-to-front"_s);
        const DeviceTypeYaml dgx = readYaml(files.at(u"device-types/DGX-B300.yaml"_s));
        QCOMPARE(dgx.top.at(u"airflow"_s), u"front-to-rear"_s);
        QCOMPARE(dgx.top.at(u"slug"_s), u"nvidia-dgx-b300"_s);
        std::set<QString> types;
        for (const Row &r : readCsv(files.at(u"06-devices.csv"_s), &header))
            if (r.at(u"device_type"_s).startsWith(u"SN5600"_s))
                types.insert(r.at(u"device_type"_s) + u'/' + r.at(u"manufacturer"_s));
        QCOMPARE(types, std::set<QString>{u"SN5600-PodCAD/Nvidia"_s});
        for (const auto &[sku, airflow] : {std::pair{"MQM9700-NS2F", "rear-to-front"},
                                           {"Q3400-RA", "front-to-rear"},
                                           {"SN5610", "rear-to-front"},
                                           {"DGX-H100", "front-to-rear"}})
            QCOMPARE(netboxTypeIdentity(*mCatalog->model(QString::fromLatin1(sku))).airflow,
                     QString::fromLatin1(airflow));
    }

    void secondDesignResolvesBySite()
    {
        // Two SuperPODs share device names ("leaf..." and the rest) and both have "Panel A":
        // imported into one NetBox, every cable end must still name exactly one device or panel.
        std::map<std::pair<QString, QString>, int> devices, panels; // (site, name)
        std::map<QString, int> deviceNames;
        std::vector<Row> cableRows;
        for (const char *system : {"dgx-h100", "dgx-b300"}) {
            const auto files = exportOfSuperPod(QString::fromLatin1(system), {});
            QVERIFY(!files.empty());
            QStringList header;
            for (const Row &r : readCsv(files.at(u"06-devices.csv"_s), &header)) {
                ++devices[{r.at(u"site"_s), r.at(u"name"_s)}];
                ++deviceNames[r.at(u"name"_s)];
            }
            for (const Row &r : readCsv(files.at(u"08-power-panels.csv"_s), &header))
                ++panels[{r.at(u"site"_s), r.at(u"name"_s)}];
            for (const char *file : {"07-cables.csv", "10-power-cables.csv"})
                for (const Row &r : readCsv(files.at(QString::fromLatin1(file)), &header))
                    cableRows.push_back(r);
        }
        int shared = 0;
        for (const auto &[name, n] : deviceNames)
            shared += n > 1;
        QVERIFY2(shared > 10, "the two designs should share device names");
        for (const auto &[key, n] : devices)
            QCOMPARE(n, 1);
        for (const auto &[key, n] : panels)
            QCOMPARE(n, 1);
        for (const Row &c : cableRows)
            for (const char *side : {"side_a", "side_b"}) {
                const QString s = QString::fromLatin1(side);
                const QString site = c.count(s + u"_site"_s) ? c.at(s + u"_site"_s) : QString();
                QVERIFY(!site.isEmpty());
                const bool device = c.count(s + u"_device"_s) > 0;
                const std::pair<QString, QString> key{
                    site, c.at(s + (device ? u"_device"_s : u"_power_panel"_s))};
                QCOMPARE(device ? devices[key] : panels[key], 1);
            }
    }

    void sample()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.design);
        checkExport(*loaded.design);
    }

    void superPods_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("fabric");
        QTest::newRow("dgx-h100 ndr") << QStringLiteral("dgx-h100") << QString();
        QTest::newRow("dgx-b300 xdr") << QStringLiteral("dgx-b300") << QStringLiteral("xdr");
        QTest::newRow("dgx-b300 spectrum-x")
            << QStringLiteral("dgx-b300") << QStringLiteral("spectrum-x");
    }

    void superPods()
    {
        QFETCH(QString, system);
        QFETCH(QString, fabric);
        const auto design = test::superPod(*mCatalog, system, fabric, 2);
        QVERIFY(design);
        checkExport(*design);
    }

    void nvl72()
    {
        Nvl72Options o;
        QString why;
        const auto design = generateNvl72SuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        checkExport(*design);
        // The rack draws through 8 power shelves of 33 kW, 4 of which carry its 132 kW.
        const auto files = exportOf(*design);
        const DeviceTypeYaml y = readYaml(files.at(u"device-types/DGX-GB200-NVL72.yaml"_s));
        const auto &ports = y.lists.at(u"power-ports"_s);
        QCOMPARE(ports.size(), std::size_t(8));
        QCOMPARE(ports[0].at(u"name"_s), u"shelf1"_s);
        QCOMPARE(ports[7].at(u"name"_s), u"shelf8"_s);
        for (const auto &p : ports) {
            QCOMPARE(p.at(u"type"_s), u"iec-60309-3p-n-e-6h"_s);
            QCOMPARE(p.at(u"maximum_draw"_s), u"33000"_s);
        }
    }

    void facilityPanelsAndFeeds()
    {
        // Without electrical facility elements the panels are the generic two, byte for byte as
        // before the power chain was exported.
        Design d;
        d.name = u"Chain"_s;
        for (const char *id : {"r1", "r2"}) {
            Rack r;
            r.id = QString::fromLatin1(id);
            r.sku = u"RACK-48U"_s;
            r.name = r.id.toUpper();
            QVERIFY(d.addRack(r));
        }
        QCOMPARE(exportOf(d).at(u"08-power-panels.csv"_s),
                 QByteArray("site,name,description\r\nChain,Panel A,Feed A of every rack\r\n"
                            "Chain,Panel B,Feed B of every rack\r\n"));

        // A UPS feeding two busways, one of them named "Panel A", and an 800 V DC power rack; R1
        // takes side A from the DC rack and side B from both busways, R2 lists nothing.
        auto element = [](const char *id, FacilityKind kind, const char *name,
                          std::vector<QString> from) {
            FacilityElement e;
            e.id = QString::fromLatin1(id);
            e.kind = kind;
            e.name = QString::fromLatin1(name);
            e.capacityKw = 500;
            e.fedFrom = std::move(from);
            return e;
        };
        QVERIFY(d.addFacilityElement(element("ups1", FacilityKind::Ups, "UPS 1", {})));
        QVERIFY(
            d.addFacilityElement(element("bw1", FacilityKind::Busway, "Busway 1", {u"ups1"_s})));
        QVERIFY(d.addFacilityElement(element("bw2", FacilityKind::Busway, "Panel A", {u"ups1"_s})));
        QVERIFY(d.addFacilityElement(element("dc1", FacilityKind::DcPowerRack, "DC rack 1", {})));
        Rack r1 = *d.rack(u"r1"_s);
        r1.powerFrom = {std::vector<QString>{u"dc1"_s}, std::vector<QString>{u"bw1"_s, u"bw2"_s}};
        QVERIFY(d.updateRack(r1));
        const auto files = exportOf(d);
        QStringList header;
        std::vector<QString> panels;
        std::map<QString, Row> panelRow;
        for (const Row &p : readCsv(files.at(u"08-power-panels.csv"_s), &header)) {
            panels.push_back(p.at(u"name"_s));
            panelRow[p.at(u"name"_s)] = p;
        }
        // Busways and the DC rack by name (the clash made unique with the id), then the generic
        // panels R2 uses; the UPS no rack lists is no panel: NetBox has no UPS object.
        QCOMPARE(panels, (std::vector<QString>{u"Busway 1"_s, u"Panel A (bw2)"_s, u"DC rack 1"_s,
                                               u"Panel A"_s, u"Panel B"_s}));
        QVERIFY(panelRow.at(u"Busway 1"_s).at(u"comments"_s).contains(u"UPS 1"_s));
        QVERIFY(panelRow.at(u"Busway 1"_s).at(u"description"_s).contains(u"500 kW"_s));
        std::vector<QString> got;
        for (const Row &f : readCsv(files.at(u"09-power-feeds.csv"_s), &header))
            got.push_back(f.at(u"rack"_s) + u' ' + f.at(u"name"_s) + u'@' + f.at(u"power_panel"_s) +
                          u' ' + f.at(u"type"_s) + u' ' + f.at(u"supply"_s) + u' ' +
                          f.at(u"phase"_s) + u' ' + f.at(u"voltage"_s) + u"V "_s +
                          f.at(u"amperage"_s) + u"A "_s + f.at(u"max_utilization"_s) + u'%');
        // The DC feed carries the default circuit's power (415 V x 60 A x sqrt(3) = 43,126 W) at
        // 800 V: 53.9 A, rounded up to 54.
        QCOMPARE(got, (std::vector<QString>{
                          u"R1 R1-A@DC rack 1 primary dc single-phase 800V 54A 80%"_s,
                          u"R1 R1-B1@Busway 1 redundant ac three-phase 415V 60A 80%"_s,
                          u"R1 R1-B2@Panel A (bw2) redundant ac three-phase 415V 60A 80%"_s,
                          u"R2 R2-A@Panel A primary ac three-phase 415V 60A 80%"_s,
                          u"R2 R2-B@Panel B redundant ac three-phase 415V 60A 80%"_s}));
        test::netboxrules::NetBoxState netbox;
        const auto violations =
            netbox.importExport(test::netboxrules::ExportFiles(files.begin(), files.end()));
        QVERIFY2(violations.empty(), violations.empty() ? "" : qPrintable(violations[0].text()));
    }

    void pdusAreCabledToTheirFeeds()
    {
        // Two PDUs on A and one on B in one rack: three feeds, three power cables, A1 and A2 on
        // panel A. The PDU's own inlet rating (pdu_inputs) is the feed's, as in the analysis.
        Design d;
        d.name = QStringLiteral("Power, \"test\"");
        Rack r;
        r.id = QStringLiteral("r1");
        r.sku = QStringLiteral("RACK-48U");
        r.name = QStringLiteral("R1");
        QVERIFY(d.addRack(r));
        for (const auto &[id, side] :
             {std::pair{"p1", FeedSide::A}, {"p2", FeedSide::A}, {"p3", FeedSide::B}}) {
            Device p;
            p.id = QString::fromLatin1(id);
            p.sku = QStringLiteral("PDU-415V-60A-3P");
            p.role = Role::Pdu;
            p.rackId = r.id;
            p.feed = side;
            QVERIFY(d.addDevice(p));
        }
        Device dgx;
        dgx.id = QStringLiteral("dgx");
        dgx.sku = QStringLiteral("DGX-H100");
        dgx.role = Role::Compute;
        dgx.rackId = r.id;
        dgx.lowestU = 10;
        QVERIFY(d.addDevice(dgx));
        const auto files = exportOf(d);
        QStringList header;
        const auto feeds = readCsv(files.at(QStringLiteral("09-power-feeds.csv")), &header);
        QCOMPARE(feeds.size(), std::size_t(3));
        QCOMPARE(feeds[0].at(QStringLiteral("name")), QStringLiteral("R1-A1"));
        QCOMPARE(feeds[1].at(QStringLiteral("name")), QStringLiteral("R1-A2"));
        QCOMPARE(feeds[2].at(QStringLiteral("name")), QStringLiteral("R1-B1"));
        QCOMPARE(feeds[2].at(QStringLiteral("power_panel")), QStringLiteral("Panel B"));
        QCOMPARE(feeds[0].at(QStringLiteral("type")), QStringLiteral("primary"));
        QCOMPARE(feeds[2].at(QStringLiteral("type")), QStringLiteral("redundant"));
        QCOMPARE(feeds[0].at(QStringLiteral("voltage")), QStringLiteral("415"));
        QCOMPARE(feeds[0].at(QStringLiteral("amperage")), QStringLiteral("60"));
        QCOMPARE(feeds[0].at(QStringLiteral("max_utilization")), QStringLiteral("80"));
        const auto cables = readCsv(files.at(QStringLiteral("10-power-cables.csv")), &header);
        QCOMPARE(cables.size(), std::size_t(3));
        QCOMPARE(cables[1].at(QStringLiteral("side_a_device")), QStringLiteral("p2"));
        QCOMPARE(cables[1].at(QStringLiteral("side_b_name")), QStringLiteral("R1-A2"));
        QCOMPARE(cables[1].at(QStringLiteral("side_b_type")), QStringLiteral("dcim.powerfeed"));
        // The cords of a DGX H100 (6 supplies): psu1, psu3, psu5 on feed A, taking p1 and p2 in
        // turn; psu2, psu4, psu6 on the one B PDU.
        const auto cords = readCsv(files.at(u"11-power-cords.csv"_s), &header);
        QStringList got;
        for (const Row &c : cords)
            got << c.at(u"side_a_device"_s) + u'/' + c.at(u"side_a_name"_s) + u'>' +
                       c.at(u"side_b_name"_s);
        QCOMPARE(got, (QStringList{u"p1/c19-1>psu1"_s, u"p3/c19-1>psu2"_s, u"p2/c19-1>psu3"_s,
                                   u"p3/c19-2>psu4"_s, u"p1/c19-2>psu5"_s, u"p3/c19-3>psu6"_s}));
        // The site takes the design's name, quoted as CSV needs it, its slug the safe subset.
        const auto sites = readCsv(files.at(QStringLiteral("03-sites.csv")), &header);
        QCOMPARE(sites[0].at(QStringLiteral("name")), QStringLiteral("Power, \"test\""));
        QCOMPARE(sites[0].at(QStringLiteral("slug")), QStringLiteral("power-test"));
        // A PDU type: zero U, not full depth, one IEC 60309 3P+N+E inlet.
        const DeviceTypeYaml y = readYaml(files.at(u"device-types/PDU-415V-60A-3P.yaml"_s));
        QCOMPARE(y.top.at(QStringLiteral("u_height")), QStringLiteral("0"));
        QCOMPARE(y.top.at(QStringLiteral("is_full_depth")), QStringLiteral("false"));
        QCOMPARE(y.lists.at(QStringLiteral("power-ports")).size(), std::size_t(1));
        QCOMPARE(y.lists.at(QStringLiteral("power-ports"))[0].at(QStringLiteral("type")),
                 QStringLiteral("iec-60309-3p-n-e-6h"));
        // NetBox adds up the draw behind the outlets only for an input without figures of its
        // own (dcim/models/device_components.py PowerPort.get_power_draw).
        QVERIFY(!y.lists.at(u"power-ports"_s)[0].count(u"maximum_draw"_s));
        QVERIFY(!y.lists.at(u"power-ports"_s)[0].count(u"allocated_draw"_s));
        QCOMPARE(y.lists.at(u"power-outlets"_s).size(), std::size_t(24));
    }

    void siteAndLocationFromTheDesign_data()
    {
        QTest::addColumn<QString>("site");
        QTest::addColumn<QString>("location");
        // (site, parent, name) of each location row, then each rack's and the unplaced device's
        // location. Without the fields: the design's name and the rows under no parent, "Data
        // hall" for the rest (the defaults before design file version 3).
        QTest::addColumn<QStringList>("locations");
        QTest::addColumn<QStringList>("placed");
        QTest::newRow("defaults") << QString() << QString()
                                  << QStringList{QStringLiteral("Hall test||Data hall"),
                                                 QStringLiteral("Hall test||Row A")}
                                  << QStringList{QStringLiteral("R1=Row A"),
                                                 QStringLiteral("R2=Data hall"),
                                                 QStringLiteral("loose=Data hall")};
        // The design's location is the parent of the rows and holds what has no row.
        QTest::newRow("site and location")
            << QStringLiteral("Santa Clara DC1") << QStringLiteral("Hall 2")
            << QStringList{QStringLiteral("Santa Clara DC1||Hall 2"),
                           QStringLiteral("Santa Clara DC1|Hall 2|Row A")}
            << QStringList{QStringLiteral("R1=Row A"), QStringLiteral("R2=Hall 2"),
                           QStringLiteral("loose=Hall 2")};
        QTest::newRow("site only")
            << QStringLiteral("Santa Clara DC1") << QString()
            << QStringList{QStringLiteral("Santa Clara DC1||Data hall"),
                           QStringLiteral("Santa Clara DC1||Row A")}
            << QStringList{QStringLiteral("R1=Row A"), QStringLiteral("R2=Data hall"),
                           QStringLiteral("loose=Data hall")};
    }

    void siteAndLocationFromTheDesign()
    {
        QFETCH(QString, site);
        QFETCH(QString, location);
        Design d;
        d.name = QStringLiteral("Hall test");
        d.site = site;
        d.location = location;
        for (const char *id : {"R1", "R2"}) {
            Rack r;
            r.id = QString::fromLatin1(id);
            r.name = r.id;
            r.sku = QStringLiteral("RACK-48U");
            r.row = r.id == QLatin1String("R1") ? QStringLiteral("A") : QString();
            QVERIFY(d.addRack(r));
        }
        Device loose;
        loose.id = QStringLiteral("loose");
        loose.sku = QStringLiteral("SN2201");
        QVERIFY(d.addDevice(loose));
        const auto files = exportOf(d);
        QVERIFY(!files.empty());
        QStringList header;
        const auto sites = readCsv(files.at(QStringLiteral("03-sites.csv")), &header);
        QCOMPARE(sites.size(), std::size_t(1));
        QCOMPARE(sites[0].at(QStringLiteral("name")), site.isEmpty() ? d.name : site);
        QStringList locations, placed;
        for (const Row &r : readCsv(files.at(QStringLiteral("04-locations.csv")), &header))
            locations << r.at(QStringLiteral("site")) + u'|' + r.at(QStringLiteral("parent")) +
                             u'|' + r.at(QStringLiteral("name"));
        for (const Row &r : readCsv(files.at(QStringLiteral("05-racks.csv")), &header))
            placed << r.at(QStringLiteral("name")) + u'=' + r.at(QStringLiteral("location"));
        for (const Row &r : readCsv(files.at(QStringLiteral("06-devices.csv")), &header))
            placed << r.at(QStringLiteral("name")) + u'=' + r.at(QStringLiteral("location"));
        QTEST(locations, "locations");
        QTEST(placed, "placed");
    }

    void yamlQuotesEverything()
    {
        // A model name that YAML would read as a boolean, a number or structure stays a string.
        DeviceModel m;
        m.sku = QStringLiteral("yes");
        m.name = QStringLiteral("a: \"b\"\n- c \\ d");
        m.vendor = QStringLiteral("1.0");
        m.kind = DeviceKind::Switch;
        m.rackUnits = 1;
        Catalog c = Catalog::fromData({m}, {});
        Design d;
        Device dev;
        dev.id = QStringLiteral("d1");
        dev.sku = m.sku;
        QVERIFY(d.addDevice(dev));
        QString error;
        const auto files = netbox::exportDesign(d, c, CablePlan::build(d, c), {}, &error);
        QVERIFY2(!files.empty(), qPrintable(error));
        for (const auto &f : files)
            if (f.path.startsWith(QLatin1String("device-types/"))) {
                QVERIFY(f.bytes.contains("model: \"yes\"\n"));
                QVERIFY(f.bytes.contains("manufacturer: \"1.0\"\n"));
                QVERIFY(f.bytes.contains("description: \"a: \\\"b\\\"\\n- c \\\\ d\"\n"));
                const DeviceTypeYaml y = readYaml(f.bytes);
                QVERIFY2(y.error.isEmpty(), qPrintable(y.error));
                QCOMPARE(y.top.at(QStringLiteral("description")), m.name);
            }
    }

    void refusesCablesNetBoxWouldRefuse()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.design && !loaded.design->links().empty());
        Design d = *loaded.design;
        Link l = d.links().begin()->second;
        const DeviceModel *m = mCatalog->model(d.device(l.a.deviceId)->sku);
        l.a.portIndex = m->portGroup(l.a.portGroup)->count; // one past the last port
        QVERIFY(d.updateLink(l));
        QString error;
        QVERIFY(
            netbox::exportDesign(d, *mCatalog, CablePlan::build(d, *mCatalog), {}, &error).empty());
        QVERIFY2(error.startsWith(QStringLiteral("link ") + l.id + u':') &&
                     error.contains(QLatin1String("does not exist")),
                 qPrintable(error));

        Design twice = *loaded.design;
        Link copy = twice.links().begin()->second;
        copy.id = twice.uniqueId(QStringLiteral("link"));
        QVERIFY(twice.addLink(copy));
        QVERIFY(
            netbox::exportDesign(twice, *mCatalog, CablePlan::build(twice, *mCatalog), {}, &error)
                .empty());
        QVERIFY2(error.contains(QLatin1String("already has a cable")), qPrintable(error));
    }

    void writesOnlyIntoANewOrEmptyDirectory()
    {
        QTemporaryDir tmp;
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QString error;
        const auto files = netbox::exportDesign(
            *loaded.design, *mCatalog, CablePlan::build(*loaded.design, *mCatalog), {}, &error);
        const QString dir = tmp.filePath(QStringLiteral("out/netbox"));
        QVERIFY2(netbox::writeExport(dir, files, &error), qPrintable(error));
        for (const auto &f : files) {
            QFile written(dir + u'/' + f.path);
            QVERIFY(written.open(QIODevice::ReadOnly));
            QCOMPARE(written.readAll(), f.bytes);
        }
        // A second export into the same directory is refused and leaves the first one as it was.
        QVERIFY(!netbox::writeExport(dir, files, &error));
        QVERIFY2(error.contains(QLatin1String("not empty")), qPrintable(error));
        QVERIFY(QFile::exists(dir + QStringLiteral("/07-cables.csv")));
    }
};

QTEST_GUILESS_MAIN(TestNetBoxExport)
#include "tst_netboxexport.moc"
