#pragma once

#include <QByteArray>
#include <QString>
#include <functional>
#include <optional>

namespace podcad {

// Writes `bytes` to `path` through AtomicFile (docs/save-faults.md): the file on disk is the old
// one or the new one, complete, whatever happens meanwhile. `error` gets one line naming the file.
bool saveFile(const QString &path, const QByteArray &bytes, QString *error);

// The same, for callers that word the message themselves: the reason alone goes to `why`. With
// `replaceExisting` false a file at `path` is never replaced, even one that appears meanwhile.
bool replaceFile(const QString &path, const QByteArray &bytes, bool replaceExisting, QString *why);

// What `produce` writes to the file it is given, for writers that want a file name rather than a
// buffer (libxlsxwriter): the name is in a private folder in the system's temporary folder, so
// nothing but the finished bytes ever goes beside the user's file. Nothing, with the reason in
// `why`, when `produce` fails or its file cannot be read.
std::optional<QByteArray>
producedBytes(const std::function<bool(const QString &file, QString *why)> &produce, QString *why);

} // namespace podcad
