#pragma once

#include "cabling/cableplan.h"

#include <QObject>
#include <QString>
#include <memory>

namespace podcad {
class Catalog;
class Document;
} // namespace podcad

namespace podcad::randomedit {

// The first difference between a cable plan kept in step with the edits and one built from
// scratch of the same design, in words; empty when they are equal: the same links in the same
// order, each with the same route and medium, and each found by its id.
QString cablePlanProblems(const CablePlan &incremental, const CablePlan &scratch);

// A cable plan kept in step with a Document as the window's LiveCablePlan keeps it: each change
// event, as the document announces it (aboutToNotify), goes through CablePlanUpdate, the rule
// LiveCablePlan follows, and a whole plan is built at once where LiveCablePlan builds it on a
// worker. Connect it before the document's first reset.
class IncrementalCablePlan final
{
public:
    IncrementalCablePlan(Document &document, std::shared_ptr<const Catalog> catalog);
    ~IncrementalCablePlan();

    const CablePlan &plan() const { return mPlan; }
    // cablePlanProblems() against CablePlan::build of the document's design as it now is, or
    // against `scratch` when given one (the plan of a whole analysis of that design).
    QString problems(const CablePlan *scratch = nullptr) const;

private:
    Document &mDocument;
    std::shared_ptr<const Catalog> mCatalog;
    CablePlan mPlan;
    QMetaObject::Connection mConnection;
};

} // namespace podcad::randomedit
