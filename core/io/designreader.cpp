#include "designreader.h"

#include "duplicatekeys.h"
#include "jsonwriter.h"
#include "model/assumptionranges.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace podcad {
namespace {

// Ranges for numbers read from files. They are sanity limits, not engineering ones: they reject
// what can only be a corrupt or hostile file (a 1e300 kW rack, a -3 U position) and leave "too much
// power for this rack" to the analysis.
constexpr double kMaxRackPowerKw = 2000;
constexpr int kMaxLowestU = 200;
constexpr int kMaxPortIndex = 100000;
constexpr double kMaxFloorM = 100000;
constexpr double kMaxCanvas = 1e9;
constexpr double kMaxPriceUsd = 1e10;
constexpr double kMaxPowerW = 2e6;

constexpr auto kFormatName = u"podcad-design";

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString quoted(const QString &text)
{
    // Long strings are cut so that one hostile value cannot flood a terminal.
    constexpr qsizetype kMax = 80;
    if (text.size() <= kMax)
        return u'"' + text + u'"';
    return u'"' + text.left(kMax) + QStringLiteral("...\"");
}

QString numberText(double value)
{
    return QString::fromLatin1(formatJsonNumber(value));
}

// A value as a message shows it: strings and numbers by value, anything else by type.
QString describe(const QJsonValue &value)
{
    if (value.isString())
        return quoted(value.toString());
    if (value.isDouble())
        return numberText(value.toDouble());
    return typeName(value);
}

QString join(const QString &base, QStringView key)
{
    return base.isEmpty() ? key.toString() : base + u'.' + key.toString();
}

QString indexed(QStringView array, qsizetype index)
{
    return array.toString() + u'[' + QString::number(index) + u']';
}

// "line L, column C" (1-based, columns in characters) for a byte offset into UTF-8 text.
QString lineColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    qsizetype column = 1;
    for (qsizetype i = lineStart; i < offset; ++i)
        if ((uchar(bytes[i]) & 0xc0) != 0x80) // skip UTF-8 continuation bytes
            ++column;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

// Walks the JSON of a current-version file, building the Design and recording every problem with
// its location. Objects with problems are not added; once any error is found the design is no
// longer built at all (it will not be returned), but checking goes on so that every problem is
// listed. Ids of broken objects are still remembered, so one bad device does not also produce
// "unknown device" errors for each of its links.
class Reader final
{
public:
    explicit Reader(LoadResult &result)
        : mResult(result)
    {}

    void error(const QString &location, const QString &message)
    {
        if (mResult.errors.size() >= size_t(DesignFile::kMaxErrors)) {
            if (!mTruncated) {
                mTruncated = true;
                mResult.errors.push_back(
                    {QString(), QStringLiteral("more problems not listed (stopped after %1)")
                                    .arg(DesignFile::kMaxErrors)});
            }
            return;
        }
        mResult.errors.push_back({location, message});
    }

    void warning(const QString &location, const QString &message)
    {
        if (mResult.warnings.size() < size_t(DesignFile::kMaxErrors))
            mResult.warnings.push_back({location, message});
    }

    size_t errorCount() const { return mResult.errors.size(); }

    void readDesign(const QJsonObject &root)
    {
        unknownKeys(root, QString(),
                    {u"format", u"version", u"name", u"assumptions", u"price_overrides",
                     u"fabrics", u"racks", u"devices", u"links"});
        string(root, QString(), u"name", mDesign.name);
        readAssumptions(root);
        readPriceOverrides(root);
        forEachObject(
            root, u"fabrics",
            [this](const QJsonObject &o, const QString &at, qsizetype i) { readFabric(o, at, i); });
        forEachObject(root, u"racks", [this](const QJsonObject &o, const QString &at, qsizetype i) {
            readRack(o, at, i);
        });
        forEachObject(
            root, u"devices",
            [this](const QJsonObject &o, const QString &at, qsizetype i) { readDevice(o, at, i); });
        forEachObject(root, u"links", [this](const QJsonObject &o, const QString &at, qsizetype i) {
            readLink(o, at, i);
        });
        if (mResult.errors.empty())
            mResult.design = std::move(mDesign);
    }

private:
    // Per kind: id -> the location where it was first defined.
    using IdIndex = QHash<QString, QString>;

