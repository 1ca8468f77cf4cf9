#pragma once

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace podcad::randomedit {

// One generated edit in the form a failing seed is printed in and a test replays: a verb and its
// arguments, one line, separated by spaces ("move-device dgx-01 rack-a2 12 0"). Arguments are
// percent-encoded where they hold a space, a '%' or anything outside printable ASCII, and an
// empty argument is written "-", so that any name survives the round trip.
struct EditStep final
{
    QString verb;
    QStringList args;

    QString toText() const;
    static std::optional<EditStep> fromText(const QString &line);
    bool operator==(const EditStep &) const = default;
};

// Steps from lines of text (blank lines and lines starting with '#' skipped); nullopt and the
// line in `why` when one does not parse.
std::optional<std::vector<EditStep>> parseSteps(const QStringList &lines, QString *why);

} // namespace podcad::randomedit
