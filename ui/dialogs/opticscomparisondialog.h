#pragma once

#include "cost/opticscomparison.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace podcad {

// Analysis > Compare Optics...: the table `podcad-cli compare-optics` prints (opticsRows()), under
// the comparison's sentence, with the switches that could not be swapped and the energy formula.
class OpticsComparisonDialog final : public QDialog
{
    Q_OBJECT
public:
    OpticsComparisonDialog(const OpticsComparison &comparison, QWidget *parent = nullptr);

    QTableWidget *table() const { return mTable; }
    QLabel *headline() const { return mHeadline; }

private:
    QLabel *mHeadline;
    QTableWidget *mTable;
};

} // namespace podcad
