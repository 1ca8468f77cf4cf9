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

// The Workload dock (issue 15): what the design is for and whether it does it. The form edits the
// design's workload through SetWorkload (saved with the design, undoable, filled again when a file
// is opened); the results are evaluateWorkload() of the design as it is, recomputed as one types.
// Evaluation is a few microseconds of arithmetic plus one pass over the devices to find the GPU
// system (well under a millisecond on a 64-SU SuperPOD), so it runs on the UI thread; a design
// edit costs one such pass, coalesced to one per event-loop turn. The run's cost is taken from the
// live session's cost snapshot (computed off the UI thread) once it is the design's.
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

    // Evaluates now (tests, and the screenshot): normally it happens on the next turn of the
    // event loop after a change, or when the dock is shown.
    void refresh();

Q_SIGNALS:
    void compareRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onChanged(const ChangeEvent &event);
    void onEdited(const QString &field);
    void schedule();

    LiveSession *mSession;
    Document *mDocument;
    WorkloadInputs *mInputs;
    WorkloadResults *mResults;
    QLabel *mStatus;
    QPushButton *mCompare;
    QPushButton *mClear;
    bool mPushing = false;
    bool mScheduled = false;
    bool mStale = true;
};

} // namespace podcad
