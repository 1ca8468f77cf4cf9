#include "removeimporteddialog.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <map>

namespace podcad {

RemoveImportedDialog::RemoveImportedDialog(const std::vector<DeviceModel> &imported,
                                           const Catalog &catalog, const Design &design,
                                           QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Remove Imported Models"));
    std::map<QString, int> devicesOf;
    for (const auto &[id, device] : design.devices())
        ++devicesOf[device.sku];

    mList = new QListWidget(this);
    mList->setObjectName(QStringLiteral("importedModels"));
    int widest = 0;
    for (const DeviceModel &m : imported) {
        QString what = catalog.overlayHides(m.sku) ? tr("the catalog's own model comes back")
                                                   : tr("only in your catalog");
        if (const int n = devicesOf[m.sku]; n > 0 && !catalog.overlayHides(m.sku))
            what += n == 1 ? tr("; 1 device of this design loses its model")
                           : tr("; %1 devices of this design lose their model").arg(n);
        const QString title = m.name == m.sku ? m.sku : tr("%1 (%2)").arg(m.sku, m.name);
        auto *item = new QListWidgetItem(tr("%1: %2").arg(title, what), mList);
        widest = std::max(widest, mList->fontMetrics().horizontalAdvance(item->text()));
        item->setData(Qt::UserRole, m.sku);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    mRemove = buttons->addButton(tr("&Remove"), QDialogButtonBox::AcceptRole);
    mRemove->setObjectName(QStringLiteral("removeImportedButton"));
    mRemove->setEnabled(false);
    connect(mList, &QListWidget::itemChanged, this,
            [this] { mRemove->setEnabled(!checkedSkus().empty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Models you imported into your user catalog. Check the ones to take out again."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(mList);
    layout->addWidget(buttons);
    // Wide enough for every line, within reason (a long name scrolls).
    mList->setMinimumWidth(std::min(widest + 4 * fontMetrics().averageCharWidth() +
                                        style()->pixelMetric(QStyle::PM_IndicatorWidth),
                                    fontMetrics().averageCharWidth() * 140));
}

std::vector<QString> RemoveImportedDialog::checkedSkus() const
{
    std::vector<QString> skus;
    for (int i = 0; i < mList->count(); ++i)
        if (mList->item(i)->checkState() == Qt::Checked)
            skus.push_back(mList->item(i)->data(Qt::UserRole).toString());
    return skus;
}

} // namespace podcad
