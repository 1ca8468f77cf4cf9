#include "columnsizing.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <algorithm>

namespace podcad {

int sampledRowsWidth(QAbstractItemView *view, int column, int first, int last, int sampleRows)
{
    const QAbstractItemModel *model = view->model();
    first = std::max(first, 0);
    last = std::min(last, model->rowCount() - 1);
    const int rows = last - first + 1;
    const int samples = std::min(rows, sampleRows);
    int width = 0;
    for (int i = 0; i < samples; ++i) {
        // Evenly spread, first and last row included.
        const int row = first + (samples == 1 ? 0 : int(qint64(i) * (rows - 1) / (samples - 1)));
        width = std::max(width, view->sizeHintForIndex(model->index(row, column)).width());
    }
    return width;
}

int sampledColumnWidth(QAbstractItemView *view, QHeaderView *header, int column, int sampleRows)
{
    const int headerWidth = header->isHidden() ? 0 : header->sectionSizeHint(column);
    const int cells = sampledRowsWidth(view, column, 0, view->model()->rowCount() - 1, sampleRows);
    return std::max(headerWidth, cells) + 2; // the grid line and a little air
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
