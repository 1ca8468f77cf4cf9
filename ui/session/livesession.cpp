#include "livesession.h"

#include "catalog/catalog.h"
#include "changeevent.h"
#include "document.h"
#include "model/design.h"
#include "selection.h"

namespace podcad {

LiveSession::LiveSession(const Catalog *catalog, QObject *parent)
    : LiveComputation(catalog, parent)
    , mDocument(new Document(catalog, this))
    , mSelection(new Selection(mDocument, this))
{
    mOptions.effort = AnalysisEffort::Quick;
    connect(mDocument, &Document::changed, this, &LiveSession::onChanged);
}

LiveSession::~LiveSession()
{
    // Nobody listens any more: the undo stack, deleted with the document, reports itself clean.
    mDocument->blockSignals(true);
}

void LiveSession::onChanged(const ChangeEvent &event)
{
    // The design's own fields (its name) feed no figure: a rename of a 64-SU design must not
    // cost a whole analysis and cost run.
    if (event.namesOnlyFields())
        return;
    // A freshly opened design has no figures yet: compute them at once instead of debouncing.
    schedule(event.kind == ChangeEvent::Kind::DesignReplaced);
}

void LiveSession::start()
{
    // The worker owns its snapshot: the document may change (or go) while it runs.
    auto design = std::make_shared<const Design>(mDocument->design());
    const quint64 generation = this->generation();
    run<Result>(
        [design, catalog = catalog(), options = mOptions](const std::atomic<bool> *cancel) {
            AnalysisOptions o = options;
            o.cancel = cancel;
            Result r;
            r.analysis = analyze(*design, *catalog, o);
            if (!r.analysis.cancelled)
                r.costs = std::make_shared<const CostSnapshot>(
                    computeCostSnapshot(*design, *catalog, r.analysis));
            return r;
        },
        [this, generation](Result result) {
            mAnalysis = std::move(result.analysis);
            if (result.costs)
                mCosts = std::move(result.costs);
            mResultGeneration = generation;
            Q_EMIT ready();
        });
}

} // namespace podcad
