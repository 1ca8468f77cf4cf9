#include "jsonwriter.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace podcad {

QByteArray formatJsonNumber(double number)
{
    if (!std::isfinite(number))
        return QByteArrayLiteral("null");
    if (number == 0)
        number = 0; // -0 would read back as 0 and break byte-identical re-saves
    char buffer[400];
    // std::to_chars without a precision gives the shortest text that round-trips exactly ("0.1",
    // not "0.10000000000000001"). Everyday magnitudes are forced into plain notation, because the
    // shortest form of a price of 1000000 would be "1e+06"; the extremes keep exponent form.
    const double magnitude = std::fabs(number);
    const auto format = magnitude >= 1e-6 && magnitude < 1e16 ? std::chars_format::fixed
                                                              : std::chars_format::general;
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, number, format);
    return QByteArray(buffer, result.ptr - buffer);
}

void appendJsonString(QByteArray &out, QStringView text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    // Writes through a raw pointer into space reserved for the worst case (6 bytes per UTF-16 unit,
    // for \uXXXX), then trims: appending byte by byte was the writer's main cost on big designs.
    const qsizetype start = out.size();
    const qsizetype worst = start + 2 + text.size() * 6;
    if (worst > out.capacity())
        out.reserve(std::max(worst, 2 * out.capacity())); // geometric growth, not exact fits
    out.resize(worst);
    char *w = out.data() + start;
    const auto escapeUnit = [&w](char16_t unit) {
        *w++ = '\\';
        *w++ = 'u';
        *w++ = kHex[(unit >> 12) & 0xf];
        *w++ = kHex[(unit >> 8) & 0xf];
        *w++ = kHex[(unit >> 4) & 0xf];
        *w++ = kHex[unit & 0xf];
    };
    const auto escaped = [&w](char c) {
        *w++ = '\\';
        *w++ = c;
    };

    *w++ = '"';
    const char16_t *p = text.utf16();
    const char16_t *const end = p + text.size();
    while (p < end) {
        const char16_t unit = *p++;
        if (unit < 0x80) {
            switch (unit) {
            case u'"':
                escaped('"');
                break;
            case u'\\':
                escaped('\\');
                break;
            case u'\b':
                escaped('b');
                break;
            case u'\f':
                escaped('f');
                break;
            case u'\n':
                escaped('n');
                break;
            case u'\r':
                escaped('r');
                break;
            case u'\t':
                escaped('t');
                break;
            default:
                if (unit < 0x20)
                    escapeUnit(unit);
                else
                    *w++ = char(unit);
            }
        } else if (unit < 0x800) {
            *w++ = char(0xc0 | (unit >> 6));
            *w++ = char(0x80 | (unit & 0x3f));
        } else if (QChar::isHighSurrogate(unit) && p < end && QChar::isLowSurrogate(*p)) {
            const char32_t code = QChar::surrogateToUcs4(unit, *p++);
            *w++ = char(0xf0 | (code >> 18));
            *w++ = char(0x80 | ((code >> 12) & 0x3f));
            *w++ = char(0x80 | ((code >> 6) & 0x3f));
            *w++ = char(0x80 | (code & 0x3f));
        } else if (QChar::isSurrogate(unit)) {
            // A lone surrogate has no UTF-8 form; the escape keeps the file valid UTF-8.
            escapeUnit(unit);
        } else {
            *w++ = char(0xe0 | (unit >> 12));
            *w++ = char(0x80 | ((unit >> 6) & 0x3f));
            *w++ = char(0x80 | (unit & 0x3f));
        }
    }
    *w++ = '"';
    out.truncate(w - out.constData());
}

void JsonWriter::indent(qsizetype depth)
{
    mOut += '\n';
    mOut.append(depth * 2, ' ');
}

void JsonWriter::beforeValue()
{
    if (mAfterKey) {
        mAfterKey = false;
        return;
    }
    if (mLevels.empty())
        return;
    Level &level = mLevels.back();
    if (!level.empty)
        mOut += ',';
    if (level.inlined) {
        if (!level.empty)
            mOut += ' ';
    } else {
        indent(qsizetype(mLevels.size()));
    }
    level.empty = false;
}

void JsonWriter::beginObject(bool inlined)
{
    beforeValue();
    mOut += '{';
    mLevels.push_back({inlined || (!mLevels.empty() && mLevels.back().inlined), true});
}

void JsonWriter::beginArray(bool inlined)
{
    beforeValue();
    mOut += '[';
    mLevels.push_back({inlined || (!mLevels.empty() && mLevels.back().inlined), true});
}

void JsonWriter::close(char bracket)
{
    const Level level = mLevels.back();
    mLevels.pop_back();
    if (!level.empty && !level.inlined)
        indent(qsizetype(mLevels.size()));
    mOut += bracket;
}

void JsonWriter::endObject()
{
    close('}');
}
void JsonWriter::endArray()
{
    close(']');
}

void JsonWriter::key(QStringView key)
{
    beforeValue();
    appendJsonString(mOut, key);
    mOut += ": ";
    mAfterKey = true;
}

void JsonWriter::value(QStringView text)
{
    beforeValue();
    appendJsonString(mOut, text);
}

void JsonWriter::value(double number)
{
    beforeValue();
    mOut += formatJsonNumber(number);
}

void JsonWriter::value(int number)
{
    beforeValue();
    char buffer[16];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, number);
    mOut.append(buffer, result.ptr - buffer);
}

void JsonWriter::null()
{
    beforeValue();
    mOut += "null";
}

void JsonWriter::finish()
{
    mOut += '\n';
}

} // namespace podcad
