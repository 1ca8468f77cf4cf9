#pragma once

#include "model/workload.h"
#include "session/documentcommand.h"

#include <QString>
#include <optional>

namespace podcad {

// The Workload dock: sets (or, with nullopt, clears) what the design is for (Design::workload, the
// file's "workload"). Typing into a field pushes one command per keystroke; consecutive commands
// that name the same `field` merge, as a text editor's typing does, so one Undo takes the whole
// edit of that field back. The change event is PropertiesEdited naming "workload": no object and
// no figure of the design changed, so the fabric analysis and the costs are not run again.
// Refuses a workload the design file reader would refuse (an incomplete one: no model, a training
// target without GPUs or days, a value out of range), in the reader's words.
class SetWorkload final : public DocumentCommand
{
public:
    // `field` names what was edited ("training.tokens"); empty: never merge (a model change,
    // clearing a target).
    SetWorkload(Document *document, std::optional<Workload> workload, const QString &field = {});
    void perform() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    // The file key the change event names.
    static QString fileKey() { return QStringLiteral("workload"); }

private:
    void apply(const std::optional<Workload> &workload);

    std::optional<Workload> mAfter;
    std::optional<Workload> mBefore;
    QString mField;
};

} // namespace podcad
