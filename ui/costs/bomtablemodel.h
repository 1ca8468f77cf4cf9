#pragma once

#include "cost/bom.h"

#include <QAbstractTableModel>
#include <map>

namespace podcad {

class Document;

// The bill of materials as a table. The unit price column is editable: a new price becomes the
// design's price for that SKU (one SetPriceOverride command, so Undo restores it), an empty text
// clears it. Lines priced by a device's own override are read-only here (the inspector owns them).
// Qt::UserRole gives raw numbers, for sorting.
class BomTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Category, Sku, Description, Quantity, UnitPrice, Extended, Source, ColumnCount };

    explicit BomTableModel(Document *document, QObject *parent = nullptr);

    void setBom(const Bom &bom);
    const Bom &bom() const { return mBom; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // Whether the line's price is the design's per-SKU override (as opposed to a device's own).
    bool hasSkuOverride(int row) const;
    bool editable(int row) const;
    // The error of the last refused edit (bad number), for the panel's status line.
    const QString &lastError() const { return mLastError; }

Q_SIGNALS:
    void editRefused(const QString &why);

private:
    Document *mDocument;
    Bom mBom;
    QString mLastError;
};

} // namespace podcad
