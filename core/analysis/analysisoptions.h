#pragma once

#include <atomic>
#include <cstdint>

namespace podcad {

// How hard analyze() searches for the bisection. The search is deterministic for a given seed,
// so a design analyses the same every time, on every machine.
enum class AnalysisEffort {
    Quick,    // structured candidates only (rack, row, leaf group, pod, graph order): for the GUI
              // while a person drags things around
    Normal,   // plus Fiduccia-Mattheyses refinement of the best candidates, and random restarts
              // on fabrics small enough for them to matter
    Thorough, // many more random restarts and passes, whatever the size
};

struct AnalysisOptions final
{
    AnalysisEffort effort = AnalysisEffort::Normal;
    std::uint32_t seed = 20260401;
    bool fabricFigures = true; // bisection, oversubscription, hops; off: the counts only
    // Set by the GUI when a newer edit has made this computation pointless: the analysis then
    // stops at its next check (between fabrics, between bisection candidates) and returns what it
    // has, marked cancelled, instead of finishing a result nobody will see. Null: never cancelled.
    const std::atomic<bool> *cancel = nullptr;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

} // namespace podcad
