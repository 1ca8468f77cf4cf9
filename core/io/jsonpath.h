#pragma once

#include <QAnyStringView>
#include <QString>

namespace podcad {

// A location in a JSON document as messages name it: `devices[12].rack`, `links[4].b.device`.
//
// The reader visits hundreds of thousands of objects and almost none has a problem, so a location
// is a chain of views on the caller's stack and becomes text only when a message needs it.
// Everything it points at must outlive it (keys are string literals or the caller's locals).
// Keys are any text Qt can view: ASCII literals of the reader, UTF-8 keys straight from the file.
struct JsonPath final
{
    const JsonPath *parent = nullptr;
    QAnyStringView key;   // an object's key, or the array's key for an element
    qsizetype index = -1; // >= 0: element `index` of the array `key`

    // Never on a temporary: the child keeps the parent's address (write JsonPath{nullptr, key}).
    JsonPath child(QAnyStringView childKey) const { return {this, childKey, -1}; }
    JsonPath element(qsizetype i) const { return {parent, key, i}; }

    QString toString() const
    {
        QString text = parent ? parent->toString() : QString();
        if (!key.isEmpty()) {
            if (!text.isEmpty())
                text += u'.';
            text += key.toString();
        }
        if (index >= 0)
            text += u'[' + QString::number(index) + u']';
        return text;
    }
};

} // namespace podcad
