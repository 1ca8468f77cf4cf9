#pragma once

// The save paths of podcad-cli as the fault and kill tests drive them (docs/save-faults.md): each
// is a command line that writes an old or a new version of one target in a work folder, and a
// check that what is on disk is one of the two versions, whole.

#include "catalog/usercatalog.h"
#include "io/designfile.h"
#include "testpaths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStringList>
#include <functional>
#include <map>

namespace podcad::test {

inline QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every entry under `dir`, hidden ones too, relative, with its bytes (empty for folders).
inline std::map<QString, QByteArray> fileTree(const QString &dir)
{
    std::map<QString, QByteArray> entries;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        entries[QDir(dir).relativeFilePath(path)] = it.fileInfo().isFile() ? bytesOf(path) : "";
    }
    return entries;
}

// The SKUs of a user catalog, sorted; one "unreadable: ..." entry when PodCAD cannot read it.
inline QStringList userCatalogSkus(const QString &userCatalog)
{
    std::vector<DeviceModel> models;
    QString error;
    if (!UserCatalog::read(userCatalog, &models, &error))
        return {QStringLiteral("unreadable: ") + error};
    QStringList skus;
    for (const DeviceModel &m : models)
        skus << m.sku;
    skus.sort();
    return skus;
}

struct SavePath
{
    QString target; // the file or folder name in the work folder
    // The podcad-cli arguments that write the old or the new version to `target`.
    std::function<QStringList(const QString &target, bool newer)> command;
    bool folder = false; // a NetBox folder: its old version is "absent"
    // Set for a save that no podcad-cli command makes (the password file, the team catalog's
    // local copy): writes the old or the new version in this process and returns the exit status
    // podcad-cli would (0, or 2 with the one-line error in `*error`). `command` is then unused.
    std::function<int(const QString &target, bool newer, QString *error)> inProcess = {};
};

// The save paths by name, writing designs generated from `oldDesign` and `newDesign`.
inline std::map<QString, SavePath> savePaths(const QString &oldDesign, const QString &newDesign)
{
    std::map<QString, SavePath> paths;
    auto design = [=](bool newer) { return newer ? newDesign : oldDesign; };
    paths[QStringLiteral("design")] = {
        QStringLiteral("pod.podcad"), [](const QString &target, bool newer) {
            return QStringList{
                QStringLiteral("generate"), QStringLiteral("basepod"),
                QStringLiteral("--system"), QStringLiteral("dgx-h100"),
                QStringLiteral("--nodes"),  newer ? QStringLiteral("4") : QStringLiteral("2"),
                QStringLiteral("-o"),       target};
        }};
    for (const char *suffix : {"csv", "xlsx", "pdf"})
        paths[QStringLiteral("bom-") + QLatin1String(suffix)] = {
            QStringLiteral("bom.") + QLatin1String(suffix), [=](const QString &target, bool newer) {
                return QStringList{QStringLiteral("bom"), design(newer), QStringLiteral("-o"),
                                   target, QStringLiteral("--force")};
            }};
    for (const char *suffix : {"csv", "xlsx"})
        paths[QStringLiteral("cables-") + QLatin1String(suffix)] = {
            QStringLiteral("cables.") + QLatin1String(suffix),
            [=](const QString &target, bool newer) {
                return QStringList{QStringLiteral("cables"), design(newer), QStringLiteral("-o"),
                                   target, QStringLiteral("--force")};
            }};
    paths[QStringLiteral("netbox")] = {QStringLiteral("netbox"),
                                       [=](const QString &target, bool newer) {
                                           return QStringList{
                                               QStringLiteral("export"), QStringLiteral("netbox"),
                                               design(newer), QStringLiteral("-o"), target};
                                       },
                                       true};
    const QString data = QStringLiteral(PODCAD_TEST_DATA_DIR "/netbox/");
    paths[QStringLiteral("usercatalog")] = {
        QStringLiteral("user-catalog.db"), [=](const QString &target, bool newer) {
            return QStringList{QStringLiteral("--user-catalog"),
                               target,
                               QStringLiteral("catalog"),
                               QStringLiteral("import"),
                               QStringLiteral("netbox-device-type"),
                               data + (newer ? QStringLiteral("supermicro-sys-1029u-tr4.yaml")
                                             : QStringLiteral("mellanox-sn2010.yaml"))};
        }};
    return paths;
}

// Empty when `target` holds the new version of `kind`, whole; else what is wrong. `reference` is
// the new version as a fault-free save wrote it (fileTree of a folder, else the file's bytes under
// the key ""). Workbooks and PDFs carry the time they were made, so they are checked for being
// complete (a zip's end record, a PDF's %%EOF) rather than compared.
inline QString notNewVersion(const QString &kind, const QString &target,
                             const std::map<QString, QByteArray> &reference)
{
    const QByteArray bytes = bytesOf(target);
    if (kind == QLatin1String("design")) {
        if (!DesignFile::read(target).design)
            return QStringLiteral("the design does not read back");
        return bytes == reference.at({}) ? QString() : QStringLiteral("other bytes");
    }
    if (kind.endsWith(QLatin1String("csv")))
        return bytes == reference.at({}) ? QString() : QStringLiteral("other bytes");
    if (kind.endsWith(QLatin1String("xlsx")))
        return bytes.startsWith("PK\x03\x04") && bytes.right(22).startsWith("PK\x05\x06")
                   ? QString()
                   : QStringLiteral("not a complete workbook");
    if (kind.endsWith(QLatin1String("pdf")))
        return bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF")
                   ? QString()
                   : QStringLiteral("not a complete PDF");
    if (kind == QLatin1String("netbox"))
        return fileTree(target) == reference ? QString() : QStringLiteral("other files");
    if (kind == QLatin1String("usercatalog"))
        return userCatalogSkus(target).size() == 2 ? QString() : userCatalogSkus(target).join(u' ');
    if (kind == QLatin1String("pgpass") || kind == QLatin1String("teamcopy"))
        return bytes == reference.at({}) ? QString() : QStringLiteral("other bytes");
    return QStringLiteral("unknown kind");
}

} // namespace podcad::test
