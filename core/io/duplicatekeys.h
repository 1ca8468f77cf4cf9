#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace podcad {

// A key that appears twice in one JSON object. Qt's parser keeps the last one silently, so a
// second "devices" or "id" would show up later as a misleading "unknown device":
// the reader refuses such a file instead, naming where both are.
struct DuplicateKey final
{
    QString location; // JSON path of the object's key, as the reader names it: "devices[2].id"
    QString key;
    qsizetype firstOffset = 0; // byte offsets of the two occurrences
    qsizetype secondOffset = 0;
};

// The first duplicate key of `json`, which must be valid JSON (run after the parser accepted it).
// One pass over the bytes, no allocation per value: a 26 MB design takes a few tens of ms.
std::optional<DuplicateKey> findDuplicateKey(const QByteArray &json);

} // namespace podcad
