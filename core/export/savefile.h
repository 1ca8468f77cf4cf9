#pragma once

#include <QByteArray>
#include <QString>

namespace podcad {

// Writes `bytes` to `path` through QSaveFile: a failure leaves an existing file untouched.
// `error` gets one line naming the file.
bool saveFile(const QString &path, const QByteArray &bytes, QString *error);

// A free name beside `path` (".NAME.XXXXXX" in its folder) for a writer that creates the file
// itself (libxlsxwriter) and moves it over `path` when complete: on one file system, so the move
// is a rename. The name is not held open, so the file gets the usual permissions rather than the
// owner-only ones of a temporary file; its unusual pattern keeps it free. Empty, with the reason
// in `why`, when the folder takes no file.
QString nameBeside(const QString &path, QString *why);

// Moves the complete file `written` (a nameBeside() name) over `path`, replacing what is there; on
// failure removes it and says why in `why`.
bool moveOver(const QString &written, const QString &path, QString *why);

} // namespace podcad
