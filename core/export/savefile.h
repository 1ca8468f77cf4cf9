#pragma once

#include <QByteArray>
#include <QString>

namespace podcad {

// Writes `bytes` to `path` through QSaveFile: a failure leaves an existing file untouched.
// `error` gets one line naming the file.
bool saveFile(const QString &path, const QByteArray &bytes, QString *error);

} // namespace podcad
