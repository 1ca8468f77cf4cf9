#pragma once

#include <QByteArray>
#include <QStringView>
#include <vector>

namespace podcad {

// A small streaming JSON writer for files people read and diff: keys come out in the order the
// caller writes them (QJsonObject would sort them), indentation is two spaces, and numbers use the
// shortest text that reads back as the same double, so writing the same data gives the same bytes.
// It appends straight to one buffer, which keeps large designs (tens of thousands of objects) fast.
//
// The caller is trusted to nest begin/end calls correctly; it is not a validating writer.
class JsonWriter final
{
public:
    explicit JsonWriter(QByteArray &out)
        : mOut(out)
    {}

    // `inlined` containers print on one line (`{"a": 1, "b": 2}`): used for small fixed records
    // such as a link end, where one line per field would only add noise to diffs.
    void beginObject(bool inlined = false);
    void endObject();
    void beginArray(bool inlined = false);
    void endArray();

    void key(QStringView key);
    void value(QStringView text);
    void value(double number); // non-finite numbers have no JSON form: they are written as null
    void value(int number);
    void null();

    // Ends the document with a newline, so that the file ends like a text file.
    void finish();

private:
    struct Level
    {
        bool inlined = false;
        bool empty = true;
    };
    void beforeValue();
    void indent(qsizetype depth);
    void close(char bracket);

    QByteArray &mOut;
    std::vector<Level> mLevels;
    bool mAfterKey = false;
};

// The writer's text for a number, also used by messages so they quote a value the way files show
// it.
QByteArray formatJsonNumber(double number);

// Appends `text` as a JSON string literal (quotes and escapes included), UTF-8 encoded.
void appendJsonString(QByteArray &out, QStringView text);

} // namespace podcad
