#include "bomtablemodel.h"

#include "commands/setpriceoverride.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "session/document.h"

#include <QBrush>
#include <QFont>
#include <QPalette>
#include <cmath>

namespace podcad {

BomTableModel::BomTableModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , mDocument(document)
{}

void BomTableModel::setBom(const Bom &bom)
{
    // A reset, not a diff: the BOM of an edit is rebuilt whole anyway, and views keep their sort.
    beginResetModel();
    mBom = bom;
    endResetModel();
}

int BomTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mBom.lines().size());
}

int BomTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool BomTableModel::hasSkuOverride(int row) const
{
    if (row < 0 || row >= rowCount())
        return false;
    const BomLine &l = mBom.lines()[size_t(row)];
    const auto &overrides = mDocument->design().priceOverrides;
    const auto it = overrides.find(l.sku);
    return l.priceOverridden && it != overrides.end() && it->second == l.unitPriceUsd;
}

bool BomTableModel::editable(int row) const
{
    if (row < 0 || row >= rowCount())
        return false;
    const BomLine &l = mBom.lines()[size_t(row)];
    return !l.priceOverridden || hasSkuOverride(row);
}

QVariant BomTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const BomLine &l = mBom.lines()[size_t(index.row())];
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Category:
            return bomCategoryName(l.category);
        case Sku:
            return l.sku;
        case Description:
            return l.markedDescription();
        case Quantity:
            return format::count(l.quantity);
        case UnitPrice:
            return format::usd(l.unitPriceUsd,
                               std::floor(l.unitPriceUsd) == l.unitPriceUsd ? 0 : 2);
        case Extended:
            return format::usd(l.extendedUsd());
        case Source:
            if (l.priceOverridden)
                return hasSkuOverride(index.row()) ? tr("design price (SKU)") : tr("device price");
            return l.priceProvenance.estimate ? tr("estimate") : tr("catalog");
        }
    } else if (role == Qt::EditRole && column == UnitPrice) {
        return l.unitPriceUsd;
    } else if (role == Qt::UserRole) {
        switch (column) {
        case Category:
            return int(l.category);
        case Quantity:
            return l.quantity;
        case UnitPrice:
            return l.unitPriceUsd;
        case Extended:
            return l.extendedUsd();
        default:
            return data(index, Qt::DisplayRole);
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (column == Quantity || column == UnitPrice || column == Extended)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::FontRole && column == UnitPrice && l.priceOverridden) {
        QFont f;
        f.setBold(true);
        return f;
    } else if (role == Qt::ToolTipRole) {
        if (column == UnitPrice) {
            if (!editable(index.row()))
                return tr("Priced by the devices' own price override: edit it in the inspector.");
            return tr("Double-click to set this design's price for %1; clear the text to go back "
                      "to the catalog price.")
                .arg(l.sku);
        }
        if (column == Source) {
            QString text = l.priceProvenance.source;
            if (!l.priceProvenance.sourceDate.isEmpty())
                text += QStringLiteral(" (%1)").arg(l.priceProvenance.sourceDate);
            return text;
        }
    }
    return {};
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Category:
        return tr("Category");
    case Sku:
        return tr("SKU");
    case Description:
        return tr("Description");
    case Quantity:
        return tr("Qty");
    case UnitPrice:
        return tr("Unit price");
    case Extended:
        return tr("Extended");
    case Source:
        return tr("Price source");
    }
    return {};
}

Qt::ItemFlags BomTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == UnitPrice && editable(index.row()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool BomTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != UnitPrice ||
        !editable(index.row()))
        return false;
    const BomLine &l = mBom.lines()[size_t(index.row())];
    std::optional<double> price;
    if (value.typeId() == QMetaType::QString) {
        // Typed text: "$1,234.50" and "1234.5" both work; empty means "the catalog price".
        QString text = value.toString().trimmed();
        text.remove(u'$').remove(u',').remove(u' ');
        if (!text.isEmpty()) {
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !std::isfinite(v) || v < 0) {
                mLastError = tr("\"%1\" is not a price: type a number of USD, 0 or more, or clear "
                                "the cell for the catalog price")
                                 .arg(value.toString());
                Q_EMIT editRefused(mLastError);
                return false;
            }
            price = v;
        }
    } else {
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!ok)
            return false;
        price = v;
    }
    const QString sku = l.sku; // the line goes away when the BOM is rebuilt
    QString why;
    if (!mDocument->push(new SetPriceOverride(mDocument, sku, price), &why)) {
        mLastError = why;
        return false;
    }
    return true;
}

} // namespace podcad
