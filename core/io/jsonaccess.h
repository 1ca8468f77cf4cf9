#pragma once

#include "model/textrules.h"

#include <QAnyStringView>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <algorithm>
#include <initializer_list>
#include <optional>
#include <simdjson.h>
#include <string_view>
#include <unordered_map>

namespace podcad::jsonaccess {

// The design reader reads parsed JSON through one of these two views with the same members, so
// that one Reader serves both parsers:
// - Simd: simdjson's DOM, for every file that simdjson parses (all that PodCAD writes but one
//   case): fast, text as UTF-8 views into the parser's buffer;
// - Qt: QJsonDocument, for what simdjson refuses and Qt reads, which is text with an unpaired
//   UTF-16 surrogate escape ("\ud800"): a QString can hold one and the writer writes it back, so
//   such a file must load (tst_designfile::loneSurrogateSurvives).
enum class Type { Null, Bool, Number, String, Array, Object };

// Text that repeats (a device's id in each of its links, SKUs, port groups, fabric ids) becomes one
// shared QString: a 64-SU design has ~500,000 such strings and only ~10,000 distinct ones.
class Interner final
{
public:
    const QString &operator()(std::string_view text)
    {
        auto it = mStrings.find(text);
        if (it == mStrings.end())
            it = mStrings.emplace(text, QString::fromUtf8(text.data(), qsizetype(text.size())))
                     .first;
        return it->second;
    }

private:
    // The views point into the parser's string buffer, which outlives the reader.
    std::unordered_map<std::string_view, QString> mStrings;
};

struct Simd final
{
    using Value = simdjson::dom::element;
    using Object = simdjson::dom::object;
    using Text = std::string_view;

    static Type type(Value v)
    {
        using T = simdjson::dom::element_type;
        switch (v.type()) {
        case T::NULL_VALUE:
            return Type::Null;
        case T::BOOL:
            return Type::Bool;
        case T::INT64:
        case T::UINT64:
        case T::DOUBLE:
            return Type::Number;
        case T::STRING:
            return Type::String;
        case T::ARRAY:
            return Type::Array;
        case T::OBJECT:
            break;
        }
        return Type::Object;
    }
    static std::optional<Value> member(Object o, std::string_view key)
    {
        Value v;
        if (o.at_key(key).get(v) != simdjson::SUCCESS)
            return std::nullopt;
        return v;
    }
    static double number(Value v)
    {
        double d = 0; // integers convert; callers checked the type
        return v.get_double().get(d) == simdjson::SUCCESS ? d : 0.0;
    }
    static Object object(Value v) { return Object(v); }
    static simdjson::dom::array array(Value v) { return simdjson::dom::array(v); }
    static std::size_t size(Value array) { return simdjson::dom::array(array).size(); }
    static Text text(Value v)
    {
        std::string_view s;
        return v.get_string().get(s) == simdjson::SUCCESS ? s : std::string_view();
    }
    static qsizetype utf8Bytes(Text t) { return qsizetype(t.size()); }
    static QString toQString(Text t) { return QString::fromUtf8(t.data(), qsizetype(t.size())); }
    static QString shared(Text t, Interner &interner) { return interner(t); }
    static qsizetype controlAt(Text t)
    {
        // Bytes first: the common case (no control character) never decodes the text.
        for (std::size_t i = 0; i < t.size(); ++i) {
            const auto c = uchar(t[i]);
            if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7f ||
                (c == 0xc2 && i + 1 < t.size() && uchar(t[i + 1]) >= 0x80 &&
                 uchar(t[i + 1]) <= 0x9f))
                return firstControlCharacter(toQString(t));
        }
        return -1;
    }
    template<class Fn> static void forEachField(Object o, Fn &&fn)
    {
        for (simdjson::dom::key_value_pair field : o)
            fn(QUtf8StringView(field.key.data(), qsizetype(field.key.size())), field.value);
    }
    // Keys compared as bytes: every object of the file passes here.
    template<class Fn>
    static void forEachUnknownKey(Object o, std::initializer_list<std::string_view> known, Fn &&fn)
    {
        for (simdjson::dom::key_value_pair field : o)
            if (std::find(known.begin(), known.end(), field.key) == known.end())
                fn(QUtf8StringView(field.key.data(), qsizetype(field.key.size())));
    }
};

struct Qt final
{
    using Value = QJsonValue;
    using Object = QJsonObject;
    using Text = QString;

    static Type type(const Value &v)
    {
        switch (v.type()) {
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            return Type::Null;
        case QJsonValue::Bool:
            return Type::Bool;
        case QJsonValue::Double:
            return Type::Number;
        case QJsonValue::String:
            return Type::String;
        case QJsonValue::Array:
            return Type::Array;
        case QJsonValue::Object:
            break;
        }
        return Type::Object;
    }
    static std::optional<Value> member(const Object &o, std::string_view key)
    {
        const Value v = o.value(QLatin1StringView(key.data(), qsizetype(key.size())));
        if (v.isUndefined())
            return std::nullopt;
        return v;
    }
    static double number(const Value &v) { return v.toDouble(); }
    static Object object(const Value &v) { return v.toObject(); }
    static QJsonArray array(const Value &v) { return v.toArray(); }
    static std::size_t size(const Value &array) { return std::size_t(array.toArray().size()); }
    static Text text(const Value &v) { return v.toString(); }
    static qsizetype utf8Bytes(const Text &t) { return t.toUtf8().size(); }
    static QString toQString(const Text &t) { return t; }
    static QString shared(const Text &t, Interner &) { return t; }
    static qsizetype controlAt(const Text &t) { return firstControlCharacter(t); }
    template<class Fn> static void forEachField(const Object &o, Fn &&fn)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key(); // the view below must not outlive it
            fn(QAnyStringView(key), it.value());
        }
    }
    template<class Fn>
    static void forEachUnknownKey(const Object &o, std::initializer_list<std::string_view> known,
                                  Fn &&fn)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key();
            if (std::none_of(known.begin(), known.end(), [&](std::string_view k) {
                    return key == QLatin1StringView(k.data(), qsizetype(k.size()));
                }))
                fn(QAnyStringView(key));
        }
    }
};

} // namespace podcad::jsonaccess
