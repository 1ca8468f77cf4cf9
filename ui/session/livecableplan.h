#pragma once

#include "backgroundtask.h"
#include "cabling/cableplan.h"

#include <QObject>
#include <QSet>
#include <memory>

namespace podcad {

class Catalog;
class Document;
struct ChangeEvent;

// The design's cable plan (CablePlan) kept in step with the editor: planned whole off the UI
// thread when a design opens, the hall changes or a catalog comes, then after each edit only the
// links the edit touches are planned again on the UI thread (a rack moved: the links of its
// devices), before the document's listeners hear of the edit (Document::aboutToNotify), so the
// Inspector and the Hall view read a plan that matches the design. An edit that moves the hall the
// routes run through (a design without trays of its own routes through ones fitted around its
// racks) is planned whole off the UI thread, like a new hall. Undo and redo are edits like
// any other. Which links an edit touches, and when it plans whole, is CablePlanUpdate's rule.
class LiveCablePlan final : public QObject
{
    Q_OBJECT
public:
    LiveCablePlan(Document *document, QObject *parent = nullptr);
    ~LiveCablePlan() override;

    // The plan of the design as it now is; empty while isReady() is false.
    const CablePlan &plan() const { return *mPlan; }
    // The same, to keep: it never changes (the next edit makes a new one).
    std::shared_ptr<const CablePlan> shared() const { return mPlan; }
    // False from the opening of a design (or a hall or catalog change) until its whole plan has
    // been built.
    bool isReady() const { return mReady; }
    // Milliseconds the last edit's update took on the UI thread (for the edit benchmark).
    double lastUpdateMs() const { return mLastUpdateMs; }

    // Plans the whole design again, off the UI thread (a newer catalog, for one).
    void rebuild();

Q_SIGNALS:
    // plan() changed: built whole, or updated after an edit.
    void changed();

private:
    void onEdit(const ChangeEvent &event);

    Document *mDocument;
    std::shared_ptr<const CablePlan> mPlan = std::make_shared<const CablePlan>();
    bool mReady = false;
    // Links edited while a whole build runs: planned again on the design as it is when it lands.
    QSet<QString> mEditedDuringBuild;
    double mLastUpdateMs = 0;
    // The whole build; a newer one supersedes it. Last: goes first, so that no plan reaches the
    // members above.
    BackgroundTask mBuild;
};

} // namespace podcad
