#pragma once

#include "documentcommand.h"

namespace podcad {

// Puts a device in a rack at a lowest U (or takes it out, with an empty rack id). Consecutive moves
// of the same device with the same non-zero `session` merge into one undo step, so that nudging a
// device up ten units with the arrow keys is undone at once.
class MoveDevice final : public DocumentCommand
{
public:
    static constexpr int kId = 1001;

    MoveDevice(Document *document, QString deviceId, QString rackId, int lowestU, int session = 0);
    void redo() override;
    void undo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void place(const QString &rackId, int lowestU);

    QString mDeviceId;
    QString mRackId;
    int mLowestU;
    int mSession;
    QString mOldRackId;
    int mOldLowestU = 0;
};

} // namespace podcad
