#include "facilitydiagramview.h"

#include "export/facilitydiagrampainter.h"

#include <QMouseEvent>
#include <QPainter>

namespace podcad {

FacilityDiagramView::FacilityDiagramView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void FacilityDiagramView::setChain(FacilityDiagram::Chain chain)
{
    mChain = std::move(chain);
    updateGeometry();
    resize(sizeHint());
    update();
}

QRect FacilityDiagramView::boxRect(int index) const
{
    return mChain.boxes[index]
        .rect.translated(-mChain.bounds.topLeft() + QPointF(kMargin, kMargin))
        .toAlignedRect();
}

QSize FacilityDiagramView::sizeHint() const
{
    return mChain.bounds.size().toSize() + QSize(2 * kMargin, 2 * kMargin);
}

void FacilityDiagramView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.translate(kMargin, kMargin);
    paintFacilityChain(painter, mChain);
}

void FacilityDiagramView::mousePressEvent(QMouseEvent *event)
{
    const int hit =
        mChain.boxAt(event->position() - QPointF(kMargin, kMargin) + mChain.bounds.topLeft());
    if (hit >= 0)
        Q_EMIT boxClicked(mChain.boxes[hit].ids);
    QWidget::mousePressEvent(event);
}

} // namespace podcad
