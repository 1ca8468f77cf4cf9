#pragma once

#include <QString>
#include <array>
#include <cmath>
#include <optional>

namespace podcad {

// The two sides of a rack's power: data centres feed a GPU rack from two independent paths (A and
// B, each through its own PDUs) so that it survives losing one of them.
enum class FeedSide { A, B };

inline constexpr std::array<FeedSide, 2> kFeedSides{FeedSide::A, FeedSide::B};

inline QString feedName(FeedSide side)
{
    return side == FeedSide::A ? QStringLiteral("A") : QStringLiteral("B");
}
// "A" or "B" (also lowercase, as people type it); nullopt for anything else.
std::optional<FeedSide> feedFromName(const QString &name);
inline FeedSide otherFeed(FeedSide side)
{
    return side == FeedSide::A ? FeedSide::B : FeedSide::A;
}
inline int feedIndex(FeedSide side)
{
    return side == FeedSide::A ? 0 : 1;
}

// One circuit of a feed as the site provides it: what every PDU on that side of the rack plugs
// into. Usable power follows NetBox's power model (DOMAIN.md section 5): V x A x sqrt(3) for three
// phases (x 1 for one) x the share the breaker may carry continuously (80 % by default).
struct PowerFeed final
{
    double voltageV = 415;
    double currentA = 60;
    int phases = 3; // 1 or 3
    double derating = 0.8;

    double usableW() const
    {
        return voltageV * currentA * (phases == 3 ? std::sqrt(3.0) : 1.0) * derating;
    }
    bool operator==(const PowerFeed &) const = default;
};

// Checked when a file is read and when the inspector edits a feed: a line-to-line voltage from
// 100 to 1,000 V, 1 to 1,000 A, 1 or 3 phases, a derating above 0 up to 1.
struct PowerFeedLimits final
{
    static constexpr double kMinVoltageV = 100, kMaxVoltageV = 1000;
    static constexpr double kMinCurrentA = 1, kMaxCurrentA = 1000;
    static constexpr double kMinDerating = 0.01, kMaxDerating = 1;
};

} // namespace podcad
