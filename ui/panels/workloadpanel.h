#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace podcad {

class Document;
class LiveSession;
class WorkloadInputs;
class WorkloadResults;
struct ChangeEvent;

// The Workload dock: what the design is for and whether it does it. The form edits the design's
// workload through SetWorkload (saved with the design, undoable, filled again when a file is
// opened); the results are the live session's evaluation of it (LiveSession::workload(), computed
// off the UI thread after the analysis and the costs, or alone after a workload edit), shown when
// it arrives.
class WorkloadPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadPanel(LiveSession *session, QWidget *parent = nullptr);

    WorkloadInputs *inputs() const { return mInputs; }
    WorkloadResults *results() const { return mResults; }
    QPushButton *compareButton() const { return mCompare; }
    QPushButton *clearButton() const { return mClear; }
    QLabel *statusLabel() const { return mStatus; }

    // Shows the session's newest evaluation (or why there is none).
    void refresh();

Q_SIGNALS:
    void compareRequested();

private:
    void onChanged(const ChangeEvent &event);
    void onEdited(const QString &field);

    LiveSession *mSession;
    Document *mDocument;
    WorkloadInputs *mInputs;
    WorkloadResults *mResults;
    QLabel *mStatus;
    QPushButton *mCompare;
    QPushButton *mClear;
    bool mPushing = false;
};

} // namespace podcad
