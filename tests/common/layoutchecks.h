#pragma once

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QDebug>
#include <QFontMetrics>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QSlider>
#include <QStringList>
#include <QStyle>
#include <QTableView>
#include <QTextDocument>
#include <QWidget>
#include <algorithm>
#include <cmath>
#include <vector>

// What a person would see wrong in a laid-out window: text cut or elided, widgets overlapping or
// sticking out of their parent. Each check returns one line per problem (empty: none), naming the
// widget, so that a failing test says what to look at.
namespace podcad::test {

// What of a label's text does not fit its contents rectangle, or nothing: the text, wrapped as the
// label wraps it, measured with the label's own font.
inline QString cutLabel(const QLabel *l)
{
    const QString text = l->text();
    if (text.isEmpty() || !l->pixmap().isNull())
        return {};
    const QRect r = l->contentsRect().adjusted(l->margin() + std::max(0, l->indent()), l->margin(),
                                               -l->margin(), -l->margin());
    const bool rich = l->textFormat() == Qt::RichText ||
                      (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
    QSize need;
    if (rich) {
        QTextDocument doc;
        doc.setDefaultFont(l->font());
        doc.setDocumentMargin(0);
        doc.setHtml(text);
        if (l->wordWrap())
            doc.setTextWidth(r.width());
        need = QSize(int(std::ceil(doc.idealWidth())), int(std::ceil(doc.size().height())));
    } else {
        const QFontMetrics fm(l->font());
        need = l->wordWrap() ? fm.boundingRect(QRect(0, 0, r.width(), 1 << 20),
                                               Qt::TextWordWrap | Qt::AlignTop |
                                                   (l->alignment() & Qt::AlignHorizontal_Mask),
                                               text)
                                   .size()
                             : QSize(fm.horizontalAdvance(text), fm.height());
    }
    if (need.width() <= r.width() && need.height() <= r.height())
        return {};
    return QStringLiteral("%1 \"%2\": needs %3x%4, has %5x%6")
        .arg(l->objectName(), text.left(60))
        .arg(need.width())
        .arg(need.height())
        .arg(r.width())
        .arg(r.height());
}

// Every pair of visible widgets that share a parent and that parent's layout, and overlap.
inline QStringList overlaps(const QWidget *page)
{
    QStringList found;
    QList<const QWidget *> parents{page};
    for (const QWidget *w : page->findChildren<QWidget *>())
        if (w->layout())
            parents << w;
    for (const QWidget *parent : parents) {
        std::vector<const QWidget *> kids;
        for (const QObject *o : parent->children()) {
            const auto *w = qobject_cast<const QWidget *>(o);
            if (w && !w->isWindow() && w->isVisible() && parent->layout() &&
                !w->geometry().isEmpty())
                kids.push_back(w);
        }
        for (size_t i = 0; i < kids.size(); ++i)
            for (size_t j = i + 1; j < kids.size(); ++j)
                if (kids[i]->geometry().intersects(kids[j]->geometry()))
                    found << QStringLiteral("%1 %2 overlaps %3 %4")
                                 .arg(kids[i]->objectName(), QDebug::toString(kids[i]->geometry()),
                                      kids[j]->objectName(), QDebug::toString(kids[j]->geometry()));
    }
    return found;
}

// Cut labels, buttons narrower than their text, sliders too short to drag, overlapping widgets
// on a page; `labels` counts the visible labels (a page with none checked nothing).
inline QStringList layoutProblems(const QWidget *page, int *labels)
{
    QStringList problems;
    *labels = 0;
    for (const QLabel *l : page->findChildren<QLabel *>()) {
        if (!l->isVisible())
            continue;
        ++*labels;
        if (const QString c = cutLabel(l); !c.isEmpty())
            problems << c;
    }
    for (const QAbstractButton *b : page->findChildren<QAbstractButton *>())
        if (b->isVisible() && b->width() < b->sizeHint().width())
            problems << QStringLiteral("button \"%1\" narrower than its text").arg(b->text());
    for (const QSlider *s : page->findChildren<QSlider *>())
        if (s->isVisible() && s->width() < 40)
            problems << QStringLiteral("slider %1 only %2 px").arg(s->objectName()).arg(s->width());
    problems << overlaps(page);
    return problems;
}

// The part of the picture label where something is drawn, as the page shows it: the bounding
// rectangle of the pixels inside its border that are not the page's white.
inline QRect drawnRect(QWidget *page, const QLabel *picture)
{
    const QRect frame(picture->mapTo(page, QPoint(0, 0)), picture->size());
    const QImage image = page->grab(frame).toImage();
    const double sx = double(image.width()) / frame.width();
    const double sy = double(image.height()) / frame.height();
    QRect drawn;
    for (int y = 2; y < frame.height() - 2; ++y)
        for (int x = 2; x < frame.width() - 2; ++x)
            if (image.pixelColor(int(x * sx), int(y * sy)) != QColor(Qt::white))
                drawn |= QRect(x, y, 1, 1);
    return drawn;
}

// A widget's path of object names (class names where it has none), for messages.
inline QString widgetPath(const QWidget *w)
{
    QStringList parts;
    for (; w; w = w->parentWidget())
        parts.prepend(w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                                : w->objectName());
    return parts.join(u'/');
}

// Visible widgets laid out wider than their parent (cut off at its edge). What a scroll area
// scrolls is meant to be larger than its viewport, so its content is not checked; nor is what is
// nowhere on the screen (a dock tabbed behind another is "visible" and laid out at any size).
inline QStringList widerThanParent(const QWidget *root)
{
    QStringList found;
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        const QWidget *parent = w->parentWidget();
        if (!w->isVisible() || w->isWindow() || !parent || w->visibleRegion().isEmpty())
            continue;
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(parent->parentWidget());
            area && area->viewport() == parent)
            continue;
        if (w->width() > parent->width())
            found << QStringLiteral("%1 is %2 px wide in a parent of %3 px")
                         .arg(widgetPath(w))
                         .arg(w->width())
                         .arg(parent->width());
    }
    return found;
}

// The cells of `view` (of one column, or all shown) whose text does not fit their column
// ("$534,000,0..."): the delegate's size for the cell (its text in its font, with the margins)
// against the column's width less the grid line.
inline QStringList elidedCells(const QTableView *view, int column = -1)
{
    QStringList found;
    const QAbstractItemModel *m = view->model();
    const int grid = view->showGrid() ? 1 : 0;
    for (int c = 0; c < m->columnCount(); ++c) {
        if (view->isColumnHidden(c) || (column >= 0 && c != column))
            continue;
        const int width = view->horizontalHeader()->sectionSize(c) - grid;
        for (int r = 0; r < m->rowCount(); ++r) {
            const QModelIndex index = m->index(r, c);
            const int need = view->sizeHintForIndex(index).width();
            if (need > width)
                found << QStringLiteral("%1 row %2 column %3 \"%4\": needs %5 px, has %6")
                             .arg(view->objectName())
                             .arg(r)
                             .arg(c)
                             .arg(index.data().toString())
                             .arg(need)
                             .arg(width);
        }
    }
    return found;
}

} // namespace podcad::test
