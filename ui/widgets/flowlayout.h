#pragma once

#include <QLayout>
#include <QList>

namespace podcad {

// Lays its items out left to right and wraps them onto the next line when the width runs out
// (Qt's flow layout example), so that a strip of check boxes and legend entries asks for the
// width of its widest item, not of all of them in one line.
class FlowLayout final : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int horizontalSpacing = 12,
                        int verticalSpacing = 2);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(mItems.size()); }
    QLayoutItem *itemAt(int index) const override { return mItems.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    // Places the items in `rect` (only measures when `apply` is false); returns the height used.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> mItems;
    int mHorizontalSpacing;
    int mVerticalSpacing;
};

} // namespace podcad
