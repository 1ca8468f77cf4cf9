#pragma once

#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace podcad {

class Catalog;
struct CloudOffer;
struct DeviceModel;

// The parts bin as a two-level tree: groups (GPU servers, switches, storage, ...) holding the
// catalog models that go into racks, and racks themselves. Columns: SKU (the name and specs are
// in the tooltip), height in U, max power. Items drag as "application/x-podcad-sku"
// (widgets/skumime.h); groups are headings, neither selectable nor draggable. SkuRole of an item is
// its SKU, empty for a group. The last group lists the catalog's cloud offers (id, cheapest term
// and price; every term and the source in the tooltip): browsed, not dragged. CloudOfferRole of
// an offer is its id; OfferSearchRole the text the palette's search matches.
class CatalogModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Item, Units, MaxPower, ColumnCount };
    static constexpr int SkuRole = Qt::UserRole;
    static constexpr int CloudOfferRole = Qt::UserRole + 1;
    static constexpr int OfferSearchRole = Qt::UserRole + 2;

    explicit CatalogModel(QObject *parent = nullptr);

    // `catalog` may be null. A new catalog resets the model; the model keeps it, as its rows
    // point into it.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    const Catalog *catalog() const { return mCatalog.get(); }

    // The item of a SKU, invalid when the palette does not show it.
    QModelIndex indexForSku(const QString &sku) const;
    // The row of a cloud offer, invalid when there is none.
    QModelIndex indexForCloudOffer(const QString &id) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

private:
    struct Group final
    {
        QString title;
        std::vector<const DeviceModel *> models;
        std::vector<const CloudOffer *> offers; // the cloud offers group only
        std::size_t size() const { return models.size() + offers.size(); }
    };
    // Group indexes have internal id 0, items the number of their group plus one.
    const DeviceModel *modelAt(const QModelIndex &index) const;
    const CloudOffer *offerAt(const QModelIndex &index) const;

    std::shared_ptr<const Catalog> mCatalog;
    std::vector<Group> mGroups; // the non-empty ones, in display order
};

} // namespace podcad
