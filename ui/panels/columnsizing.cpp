#include "columnsizing.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <algorithm>

namespace podcad {

int sampledColumnWidth(QAbstractItemView *view, QHeaderView *header, int column, int sampleRows)
{
    const QAbstractItemModel *model = view->model();
    int width = header->isHidden() ? 0 : header->sectionSizeHint(column);
    const int rows = model->rowCount();
    const int samples = std::min(rows, sampleRows);
    for (int i = 0; i < samples; ++i) {
        // Evenly spread, first and last row included.
        const int row = samples == 1 ? 0 : int(qint64(i) * (rows - 1) / (samples - 1));
        width = std::max(width, view->sizeHintForIndex(model->index(row, column)).width());
    }
    return width + 2; // the grid line and a little air
}

void sizeColumnsFromSample(QAbstractItemView *view, QHeaderView *header, int sampleRows)
{
    const int columns = view->model()->columnCount();
    for (int c = 0; c < columns; ++c) {
        if (header->sectionResizeMode(c) == QHeaderView::Stretch ||
            (header->stretchLastSection() && c == columns - 1))
            continue;
        header->resizeSection(c, sampledColumnWidth(view, header, c, sampleRows));
    }
}

} // namespace podcad
