#pragma once

namespace podcad {

// What the scenes did to their items since the counters were reset: an edit must cost what it
// touches (tests assert on these for one-device edits of a 16-SU SuperPOD).
struct SceneCounters final
{
    int created = 0;
    int synced = 0;
    int removed = 0;
};

} // namespace podcad
