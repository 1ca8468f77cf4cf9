#include "savefile.h"

#include "platform/atomicfile.h"

#include <QFile>
#include <QTemporaryDir>

namespace podcad {

bool saveFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QString why;
    if (replaceFile(path, bytes, true, &why))
        return true;
    if (error)
        *error = QStringLiteral("%1: cannot write: %2").arg(path, why);
    return false;
}

bool replaceFile(const QString &path, const QByteArray &bytes, bool replaceExisting, QString *why)
{
    AtomicFile file(path,
                    replaceExisting ? AtomicFile::Replace::Always : AtomicFile::Replace::Never);
    if (file.open() && file.write(bytes) && file.commit())
        return true;
    *why = file.errorString();
    return false;
}

std::optional<QByteArray>
producedBytes(const std::function<bool(const QString &file, QString *why)> &produce, QString *why)
{
    const QTemporaryDir scratch;
    if (!scratch.isValid()) {
        *why = QStringLiteral("cannot create a temporary folder: %1").arg(scratch.errorString());
        return std::nullopt;
    }
    const QString file = scratch.filePath(QStringLiteral("produced"));
    if (!produce(file, why))
        return std::nullopt;
    QFile produced(file);
    if (!produced.open(QIODevice::ReadOnly)) {
        *why = produced.errorString();
        return std::nullopt;
    }
    return produced.readAll();
}

} // namespace podcad
