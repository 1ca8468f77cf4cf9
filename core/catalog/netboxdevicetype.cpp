#include "netboxdevicetype.h"

#include "model/textrules.h"
#include "modelrules.h"
#include "netboxinterfacetype.h"
#include "oneline.h"
#include "usercatalog.h"
#include "yamlduplicatekey.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <yaml-cpp/yaml.h>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// The first problem found, as "key path: what"; parsing stops there.
struct Failure final
{
    QString where;
    QString what;
};

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

class Reader final
{
public:
    explicit Reader(const YAML::Node &root)
        : mRoot(root)
    {}

    bool failed() const { return mFailure.has_value(); }
    const Failure &failure() const { return *mFailure; }

    void fail(const QString &where, const QString &what)
    {
        if (!mFailure)
            mFailure = Failure{where, what};
    }

    // A scalar as text; nullopt (and no failure) when absent and optional.
    std::optional<QString> text(const YAML::Node &map, const char *key, const QString &where,
                                bool required)
    {
        const YAML::Node n = map[key];
        if (!n || n.IsNull()) {
            if (required)
                fail(where, u"missing"_s);
            return std::nullopt;
        }
        if (!n.IsScalar()) {
            fail(where, u"must be text"_s);
            return std::nullopt;
        }
        return str(n.Scalar());
    }

    std::optional<double> number(const YAML::Node &map, const char *key, const QString &where)
    {
        const YAML::Node n = map[key];
        if (!n || n.IsNull())
            return std::nullopt;
        double d = 0;
        if (!n.IsScalar() || !YAML::convert<double>::decode(n, d) || !std::isfinite(d)) {
            fail(where, u"not a number: \"%1\""_s.arg(n.IsScalar() ? str(n.Scalar()) : u"..."_s));
            return std::nullopt;
        }
        return d;
    }

    std::optional<bool> flag(const YAML::Node &map, const char *key, const QString &where)
    {
        const YAML::Node n = map[key];
        if (!n || n.IsNull())
            return std::nullopt;
        bool b = false;
        if (!n.IsScalar() || !YAML::convert<bool>::decode(n, b)) {
            fail(where, u"must be true or false"_s);
            return std::nullopt;
        }
        return b;
    }

    // A list of mappings (interfaces, power-ports); empty when absent.
    std::vector<YAML::Node> list(const char *key)
    {
        const YAML::Node n = mRoot[key];
        std::vector<YAML::Node> items;
        if (!n || n.IsNull())
            return items;
        if (!n.IsSequence()) {
            fail(str(key), u"must be a list"_s);
            return items;
        }
        for (std::size_t i = 0; i < n.size(); ++i) {
            if (!n[i].IsMap()) {
                fail(u"%1[%2]"_s.arg(str(key)).arg(i), u"must be a mapping"_s);
                return {};
            }
            items.push_back(n[i]);
        }
        return items;
    }

private:
    const YAML::Node &mRoot;
    std::optional<Failure> mFailure;
};

// NetBox's DeviceAirflowChoices.
const QStringList kAirflows{u"front-to-rear"_s, u"rear-to-front"_s, u"left-to-right"_s,
                            u"right-to-left"_s, u"side-to-rear"_s,  u"rear-to-side"_s,
                            u"bottom-to-top"_s, u"top-to-bottom"_s, u"passive"_s,
                            u"mixed"_s};

// Kilograms per unit of NetBox's WeightUnitChoices.
const std::map<QString, double> kKgPerUnit{
    {u"kg"_s, 1.0}, {u"g"_s, 0.001}, {u"lb"_s, 0.45359237}, {u"oz"_s, 0.028349523125}};

// Components PodCAD has no place for: they are counted in a note.
const char *const kIgnoredLists[] = {"console-ports", "console-server-ports", "power-outlets",
                                     "front-ports",   "rear-ports",           "module-bays",
                                     "device-bays",   "inventory-items"};

