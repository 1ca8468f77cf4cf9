#include "designreader.h"

#include "duplicatekeys.h"
#include "jsonaccess.h"
#include "jsonpath.h"
#include "jsonwriter.h"
#include "model/assumptionranges.h"
#include "model/textrules.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <simdjson.h>
#include <string_view>

namespace podcad {
namespace {

// simdjson parses a 26 MB design in about 40 ms cold, against 100-175 ms for QJsonDocument plus
// 55 ms to walk Qt's values (tests/bench/bench_json; RapidJSON measured 45-55 ms,
// docs/benchmarks.md). Qt's parser stays for what is rare: locating a syntax error by line and
// column, and migrating files of older versions, whose steps work on QJsonObject.
namespace dom = simdjson::dom;
using jsonaccess::Type;
static_assert(kJsonPadding >= simdjson::SIMDJSON_PADDING);

// Ranges for numbers read from files. They are sanity limits, not engineering ones: they reject
// what can only be a corrupt or hostile file (a 1e300 kW rack, a -3 U position) and leave "too much
// power for this rack" to the analysis.
constexpr double kMaxRackPowerKw = 2000;
constexpr int kMaxLowestU = 200;
constexpr int kMaxPortIndex = 100000;
constexpr double kMaxFloorM = 100000;
constexpr double kMaxCanvas = 1e9;
constexpr double kMaxPriceUsd = DesignFile::kMaxPriceUsd;
constexpr double kMaxPowerW = DesignFile::kMaxPowerOverrideW;

constexpr std::string_view kFormatName = "podcad-design";

QString typeName(Type type)
{
    switch (type) {
    case Type::Null:
        return QStringLiteral("null");
    case Type::Bool:
        return QStringLiteral("a boolean");
    case Type::Number:
        return QStringLiteral("a number");
    case Type::String:
        return QStringLiteral("a string");
    case Type::Array:
        return QStringLiteral("an array");
    case Type::Object:
        break;
    }
    return QStringLiteral("an object");
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
template<class J> QString describe(const typename J::Value &value)
{
    if (J::type(value) == Type::String)
        return quoted(J::toQString(J::text(value)));
    if (J::type(value) == Type::Number)
        return numberText(J::number(value));
    return typeName(J::type(value));
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

// Whether any object anywhere in the document holds a key twice. simdjson keeps both (Qt kept the
// last silently); the check walks the parsed tape. A design's objects have a handful of keys each,
// compared pairwise in place: a vector per object made this walk a third of `bom`'s run on 64 SUs.
bool hasDuplicateKey(dom::element value)
{
    if (value.type() == dom::element_type::ARRAY) {
        for (dom::element item : dom::array(value))
            if (hasDuplicateKey(item))
                return true;
        return false;
    }
    if (value.type() != dom::element_type::OBJECT)
        return false;
    std::array<std::string_view, 16> few;
    std::size_t count = 0;
    std::vector<std::string_view> many; // past 16 keys: sorted, not compared pairwise
    for (dom::key_value_pair field : dom::object(value)) {
        if (hasDuplicateKey(field.value))
            return true;
        if (count < few.size()) {
            if (std::find(few.begin(), few.begin() + std::ptrdiff_t(count), field.key) !=
                few.begin() + std::ptrdiff_t(count))
                return true;
            few[count++] = field.key;
        } else {
            many.push_back(field.key);
        }
    }
    if (many.empty())
        return false;
    many.insert(many.end(), few.begin(), few.end());
    std::sort(many.begin(), many.end());
    return std::adjacent_find(many.begin(), many.end()) != many.end();
}

// Walks a parsed current-version file, building the Design and recording every problem with its
// location. Objects with problems are not added; once any error is found the design is no longer
// built at all (it will not be returned), but checking goes on so that every problem is listed, up
// to DesignFile::kMaxErrors: then reading stops. Ids of broken objects are still remembered, so one
// bad device does not also produce "unknown device" errors for each of its links.
template<class J> class Reader final
{
    using Value = typename J::Value;
    using Object = typename J::Object;

public:
    explicit Reader(LoadResult &result)
        : mResult(result)
    {}

    void readDesign(const Object &root)
    {
        const JsonPath top;
        unknownKeys(root, top,
                    {"format", "version", "name", "site", "location", "assumptions",
                     "price_overrides", "workload", "hall", "facility", "fabrics", "racks",
                     "devices", "links"});
        string(root, top, "name", mDesign.name, Text::Unique);
        string(root, top, "site", mDesign.site, Text::Unique, /*nullable=*/true);
        string(root, top, "location", mDesign.location, Text::Unique, /*nullable=*/true);
        readAssumptions(root);
        readPriceOverrides(root);
        readWorkload(root);
        readHall(root);
        readFacility(root);
        forEachObject(root, "fabrics", &Reader::readFabric);
        forEachObject(root, "racks", &Reader::readRack);
        forEachObject(root, "devices", &Reader::readDevice);
        mLinks.reserve(arraySize(root, "links"));
        forEachObject(root, "links", &Reader::readLink);
        if (!mResult.errors.empty())
            return;
        // All links at once: the model checks them in one pass (links by id, ends by device).
        QString why;
        if (!mDesign.addLinks(std::move(mLinks), &why))
            error(top.child("links"), why);
        else
            mResult.design = std::move(mDesign);
    }

private:
    enum class Text { Shared, Unique }; // Shared: interned (ids others refer to, SKUs, labels)

    void error(const JsonPath &at, const QString &message) { error(at.toString(), message); }

    void error(const QString &location, const QString &message)
    {
        if (mResult.errors.size() >= size_t(DesignFile::kMaxErrors)) {
            if (!mStopped) {
                mStopped = true;
                mResult.errors.push_back(
                    {QString(), QStringLiteral("more problems not listed (stopped after %1)")
                                    .arg(DesignFile::kMaxErrors)});
            }
            return;
        }
        mResult.errors.push_back({location, message});
    }

    void warning(const JsonPath &at, const QString &message)
    {
        if (mResult.warnings.size() < size_t(DesignFile::kMaxErrors))
            mResult.warnings.push_back({at.toString(), message});
    }

    size_t errorCount() const { return mResult.errors.size(); }

    static std::size_t arraySize(const Object &root, std::string_view key)
    {
        const std::optional<Value> value = J::member(root, key);
        return value && J::type(*value) == Type::Array ? J::size(*value) : 0;
    }

    void forEachObject(const Object &root, const char *key,
                       void (Reader::*read)(const Object &, const JsonPath &, qsizetype))
    {
        forEachObject(root, key, read, JsonPath{});
    }

    void forEachObject(const Object &root, const char *key,
                       void (Reader::*read)(const Object &, const JsonPath &, qsizetype),
                       const JsonPath &parent)
    {
        const JsonPath path = parent.child(key);
        const std::optional<Value> value = J::member(root, key);
        if (!value || J::type(*value) != Type::Array) {
            error(path,
                  !value ? QStringLiteral("missing, expected an array")
                         : QStringLiteral("expected an array, got ") + typeName(J::type(*value)));
            return;
        }
        qsizetype i = 0;
        for (const Value item : J::array(*value)) {
            if (mStopped)
                return; // enough listed: the rest of a hostile file is not worth the time
            const JsonPath at = path.element(i);
            if (J::type(item) != Type::Object)
                error(at, QStringLiteral("expected an object, got ") + typeName(J::type(item)));
            else
                (this->*read)(J::object(item), at, i);
            ++i;
        }
    }

    void unknownKeys(const Object &object, const JsonPath &at,
                     std::initializer_list<std::string_view> known)
    {
        J::forEachUnknownKey(object, known, [&](QAnyStringView key) {
            warning(at.child(key), QStringLiteral("unknown key, ignored"));
        });
    }

    bool string(const Object &object, const JsonPath &base, const char *key, QString &out,
                Text text = Text::Shared, bool nullable = false)
    {
        const std::optional<Value> value = J::member(object, key);
        if (value && J::type(*value) == Type::String) {
            const typename J::Text view = J::text(*value);
            if (const qsizetype bytes = J::utf8Bytes(view); bytes > DesignFile::kMaxTextBytes) {
                error(base.child(key), textTooLongProblem(bytes));
                return false;
            }
            if (const qsizetype at = J::controlAt(view); at >= 0) {
                error(base.child(key), controlCharacterProblem(J::toQString(view), at));
                return false;
            }
            out = text == Text::Shared ? J::shared(view, mInterned) : J::toQString(view);
            return true;
        }
        if (nullable && (!value || J::type(*value) == Type::Null)) {
            out.clear();
            return true;
        }
        const QString expected =
            nullable ? QStringLiteral("a string or null") : QStringLiteral("a string");
        error(base.child(key),
              !value
                  ? QStringLiteral("missing, expected ") + expected
                  : QStringLiteral("expected %1, got %2").arg(expected, typeName(J::type(*value))));
        return false;
    }

    // Reads and checks an object's id. A well-formed string id is remembered even when it is
    // invalid or a duplicate, so that objects referring to it do not also report it as unknown.
    bool id(const Object &object, const JsonPath &at, qsizetype index, IdLocations::Array array,
            QString &out, const QString &kind, Text text = Text::Shared)
    {
        if (!string(object, at, "id", out, text))
            return false;
        if (!isValidId(out)) {
            error(at.child("id"),
                  QStringLiteral("invalid id %1: ids are 1 to 128 characters without spaces, "
                                 "control characters, quotes or backslashes")
                      .arg(quoted(out)));
            mResult.locationOfId.add(array, out, index, /*valid=*/false);
            return false;
        }
        if (const qsizetype first = mResult.locationOfId.add(array, out, index); first >= 0) {
            error(at.child("id"), QStringLiteral("duplicate %1 id %2 (first at %3)")
                                      .arg(kind, quoted(out), IdLocations::location(array, first)));
            return false;
        }
        return true;
    }

    bool number(const Object &object, const JsonPath &base, const char *key, double &out,
                double min, double max)
    {
        const std::optional<Value> value = J::member(object, key);
        if (!value || J::type(*value) != Type::Number) {
            error(base.child(key),
                  !value ? QStringLiteral("missing, expected a number")
                         : QStringLiteral("expected a number, got ") + typeName(J::type(*value)));
            return false;
        }
        return inRange(J::number(*value), base.child(key), out, min, max);
    }

    bool optionalNumber(const Object &object, const JsonPath &base, const char *key,
                        std::optional<double> &out, double min, double max)
    {
        const std::optional<Value> value = J::member(object, key);
        if (!value || J::type(*value) == Type::Null) {
            out.reset();
            return true;
        }
        if (J::type(*value) != Type::Number) {
            error(base.child(key),
                  QStringLiteral("expected a number or null, got ") + typeName(J::type(*value)));
            return false;
        }
        double number = 0;
        if (!inRange(J::number(*value), base.child(key), number, min, max))
            return false;
        out = number;
        return true;
    }

    bool inRange(double value, const JsonPath &at, double &out, double min, double max)
    {
        // NaN fails both comparisons; JSON cannot spell it, but the check must not depend on that.
        if (!(value >= min && value <= max)) {
            error(at, QStringLiteral("expected a number from %1 to %2, got %3")
                          .arg(numberText(min), numberText(max), numberText(value)));
            return false;
        }
        out = value;
        return true;
    }

    bool integer(const Object &object, const JsonPath &base, const char *key, int &out, int min,
                 int max)
    {
        const std::optional<Value> value = J::member(object, key);
        if (!value || J::type(*value) != Type::Number) {
            error(base.child(key), !value ? QStringLiteral("missing, expected a whole number")
                                          : QStringLiteral("expected a whole number, got ") +
                                                typeName(J::type(*value)));
            return false;
        }
        const double number = J::number(*value);
        if (!(number >= min && number <= max) || number != std::floor(number)) {
            error(base.child(key), QStringLiteral("expected a whole number from %1 to %2, got %3")
                                       .arg(min)
                                       .arg(max)
                                       .arg(numberText(number)));
            return false;
        }
        out = int(number);
        return true;
    }

    void readAssumptions(const Object &root)
    {
        const JsonPath base = JsonPath{nullptr, "assumptions"};
        const std::optional<Value> value = J::member(root, "assumptions");
        if (!value || J::type(*value) != Type::Object) {
            error(base, !value ? QStringLiteral("missing, expected an object of numbers")
                               : QStringLiteral("expected an object of numbers, got ") +
                                     typeName(J::type(*value)));
            return;
        }
        J::forEachField(J::object(*value), [&](QAnyStringView name, const Value &fieldValue) {
            const QString key = name.toString();
            const JsonPath at = base.child(key);
            if (key.isEmpty()) {
                error(base, QStringLiteral("empty key"));
                return;
            }
            if (J::type(fieldValue) != Type::Number) {
                error(at,
                      QStringLiteral("expected a number, got ") + typeName(J::type(fieldValue)));
                return;
            }
            // Every figure derived from an assumption must stay finite and every loop over years
            // short: out-of-range values are refused here, not discovered by the TCO.
            const AssumptionRange range = assumptionRange(key);
            double number = 0;
            if (inRange(J::number(fieldValue), at, number, range.min, range.max))
                mDesign.assumptions.values[key] = number;
        });
    }

    // Optional. The model id is not checked against the catalog here (io does not know it): the
    // sizing says "unknown model" where it is used, as the analysis does for an unknown SKU.
    void readWorkload(const Object &root)
    {
        const std::optional<Value> value = J::member(root, "workload");
        if (!value)
            return;
        const JsonPath base{nullptr, "workload"};
        if (J::type(*value) != Type::Object) {
            error(base, QStringLiteral("expected an object, got ") + typeName(J::type(*value)));
            return;
        }
        const Object o = J::object(*value);
        unknownKeys(o, base, {"model", "custom_model", "training", "inference"});
        const size_t errorsBefore = errorCount();
        Workload w;
        const bool named = J::member(o, "model").has_value();
        const std::optional<Value> custom = J::member(o, "custom_model");
        if (named == custom.has_value())
            error(base, named ? QStringLiteral("both model and custom_model: name one of them")
                              : QStringLiteral("missing model (a catalog model id) or "
                                               "custom_model (its numbers)"));
        if (named)
            string(o, base, "model", w.modelId, Text::Unique);
        if (const JsonPath at = base.child("custom_model"); custom && isObject(*custom, at)) {
            const Object m = J::object(*custom);
            unknownKeys(m, at,
                        {"params", "active_params", "layers", "hidden", "heads", "kv_heads",
                         "head_dim", "context", "ffn", "vocab", "experts", "active_experts"});
            WorkloadModel model;
            std::optional<double> active;
            number(m, at, "params", model.params, 1, 1e15);
            if (optionalNumber(m, at, "active_params", active, 1, 1e15) && active)
                model.activeParams = *active;
            optionalInteger(m, at, "layers", model.layers, 1, 100000);
            optionalInteger(m, at, "hidden", model.hidden, 1, 10000000);
            optionalInteger(m, at, "heads", model.heads, 1, 100000);
            optionalInteger(m, at, "kv_heads", model.kvHeads, 1, 100000);
            optionalInteger(m, at, "head_dim", model.headDim, 1, 100000);
            optionalInteger(m, at, "context", model.contextTokens, 1, 100000000);
            optionalInteger(m, at, "ffn", model.ffn, 1, 10000000);
            optionalInteger(m, at, "vocab", model.vocab, 1, 100000000);
            // A mixture of experts: both counts or neither, a token running at most all of them.
            if (optionalInteger(m, at, "experts", model.experts, 1, 100000) &&
                optionalInteger(m, at, "active_experts", model.activeExperts, 1, 100000)) {
                if ((model.experts > 0) != (model.activeExperts > 0))
                    error(at.child(model.experts > 0 ? "experts" : "active_experts"),
                          model.experts > 0 ? QStringLiteral("experts needs active_experts")
                                            : QStringLiteral("active_experts needs experts"));
                else if (model.activeExperts > model.experts)
                    error(at.child("active_experts"),
                          QStringLiteral("%1 active experts of %2: at most all of them")
                              .arg(model.activeExperts)
                              .arg(model.experts));
            }
            w.custom = model;
        }
        const std::optional<Value> training = J::member(o, "training");
        if (const JsonPath at = base.child("training"); training && isObject(*training, at))
            w.training = readTraining(J::object(*training), at);
        const std::optional<Value> inference = J::member(o, "inference");
        if (const JsonPath at = base.child("inference"); inference && isObject(*inference, at))
            w.inference = readInference(J::object(*inference), at);
        if (errorCount() == errorsBefore)
            mDesign.workload = std::move(w);
    }

    TrainingTarget readTraining(const Object &o, const JsonPath &at)
    {
        unknownKeys(o, at,
                    {"tokens", "gpus", "days", "mfu", "achieved_tflops", "precision", "accounting",
                     "tp", "pp", "zero", "seq_len", "micro_batch", "cp", "ep", "recompute",
                     "batch_tokens"});
        TrainingTarget t;
        number(o, at, "tokens", t.tokens, 1, 1e16);
        int gpus = 0;
        if (optionalInteger(o, at, "gpus", gpus, 1, 100000000) && gpus > 0)
            t.gpus = gpus;
        optionalNumber(o, at, "days", t.days, 0.001, 36500);
        if (t.gpus.has_value() == t.days.has_value())
            error(at, t.gpus ? QStringLiteral("both gpus and days: give one (GPUs give days, a "
                                              "deadline gives GPUs)")
                             : QStringLiteral("missing gpus or days"));
        optionalNumber(o, at, "mfu", t.mfu, 0.001, 1);
        optionalNumber(o, at, "achieved_tflops", t.achievedTflops, 0.001, 1e6);
        if (t.mfu && t.achievedTflops)
            error(at.child("achieved_tflops"), QStringLiteral("both mfu and achieved_tflops: give "
                                                              "one"));
        choice(o, at, "precision", t.precision, kTrainingPrecisions);
        choice(o, at, "accounting", t.accounting, kOptimizerAccountings);
        optionalInteger(o, at, "tp", t.tensorParallel, 1, 1024);
        optionalInteger(o, at, "pp", t.pipelineParallel, 1, 1024);
        optionalInteger(o, at, "zero", t.zeroStage, 0, 3);
        optionalInteger(o, at, "seq_len", t.sequenceTokens, 1, 100000000);
        optionalInteger(o, at, "micro_batch", t.microBatch, 1, 1000000);
        optionalInteger(o, at, "cp", t.contextParallel, 1, 1024);
        optionalInteger(o, at, "ep", t.expertParallel, 1, 100000);
        choice(o, at, "recompute", t.recompute, kRecomputeNames);
        std::optional<double> batch;
        if (optionalNumber(o, at, "batch_tokens", batch, 1, 1e12) && batch)
            t.batchTokens = *batch;
        // Version 4 writers always wrote pp, zero and micro_batch, their defaults 1, 3 and 1
        // included; together those say nothing the user chose, so the planner chooses them. Done
        // here rather than in a migration step, which would take such files off the fast path.
        if (mResult.fileVersion < 5 && t.pipelineParallel == 1 && t.zeroStage == 3 &&
            t.microBatch == 1) {
            t.pipelineParallel = 0;
            t.zeroStage = -1;
            t.microBatch = 0;
        }
        return t;
    }

    InferenceTarget readInference(const Object &o, const JsonPath &at)
    {
        unknownKeys(o, at, {"context", "concurrency", "precision", "kv_precision", "tokens_per_s"});
        InferenceTarget i;
        integer(o, at, "context", i.contextTokens, 1, 100000000);
        integer(o, at, "concurrency", i.concurrency, 1, 100000000);
        choice(o, at, "precision", i.precision, kInferencePrecisions);
        if (J::member(o, "kv_precision"))
            choice(o, at, "kv_precision", i.kvPrecision, kInferencePrecisions);
        std::optional<double> rate;
        if (optionalNumber(o, at, "tokens_per_s", rate, 0, 1e15) && rate)
            i.tokensPerS = *rate;
        return i;
    }

    bool isObject(const Value &value, const JsonPath &at)
    {
        if (J::type(value) == Type::Object)
            return true;
        error(at, QStringLiteral("expected an object, got ") + typeName(J::type(value)));
        return false;
    }

    // Absent: `out` keeps its default.
    bool optionalInteger(const Object &object, const JsonPath &base, const char *key, int &out,
                         int min, int max)
    {
        return !J::member(object, key) || integer(object, base, key, out, min, max);
    }

    // Absent: `out` keeps its default; otherwise one of `names`.
    template<size_t N>
    void choice(const Object &object, const JsonPath &base, const char *key, QString &out,
                const char *const (&names)[N])
    {
        if (!J::member(object, key))
            return;
        QString text;
        if (!string(object, base, key, text))
            return;
        QStringList allowed;
        for (const char *name : names) {
            if (text == QLatin1String(name)) {
                out = text;
                return;
            }
            allowed << QString::fromLatin1(name);
        }
        error(base.child(key), QStringLiteral("unknown value %1, expected one of %2")
                                   .arg(quoted(text), allowed.join(QStringLiteral(", "))));
    }

    // Optional (absent: no overrides). SKUs are not checked against the catalog here (io does not
    // know it); an override for a SKU the design does not use is kept and simply prices nothing.
    void readPriceOverrides(const Object &root)
    {
        const JsonPath base = JsonPath{nullptr, "price_overrides"};
        const std::optional<Value> value = J::member(root, "price_overrides");
        if (!value)
            return;
        if (J::type(*value) != Type::Object) {
            error(base, QStringLiteral("expected an object of SKU: price in USD, got ") +
                            typeName(J::type(*value)));
            return;
        }
        J::forEachField(J::object(*value), [&](QAnyStringView name, const Value &fieldValue) {
            const QString sku = name.toString();
            if (sku.trimmed().isEmpty()) {
                error(base, QStringLiteral("empty SKU"));
                return;
            }
            const JsonPath at = base.child(sku);
            if (J::type(fieldValue) != Type::Number) {
                error(at, QStringLiteral("expected a price in USD, got ") +
                              typeName(J::type(fieldValue)));
                return;
            }
            double usd = 0;
            if (inRange(J::number(fieldValue), at, usd, 0, kMaxPriceUsd))
                mDesign.priceOverrides[sku] = usd;
        });
    }

    void add(bool ok, const JsonPath &at, const auto &addToDesign)
    {
        // The model's own checks are a backstop: everything they refuse has been reported above
        // with a finer location, so a refusal here means the two disagree and still gets reported.
        if (!ok || !mResult.errors.empty())
            return;
        QString why;
        if (!addToDesign(&why))
            error(at, why);
    }

    void readFabric(const Object &o, const JsonPath &at, qsizetype i)
    {
        const size_t before = errorCount();
        unknownKeys(o, at, {"id", "name", "kind", "technology"});
        Fabric fabric;
        id(o, at, i, IdLocations::Fabrics, fabric.id, QStringLiteral("fabric"));
        string(o, at, "name", fabric.name, Text::Unique);
        QString kind;
        if (string(o, at, "kind", kind)) {
            if (auto k = fabricKindFromName(kind))
                fabric.kind = *k;
            else
                error(at.child("kind"),
                      QStringLiteral("unknown fabric kind %1 (expected compute, storage, inband, "
                                     "oob or nvlink)")
                          .arg(quoted(kind)));
        }
        string(o, at, "technology", fabric.technology);
        add(errorCount() == before, at,
            [&](QString *why) { return mDesign.addFabric(std::move(fabric), why); });
    }

    void readRack(const Object &o, const JsonPath &at, qsizetype i)
    {
        const size_t before = errorCount();
        unknownKeys(o, at,
                    {"id", "sku", "name", "row", "floor_x_m", "floor_y_m", "power_limit_kw",
                     "feeds", "power_from", "cooled_by"});
        Rack rack;
        id(o, at, i, IdLocations::Racks, rack.id, QStringLiteral("rack"));
        string(o, at, "sku", rack.sku);
        string(o, at, "name", rack.name, Text::Unique);
        string(o, at, "row", rack.row);
        double x = 0, y = 0;
        number(o, at, "floor_x_m", x, -kMaxFloorM, kMaxFloorM);
        number(o, at, "floor_y_m", y, -kMaxFloorM, kMaxFloorM);
        rack.floorPositionM = QPointF(x, y);
        number(o, at, "power_limit_kw", rack.powerLimitKw, 0, kMaxRackPowerKw);
        readFeeds(o, at, rack);
        readPowerFrom(o, at, rack);
        if (optionalIdList(o, at, "cooled_by", rack.cooledBy, FacilityLimits::kMaxFedFrom))
            checkServing(at.child("cooled_by"), rack.cooledBy, canCoolRacks,
                         QStringLiteral("cannot cool a rack (a CDU or a CRAH can)"));
        add(errorCount() == before, at,
            [&](QString *why) { return mDesign.addRack(std::move(rack), why); });
    }

    void readDevice(const Object &o, const JsonPath &at, qsizetype i)
    {
        const size_t before = errorCount();
        unknownKeys(o, at,
                    {"id", "sku", "name", "role", "rack", "lowest_u", "canvas_x", "canvas_y",
                     "price_override_usd", "power_override_w", "feed"});
        Device device;
        id(o, at, i, IdLocations::Devices, device.id, QStringLiteral("device"));
        string(o, at, "sku", device.sku);
        string(o, at, "name", device.name, Text::Unique);
        QString role;
        if (string(o, at, "role", role)) {
            if (auto r = roleFromName(role))
                device.role = *r;
            else
                error(at.child("role"),
                      QStringLiteral("unknown role %1 (expected compute, leaf, spine, core, "
                                     "storage, management, ufm, pdu or other)")
                          .arg(quoted(role)));
        }
        // An empty string is read like null: both mean "not placed", as in the model.
        if (string(o, at, "rack", device.rackId, Text::Shared, /*nullable=*/true) &&
            !device.rackId.isEmpty() &&
            !mResult.locationOfId.contains(IdLocations::Racks, device.rackId))
            error(at.child("rack"), QStringLiteral("unknown rack %1").arg(quoted(device.rackId)));
        integer(o, at, "lowest_u", device.lowestU, 0, kMaxLowestU);
        double x = 0, y = 0;
        number(o, at, "canvas_x", x, -kMaxCanvas, kMaxCanvas);
        number(o, at, "canvas_y", y, -kMaxCanvas, kMaxCanvas);
        device.canvasPosition = QPointF(x, y);
        optionalNumber(o, at, "price_override_usd", device.priceOverrideUsd, 0, kMaxPriceUsd);
        optionalNumber(o, at, "power_override_w", device.powerOverrideW, 0, kMaxPowerW);
        readDeviceFeed(o, at, device);
        add(errorCount() == before, at,
            [&](QString *why) { return mDesign.addDevice(std::move(device), why); });
    }

    // Optional: {"A": {"voltage_v": 415, "current_a": 60, "phases": 3, "derating": 0.8}, "B": ...};
    // a side left out follows its PDU and the defaults. derating may be left out (0.8).
    void readFeeds(const Object &o, const JsonPath &base, Rack &rack)
    {
        const std::optional<Value> value = J::member(o, "feeds");
        if (!value || J::type(*value) == Type::Null)
            return;
        const JsonPath at = base.child("feeds");
        if (J::type(*value) != Type::Object) {
            error(at, QStringLiteral("expected an object with feeds A and B, got ") +
                          typeName(J::type(*value)));
            return;
        }
        J::forEachField(J::object(*value), [&](QAnyStringView name, const Value &feedValue) {
            const QString key = name.toString();
            const JsonPath feedAt = at.child(key);
            const std::optional<FeedSide> side = key == u"A"   ? FeedSide::A
                                                 : key == u"B" ? std::optional(FeedSide::B)
                                                               : std::nullopt;
            if (!side) {
                error(feedAt, QStringLiteral("unknown feed %1 (expected A or B)").arg(quoted(key)));
                return;
            }
            if (J::type(feedValue) != Type::Object) {
                error(feedAt, QStringLiteral("expected an object with voltage_v, current_a, "
                                             "phases and derating, got ") +
                                  typeName(J::type(feedValue)));
                return;
            }
            const Object feedObject = J::object(feedValue);
            unknownKeys(feedObject, feedAt, {"voltage_v", "current_a", "phases", "derating"});
            using L = PowerFeedLimits;
            PowerFeed feed;
            bool ok = number(feedObject, feedAt, "voltage_v", feed.voltageV, L::kMinVoltageV,
                             L::kMaxVoltageV);
            ok = number(feedObject, feedAt, "current_a", feed.currentA, L::kMinCurrentA,
                        L::kMaxCurrentA) &&
                 ok;
            if (integer(feedObject, feedAt, "phases", feed.phases, 1, 3) && feed.phases == 2) {
                error(feedAt.child("phases"), QStringLiteral("expected 1 or 3 phases, got 2"));
                ok = false;
            }
            std::optional<double> derating;
            ok = optionalNumber(feedObject, feedAt, "derating", derating, L::kMinDerating,
                                L::kMaxDerating) &&
                 ok;
            if (derating)
                feed.derating = *derating;
            if (ok)
                rack.feeds[feedIndex(*side)] = feed;
        });
    }

    // Optional: an array of ids, at most `max`; absent or null: none.
    bool optionalIdList(const Object &o, const JsonPath &base, const char *key,
                        std::vector<QString> &out, int max)
    {
        const std::optional<Value> value = J::member(o, key);
        if (!value || J::type(*value) == Type::Null)
            return true;
        const JsonPath at = base.child(key);
        if (J::type(*value) != Type::Array) {
            error(at, QStringLiteral("expected an array of ids, got ") + typeName(J::type(*value)));
            return false;
        }
        if (J::size(*value) > std::size_t(max)) {
            error(at, QStringLiteral("%1 ids, at most %2").arg(J::size(*value)).arg(max));
            return false;
        }
        bool ok = true;
        qsizetype i = 0;
        for (const Value item : J::array(*value)) {
            const JsonPath itemAt = at.element(i++);
            if (J::type(item) != Type::String) {
                error(itemAt, QStringLiteral("expected an id, got ") + typeName(J::type(item)));
                ok = false;
                continue;
            }
            QString id = J::toQString(J::text(item));
            if (!isValidId(id)) {
                error(itemAt, QStringLiteral("invalid id %1").arg(quoted(id)));
                ok = false;
                continue;
            }
            out.push_back(std::move(id));
        }
        return ok;
    }

    // Optional: {"A": ["busway-a1"], "B": ["busway-b1"]}.
    void readPowerFrom(const Object &o, const JsonPath &base, Rack &rack)
    {
        const std::optional<Value> value = J::member(o, "power_from");
        if (!value || J::type(*value) == Type::Null)
            return;
        const JsonPath at = base.child("power_from");
        if (J::type(*value) != Type::Object) {
            error(at, QStringLiteral("expected an object with feeds A and B, got ") +
                          typeName(J::type(*value)));
            return;
        }
        const Object sides = J::object(*value);
        unknownKeys(sides, at, {"A", "B"});
        for (FeedSide side : kFeedSides) {
            const QByteArray key = feedName(side).toLatin1();
            const JsonPath sideAt = at.child(key);
            if (optionalIdList(sides, at, key.constData(), rack.powerFrom[feedIndex(side)],
                               FacilityLimits::kMaxRackSources))
                checkServing(sideAt, rack.powerFrom[feedIndex(side)], canFeedRacks,
                             QStringLiteral("cannot feed a rack"));
        }
    }

    // The facility is read before the racks, so each id a rack names is checked here with its
    // own location (the model's check in addRack would only name the rack).
    void checkServing(const JsonPath &at, const std::vector<QString> &ids,
                      bool (*allowed)(FacilityKind), const QString &refusal)
    {
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const FacilityElement *e = mDesign.facilityElement(ids[i]);
            if (!e)
                error(at.element(qsizetype(i)),
                      QStringLiteral("unknown facility element %1").arg(quoted(ids[i])));
            else if (!allowed(e->kind))
                error(at.element(qsizetype(i)),
                      QStringLiteral("%1 is a %2, which %3")
                          .arg(quoted(ids[i]), facilityKindName(e->kind), refusal));
        }
    }

    // Optional: the room, its floor, rows and trays.
    void readHall(const Object &root)
    {
        const std::optional<Value> value = J::member(root, "hall");
        if (!value || J::type(*value) == Type::Null)
            return;
        const JsonPath at{nullptr, "hall"};
        if (!isObject(*value, at))
            return;
        const Object o = J::object(*value);
        unknownKeys(o, at,
                    {"x_m", "y_m", "width_m", "depth_m", "floor_rating_kg_m2", "floor",
                     "cold_aisle_m", "hot_aisle_m", "rows", "trays"});
        using L = HallLimits;
        Hall hall;
        double x = 0, y = 0;
        number(o, at, "x_m", x, -kMaxFloorM, kMaxFloorM);
        number(o, at, "y_m", y, -kMaxFloorM, kMaxFloorM);
        hall.originM = QPointF(x, y);
        number(o, at, "width_m", hall.widthM, 0, L::kMaxSizeM);
        number(o, at, "depth_m", hall.depthM, 0, L::kMaxSizeM);
        optionalNumber(o, at, "floor_rating_kg_m2", hall.floorRatingKgM2, 1,
                       L::kMaxFloorRatingKgM2);
        if (QString floor; J::member(o, "floor") && string(o, at, "floor", floor)) {
            if (const auto type = floorTypeFromName(floor))
                hall.floor = *type;
            else
                error(at.child("floor"),
                      QStringLiteral("unknown floor %1 (expected slab or raised)")
                          .arg(quoted(floor)));
        }
        if (J::member(o, "cold_aisle_m"))
            number(o, at, "cold_aisle_m", hall.coldAisleM, 0, L::kMaxAisleM);
        if (J::member(o, "hot_aisle_m"))
            number(o, at, "hot_aisle_m", hall.hotAisleM, 0, L::kMaxAisleM);
        mHall = &hall;
        if (J::member(o, "rows"))
            forEachObject(o, "rows", &Reader::readHallRow, at);
        if (J::member(o, "trays"))
            forEachObject(o, "trays", &Reader::readTray, at);
        mHall = nullptr;
        std::sort(hall.rows.begin(), hall.rows.end(),
                  [](const HallRow &a, const HallRow &b) { return a.name < b.name; });
        std::sort(hall.trays.begin(), hall.trays.end(),
                  [](const CableTray &a, const CableTray &b) { return a.id < b.id; });
        mDesign.hall = std::move(hall);
    }

    void readHallRow(const Object &o, const JsonPath &at, qsizetype)
    {
        unknownKeys(o, at, {"name", "x_m", "y_m", "facing", "containment"});
        HallRow row;
        string(o, at, "name", row.name);
        if (mHall->row(row.name))
            error(at.child("name"), QStringLiteral("row %1 twice").arg(quoted(row.name)));
        double x = 0, y = 0;
        number(o, at, "x_m", x, -kMaxFloorM, kMaxFloorM);
        number(o, at, "y_m", y, -kMaxFloorM, kMaxFloorM);
        row.originM = QPointF(x, y);
        if (QString facing; J::member(o, "facing") && string(o, at, "facing", facing)) {
            if (const auto f = facingFromName(facing))
                row.facing = *f;
            else
                error(at.child("facing"), QStringLiteral("unknown facing %1 (expected north or "
                                                         "south)")
                                              .arg(quoted(facing)));
        }
        if (QString c; J::member(o, "containment") && string(o, at, "containment", c)) {
            if (const auto containment = containmentFromName(c))
                row.containment = *containment;
            else
                error(at.child("containment"),
                      QStringLiteral("unknown containment %1 (expected none, cold-aisle or "
                                     "hot-aisle)")
                          .arg(quoted(c)));
        }
        mHall->rows.push_back(std::move(row));
    }

    void readTray(const Object &o, const JsonPath &at, qsizetype)
    {
        unknownKeys(o, at, {"id", "x1_m", "y1_m", "x2_m", "y2_m", "width_m", "height_m"});
        CableTray tray;
        if (string(o, at, "id", tray.id) && !isValidId(tray.id))
            error(at.child("id"), QStringLiteral("invalid id %1").arg(quoted(tray.id)));
        for (const CableTray &other : mHall->trays)
            if (other.id == tray.id)
                error(at.child("id"), QStringLiteral("duplicate tray id %1").arg(quoted(tray.id)));
        double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
        number(o, at, "x1_m", x1, -kMaxFloorM, kMaxFloorM);
        number(o, at, "y1_m", y1, -kMaxFloorM, kMaxFloorM);
        number(o, at, "x2_m", x2, -kMaxFloorM, kMaxFloorM);
        number(o, at, "y2_m", y2, -kMaxFloorM, kMaxFloorM);
        tray.fromM = QPointF(x1, y1);
        tray.toM = QPointF(x2, y2);
        if (J::member(o, "width_m"))
            number(o, at, "width_m", tray.widthM, 0.01, HallLimits::kMaxAisleM);
        if (J::member(o, "height_m"))
            number(o, at, "height_m", tray.heightM, 0, 100);
        mHall->trays.push_back(std::move(tray));
    }

    // Optional: the power chain and cooling plant. Elements are added without their sources
    // first, then given them, so a file may list an element before what feeds it (id order);
    // the model refuses cycles, self-feeding and kinds that cannot feed each other.
    void readFacility(const Object &root)
    {
        const std::optional<Value> value = J::member(root, "facility");
        if (!value || J::type(*value) == Type::Null)
            return;
        forEachObject(root, "facility", &Reader::readFacilityElement);
        if (!mResult.errors.empty())
            return;
        const JsonPath path{nullptr, "facility"};
        for (std::size_t i = 0; i < mFacilitySources.size(); ++i) {
            FacilityElement element = *mDesign.facilityElement(mFacilitySources[i].first);
            element.fedFrom = std::move(mFacilitySources[i].second);
            QString why;
            if (!mDesign.updateFacilityElement(element, &why))
                error(path.element(qsizetype(mFacilityIndex[i])).child("fed_from"), why);
        }
        mFacilitySources.clear();
        mFacilityIndex.clear();
    }

    void readFacilityElement(const Object &o, const JsonPath &at, qsizetype i)
    {
        const size_t before = errorCount();
        unknownKeys(o, at,
                    {"id", "kind", "name", "sku", "capacity_kw", "fed_from", "x_m", "y_m", "fluid",
                     "supply_c", "return_c"});
        FacilityElement e;
        if (string(o, at, "id", e.id) && !isValidId(e.id))
            error(at.child("id"), QStringLiteral("invalid id %1").arg(quoted(e.id)));
        QString kind;
        if (string(o, at, "kind", kind)) {
            if (const auto k = facilityKindFromName(kind)) {
                e.kind = *k;
            } else {
                QStringList names;
                for (FacilityKind k : kFacilityKinds)
                    names << facilityKindName(k);
                error(at.child("kind"), QStringLiteral("unknown kind %1 (expected one of %2)")
                                            .arg(quoted(kind), names.join(QStringLiteral(", "))));
            }
        }
        string(o, at, "name", e.name, Text::Unique);
        string(o, at, "sku", e.sku, Text::Shared, /*nullable=*/true);
        optionalNumber(o, at, "capacity_kw", e.capacityKw, 0, FacilityLimits::kMaxCapacityKw);
        if (e.sku.isEmpty() && !e.capacityKw && errorCount() == before)
            error(at.child("capacity_kw"),
                  QStringLiteral("missing: an element without a catalog model (sku) needs a "
                                 "capacity"));
        std::vector<QString> sources;
        optionalIdList(o, at, "fed_from", sources, FacilityLimits::kMaxFedFrom);
        double x = 0, y = 0;
        if (J::member(o, "x_m"))
            number(o, at, "x_m", x, -kMaxFloorM, kMaxFloorM);
        if (J::member(o, "y_m"))
            number(o, at, "y_m", y, -kMaxFloorM, kMaxFloorM);
        e.positionM = QPointF(x, y);
        choice(o, at, "fluid", e.fluid, {"water", "pg25"});
        using L = FacilityLimits;
        optionalNumber(o, at, "supply_c", e.supplyC, L::kMinCoolantC, L::kMaxCoolantC);
        optionalNumber(o, at, "return_c", e.returnC, L::kMinCoolantC, L::kMaxCoolantC);
        if (e.supplyC && e.returnC && *e.returnC <= *e.supplyC)
            error(at.child("return_c"), QStringLiteral("return %1 C is not above supply %2 C")
                                            .arg(numberText(*e.returnC), numberText(*e.supplyC)));
        const QString id = e.id;
        const bool ok = errorCount() == before;
        add(ok, at, [&](QString *why) { return mDesign.addFacilityElement(std::move(e), why); });
        if (ok && mResult.errors.empty()) {
            mFacilitySources.emplace_back(id, std::move(sources));
            mFacilityIndex.push_back(i);
        }
    }

    // Optional: "A", "B" or null.
    void readDeviceFeed(const Object &o, const JsonPath &at, Device &device)
    {
        QString name;
        if (!J::member(o, "feed") ||
            !string(o, at, "feed", name, Text::Shared, /*nullable=*/true) || name.isEmpty())
            return;
        if (name == u"A" || name == u"B")
            device.feed = name == u"A" ? FeedSide::A : FeedSide::B;
        else
            error(at.child("feed"), QStringLiteral("unknown feed %1 (expected \"A\", \"B\" or "
                                                   "null)")
                                        .arg(quoted(name)));
    }

    bool readEnd(const Object &o, const JsonPath &base, const char *key, PortRef &end)
    {
        const JsonPath at = base.child(key);
        const std::optional<Value> value = J::member(o, key);
        if (!value || J::type(*value) != Type::Object) {
            error(at, !value
                          ? QStringLiteral("missing, expected an object with device, "
                                           "port_group and port")
                          : QStringLiteral("expected an object, got ") + typeName(J::type(*value)));
            return false;
        }
        const Object object = J::object(*value);
        const size_t before = errorCount();
        unknownKeys(object, at, {"device", "port_group", "port"});
        if (string(object, at, "device", end.deviceId) &&
            !mResult.locationOfId.contains(IdLocations::Devices, end.deviceId))
            error(at.child("device"),
                  QStringLiteral("unknown device %1").arg(quoted(end.deviceId)));
        string(object, at, "port_group", end.portGroup);
        integer(object, at, "port", end.portIndex, 0, kMaxPortIndex);
        return errorCount() == before;
    }

    void readLink(const Object &o, const JsonPath &at, qsizetype i)
    {
        const size_t before = errorCount();
        unknownKeys(o, at, {"id", "a", "b", "cable_sku", "fabric"});
        Link link;
        id(o, at, i, IdLocations::Links, link.id, QStringLiteral("link"), Text::Unique);
        const bool aOk = readEnd(o, at, "a", link.a);
        const bool bOk = readEnd(o, at, "b", link.b);
        if (aOk && bOk && link.a == link.b)
            error(at.child("b"),
                  QStringLiteral("same port as a: a cable needs two different ends"));
        string(o, at, "cable_sku", link.cableSku);
        if (string(o, at, "fabric", link.fabricId, Text::Shared, /*nullable=*/true) &&
            !link.fabricId.isEmpty() &&
            !mResult.locationOfId.contains(IdLocations::Fabrics, link.fabricId))
            error(at.child("fabric"),
                  QStringLiteral("unknown fabric %1").arg(quoted(link.fabricId)));
        if (errorCount() == before && mResult.errors.empty())
            mLinks.push_back(std::move(link));
    }

    LoadResult &mResult;
    Design mDesign;
    std::vector<Link> mLinks;
    jsonaccess::Interner mInterned;
    Hall *mHall = nullptr; // the hall being read, for its rows and trays
    // Each facility element's sources and array index, given once all elements are in.
    std::vector<std::pair<QString, std::vector<QString>>> mFacilitySources;
    std::vector<qsizetype> mFacilityIndex;
    bool mStopped = false;
};

void refuse(LoadResult &result, const QString &location, const QString &message)
{
    result.errors.push_back({location, message});
}

// Syntax errors are rare and want a line and column, which simdjson does not give: Qt's parser
// finds them. Returns Qt's document when Qt reads what simdjson refused (text holding an unpaired
// surrogate escape, "\ud800", which a QString can hold and the writer writes).
std::optional<QJsonDocument> parseWithQt(const QByteArray &bytes, simdjson::error_code code,
                                         LoadResult &result)
{
    const QString nested = QStringLiteral("JSON nested too deeply (the limit is 1024 levels; a "
                                          "design needs 4), refusing to read it");
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error == QJsonParseError::NoError) {
        if (code == simdjson::DEPTH_ERROR) { // the two count levels a little differently
            refuse(result, QString(), nested);
            return std::nullopt;
        }
        return document;
    }
    const QString at = lineColumn(bytes, parseError.offset);
    if (parseError.error == QJsonParseError::DeepNesting)
        refuse(result, at, nested);
    else if (parseError.error == QJsonParseError::IllegalNumber)
        // Qt reports both a number too large for a double (1e999) and a bare word this way.
        refuse(result, at,
               QStringLiteral("not valid JSON: illegal number or unquoted text (numbers must "
                              "fit in a double, text needs quotes)"));
    else
        refuse(result, at, QStringLiteral("not valid JSON: ") + parseError.errorString());
    return std::nullopt;
}

enum class Header { Current, Older, Refused };

// Checks format and version; older versions are for the caller to migrate.
template<class J>
Header readHeader(const typename J::Object &root, std::span<const MigrationStep> steps,
                  LoadResult &result)
{
    const QString formatKey = QStringLiteral("format");
    const std::optional<typename J::Value> format = J::member(root, "format");
    if (!format) {
        refuse(result, formatKey,
               QStringLiteral("missing: this is not a PodCAD design (expected \"format\": "
                              "\"podcad-design\")"));
        return Header::Refused;
    }
    if (J::type(*format) != Type::String ||
        J::toQString(J::text(*format)) !=
            QLatin1StringView(kFormatName.data(), kFormatName.size())) {
        refuse(result, formatKey,
               QStringLiteral("expected \"podcad-design\", got %1: this is not a PodCAD design")
                   .arg(describe<J>(*format)));
        return Header::Refused;
    }

    const QString versionKey = QStringLiteral("version");
    const int newest = newestVersion(steps);
    const std::optional<typename J::Value> versionValue = J::member(root, "version");
    const bool isNumber = versionValue && J::type(*versionValue) == Type::Number;
    const double version = isNumber ? J::number(*versionValue) : -1;
    if (!isNumber || version != std::floor(version)) {
        refuse(result, versionKey,
               !versionValue
                   ? QStringLiteral("missing, expected a whole number")
                   : QStringLiteral("expected a whole number, got ") + describe<J>(*versionValue));
        return Header::Refused;
    }
    if (version > newest) {
        refuse(result, versionKey,
               QStringLiteral("version %1 is newer than this PodCAD reads (%2); open the file "
                              "with a newer PodCAD")
                   .arg(numberText(version))
                   .arg(newest));
        return Header::Refused;
    }
    if (version < 1) {
        refuse(result, versionKey,
               QStringLiteral("version %1 does not exist (versions start at 1)")
                   .arg(numberText(version)));
        return Header::Refused;
    }
    result.fileVersion = int(version);
    return result.fileVersion == newest ? Header::Current : Header::Older;
}

// Refuses, before any object is built, a file whose arrays are beyond any real design.
template<class J> bool withinLimits(const typename J::Object &root, LoadResult &result)
{
    const struct
    {
        const char *key;
        qsizetype max;
    } limits[] = {{"fabrics", DesignFile::kMaxFabrics},
                  {"racks", DesignFile::kMaxRacks},
                  {"devices", DesignFile::kMaxDevices},
                  {"links", DesignFile::kMaxLinks}};
    for (const auto &limit : limits) {
        const std::optional<typename J::Value> array = J::member(root, limit.key);
        if (!array || J::type(*array) != Type::Array)
            continue; // the reader reports a missing or mistyped array
        if (const std::size_t size = J::size(*array); qsizetype(size) > limit.max) {
            refuse(result, QString::fromLatin1(limit.key),
                   QStringLiteral("%1 entries; a design holds at most %2, refusing to read it")
                       .arg(size)
                       .arg(limit.max));
            return false;
        }
    }
    return true;
}

// Everything after parsing and the duplicate-key check: header, migration, limits, objects.
template<class J>
void readParsed(const typename J::Object &root, const QByteArray &bytes,
                std::span<const MigrationStep> steps, LoadResult &result)
{
    switch (readHeader<J>(root, steps, result)) {
    case Header::Refused:
        return;
    case Header::Older:
        if (changesMoreThanVersion(result.fileVersion, steps))
            break;
        [[fallthrough]]; // the newer versions only added optional keys: read it as it is
    case Header::Current:
        if (withinLimits<J>(root, result))
            Reader<J>(result).readDesign(root);
        return;
    }
    // Migration steps work on the JSON of their era, as Qt objects (a copy through Qt's parser
    // costs about as much again as the fast path, but only version 1 files take it).
    QJsonObject upgraded = QJsonDocument::fromJson(bytes).object();
    QString why;
    if (!migrate(upgraded, result.fileVersion, steps, &why)) {
        refuse(result, QStringLiteral("version"), why);
        return;
    }
    if (withinLimits<jsonaccess::Qt>(upgraded, result))
        Reader<jsonaccess::Qt>(result).readDesign(upgraded);
}

QString duplicateKeyMessage(const DuplicateKey &duplicate, const QByteArray &bytes)
{
    return QStringLiteral("duplicate key \"%1\" (at %2 and at %3): only one can be meant")
        .arg(duplicate.key, lineColumn(bytes, duplicate.firstOffset),
             lineColumn(bytes, duplicate.secondOffset));
}

QString notAnObject(bool isArray)
{
    return QStringLiteral("expected a JSON object at the top level, got %1: this is not a PodCAD "
                          "design")
        .arg(isArray ? QStringLiteral("an array") : QStringLiteral("a value"));
}

// What simdjson refused and Qt reads goes through Qt's document, with the same checks.
void readWithQt(const QByteArray &bytes, simdjson::error_code code,
                std::span<const MigrationStep> steps, LoadResult &result)
{
    const std::optional<QJsonDocument> document = parseWithQt(bytes, code, result);
    if (!document)
        return;
    if (!document->isObject()) {
        refuse(result, QString(), notAnObject(document->isArray()));
        return;
    }
    if (const std::optional<DuplicateKey> duplicate = findDuplicateKey(bytes)) {
        refuse(result, duplicate->location, duplicateKeyMessage(*duplicate, bytes));
        return;
    }
    readParsed<jsonaccess::Qt>(document->object(), bytes, steps, result);
}

} // namespace

LoadResult parseDesign(const QByteArray &bytes, std::span<const MigrationStep> steps)
{
    LoadResult result;
    const auto firstNonSpace = std::find_if(bytes.begin(), bytes.end(), [](char c) {
        return c != ' ' && c != '\t' && c != '\n' && c != '\r';
    });
    if (firstNonSpace == bytes.end()) {
        refuse(result, QString(),
               bytes.isEmpty() ? QStringLiteral("the file is empty")
                               : QStringLiteral("the file holds only whitespace"));
        return result;
    }

    dom::parser parser;
    dom::element root;
    // Parsed in place when the buffer has room for the padding (DesignFile::read leaves it).
    const bool padded = bytes.capacity() - bytes.size() >= kJsonPadding;
    if (const simdjson::error_code code =
            parser.parse(bytes.constData(), std::size_t(bytes.size()), !padded).get(root);
        code != simdjson::SUCCESS) {
        readWithQt(bytes, code, steps, result);
        return result;
    }
    if (root.type() != dom::element_type::OBJECT) {
        refuse(result, QString(), notAnObject(root.type() == dom::element_type::ARRAY));
        return result;
    }
    // Qt kept the last of two equal keys silently; a design with one is refused, both named (the
    // byte scanner finds where; the walk only tells whether, and costs a few ms).
    if (hasDuplicateKey(root)) {
        const std::optional<DuplicateKey> duplicate = findDuplicateKey(bytes);
        refuse(result, duplicate ? duplicate->location : QString(),
               duplicate ? duplicateKeyMessage(*duplicate, bytes)
                         : QStringLiteral("a key appears twice in one object"));
        return result;
    }
    readParsed<jsonaccess::Simd>(dom::object(root), bytes, steps, result);
    return result;
}

} // namespace podcad
