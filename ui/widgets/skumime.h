#pragma once

#include <QMimeData>
#include <QString>
#include <memory>

namespace podcad {

// What the catalog palette drags and the floor view accepts: a catalog SKU as UTF-8 text.
inline QString skuMimeType()
{
    return QStringLiteral("application/x-podcad-sku");
}

inline std::unique_ptr<QMimeData> makeSkuMimeData(const QString &sku)
{
    auto data = std::make_unique<QMimeData>();
    data->setData(skuMimeType(), sku.toUtf8());
    data->setText(sku); // so that dropping onto a text field types the SKU
    return data;
}

inline QString skuFromMimeData(const QMimeData *data)
{
    return data && data->hasFormat(skuMimeType()) ? QString::fromUtf8(data->data(skuMimeType()))
                                                  : QString();
}

} // namespace podcad
