#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QDebug>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QSlider>
#include <QStringList>
#include <QStyle>
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

// Cells of `column` whose text the view would elide: the text measured with the view's font (or
// the cell's) against the column less the item margins the style draws.
inline QStringList elidedCells(const QAbstractItemView *view, int column)
{
    QStringList found;
    const QAbstractItemModel *model = view->model();
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, column);
        const QString text = index.data().toString();
        const QVariant font = index.data(Qt::FontRole);
        const QFontMetrics fm(font.isValid() ? font.value<QFont>() : view->font());
        const int width = view->visualRect(index).width();
        if (!text.isEmpty() && fm.horizontalAdvance(text) + 2 * margin > width)
            found << QStringLiteral("%1 row %2 \"%3\": needs %4 px, has %5")
                         .arg(view->objectName())
                         .arg(row)
                         .arg(text)
                         .arg(fm.horizontalAdvance(text) + 2 * margin)
                         .arg(width);
    }
    return found;
}

} // namespace podcad::test
