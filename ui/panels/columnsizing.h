#pragma once

class QAbstractItemView;
class QHeaderView;

namespace podcad {

// Sizes the columns of `view` once from the header text and a sample of at most `sampleRows`
// rows spread over the model (top-level rows), never from every row: measuring a cell is a text
// layout, and a view that measures all of them on each change freezes on a big design. Sections
// the header stretches are left to it.
void sizeColumnsFromSample(QAbstractItemView *view, QHeaderView *header, int sampleRows = 32);

// The width column `column` needs for the header and the sampled rows.
int sampledColumnWidth(QAbstractItemView *view, QHeaderView *header, int column,
                       int sampleRows = 32);

// The width the widest cell of `column` needs among at most `sampleRows` rows spread over the
// rows `first` to `last` (top-level rows, both included), without the header: 0 for no rows.
int sampledRowsWidth(QAbstractItemView *view, int column, int first, int last, int sampleRows = 32);

} // namespace podcad
