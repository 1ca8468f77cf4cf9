#include "pgpass.h"

#include "catalogurl.h"
#include "platform/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// The first four fields of a line, unescaped; fewer when the line has fewer.
QStringList keyFields(const QString &line)
{
    QStringList fields;
    QString field;
    for (qsizetype i = 0; i < line.size() && fields.size() < 4; ++i) {
        const QChar c = line.at(i);
        if (c == u'\\' && i + 1 < line.size()) {
            field += line.at(++i);
        } else if (c == u':') {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    return fields;
}

} // namespace

QString PgPass::path()
{
    const QString fromEnvironment = qEnvironmentVariable("PGPASSFILE");
    return fromEnvironment.isEmpty() ? QDir::home().filePath(u".pgpass"_s) : fromEnvironment;
}

QString PgPass::exposed()
{
    const QFileInfo info(path());
    if (!info.exists())
        return {};
    const QFile::Permissions others = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup |
                                      QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    if (!(info.permissions() & others))
        return {};
    return u"the password file %1 can be read by others; libpq will not use it: "
           "chmod 600 %1"_s.arg(QDir::toNativeSeparators(info.filePath()));
}

QString PgPass::escaped(const QString &field)
{
    QString out = field;
    out.replace(u"\\"_s, u"\\\\"_s);
    out.replace(u":"_s, u"\\:"_s);
    return out;
}

bool PgPass::store(const CatalogUrl &url, QString *error)
{
    const QString file = path();
    const QString port = url.port() > 0 ? QString::number(url.port()) : u"*"_s;
    const QStringList key{url.host(), port, url.database(), url.user()};

    QStringList lines;
    if (QFile in(file); in.exists()) {
        if (!in.open(QIODevice::ReadOnly)) {
            *error = u"%1: cannot read it (%2)"_s.arg(file, in.errorString());
            return false;
        }
        lines = QString::fromUtf8(in.readAll()).split(u'\n');
        if (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
    }
    QStringList kept;
    for (const QString &line : std::as_const(lines))
        if (line.startsWith(u'#') || keyFields(line) != key)
            kept << line;
    QStringList fields;
    for (const QString &field : key)
        fields << (field == u"*"_s ? field : escaped(field));
    // First: libpq takes the first line that matches, and a wildcard line further up
    // (`*:*:*:alice:old`) would otherwise win over this one.
    kept.prepend(fields.join(u':') + u':' + escaped(url.password()));

    // libpq ignores a password file that others can read: the new file is 0600 before the first
    // byte of it is written, whatever the old one's permissions were.
    AtomicFile out(file);
    out.setPermissions(0600);
    if (!out.open() || !out.write((kept.join(u'\n') + u'\n').toUtf8()) || !out.commit()) {
        *error = u"%1: cannot write it (%2)"_s.arg(file, out.errorString());
        return false;
    }
    return true;
}

} // namespace podcad
