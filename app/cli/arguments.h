#pragma once

#include <QString>
#include <QStringList>
#include <map>
#include <set>

namespace podcad::cli {

// A deliberately small argument parser: positional words plus `--name value`, `--flag` and `-o`.
// QCommandLineParser exits the process on --help and knows nothing of subcommands; scripts need
// exact exit codes, so PodCAD parses by hand and reports the first mistake as a usage error.
class Arguments final
{
public:
    // `valued`: options that take a value ("--kind", "-o"); `flags`: options that do not.
    Arguments(const QStringList &args, std::set<QString> valued, std::set<QString> flags);

    bool ok() const { return mError.isEmpty(); }
    const QString &error() const { return mError; }
    const QStringList &positional() const { return mPositional; }
    bool has(const QString &option) const { return mValues.count(option) || mFlags.count(option); }
    QString value(const QString &option, const QString &fallback = {}) const;

private:
    QStringList mPositional;
    std::map<QString, QString> mValues;
    std::set<QString> mFlags;
    QString mError;
};

} // namespace podcad::cli
