#pragma once

#include <QWidget>
#include <memory>

class QLineEdit;
class QMimeData;
class QModelIndex;
class QTreeView;

namespace podcad {

class Catalog;
class CatalogFilterModel;
class CatalogModel;

// The parts bin (CatalogModel): catalog items that go into racks (and racks themselves), grouped
// by kind, filtered by a search field (CatalogFilterModel), dragged onto the floor view as
// "application/x-podcad-sku".
class CatalogPalette final : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPalette(QWidget *parent = nullptr);

    // `catalog` may be null. The palette keeps it: its rows point into it.
    void setCatalog(std::shared_ptr<const Catalog> catalog);

    CatalogModel *model() const { return mModel; }
    QTreeView *tree() const { return mTree; }
    QLineEdit *searchField() const { return mSearch; }
    // The row showing this SKU in the tree (an index of tree()->model()), invalid when the search
    // hides it or the catalog has no such item.
    QModelIndex indexForSku(const QString &sku) const;
    // What dragging the current selection carries (null when no catalog item is selected). The
    // drag itself uses the same data.
    std::unique_ptr<QMimeData> selectionMimeData() const;
    // Wide enough to show every item's SKU whole next to its U and Max W figures (the dock's
    // width on first start): "DGX-GB200-NVL72" cut to "DGX-GB200-N..." named nothing.
    int preferredWidth() const;
    QSize sizeHint() const override;

private:
    void applyFilter();
    void spanGroupHeadings();

    CatalogModel *mModel;
    CatalogFilterModel *mFilter;
    QLineEdit *mSearch;
    QTreeView *mTree;
};

} // namespace podcad
