#pragma once

#include "analysis/facilitydiagram.h"

#include <QGraphicsView>
#include <QSet>

namespace podcad {

class FacilityChainItem;

// Shows one chain of a FacilityDiagram (power or cooling): per box the name, the kind, a
// utilisation bar (red when over) and load / capacity in kW. It opens fitted (fit()) and keeps
// fitting as it is resized until the person zooms: Ctrl+wheel zooms about the point under the
// cursor, the wheel alone scrolls. The selected boxes are outlined, the failed ones (a facility
// what-if) crossed in red. A click on a box emits its ids (an element, or a rack group's racks).
class FacilityDiagramView final : public QGraphicsView
{
    Q_OBJECT
public:
    explicit FacilityDiagramView(QWidget *parent = nullptr);

    void setChain(FacilityDiagram::Chain chain);
    const FacilityDiagram::Chain &chain() const { return mChain; }
    // Where box `index` is drawn, in the viewport's coordinates.
    QRect boxRect(int index) const;
    // The box of element `id` (not a rack group), or -1.
    int boxOf(const QString &id) const;
    // The first box holding any of `ids` (an element's box before a rack group's), or -1.
    int firstBoxOf(const QSet<QString> &ids) const;

    // The whole chain when it reads at kMinFitZoom or more; else its width (every level, the
    // sources first) at no less than that, scrolled to the top, where the sources are.
    void fit();
    // The scale the chain is drawn at: 1 is its natural size in the widget's font.
    double zoom() const { return transform().m11(); }
    // Multiplies the zoom by `factor` keeping the scene point under `viewportPos` where it is.
    void zoomAbout(double factor, const QPointF &viewportPos);
    // Whether the view follows its size (no zoom since the last fit()).
    bool fitted() const { return mFitted; }

    // Outlines the boxes holding any of `ids` (the selection).
    void setHighlighted(const QSet<QString> &ids);
    // Marks the boxes of the elements in `ids` failed.
    void setFailed(const QSet<QString> &ids);
    bool isHighlighted(int index) const;
    bool isFailed(int index) const;
    // Scrolls box `index` into view.
    void showBox(int index);

    QSize sizeHint() const override;

    static constexpr double kMinFitZoom = 0.75; // below it the box text is too small to read
    static constexpr double kMinZoom = 0.1, kMaxZoom = 4;

Q_SIGNALS:
    void boxClicked(const QStringList &ids);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    static constexpr double kMargin = 8;
    FacilityDiagram::Chain mChain;
    // Draws the marks of mHighlightedIds and mFailedIds on the chain's boxes.
    void markBoxes();

    FacilityChainItem *mItem = nullptr;
    QSet<QString> mHighlightedIds, mFailedIds;
    bool mFitted = true;
};

} // namespace podcad
