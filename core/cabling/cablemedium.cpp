#include "cablemedium.h"

namespace podcad {
namespace {

struct Name final
{
    MediumKind kind;
    const char *name;
};
constexpr Name kNames[] = {{MediumKind::TwistedPair, "cat6"},
                           {MediumKind::Dac, "dac"},
                           {MediumKind::Acc, "acc"},
                           {MediumKind::Aoc, "aoc"},
                           {MediumKind::Fibre, "fibre"}};

} // namespace

QString mediumKindName(MediumKind kind)
{
    for (const Name &n : kNames)
        if (n.kind == kind)
            return QString::fromLatin1(n.name);
    return {};
}

std::optional<MediumKind> mediumKindFromName(const QString &name)
{
    for (const Name &n : kNames)
        if (name == QLatin1String(n.name))
            return n.kind;
    return std::nullopt;
}

} // namespace podcad