// The comment PodCAD's export writes (netboxPodcadComment).
const QRegularExpression kPodcadComment(
    u"PodCAD: kind ([a-z-]+)(?:; (\\d+) power supplies, (\\d+) for full performance, (\\d+) to run)?"_s);

// "ib2/1" -> ("ib2", 2, 1); "eth0" -> ("eth0", 0, -1). `letters` is the leading run of letters,
// which sorts interfaces into groups before their common prefix names the group.
struct InterfaceName final
{
    QString base;    // without the "/n" port part
    QString letters; // "ib", "eth", "rj" (of "rj451"), "mgmt-eth"; "ib" of "ib-2" and "ib__2"
    int cage = -1;
    int port = -1; // -1: no "/n" part
};

InterfaceName splitInterfaceName(const QString &name)
{
    static const QRegularExpression caged(u"^(.*?)(\\d+)/(\\d+)$"_s);
    static const QRegularExpression letters(u"^[A-Za-z][A-Za-z_-]*"_s);
    InterfaceName n;
    n.base = name;
    if (const auto m = caged.match(name); m.hasMatch()) {
        n.base = m.captured(1) + m.captured(2);
        n.cage = m.captured(2).toInt();
        n.port = m.captured(3).toInt();
    }
    const auto l = letters.match(name);
    n.letters = l.hasMatch() ? l.captured(0) : QString();
    // Without the separators it ends in: "ib-2", "ib_3" and "ib4" of one type are one family of
    // ports spelt three ways (PodCAD's own export writes "rj45-1" and "ib1/1"), and what the
    // group is called comes from the part the names share, which drops those separators anyway.
    // Kept apart, each would be a group of its own under one name, which a user reading NetBox's
    // list of "ib" ports would not expect. Separators inside ("mgmt-eth1" against "mgmt1") still
    // tell groups apart.
    while (n.letters.endsWith(u'-') || n.letters.endsWith(u'_'))
        n.letters.chop(1);
    return n;
}

// The name of a group of ports: what its interface names share. PodCAD's export names port i of
// group "rj45" "rj45-<i>" and a vendor "swp1".."swp18": with several names the common prefix is
// the group's name (trailing digits kept, the "-" dropped: "rj45"); a lone name loses its number
// ("bmc1" -> "bmc").
QString groupName(const QStringList &bases)
{
    QString prefix = bases.first();
    for (const QString &b : bases) {
        qsizetype i = 0;
        while (i < prefix.size() && i < b.size() && prefix[i] == b[i])
            ++i;
        prefix.truncate(i);
    }
    bool allSame = true;
    for (const QString &b : bases)
        allSame = allSame && b == bases.first();
    if (allSame)
        while (!prefix.isEmpty() && prefix.back().isDigit())
            prefix.chop(1);
    while (prefix.endsWith(u'-') || prefix.endsWith(u'_') || prefix.endsWith(u'/') ||
           prefix.endsWith(u' '))
        prefix.chop(1);
    return prefix.isEmpty() ? u"port"_s : prefix;
}

// `name` with `suffix` after it, `name` cut (at a character, from the end) so that the whole stays
// within the text rules' length (kMaxTextBytes of UTF-8): a design names a group in its links, and
// its reader refuses a longer name.
QString fitted(const QString &name, const QString &suffix)
{
    QString out = name;
    while (!out.isEmpty() && (out + suffix).toUtf8().size() > kMaxTextBytes)
        out.chop(out.size() >= 2 && out.back().isLowSurrogate() ? 2 : 1);
    return out + suffix;
}

// The first of `name`, `name-TYPE`, `name-TYPE-2`, `name-TYPE-3`, ... that no group in `taken`
// has: a model's groups are told apart by name (a design's links name them). Drafts come to one
// name when their ports differ only in mgmt_only, when names without letters ("1", "2/1") meet
// "port1" ("port" is what a group without letters is called), or when a name is another's with
// the type after it ("eth-1000base-t1"); so "-TYPE" alone is not enough. The drafts are named in
// the order they appear in the file, so the same file always gives the same names.
QString uniqueGroupName(const QString &name, const QString &type, const std::set<QString> &taken)
{
    for (int n = 1;; ++n) {
        const QString suffix = n == 1   ? QString()
                               : n == 2 ? u'-' + type
                                        : u"-%1-%2"_s.arg(type).arg(n - 1);
        const QString candidate = fitted(name, suffix);
        if (!taken.count(candidate))
            return candidate;
    }
}