    template<class Fn> void forEachObject(const QJsonObject &root, QStringView key, Fn &&fn)
    {
        const QJsonValue value = root.value(key);
        if (!value.isArray()) {
            error(key.toString(), value.isUndefined() ? QStringLiteral("missing, expected an array")
                                                      : QStringLiteral("expected an array, got ") +
                                                            typeName(value));
            return;
        }
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QJsonValue item = array.at(i);
            const QString at = indexed(key, i);
            if (!item.isObject()) {
                error(at, QStringLiteral("expected an object, got ") + typeName(item));
                continue;
            }
            fn(item.toObject(), at, i);
        }
    }

    void unknownKeys(const QJsonObject &object, const QString &base,
                     std::initializer_list<QStringView> known)
    {
        // The common case (no extra keys) costs one lookup per known key, not a key-by-key scan.
        qsizetype present = 0;
        for (QStringView key : known)
            if (object.contains(key))
                ++present;
        if (present == object.size())
            return;
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key();
            if (std::find(known.begin(), known.end(), QStringView(key)) == known.end())
                warning(join(base, key), QStringLiteral("unknown key, ignored"));
        }
    }

    bool string(const QJsonObject &object, const QString &base, QStringView key, QString &out,
                bool nullable = false)
    {
        const QJsonValue value = object.value(key);
        if (value.isString()) {
            out = value.toString();
            // Names reach terminals and reports: a NUL or an escape sequence in one would be
            // printed raw (issue 13). Line breaks and tabs are text; other controls are not.
            for (qsizetype i = 0; i < out.size(); ++i)
                if (out[i].category() == QChar::Other_Control && out[i] != u'\n' && out[i] != u'\t') {
                    error(join(base, key), QStringLiteral("control character U+%1 at position %2: "
                                                          "names are printable text")
                                               .arg(out[i].unicode(), 4, 16, QLatin1Char('0'))
                                               .arg(i + 1));
                    return false;
                }
            return true;
        }
        if (nullable && (value.isUndefined() || value.isNull())) {
            out.clear();
            return true;
        }
        const QString expected =
            nullable ? QStringLiteral("a string or null") : QStringLiteral("a string");
        error(join(base, key),
              value.isUndefined()
                  ? QStringLiteral("missing, expected ") + expected
                  : QStringLiteral("expected %1, got %2").arg(expected, typeName(value)));
        return false;
    }

    // Reads and checks an object's id. A well-formed string id is remembered even when it is
    // invalid or a duplicate, so that objects referring to it do not also report it as unknown.
    bool id(const QJsonObject &object, const QString &base, QString &out, IdIndex &index,
            const QString &kind)
    {
        if (!string(object, base, u"id", out))
            return false;
        if (!isValidId(out)) {
            error(join(base, u"id"),
                  QStringLiteral("invalid id %1: ids are 1 to 128 characters without spaces, "
                                 "control characters, quotes or backslashes")
                      .arg(quoted(out)));
            index.insert(out, base);
            return false;
        }
        if (auto it = index.constFind(out); it != index.cend()) {
            error(join(base, u"id"),
                  QStringLiteral("duplicate %1 id %2 (first at %3)").arg(kind, quoted(out), *it));
            return false;
        }
        index.insert(out, base);
        mResult.locationOfId.try_emplace(out, base);
        return true;
    }

    bool number(const QJsonObject &object, const QString &base, QStringView key, double &out,
                double min, double max)
    {
        const QJsonValue value = object.value(key);
        if (!value.isDouble()) {
            error(join(base, key),
                  value.isUndefined()
                      ? QStringLiteral("missing, expected a number")
                      : QStringLiteral("expected a number, got ") + typeName(value));
            return false;
        }
        return inRange(value.toDouble(), base, key, out, min, max);
    }

    bool optionalNumber(const QJsonObject &object, const QString &base, QStringView key,
                        std::optional<double> &out, double min, double max)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() || value.isNull()) {
            out.reset();
            return true;
        }
        if (!value.isDouble()) {
            error(join(base, key),
                  QStringLiteral("expected a number or null, got ") + typeName(value));
            return false;
        }
        double number = 0;
        if (!inRange(value.toDouble(), base, key, number, min, max))
            return false;
        out = number;
        return true;
    }

    bool inRange(double value, const QString &base, QStringView key, double &out, double min,
                 double max)
    {
        // NaN fails both comparisons; JSON cannot spell it, but the check must not depend on that.
        if (!(value >= min && value <= max)) {
            error(join(base, key), QStringLiteral("expected a number from %1 to %2, got %3")
                                       .arg(numberText(min), numberText(max), numberText(value)));
            return false;
        }
        out = value;
        return true;
    }

    bool integer(const QJsonObject &object, const QString &base, QStringView key, int &out, int min,
                 int max)
    {
        const QJsonValue value = object.value(key);
        if (!value.isDouble()) {
            error(join(base, key),
                  value.isUndefined()
                      ? QStringLiteral("missing, expected a whole number")
                      : QStringLiteral("expected a whole number, got ") + typeName(value));
            return false;
        }
        const double number = value.toDouble();
        if (!(number >= min && number <= max) || number != std::floor(number)) {
            error(join(base, key), QStringLiteral("expected a whole number from %1 to %2, got %3")
                                       .arg(min)
                                       .arg(max)
                                       .arg(numberText(number)));
            return false;
        }
        out = int(number);
        return true;
    }

    void readAssumptions(const QJsonObject &root)
    {
        const QJsonValue value = root.value(u"assumptions");
        if (!value.isObject()) {
            error(QStringLiteral("assumptions"),
                  value.isUndefined()
                      ? QStringLiteral("missing, expected an object of numbers")
                      : QStringLiteral("expected an object of numbers, got ") + typeName(value));
            return;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key();
            const QString at = join(QStringLiteral("assumptions"), key);
            if (key.isEmpty()) {
                error(QStringLiteral("assumptions"), QStringLiteral("empty key"));
                continue;
            }
            if (!it.value().isDouble()) {
                error(at, QStringLiteral("expected a number, got ") + typeName(it.value()));
                continue;
            }
            // Every figure derived from an assumption must stay finite and every loop over years
            // short: out-of-range values are refused here, not discovered by the TCO.
            const AssumptionRange range = assumptionRange(key);
            double number = 0;
            if (inRange(it.value().toDouble(), QStringLiteral("assumptions"), key, number, range.min, range.max))
                mDesign.assumptions.values[key] = number;
        }
    }

    // Optional (absent: no overrides). SKUs are not checked against the catalog here (io does not
    // know it); an override for a SKU the design does not use is kept and simply prices nothing.
    void readPriceOverrides(const QJsonObject &root)
    {
        const QJsonValue value = root.value(u"price_overrides");
        if (value.isUndefined())
            return;
        const QString base = QStringLiteral("price_overrides");
        if (!value.isObject()) {
            error(base, QStringLiteral("expected an object of SKU: price in USD, got ") +
                            typeName(value));
            return;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString sku = it.key();
            if (sku.trimmed().isEmpty()) {
                error(base, QStringLiteral("empty SKU"));
                continue;
            }
            const QString at = join(base, sku);
            if (!it.value().isDouble()) {
                error(at, QStringLiteral("expected a price in USD, got ") + typeName(it.value()));
                continue;
            }
            double usd = 0;
            if (inRange(it.value().toDouble(), base, sku, usd, 0, kMaxPriceUsd))
                mDesign.priceOverrides[sku] = usd;
        }
    }

    void add(bool ok, const QString &at, const auto &addToDesign)
    {
        // The model's own checks are a backstop: everything they refuse has been reported above
        // with a finer location, so a refusal here means the two disagree and still gets reported.
        if (!ok || !mResult.errors.empty())
            return;
        QString why;
        if (!addToDesign(&why))
            error(at, why);
    }

    void readFabric(const QJsonObject &o, const QString &at, qsizetype)
    {
        const size_t before = errorCount();
        unknownKeys(o, at, {u"id", u"name", u"kind", u"technology"});
        Fabric fabric;
        id(o, at, fabric.id, mFabricIds, QStringLiteral("fabric"));
        string(o, at, u"name", fabric.name);
        QString kind;
        if (string(o, at, u"kind", kind)) {
            if (auto k = fabricKindFromName(kind))
                fabric.kind = *k;
            else
                error(join(at, u"kind"),
                      QStringLiteral("unknown fabric kind %1 (expected compute, storage, inband, "
                                     "oob or nvlink)")
                          .arg(quoted(kind)));
        }
        string(o, at, u"technology", fabric.technology);
        add(errorCount() == before, at,
            [&](QString *why) { return mDesign.addFabric(std::move(fabric), why); });
    }

    void readRack(const QJsonObject &o, const QString &at, qsizetype)
    {
        const size_t before = errorCount();
        unknownKeys(
            o, at, {u"id", u"sku", u"name", u"row", u"floor_x_m", u"floor_y_m", u"power_limit_kw"});
        Rack rack;
        id(o, at, rack.id, mRackIds, QStringLiteral("rack"));
        string(o, at, u"sku", rack.sku);
        string(o, at, u"name", rack.name);
        string(o, at, u"row", rack.row);
        double x = 0, y = 0;
        number(o, at, u"floor_x_m", x, -kMaxFloorM, kMaxFloorM);
        number(o, at, u"floor_y_m", y, -kMaxFloorM, kMaxFloorM);
        rack.floorPositionM = QPointF(x, y);
        number(o, at, u"power_limit_kw", rack.powerLimitKw, 0, kMaxRackPowerKw);
        add(errorCount() == before, at,
            [&](QString *why) { return mDesign.addRack(std::move(rack), why); });
    }

    void readDevice(const QJsonObject &o, const QString &at, qsizetype)
    {
        const size_t before = errorCount();
        unknownKeys(o, at,
                    {u"id", u"sku", u"name", u"role", u"rack", u"lowest_u", u"canvas_x",
                     u"canvas_y", u"price_override_usd", u"power_override_w"});
        Device device;
        id(o, at, device.id, mDeviceIds, QStringLiteral("device"));
        string(o, at, u"sku", device.sku);
        string(o, at, u"name", device.name);
        QString role;
        if (string(o, at, u"role", role)) {
            if (auto r = roleFromName(role))
                device.role = *r;
            else
                error(join(at, u"role"),
                      QStringLiteral("unknown role %1 (expected compute, leaf, spine, core, "
                                     "storage, management, ufm, pdu or other)")
                          .arg(quoted(role)));
        }
        // An empty string is read like null: both mean "not placed", as in the model.
        if (string(o, at, u"rack", device.rackId, /*nullable=*/true) && !device.rackId.isEmpty() &&
            !mRackIds.contains(device.rackId))
            error(join(at, u"rack"), QStringLiteral("unknown rack %1").arg(quoted(device.rackId)));
        integer(o, at, u"lowest_u", device.lowestU, 0, kMaxLowestU);
        double x = 0, y = 0;
        number(o, at, u"canvas_x", x, -kMaxCanvas, kMaxCanvas);
        number(o, at, u"canvas_y", y, -kMaxCanvas, kMaxCanvas);
        device.canvasPosition = QPointF(x, y);
        optionalNumber(o, at, u"price_override_usd", device.priceOverrideUsd, 0, kMaxPriceUsd);
        optionalNumber(o, at, u"power_override_w", device.powerOverrideW, 0, kMaxPowerW);
        add(errorCount() == before, at,
            [&](QString *why) { return mDesign.addDevice(std::move(device), why); });
    }

    bool readEnd(const QJsonObject &o, const QString &base, QStringView key, PortRef &end)
    {
        const QJsonValue value = o.value(key);
        const QString at = join(base, key);
        if (!value.isObject()) {
            error(at, value.isUndefined()
                          ? QStringLiteral("missing, expected an object with device, port_group "
                                           "and port")
                          : QStringLiteral("expected an object, got ") + typeName(value));
            return false;
        }
        const QJsonObject object = value.toObject();
        const size_t before = errorCount();
        unknownKeys(object, at, {u"device", u"port_group", u"port"});
        if (string(object, at, u"device", end.deviceId) && !mDeviceIds.contains(end.deviceId))
            error(join(at, u"device"),
                  QStringLiteral("unknown device %1").arg(quoted(end.deviceId)));
        string(object, at, u"port_group", end.portGroup);
        integer(object, at, u"port", end.portIndex, 0, kMaxPortIndex);
        return errorCount() == before;
    }

    void readLink(const QJsonObject &o, const QString &at, qsizetype)
    {
        const size_t before = errorCount();
        unknownKeys(o, at, {u"id", u"a", u"b", u"cable_sku", u"fabric"});
        Link link;
        id(o, at, link.id, mLinkIds, QStringLiteral("link"));
        const bool aOk = readEnd(o, at, u"a", link.a);
        const bool bOk = readEnd(o, at, u"b", link.b);
        if (aOk && bOk && link.a == link.b)
            error(join(at, u"b"),
                  QStringLiteral("same port as a: a cable needs two different ends"));
        string(o, at, u"cable_sku", link.cableSku);
        if (string(o, at, u"fabric", link.fabricId, /*nullable=*/true) &&
            !link.fabricId.isEmpty() && !mFabricIds.contains(link.fabricId))
            error(join(at, u"fabric"),
                  QStringLiteral("unknown fabric %1").arg(quoted(link.fabricId)));
        add(errorCount() == before, at,
            [&](QString *why) { return mDesign.addLink(std::move(link), why); });
    }

    LoadResult &mResult;
    Design mDesign;
    IdIndex mFabricIds, mRackIds, mDeviceIds, mLinkIds;
    bool mTruncated = false;
};

