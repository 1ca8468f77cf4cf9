#include "facilitydiagrampainter.h"

#include "format/flowformat.h"
#include "format/numberformat.h"
#include "format/powerformat.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace podcad {

void paintFacilityChain(QPainter &painter, const FacilityDiagram::Chain &chain)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(-chain.bounds.topLeft());
    painter.setPen(QPen(QColor(120, 120, 120), 1.2));
    for (const FacilityDiagram::Edge &e : chain.edges) {
        const QRectF a = chain.boxes[e.from].rect, b = chain.boxes[e.to].rect;
        // Levels run along x or y: join the facing sides.
        const bool across = b.left() >= a.right();
        const QPointF p1 =
            across ? QPointF(a.right(), a.center().y()) : QPointF(a.center().x(), a.bottom());
        const QPointF p2 =
            across ? QPointF(b.left(), b.center().y()) : QPointF(b.center().x(), b.top());
        QPainterPath path(p1);
        const QPointF mid = (p1 + p2) / 2;
        path.cubicTo(across ? QPointF(mid.x(), p1.y()) : QPointF(p1.x(), mid.y()),
                     across ? QPointF(mid.x(), p2.y()) : QPointF(p2.x(), mid.y()), p2);
        painter.drawPath(path);
    }
    const QFont base = painter.font();
    QFont bold = base;
    bold.setBold(true);
    const QFontMetricsF fm(base);
    for (const FacilityDiagram::Box &box : chain.boxes) {
        const QRectF r = box.rect;
        painter.setPen(
            QPen(box.over ? QColor(200, 40, 40) : QColor(90, 90, 90), box.over ? 2.0 : 1.0));
        painter.setBrush(box.rackGroup ? QColor(238, 242, 248) : QColor(252, 252, 252));
        painter.drawRoundedRect(r, 5, 5);
        const double pad = 6;
        const double line = fm.height();
        QRectF text(r.left() + pad, r.top() + 3, r.width() - 2 * pad, line);
        painter.setPen(Qt::black);
        painter.setFont(bold);
        painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(bold).elidedText(box.title, Qt::ElideRight, text.width()));
        painter.setFont(base);
        text.translate(0, line);
        painter.setPen(QColor(80, 80, 80));
        painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                         fm.elidedText(box.subtitle, Qt::ElideRight, text.width()));
        text.translate(0, line);
        if (!box.hasFigures) {
            painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                             QStringLiteral("no figures yet"));
            continue;
        }
        const QString figures =
            box.capacityKw > 0
                ? QStringLiteral("%1 / %2 kW")
                      .arg(format::kilowatts(box.loadKw), format::kilowatts(box.capacityKw))
                : QStringLiteral("%1 kW").arg(format::kilowatts(box.loadKw));
        // The figures are what people read: the bar gives way to them, and when even a short bar
        // leaves them no room it takes its own line.
        const double figuresWidth = fm.horizontalAdvance(figures) + 4;
        double barWidth = std::min(text.width() * 0.4, text.width() - figuresWidth);
        const bool ownLine = box.capacityKw > 0 && barWidth < 16;
        if (ownLine)
            barWidth = text.width();
        // The bar: peak over usable, full and red past it.
        const QRectF bar(text.left(), text.top() + 2, barWidth, line - 4);
        if (box.capacityKw > 0) {
            painter.setPen(QColor(150, 150, 150));
            painter.setBrush(Qt::white);
            painter.drawRect(bar);
            painter.setPen(Qt::NoPen);
            painter.setBrush(box.over                ? QColor(210, 50, 50)
                             : box.utilisation > 0.8 ? QColor(230, 160, 40)
                                                     : QColor(70, 150, 80));
            painter.drawRect(
                QRectF(bar.topLeft(),
                       QSizeF(bar.width() * std::clamp(box.utilisation, 0.0, 1.0), bar.height())));
        }
        painter.setPen(box.over ? QColor(180, 30, 30) : Qt::black);
        if (ownLine)
            text.translate(0, line);
        QRectF right = text.adjusted(box.capacityKw > 0 && !ownLine ? bar.width() + 4 : 0, 0, 0, 0);
        painter.drawText(right, Qt::AlignRight | Qt::AlignVCenter,
                         fm.elidedText(figures, Qt::ElideLeft, right.width()));
        if (box.flowLpm) {
            text.translate(0, line);
            painter.setPen(QColor(80, 80, 80));
            painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                             QStringLiteral("%1 L/min").arg(format::litresPerMinute(*box.flowLpm)));
        }
    }
    painter.restore();
}

} // namespace podcad