struct GroupDraft final
{
    QString letters;
    QStringList bases;
    QString type;
    bool mgmt = false;
    NetboxInterfaceType meaning{};
    int count = 0;
    std::set<int> cages;
    int maxPort = 0;
    bool allCaged = true; // every name "prefix<cage>/<port>"
};

} // namespace

namespace {

// Vendors the device-type library files under another spelling; NetBox looks a manufacturer up
// by name on import, so a type must name the one a library user already has.
struct LibraryManufacturer final
{
    const char *vendor; // the catalog's
    const char *name;   // the library's (device-types/<name>/, `manufacturer:`)
};
constexpr LibraryManufacturer kLibraryManufacturers[] = {
    {"NVIDIA", "Nvidia"}, // device-types/Nvidia/SN5600.yaml: "manufacturer: Nvidia"
};

// NVIDIA types of the library whose model a catalog SKU shares (devicetype-library,
// device-types/Nvidia/<model>.yaml). Their ports are named the vendor's way (swp1.., sw1p1..,
// eth0), PodCAD's cables name its own (eth1.., ib1/1..), so the export gives its type a model of
// its own instead of clashing with the library's (manufacturer, model) and slug.
constexpr const char *kLibraryNvidiaModels[] = {"Q3400-RA",            // slug nvidia-q3400-ra
                                                "QM9700",              // slug nvidia-qm9700
                                                "SN2201",              // slug mellanox-sn2201
                                                "SN3420",    "SN5600", // slug nvidia-sn5600
                                                "SN5610",              // slug nvidia-sn5610
                                                "DGX-Spark", "DGC-A100", "NVLink-5-Switch"};

// Airflow per SKU where the library or the vendor gives it; any other air-cooled model is
// front-to-rear (servers and storage draw from the cold aisle at the front).
struct Airflow final
{
    const char *sku;
    const char *airflow;
    const char *source;
};
constexpr Airflow kModelAirflows[] = {
    {"MQM9700-NS2F", "rear-to-front", "devicetype-library device-types/Nvidia/QM9700.yaml"},
    {"Q3400-RA", "front-to-rear", "devicetype-library device-types/Nvidia/Q3400-RA.yaml"},
    {"SN5600", "rear-to-front", "devicetype-library device-types/Nvidia/SN5600.yaml"},
    {"SN5610", "rear-to-front", "devicetype-library device-types/Nvidia/SN5610.yaml"},
};

} // namespace

QString netboxSlug(const QString &text)
{
    QString out;
    bool dash = false;
    for (const QChar c : text.toLower()) {
        const bool keep = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_';
        if (keep) {
            if (dash && !out.isEmpty())
                out += u'-';
            out += c;
            dash = false;
        } else {
            dash = true;
        }
    }
    // NetBox's slugs are at most 100 characters; a cut just after a separator would end the
    // slug in "-", which this rule never writes otherwise.
    out.truncate(100);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out.isEmpty() ? u"x"_s : out;
}

