#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

namespace podcad {

class Catalog;

// The palette's search: the items whose SKU, name, vendor or description hold the text (the
// catalog's own search, Catalog::search), under their groups; groups left empty disappear.
class CatalogFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CatalogFilterModel(QObject *parent = nullptr);

    // Empty text shows everything. Searches `catalog` (may be null) once per change.
    void setSearch(const Catalog *catalog, const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool mFiltering = false;
    QSet<QString> mMatches;
    QString mText; // the search, for the cloud offers (matched on their id, provider, ...)
};

} // namespace podcad
