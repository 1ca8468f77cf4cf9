#pragma once

#include <QWidget>

namespace podcad {

// A page for a QScrollArea (widgetResizable) that shrinks `content` down to its minimum size
// before the area scrolls. Put straight into the area, a panel whose layout holds a word-wrapped
// label has a height for its width, and QScrollArea never makes such a widget shorter than
// that preferred height: the panel scrolls while its tables could have given up a few rows.
// The page has no layout and no height for width; it lays `content` over all of itself.
class ScrollPage final : public QWidget
{
    Q_OBJECT
public:
    explicit ScrollPage(QWidget *content, QWidget *parent = nullptr);

    QWidget *content() const { return mContent; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *mContent;
};

} // namespace podcad
