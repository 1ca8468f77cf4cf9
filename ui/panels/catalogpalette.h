#pragma once

#include <QWidget>

#include <memory>

class QLineEdit;
class QMimeData;
class QTreeWidget;
class QTreeWidgetItem;

namespace podcad {

class Catalog;

// The parts bin: catalog items that go into racks (and racks themselves), grouped by kind,
// filtered by a search field, dragged onto the floor view as "application/x-podcad-sku".
class CatalogPalette final : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPalette(QWidget *parent = nullptr);

    // `catalog` may be null; it must outlive the palette.
    void setCatalog(const Catalog *catalog);

    QTreeWidget *tree() const { return mTree; }
    QLineEdit *searchField() const { return mSearch; }
    // The item showing this SKU, or null.
    QTreeWidgetItem *itemForSku(const QString &sku) const;
    // What dragging the current selection carries (null when no catalog item is selected). The
    // drag itself uses the same data.
    std::unique_ptr<QMimeData> selectionMimeData() const;

private:
    void rebuild();

    const Catalog *mCatalog = nullptr;
    QLineEdit *mSearch;
    QTreeWidget *mTree;
};

} // namespace podcad
