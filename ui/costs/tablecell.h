#pragma once

#include <QTableWidgetItem>

namespace podcad {

// A cell the Costs dock's tables show and a person selects but does not edit; `number`:
// right-aligned, as figures are.
inline QTableWidgetItem *readOnlyCell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace podcad