NetboxTypeIdentity netboxTypeIdentity(const DeviceModel &model)
{
    NetboxTypeIdentity id;
    const QString vendor = model.vendor.trimmed().isEmpty() ? u"Unknown"_s : model.vendor.trimmed();
    id.manufacturer = vendor;
    for (const LibraryManufacturer &m : kLibraryManufacturers)
        if (vendor.compare(QLatin1String(m.vendor), Qt::CaseInsensitive) == 0)
            id.manufacturer = QLatin1String(m.name);
    id.manufacturerSlug = netboxSlug(id.manufacturer);
    id.model = model.sku;
    if (id.manufacturerSlug == u"nvidia"_s)
        for (const char *libraryModel : kLibraryNvidiaModels)
            if (model.sku.compare(QLatin1String(libraryModel), Qt::CaseInsensitive) == 0)
                id.model = model.sku + u"-PodCAD"_s;
    id.slug = netboxSlug(id.manufacturerSlug + u'-' + id.model);
    id.fileName = id.model + u".yaml"_s;
    // A fully liquid-cooled model moves no air of its own that the room needs to know about.
    id.airflow = model.liquidFraction >= 1.0 ? u"passive"_s : u"front-to-rear"_s;
    for (const Airflow &a : kModelAirflows)
        if (model.sku == QLatin1String(a.sku))
            id.airflow = QLatin1String(a.airflow);
    return id;
}

QString netboxPodcadComment(const DeviceModel &model)
{
    QString comment = u"PodCAD: kind "_s + deviceKindName(model.kind);
    if (model.suppliesListed)
        comment += u"; %1 power supplies, %2 for full performance, %3 to run"_s.arg(model.supplies)
                       .arg(model.suppliesForFull)
                       .arg(model.suppliesToRun);
    return comment;
}

