#pragma once

#include <QTableWidget>

namespace podcad {

struct Analysis;

// Design-wide figures (GPUs, PFLOPS, power, heat, weight) as a two-column table, and the bisection
// of each fabric (red when it blocks).
class TotalsPanel final : public QTableWidget
{
    Q_OBJECT
public:
    explicit TotalsPanel(QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);
};

} // namespace podcad
