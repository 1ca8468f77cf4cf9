#pragma once

#include "fabricsmodel.h"

#include <QTableView>

namespace podcad {

struct Analysis;
class LiveSession;

// One row per fabric of the analysis (FabricsModel): endpoints, bisection against full bisection,
// their ratio (coloured below 1: the fabric blocks), the leaf and spine oversubscription, the
// diameter in hops and the endpoints that cannot reach the rest. The figures come from a Quick
// analysis while the person edits, so the tooltip says which cut gave the bisection. Clicking a row
// asks to show that fabric (MainWindow::showObject).
class FabricsPanel final : public QTableView
{
    Q_OBJECT
public:
    using Column = FabricsModel::Column;
    static constexpr Column Fabric = FabricsModel::Fabric;
    static constexpr Column Endpoints = FabricsModel::Endpoints;
    static constexpr Column Bisection = FabricsModel::Bisection;
    static constexpr Column Ratio = FabricsModel::Ratio;
    static constexpr Column LeafOversub = FabricsModel::LeafOversub;
    static constexpr Column SpineOversub = FabricsModel::SpineOversub;
    static constexpr Column Diameter = FabricsModel::Diameter;
    static constexpr Column Unreachable = FabricsModel::Unreachable;
    static constexpr Column ColumnCount = FabricsModel::ColumnCount;

    // Follows `session`'s results, each shown once as it arrives; without one, showAnalysis() is
    // called by hand.
    explicit FabricsPanel(const LiveSession *session = nullptr, QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);
    // Greys the figures while a newer analysis is on its way (they describe the previous design).
    void setStale(bool stale);
    bool isStale() const { return mModel->isStale(); }

    FabricsModel *model() const { return mModel; }

    // The colour of a ratio below 1 (a blocking fabric), for the tests and the legend.
    static QColor blockingColor() { return FabricsModel::blockingColor(); }

Q_SIGNALS:
    // A new analysis is shown.
    void refreshed();
    // A click on a fabric's row: show that fabric.
    void fabricActivated(const QString &fabricId);

private:
    FabricsModel *mModel;
    bool mColumnsSized = false;
};

} // namespace podcad