std::optional<NetboxDeviceType> parseNetboxDeviceType(const QByteArray &yaml,
                                                      const QString &fileName,
                                                      const NetboxDeviceTypeOptions &options,
                                                      QString *error)
{
    auto failWith = [&](const QString &where, const QString &what) {
        if (error)
            *error = where.isEmpty()
                         ? fileName + u": "_s + oneLine(what)
                         : fileName + u": "_s + oneLine(where) + u": "_s + oneLine(what);
        return std::nullopt;
    };

    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        // yaml-cpp counts from 0; editors count from 1.
        return failWith(u"line %1, column %2"_s.arg(e.mark.line + 1).arg(e.mark.column + 1),
                        str(e.msg));
    }
    if (!root.IsMap())
        return failWith({}, u"not a NetBox device type (expected a mapping of keys)"_s);
    // `u_height` given twice is a mistake, and yaml-cpp would keep the first silently.
    if (const auto twice = findDuplicateYamlKey(root))
        return failWith(
            u"line %1, column %2"_s.arg(twice->where.line + 1).arg(twice->where.column + 1),
            u"duplicate key \"%1\" (first on line %2)"_s.arg(twice->path)
                .arg(twice->first.line + 1));

    Reader r(root);
    NetboxDeviceType out;
    DeviceModel &m = out.model;

    const auto manufacturer = r.text(root, "manufacturer", u"manufacturer"_s, true);
    const auto model = r.text(root, "model", u"model"_s, true);
    const auto slug = r.text(root, "slug", u"slug"_s, true);
    static const QRegularExpression slugPattern(u"^[-a-z0-9_]+$"_s);
    if (slug && !slugPattern.match(*slug).hasMatch())
        r.fail(u"slug"_s, u"\"%1\" is not a NetBox slug (only a-z, 0-9, - and _)"_s.arg(*slug));
    const auto partNumber = r.text(root, "part_number", u"part_number"_s, false);
    const auto description = r.text(root, "description", u"description"_s, false);
    const auto comments = r.text(root, "comments", u"comments"_s, false);
    if (r.failed())
        return failWith(r.failure().where, r.failure().what);
    if (manufacturer->trimmed().isEmpty())
        return failWith(u"manufacturer"_s, u"empty"_s);
    if (model->trimmed().isEmpty())
        return failWith(u"model"_s, u"empty"_s);

    const bool skuIsPartNumber = partNumber && !partNumber->trimmed().isEmpty();
    m.sku = skuIsPartNumber ? partNumber->trimmed() : *slug;
    // Said here, at its key, rather than by the model rules at the end.
    if (const QString problem = textProblem(m.sku); !problem.isEmpty())
        return failWith(skuIsPartNumber ? u"part_number"_s : u"slug"_s, problem);
    m.name = description && !description->trimmed().isEmpty() ? description->trimmed()
                                                              : model->trimmed();
    m.vendor = manufacturer->trimmed();

    // Kind and power-supply scheme: the command line, else what a PodCAD export wrote.
    std::optional<DeviceKind> commentKind;
    int commentSupplies = 0, commentFull = 0, commentRun = 0;
    if (comments) {
        const auto c = kPodcadComment.match(*comments);
        if (c.hasMatch()) {
            commentKind = deviceKindFromName(c.captured(1));
            if (c.capturedLength(2) > 0) {
                commentSupplies = c.captured(2).toInt();
                commentFull = c.captured(3).toInt();
                commentRun = c.captured(4).toInt();
            }
        }
    }
    m.kind = options.kind.value_or(commentKind.value_or(DeviceKind::Appliance));
    if (!options.kind && !commentKind)
        out.notes << u"NetBox has no kind: imported as appliance"_s;

    // U height: NetBox allows half units, the catalog counts whole ones.
    const double uHeight = r.number(root, "u_height", u"u_height"_s).value_or(1.0);
    if (r.failed())
        return failWith(r.failure().where, r.failure().what);
    if (uHeight < 0 || uHeight > 100 || std::abs(uHeight * 2 - std::round(uHeight * 2)) > 1e-9)
        return failWith(u"u_height"_s,
                        u"%1 is not a multiple of 0.5 between 0 and 100"_s.arg(uHeight));
    m.rackUnits = int(std::ceil(uHeight - 1e-9));
    if (m.rackUnits != uHeight)
        out.notes << u"u_height %1 occupies %2 U"_s.arg(uHeight).arg(m.rackUnits);
    r.flag(root, "is_full_depth", u"is_full_depth"_s);

    const auto airflow = r.text(root, "airflow", u"airflow"_s, false);
    if (r.failed())
        return failWith(r.failure().where, r.failure().what);
    if (airflow && !kAirflows.contains(*airflow))
        return failWith(u"airflow"_s, u"unknown NetBox airflow \"%1\""_s.arg(*airflow));
    // The inverse of the export: a box that moves no air of its own is cooled by liquid.
    m.liquidFraction = airflow == u"passive"_s ? 1.0 : 0.0;

    const auto weight = r.number(root, "weight", u"weight"_s);
    const auto weightUnit = r.text(root, "weight_unit", u"weight_unit"_s, false);
    if (r.failed())
        return failWith(r.failure().where, r.failure().what);
    if (weight && !weightUnit)
        return failWith(u"weight_unit"_s, u"missing (weight %1 needs a unit)"_s.arg(*weight));
    if (weightUnit && !kKgPerUnit.count(*weightUnit))
        return failWith(u"weight_unit"_s,
                        u"unknown unit \"%1\" (kg, g, lb or oz)"_s.arg(*weightUnit));
    if (weight && *weight < 0)
        return failWith(u"weight"_s, u"negative"_s);
    if (weight) {
        m.weightKg = *weight * kKgPerUnit.at(*weightUnit);
    } else {
        out.missing << u"weight"_s;
    }

    // Interfaces -> port groups, in the order of first appearance.
    std::vector<GroupDraft> drafts;
    int skipped = 0;
    const std::vector<YAML::Node> interfaces = r.list("interfaces");
    for (std::size_t i = 0; i < interfaces.size() && !r.failed(); ++i) {
        const QString at = u"interfaces[%1]"_s.arg(i);
        const auto name = r.text(interfaces[i], "name", at + u".name"_s, true);
        const auto type = r.text(interfaces[i], "type", at + u".type"_s, true);
        const bool mgmt = r.flag(interfaces[i], "mgmt_only", at + u".mgmt_only"_s).value_or(false);
        if (r.failed())
            break;
        // A group's name comes from its interfaces' names: one a design could not hold is
        // refused at its key.
        if (const QString problem = textProblem(*name); !problem.isEmpty()) {
            r.fail(at + u".name"_s, problem);
            break;
        }
        if (isNetboxNonPortType(*type)) {
            ++skipped;
            continue;
        }
        const auto meaning = netboxInterfaceType(*type);
        if (!meaning) {
            r.fail(at + u".type"_s, u"unknown NetBox interface type \"%1\""_s.arg(*type));
            break;
        }
        const InterfaceName n = splitInterfaceName(*name);
        auto draft = std::find_if(drafts.begin(), drafts.end(), [&](const GroupDraft &d) {
            return d.letters == n.letters && d.type == *type && d.mgmt == mgmt;
        });
        if (draft == drafts.end()) {
            drafts.push_back({n.letters, {}, *type, mgmt, *meaning, 0, {}, 0, true});
            draft = drafts.end() - 1;
        }
        ++draft->count;
        draft->bases << n.base;
        draft->cages.insert(n.cage);
        draft->maxPort = std::max(draft->maxPort, n.port);
        draft->allCaged = draft->allCaged && n.port > 0;
    }
    if (r.failed())
        return failWith(r.failure().where, r.failure().what);
    if (skipped > 0)
        out.notes << u"%1 interface(s) of type other, virtual, LAG or wireless left out"_s.arg(
            skipped);
    std::set<QString> groupNames;
    for (const GroupDraft &d : drafts) {
        PortGroup g;
        // One prefix on ports of different types (eth0 at 1G, eth2 at 100G) or of which some are
        // mgmt_only: each group a name of its own.
        g.name = uniqueGroupName(groupName(d.bases), d.type, groupNames);
        groupNames.insert(g.name);
        g.count = d.count;
        g.speedGbps = d.meaning.speedGbps;
        g.connector = QLatin1String(d.meaning.connector);
        // Only management ports say what they are for; the rest may serve any fabric.
        g.fabric = d.mgmt ? u"oob"_s : u"any"_s;
        // "ib1/1, ib1/2, ..., ib32/2": two ports per cage, the way PodCAD and NVIDIA name twin
        // ports. One slot with 48 ports ("Ethernet1/1".."Ethernet1/48") is not a cage.
        const int cages = int(d.cages.size());
        if (d.allCaged && cages > 1 && d.maxPort <= 8 && cages * d.maxPort == d.count)
            g.portsPerCage = d.maxPort;
        m.portGroups.push_back(std::move(g));
    }

    // Power: each supply's maximum_draw is what it draws when the fewest supplies that run the
    // box at full performance carry it. Without a scheme that is one supply (the catalog's 1+1
    // default), so the model's maximum is the largest supply's; allocated draw adds up to typical.
    const std::vector<YAML::Node> powerPorts = r.list("power-ports");
    double largestMax = 0, allocatedSum = 0;
    int withAllocated = 0;
    for (std::size_t i = 0; i < powerPorts.size() && !r.failed(); ++i) {
        const QString at = u"power-ports[%1]"_s.arg(i);
        r.text(powerPorts[i], "name", at + u".name"_s, true);
        r.text(powerPorts[i], "type", at + u".type"_s, false);
        const auto maxDraw = r.number(powerPorts[i], "maximum_draw", at + u".maximum_draw"_s);
        const auto allocated = r.number(powerPorts[i], "allocated_draw", at + u".allocated_draw"_s);
        if (r.failed())
            break;
        if (maxDraw && *maxDraw < 1) {
            r.fail(at + u".maximum_draw"_s, u"must be at least 1 W"_s);
            break;
        }
        if (allocated && *allocated < 1) {
            r.fail(at + u".allocated_draw"_s, u"must be at least 1 W"_s);
            break;
        }
        largestMax = std::max(largestMax, maxDraw.value_or(0));
        if (allocated) {
            allocatedSum += *allocated;
            ++withAllocated;
        }
    }
    if (r.failed())
        return failWith(r.failure().where, r.failure().what);
    if (commentSupplies > 0 && commentFull >= 1 && commentFull <= commentSupplies &&
        commentRun >= 1 && commentRun <= commentFull) {
        m.supplies = commentSupplies;
        m.suppliesForFull = commentFull;
        m.suppliesToRun = commentRun;
        m.suppliesListed = true;
    } else if (!powerPorts.empty()) {
        m.supplies = int(powerPorts.size());
    }
    if (largestMax > 0) {
        m.maxPowerW = largestMax * m.suppliesForFull;
        if (withAllocated > 0 && withAllocated == int(powerPorts.size())) {
            m.typicalPowerW = std::min(allocatedSum, m.maxPowerW);
        } else {
            // The catalog's rule where vendors publish no typical draw: take the maximum, flagged.
            m.typicalPowerW = m.maxPowerW;
            m.typicalPowerEstimate = true;
            out.notes << u"no allocated_draw: typical power taken as the maximum"_s;
        }
    } else {
        m.powerMissing = true;
        out.missing << u"power"_s;
    }

    const YAML::Node &constRoot = root; // the const operator[] never adds a key
    for (const char *key : kIgnoredLists) {
        const YAML::Node n = constRoot[key];
        if (n && n.IsSequence() && n.size() > 0)
            out.notes << u"%1 %2 ignored"_s.arg(n.size()).arg(QLatin1String(key));
    }

    // What NetBox never says.
    m.priceMissing = true;
    out.missing << u"price"_s;
    if (m.kind == DeviceKind::GpuServer)
        out.missing << u"accelerators"_s;
    if (m.kind == DeviceKind::Storage)
        out.missing << u"storage capacity and bandwidth"_s;

    const QString date = options.importDate.isEmpty() ? QDate::currentDate().toString(Qt::ISODate)
                                                      : options.importDate;
    m.specProvenance = {u"user catalog: imported from %1"_s.arg(QFileInfo(fileName).fileName()),
                        date, false};
    m.priceProvenance = {u"missing: NetBox has no price"_s, date, false};
    m.description = u"NetBox device type %1 %2"_s.arg(m.vendor, model->trimmed());
    if (!out.missing.isEmpty())
        m.description += u"; missing: "_s + out.missing.join(u", "_s);
    // What the user catalog and every other door would refuse is refused here, naming the file,
    // before anything is written. The checks above should leave nothing for it to find.
    if (const QString problem = modelRuleProblem(m); !problem.isEmpty())
        return failWith({}, problem);
    return out;
}

