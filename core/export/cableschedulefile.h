#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace podcad {

class CableSchedule;

enum class ScheduleFormat { Csv, Xlsx };

// The format a file name's suffix names (any case); nullopt for another suffix or none.
std::optional<ScheduleFormat> scheduleFormatOf(const QString &path);

// A length in metres rounded to the centimetre, the precision every cable schedule (CSV, XLSX,
// podcad-cli cables and its --json) gives: the number itself, so 14.799975 is 14.8.
double roundedMetres(double m);

// The schedule as an RFC 4180 CSV (csv::field's quoting): one row per cable, header first.
QByteArray cableScheduleCsv(const CableSchedule &schedule);

// Writes the schedule as the path's suffix says: the CSV, or a workbook with a "Cable schedule"
// sheet (the CSV's columns) and a "Cables by length" summary. Written to a temporary file beside
// `path` and moved to `path` only when complete; an existing file is replaced only when
// `replaceExisting` says so, and never truncated on failure. False and one line naming the file
// in `error` on failure.
bool writeCableSchedule(const QString &path, const CableSchedule &schedule,
                        const QString &designName, bool replaceExisting, QString *error);

} // namespace podcad
