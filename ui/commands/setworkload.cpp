#include "setworkload.h"

#include "io/workloadfilecheck.h"
#include "model/design.h"

#include <QCoreApplication>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::SetWorkload", text);
}

// QUndoStack merges only commands of one id; the field decides within mergeWith.
constexpr int kSetWorkloadId = 0x574b4c44; // "WKLD"

} // namespace

SetWorkload::SetWorkload(Document *document, std::optional<Workload> workload, const QString &field)
    : DocumentCommand(document, workload ? tr("Edit Workload") : tr("Clear Workload"))
    , mAfter(std::move(workload))
    , mField(field)
{}

void SetWorkload::perform()
{
    mBefore = design().workload;
    if (mBefore == mAfter)
        return refuse(tr("nothing changed"));
    if (mAfter)
        if (const QString problem = workloadFileProblem(*mAfter); !problem.isEmpty())
            return refuse(problem);
    apply(mAfter);
}

void SetWorkload::undo()
{
    apply(mBefore);
}

int SetWorkload::id() const
{
    return mField.isEmpty() ? -1 : kSetWorkloadId;
}

bool SetWorkload::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const SetWorkload *>(other);
    // A refused command changed nothing: its workload must not become this step's.
    if (!next || next->isObsolete() || next->mField != mField || next->document() != document())
        return false;
    mAfter = next->mAfter;
    // Typed back to where the edit began: the step did nothing, and the stack drops it.
    setObsolete(mAfter == mBefore);
    return true;
}

void SetWorkload::apply(const std::optional<Workload> &workload)
{
    design().workload = workload;
    ChangeEvent event(ChangeEvent::Kind::PropertiesEdited);
    event.fields.add(fileKey());
    notify(event);
}

} // namespace podcad
