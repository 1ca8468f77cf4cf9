#include "selection.h"

#include "changeevent.h"
#include "document.h"

#include <algorithm>

namespace podcad {

Selection::Selection(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    connect(document, &Document::aboutToNotify, this, &Selection::follow);
}

bool Selection::contains(const QString &id) const
{
    return std::binary_search(mIds.begin(), mIds.end(), id);
}

void Selection::assign(QStringList ids, Cause cause)
{
    ids.sort();
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    if (ids == mIds)
        return;
    mIds = std::move(ids);
    Q_EMIT changed(mIds, cause);
}

void Selection::follow(const ChangeEvent &)
{
    if (mIds.isEmpty())
        return;
    const Design &design = mDocument->design();
    auto exists = [&design](const QString &id) {
        return design.device(id) || design.rack(id) || design.link(id);
    };
    // A lookup per selected object: cheaper than searching the event's ids, which for a big
    // removal are a hundred thousand cables.
    QStringList kept;
    bool dropped = false;
    for (const QString &id : mIds) {
        if (!exists(id))
            dropped = true;
        else
            kept << id;
    }
    if (dropped)
        assign(kept, Cause::Edit);
}

} // namespace podcad
