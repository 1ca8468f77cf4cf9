#include "designfile.h"

#include "designreader.h"
#include "model/hallfit.h"

#include <QFile>
#include <QFileInfo>

namespace podcad {
namespace {

LoadResult fileError(const QString &message)
{
    LoadResult result;
    result.errors.push_back({QString(), message});
    return result;
}

QString mebibytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1) + QStringLiteral(" MiB");
}

QString tooLarge(qint64 bytes)
{
    return QStringLiteral("the file is too large (%1; design files are at most %2), not reading it")
        .arg(mebibytes(bytes), mebibytes(DesignFile::kMaxFileBytes));
}

QStringList lines(const std::vector<FileIssue> &issues, const QString &file)
{
    QStringList out;
    out.reserve(qsizetype(issues.size()));
    for (const FileIssue &issue : issues)
        out << file + QStringLiteral(": ") + issue.toString();
    return out;
}

} // namespace

QString IdLocations::location(Array array, qsizetype index)
{
    static const char16_t *const names[] = {u"fabrics", u"racks", u"devices", u"links"};
    return QString::fromUtf16(names[array]) + u'[' + QString::number(index) + u']';
}

QString IdLocations::at(const QString &id) const
{
    for (quint8 a = Fabrics; a <= Links; ++a)
        if (auto it = mById[a].constFind(id); it != mById[a].cend() && it->valid)
            return location(Array(a), it->index);
    return QString();
}

std::size_t IdLocations::size() const
{
    std::size_t n = 0;
    for (const auto &byId : mById)
        for (const Place &p : byId)
            n += p.valid;
    return n;
}

qsizetype IdLocations::add(Array array, const QString &id, qsizetype index, bool valid)
{
    QHash<QString, Place> &byId = mById[array];
    if (auto it = byId.constFind(id); it != byId.cend())
        return it->index;
    byId.insert(id, Place{qint32(index), valid});
    return -1;
}

QString FileIssue::toString() const
{
    return location.isEmpty() ? message : location + QStringLiteral(": ") + message;
}

QString LoadResult::firstError(const QString &file) const
{
    return errors.empty() ? QString() : file + QStringLiteral(": ") + errors.front().toString();
}

QStringList LoadResult::errorLines(const QString &file) const
{
    return lines(errors, file);
}
QStringList LoadResult::warningLines(const QString &file) const
{
    return lines(warnings, file);
}

LoadResult DesignFile::read(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return fileError(QStringLiteral("no such file"));
    if (info.isDir())
        return fileError(QStringLiteral("is a directory, not a design file"));
    // Checked before opening, so a huge file is never read into memory.
    if (info.size() > kMaxFileBytes)
        return fileError(tooLarge(info.size()));

    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fileError(QStringLiteral("cannot open: ") + file.errorString());
    QByteArray bytes;
    if (!file.isSequential()) {
        // Read straight into a buffer with room for the parser's padding (parseDesign then needs
        // no copy of a file that may be 100 MB).
        bytes.reserve(info.size() + kJsonPadding);
        bytes.resize(info.size());
        const qint64 got = file.read(bytes.data(), info.size());
        if (got < 0)
            return fileError(QStringLiteral("cannot read: ") + file.errorString());
        bytes.resize(got);
        if (!file.atEnd()) // it grew since: the size check below still holds
            bytes += file.readAll();
    } else {
        // Pipes and devices report no size up front: read in chunks and stop at the limit.
        for (;;) {
            const QByteArray chunk = file.read(qint64(1) << 20);
            if (chunk.isEmpty())
                break;
            bytes += chunk;
            if (bytes.size() > kMaxFileBytes)
                return fileError(tooLarge(bytes.size()));
        }
    }
    if (file.error() != QFileDevice::NoError)
        return fileError(QStringLiteral("cannot read: ") + file.errorString());
    if (bytes.size() > kMaxFileBytes) // the file grew after the size check
        return fileError(tooLarge(bytes.size()));
    return parse(bytes);
}

LoadResult DesignFile::parse(const QByteArray &bytes)
{
    LoadResult result = parseDesign(bytes, migrationSteps());
    // Version 4 gave the room its rows; racks already stood in metres, so a file from before gets
    // a hall fitted around them (hallfit.h) and nothing else changes. Done after reading rather
    // than as a JSON migration step, so such a file keeps the fast path.
    if (result.design && result.fileVersion < kHallVersion && !result.design->hall)
        result.design->hall = fitHall(*result.design);
    return result;
}

} // namespace podcad
