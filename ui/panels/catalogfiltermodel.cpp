#include "catalogfiltermodel.h"

#include "catalog/catalog.h"
#include "catalogmodel.h"

namespace podcad {

CatalogFilterModel::CatalogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A group stays while any of its items matches.
    setRecursiveFilteringEnabled(true);
}

void CatalogFilterModel::setSearch(const Catalog *catalog, const QString &text)
{
    const QString trimmed = text.trimmed();
    QSet<QString> matches;
    if (catalog && !trimmed.isEmpty())
        for (const DeviceModel *m : catalog->search(trimmed))
            matches.insert(m->sku);
    if (trimmed.isEmpty() == !mFiltering && matches == mMatches && trimmed == mText)
        return;
    mFiltering = !trimmed.isEmpty();
    mText = trimmed;
    mMatches = std::move(matches);
    invalidateFilter();
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!mFiltering)
        return true;
    if (!sourceParent.isValid())
        return false; // a group shows when one of its items does (recursive filtering)
    const QModelIndex item = sourceModel()->index(sourceRow, CatalogModel::Item, sourceParent);
    const QString offer = item.data(CatalogModel::OfferSearchRole).toString();
    if (!offer.isEmpty())
        return offer.contains(mText, Qt::CaseInsensitive);
    return mMatches.contains(item.data(CatalogModel::SkuRole).toString());
}

} // namespace podcad
