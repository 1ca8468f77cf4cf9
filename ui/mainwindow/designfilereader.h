#pragma once

#include "io/designfile.h"

#include <QString>
#include <memory>
#include <optional>

class QWidget;

namespace podcad {

class Design;

// A design file read for the window (Open, Open Recent, Revert, the file given at start-up) on a
// worker thread: a 64-SU SuperPOD's 25 MB take a third of a second to parse, and a file on a
// slow share longer, while the window keeps painting.
struct ReadDesignFile final
{
    LoadResult loaded;
    // A copy of the design read, made on the worker too, for Document::reset: the cable plan's
    // build and the first analysis read it instead of copying the design on the UI thread.
    std::shared_ptr<const Design> snapshot;
};

// Reads `path` on a worker and returns once it is read. For the first `dialogDelayMs` the
// window's input waits (an edit or a second Open would land on the design about to be replaced);
// after that a window-modal dialog over `window` names the file with a Cancel button, and the
// window repaints behind it. Empty when the user cancelled: the read's result is then dropped
// when the worker ends.
std::optional<ReadDesignFile> readDesignFile(QWidget *window, const QString &path,
                                             int dialogDelayMs);

} // namespace podcad
