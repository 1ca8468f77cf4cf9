#include "savefile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>
#include <filesystem>

namespace podcad {

bool saveFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QString nameBeside(const QString &path, QString *why)
{
    const QFileInfo target(path);
    QTemporaryFile reserve(target.absolutePath() + QStringLiteral("/.") + target.fileName() +
                           QStringLiteral(".XXXXXX"));
    reserve.setAutoRemove(false);
    if (!reserve.open()) {
        *why = reserve.errorString();
        return {};
    }
    const QString name = reserve.fileName();
    reserve.close();
    QFile::remove(name);
    return name;
}

bool moveOver(const QString &written, const QString &path, QString *why)
{
    std::error_code ec;
    std::filesystem::rename(written.toStdString(), path.toStdString(), ec);
    if (!ec)
        return true;
    QFile::remove(written);
    *why = QString::fromStdString(ec.message());
    return false;
}

} // namespace podcad