// Checks format and version and migrates older files in place. False: stop, the error is recorded.
bool readHeader(QJsonObject &root, std::span<const MigrationStep> steps, LoadResult &result)
{
    const QJsonValue format = root.value(u"format");
    if (format.isUndefined()) {
        result.errors.push_back({QStringLiteral("format"),
                                 QStringLiteral("missing: this is not a PodCAD design (expected "
                                                "\"format\": \"podcad-design\")")});
        return false;
    }
    if (format != QJsonValue(QString::fromUtf16(kFormatName))) {
        result.errors.push_back({QStringLiteral("format"),
                                 QStringLiteral("expected \"podcad-design\", got %1: this is not "
                                                "a PodCAD design")
                                     .arg(describe(format))});
        return false;
    }

    const int newest = newestVersion(steps);
    const QJsonValue versionValue = root.value(u"version");
    const double version = versionValue.toDouble(-1);
    if (!versionValue.isDouble() || version != std::floor(version)) {
        result.errors.push_back(
            {QStringLiteral("version"),
             versionValue.isUndefined()
                 ? QStringLiteral("missing, expected a whole number")
                 : QStringLiteral("expected a whole number, got ") + describe(versionValue)});
        return false;
    }
    if (version > newest) {
        result.errors.push_back(
            {QStringLiteral("version"),
             QStringLiteral("version %1 is newer than this PodCAD reads (%2); open the file with a "
                            "newer PodCAD")
                 .arg(numberText(version))
                 .arg(newest)});
        return false;
    }
    if (version < 1) {
        result.errors.push_back({QStringLiteral("version"),
                                 QStringLiteral("version %1 does not exist (versions start at 1)")
                                     .arg(numberText(version))});
        return false;
    }
    result.fileVersion = int(version);
    QString why;
    if (!migrate(root, result.fileVersion, steps, &why)) {
        result.errors.push_back({QStringLiteral("version"), why});
        return false;
    }
    return true;
}

} // namespace

