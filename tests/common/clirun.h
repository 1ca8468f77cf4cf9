#pragma once

// Running podcad-cli from a test as a user or a script would: exit status, stdout, stderr.

#include "testpaths.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>

namespace podcad::test {

struct CliRun
{
    int exitCode = -1; // -1: crashed or hung
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList &args)
{
    QProcess p;
    p.start(cliPath(), args);
    if (!p.waitForFinished(300000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// Content and modification time: "untouched" means neither changed.
// Writes a design (or any input) a test keeps in its source to `path`; false when it cannot.
inline bool writeTextFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

inline QByteArray fileFingerprint(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) +
           QFileInfo(path).lastModified().toString(Qt::ISODateWithMs).toUtf8();
}

inline int nonEmptyLineCount(const QByteArray &text)
{
    int n = 0;
    for (const QByteArray &line : text.split('\n'))
        n += line.trimmed().isEmpty() ? 0 : 1;
    return n;
}

// The --json contract: stdout is exactly one JSON object (nothing before or after it).
inline bool parseJsonObject(const QByteArray &out, QJsonObject *object, QString *why)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        *why = error.error != QJsonParseError::NoError ? error.errorString()
                                                       : QStringLiteral("not an object");
        return false;
    }
    *object = doc.object();
    return true;
}

// Every key in the tree is snake case (a-z, 0-9, _): the JSON contract of docs/cli.md.
inline QStringList nonSnakeCaseKeys(const QJsonValue &value, const QString &at = QString())
{
    static const QRegularExpression snake(QStringLiteral("^[a-z][a-z0-9]*(_[a-z0-9]+)*$"));
    QStringList bad;
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!snake.match(it.key()).hasMatch())
                bad << at + u'/' + it.key();
            bad += nonSnakeCaseKeys(it.value(), at + u'/' + it.key());
        }
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            bad += nonSnakeCaseKeys(a.at(i), at + QStringLiteral("[%1]").arg(i));
    }
    return bad;
}

} // namespace podcad::test
