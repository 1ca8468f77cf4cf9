#pragma once

#include <QTableWidget>

namespace podcad {

struct Analysis;

// One row per fabric of the analysis: endpoints, bisection against full bisection, their ratio
// (coloured below 1: the fabric blocks), the leaf and spine oversubscription, the diameter in hops
// and the endpoints that cannot reach the rest. The figures come from a Quick analysis while the
// person edits, so the tooltip says which cut gave the bisection. Clicking a row asks to show that
// fabric (MainWindow::showObject).
class FabricsPanel final : public QTableWidget
{
    Q_OBJECT
public:
    enum Column { Fabric, Endpoints, Bisection, Ratio, LeafOversub, SpineOversub, Diameter, Unreachable, ColumnCount };

    explicit FabricsPanel(QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);
    // Greys the figures while a newer analysis is on its way (they describe the previous design).
    void setStale(bool stale);
    bool isStale() const { return mStale; }

    // The colour of a ratio below 1 (a blocking fabric), for the tests and the legend.
    static QColor blockingColor();

Q_SIGNALS:
    // A click on a fabric's row: show that fabric.
    void fabricActivated(const QString &fabricId);

private:
    bool mStale = false;
};

} // namespace podcad
