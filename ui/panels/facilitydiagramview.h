#pragma once

#include "analysis/facilitydiagram.h"

#include <QWidget>

namespace podcad {

// Paints one chain of a FacilityDiagram (power or cooling) at its natural size: per box the
// name, the kind, a utilisation bar (red when over) and load / capacity in kW. A click on a box
// emits its ids (an element, or a rack group's racks).
class FacilityDiagramView final : public QWidget
{
    Q_OBJECT
public:
    explicit FacilityDiagramView(QWidget *parent = nullptr);

    void setChain(FacilityDiagram::Chain chain);
    const FacilityDiagram::Chain &chain() const { return mChain; }
    // Where box `index` is drawn, in this widget's coordinates.
    QRect boxRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

Q_SIGNALS:
    void boxClicked(const QStringList &ids);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    static constexpr int kMargin = 8;
    FacilityDiagram::Chain mChain;
};

} // namespace podcad