std::optional<NetboxDeviceType>
readNetboxDeviceType(const QString &path, const NetboxDeviceTypeOptions &options, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + u": "_s +
                     (QFileInfo::exists(path) ? u"cannot read the file"_s : u"no such file"_s);
        return std::nullopt;
    }
    return parseNetboxDeviceType(file.readAll(), path, options, error);
}

std::optional<std::vector<NetboxDeviceType>>
importNetboxDeviceTypes(const QStringList &files, const QString &userCatalogPath,
                        const NetboxDeviceTypeOptions &options, std::vector<QString> *replaced,
                        QString *error)
{
    std::vector<NetboxDeviceType> types;
    std::map<QString, QString> fileOfSku;
    for (const QString &file : files) {
        auto type = readNetboxDeviceType(file, options, error);
        if (!type)
            return std::nullopt;
        const QString sku = type->model.sku;
        if (const auto seen = fileOfSku.find(sku); seen != fileOfSku.end()) {
            if (error)
                *error = u"%1: part_number: SKU \"%2\" is also the SKU of %3"_s.arg(file, sku,
                                                                                    seen->second);
            return std::nullopt;
        }
        fileOfSku[sku] = file;
        types.push_back(std::move(*type));
    }
    std::vector<DeviceModel> models;
    for (const NetboxDeviceType &t : types)
        models.push_back(t.model);
    if (!UserCatalog::add(userCatalogPath, models, replaced, error))
        return std::nullopt;
    return types;
}

} // namespace podcad
