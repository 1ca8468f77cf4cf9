#include "confidence.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

const std::array<std::pair<Confidence, QString>, 4> kNames{{
    {Confidence::Datasheet, u"datasheet"_s},
    {Confidence::ReferenceArchitecture, u"reference architecture"_s},
    {Confidence::VendorAnnouncement, u"vendor announcement"_s},
    {Confidence::ThirdPartyEstimate, u"third-party estimate"_s},
}};

} // namespace

QString confidenceName(Confidence confidence)
{
    for (const auto &[c, name] : kNames)
        if (c == confidence)
            return name;
    return {};
}

std::optional<Confidence> parseConfidence(const QString &text)
{
    if (text.isEmpty())
        return Confidence::Unrated;
    for (const auto &[c, name] : kNames)
        if (name == text)
            return c;
    return std::nullopt;
}

QString confidenceLabel(Confidence confidence)
{
    return confidence == Confidence::Unrated ? u"not rated"_s : confidenceName(confidence);
}

QString confidenceTag(const Provenance &provenance)
{
    switch (provenance.confidence) {
    case Confidence::Datasheet:
        return u"datasheet"_s;
    case Confidence::ReferenceArchitecture:
        return u"ref. arch."_s;
    case Confidence::VendorAnnouncement:
        return u"announced"_s;
    case Confidence::ThirdPartyEstimate:
        return u"estimate"_s;
    case Confidence::Unrated:
        break;
    }
    return provenance.estimate ? u"estimate"_s : QString();
}

} // namespace podcad
