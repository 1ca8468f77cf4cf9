#include "editstep.h"

#include <QUrl>

namespace podcad::randomedit {
namespace {

QString encode(const QString &arg)
{
    if (arg.isEmpty())
        return QStringLiteral("-");
    if (arg == QStringLiteral("-"))
        return QStringLiteral("%2D");
    // Unreserved characters stay readable (ids, SKUs, numbers); the rest is escaped.
    return QString::fromLatin1(QUrl::toPercentEncoding(arg, "_.~:,=+/()[]@!*'"));
}

QString decode(const QString &arg)
{
    if (arg == QStringLiteral("-"))
        return {};
    return QUrl::fromPercentEncoding(arg.toLatin1());
}

} // namespace

QString EditStep::toText() const
{
    QStringList parts{verb};
    for (const QString &arg : args)
        parts << encode(arg);
    return parts.join(u' ');
}

std::optional<EditStep> EditStep::fromText(const QString &line)
{
    const QStringList parts = line.split(u' ', Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return std::nullopt;
    for (const QString &part : parts)
        for (QChar c : part)
            if (c.unicode() < 0x21 || c.unicode() > 0x7e)
                return std::nullopt;
    EditStep step;
    step.verb = parts.first();
    for (qsizetype i = 1; i < parts.size(); ++i)
        step.args << decode(parts.at(i));
    return step;
}

std::optional<std::vector<EditStep>> parseSteps(const QStringList &lines, QString *why)
{
    std::vector<EditStep> steps;
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        std::optional<EditStep> step = EditStep::fromText(line);
        if (!step) {
            if (why)
                *why = QStringLiteral("not an edit step: %1").arg(line);
            return std::nullopt;
        }
        steps.push_back(std::move(*step));
    }
    return steps;
}

} // namespace podcad::randomedit
