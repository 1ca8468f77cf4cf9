#include "autosave.h"

#include "export/savefile.h"
#include "io/designfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace podcad {
namespace {

QString metaFile()
{
    return Autosave::recoveryDir() + QStringLiteral("/autosave.json");
}

} // namespace

QString Autosave::recoveryDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

QString Autosave::recoveryFile()
{
    return recoveryDir() + QStringLiteral("/autosave.podcad");
}

bool Autosave::write(const Design &design, const QString &originalPath, QString *error)
{
    if (!QDir().mkpath(recoveryDir())) {
        if (error)
            *error = QStringLiteral("cannot create %1").arg(recoveryDir());
        return false;
    }
    if (!DesignFile::write(design, recoveryFile(), error))
        return false;
    // Beside the design, not in it: the design file format has no place for "where I came from".
    const QJsonObject object{
        {QStringLiteral("original_path"), originalPath},
        {QStringLiteral("saved_at"), QDateTime::currentDateTime().toString(Qt::ISODate)}};
    // A failure here loses only the original path: the design is safe.
    saveFile(metaFile(), QJsonDocument(object).toJson(), nullptr);
    return true;
}

void Autosave::remove()
{
    QFile::remove(recoveryFile());
    QFile::remove(metaFile());
}

bool Autosave::exists()
{
    return QFileInfo::exists(recoveryFile());
}

std::optional<Autosave::Recovered> Autosave::load()
{
    if (!exists())
        return std::nullopt;
    LoadResult loaded = DesignFile::read(recoveryFile());
    if (!loaded.design) {
        remove();
        return std::nullopt;
    }
    Recovered r{std::move(*loaded.design), {}, QFileInfo(recoveryFile()).lastModified().toString()};
    QFile meta(metaFile());
    if (meta.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
        r.originalPath = o.value(QStringLiteral("original_path")).toString();
        const QDateTime at =
            QDateTime::fromString(o.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
        if (at.isValid())
            r.savedAt = at.toString();
    }
    return r;
}

} // namespace podcad
