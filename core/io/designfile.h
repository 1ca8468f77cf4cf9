#pragma once

#include "migrations.h"
#include "model/design.h"
#include "model/textrules.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <map>
#include <optional>
#include <vector>

namespace podcad {

// One problem found in a design file, where `location` is a JSON path into the file
// (`devices[12].rack`, `links[4].b.device`), "line L, column C" for text that is not JSON, or empty
// for problems with the file as a whole (missing, too large).
struct FileIssue final
{
    QString location;
    QString message;

    QString toString() const; // "devices[12].rack: unknown rack \"r-99\""
    bool operator==(const FileIssue &) const = default;
};

// Where each object of a design file was defined, by id: one hash per kind, filled by the reader
// as it goes (it checks duplicate and dangling ids against them) and kept so that callers can point
// at the place in the file an analysis problem is about.
class IdLocations final
{
public:
    enum Array : quint8 { Fabrics, Racks, Devices, Links };

    // "devices[3]"; an empty string when the file defines no such object. Ids are unique per kind
    // only: should a rack and a device share an id, this names the first in file order (fabrics,
    // racks, devices, links).
    QString at(const QString &id) const;
    std::size_t size() const; // objects located, over all kinds

    // Remembers the first definition of `id` in `array` (`valid` false: an id that was refused,
    // kept only so that references to it do not also report it as unknown). Returns the index of
    // an earlier definition instead, or -1.
    qsizetype add(Array array, const QString &id, qsizetype index, bool valid = true);
    bool contains(Array array, const QString &id) const { return mById[array].contains(id); }

    static QString location(Array array, qsizetype index);

private:
    struct Place final
    {
        qint32 index = 0;
        bool valid = true;
    };
    QHash<QString, Place> mById[4];
};

struct LoadResult final
{
    std::optional<Design> design;    // set only when `errors` is empty
    std::vector<FileIssue> errors;   // every problem found, in file order
    std::vector<FileIssue> warnings; // do not stop the load: unknown keys, which are ignored
    int fileVersion = 0; // the version the file declared, before migration; 0 if unknown
    // JSON location of each object by id, filled as far as the file could be read, also when
    // loading fails.
    IdLocations locationOfId;

    bool ok() const { return design.has_value(); }
    // "pod.podcad: devices[12].rack: unknown rack \"r-99\"" (`file` is prefixed as given).
    QString firstError(const QString &file) const;
    QStringList errorLines(const QString &file) const;
    QStringList warningLines(const QString &file) const;
};

// Reads and writes `*.podcad` files (docs/file-format.md).
//
// Layout (version 4): a JSON object with keys in this order: format ("podcad-design"), version,
// name, site, location, assumptions {key: number}, price_overrides {SKU: USD}, workload, hall,
// facility (each of the optional ones written only when the design has it), fabrics, racks,
// devices, links; arrays in id order, object keys sorted, keys in snake_case
// with units. Every key the writer writes is required on reading, except: `price_overrides`
// (absent: none), a device's `rack` (null or absent: not placed), `price_override_usd` and
// `power_override_w` (absent or null: no override), a device's `feed` and a rack's `feeds` (absent:
// see docs/analysis.md, "A and B power feeds"), a link's `fabric` (null or absent: none), and the
// hall's and facility's optional keys (docs/file-format.md).
// Unknown keys are ignored with a warning, so a typo in an optional key does not vanish silently.
// SKUs are not checked here (io does not know the catalog); the analysis reports unknown SKUs.
class DesignFile final
{
public:
    static constexpr int kFormatVersion = kDesignFormatVersion;
    // Bigger files are refused before reading: a 64-SU SuperPOD is 26 MB and a 131,072-GPU fat
    // tree 110 MB, so anything this large is a wrong file or an attack, and reading it would only
    // exhaust memory. Reading takes about three times the file's size at its peak.
    static constexpr qint64 kMaxFileBytes = qint64(256) * 1024 * 1024;
    // Counts and lengths checked right after parsing, before any object is built: each is far
    // beyond a real design (a 64-SU SuperPOD has 706 racks, 7,664 devices and 96,380 links), so a
    // file beyond one is refused in one line instead of costing seconds and gigabytes.
    static constexpr qsizetype kMaxFabrics = 1000;
    static constexpr qsizetype kMaxRacks = 100000;
    static constexpr qsizetype kMaxDevices = 500000;
    static constexpr qsizetype kMaxLinks = 2000000;
    static constexpr qsizetype kMaxTextBytes = podcad::kMaxTextBytes; // model/textrules.h
    // The most a price (a device's or a SKU's override) may be, in USD.
    static constexpr double kMaxPriceUsd = 1e10;
    // The most a device's power override may be, in W: a sanity limit against a corrupt file
    // (a whole GB300 NVL72 rack draws about 0.14 MW), not an engineering one.
    static constexpr double kMaxPowerOverrideW = 2e6;
    // Beyond this many errors the reader stops listing them (and says so): nobody reads more.
    static constexpr int kMaxErrors = 1000;

    // Never modifies the file.
    static LoadResult read(const QString &path);
    static LoadResult parse(const QByteArray &bytes);

    // Pretty-printed UTF-8 JSON ending in a newline; the same design always gives the same bytes.
    static QByteArray serialize(const Design &design);
    // Write-temp-then-rename (AtomicFile): on failure the existing file is untouched. `error` names
    // the file. Refuses designs holding non-finite numbers, which JSON cannot represent.
    static bool write(const Design &design, const QString &path, QString *error = nullptr);
};

} // namespace podcad
