#pragma once

#include "model/design.h"

#include <QString>
#include <optional>

namespace podcad {

// The crash net: a copy of the open design written every minute while it has unsaved changes to
// QStandardPaths::AppDataLocation/recovery/, removed when the design is saved or closed cleanly.
// Finding one at start-up means the last session ended without either, so it is offered back.
class Autosave final
{
public:
    struct Recovered final
    {
        Design design;
        QString originalPath; // the file the design was opened from; empty for an untitled one
        QString savedAt;      // local time of the autosave, for the prompt
    };

    static QString recoveryDir();
    static QString recoveryFile();

    // Writes as a design is saved (AtomicFile), so a crash or a full disk during the autosave
    // keeps the previous copy whole.
    static bool write(const Design &design, const QString &originalPath, QString *error = nullptr);
    static void remove();
    static bool exists();
    // The recovery copy, or nothing when there is none or it cannot be read (then it is removed:
    // offering a broken file at every start helps nobody).
    static std::optional<Recovered> load();
};

} // namespace podcad