LoadResult parseDesign(const QByteArray &bytes, std::span<const MigrationStep> steps)
{
    LoadResult result;
    const auto firstNonSpace = std::find_if(bytes.begin(), bytes.end(), [](char c) {
        return c != ' ' && c != '\t' && c != '\n' && c != '\r';
    });
    if (firstNonSpace == bytes.end()) {
        result.errors.push_back(
            {QString(), bytes.isEmpty() ? QStringLiteral("the file is empty")
                                        : QStringLiteral("the file holds only whitespace")});
        return result;
    }

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QString at = lineColumn(bytes, parseError.offset);
        if (parseError.error == QJsonParseError::DeepNesting)
            result.errors.push_back(
                {at, QStringLiteral("JSON nested too deeply (the limit is 1024 levels; a design "
                                    "needs 4), refusing to read it")});
        else if (parseError.error == QJsonParseError::IllegalNumber)
            // Qt reports both a number too large for a double (1e999) and a bare word this way.
            result.errors.push_back(
                {at, QStringLiteral("not valid JSON: illegal number or unquoted text (numbers "
                                    "must fit in a double, text needs quotes)")});
        else
            result.errors.push_back(
                {at, QStringLiteral("not valid JSON: ") + parseError.errorString()});
        return result;
    }
    if (!document.isObject()) {
        result.errors.push_back(
            {QString(),
             QStringLiteral("expected a JSON object at the top level, got %1: this is not a "
                            "PodCAD design")
                 .arg(document.isArray() ? QStringLiteral("an array")
                                         : QStringLiteral("a value"))});
        return result;
    }

    // Qt keeps the last of two equal keys silently; a design with one is refused, both named.
    if (const std::optional<DuplicateKey> duplicate = findDuplicateKey(bytes)) {
        result.errors.push_back(
            {duplicate->location,
             QStringLiteral("duplicate key \"%1\" (at %2 and at %3): only one can be meant")
                 .arg(duplicate->key, lineColumn(bytes, duplicate->firstOffset),
                      lineColumn(bytes, duplicate->secondOffset))});
        return result;
    }

    QJsonObject root = document.object();
    if (!readHeader(root, steps, result))
        return result;
    Reader(result).readDesign(root);
    return result;
}

} // namespace podcad
