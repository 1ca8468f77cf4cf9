#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace podcad {

class Document;
struct ChangeEvent;

// The Inspector with nothing selected: the hall's width and depth (metres, from its origin), floor
// rating (empty: not known), floor type and
// cold and hot aisle widths. A design without a hall gets the one fitted around its racks on its
// first edit here. Each edit is one ChangeHall; a refused value changes nothing and says why.
class HallFields final : public QWidget
{
    Q_OBJECT
public:
    explicit HallFields(Document *document, QWidget *parent = nullptr);

    void refresh();

    QLineEdit *widthField() const { return mWidth; }
    QLineEdit *depthField() const { return mDepth; }
    QLineEdit *floorRatingField() const { return mRating; }
    QComboBox *floorTypeField() const { return mFloor; }
    QLineEdit *coldAisleField() const { return mColdAisle; }
    QLineEdit *hotAisleField() const { return mHotAisle; }
    QLabel *refusalLabel() const { return mRefusal; }

private:
    void edit();

    Document *mDocument;
    QLineEdit *mWidth;
    QLineEdit *mDepth;
    QLineEdit *mRating;
    QComboBox *mFloor;
    QLineEdit *mColdAisle;
    QLineEdit *mHotAisle;
    QLabel *mRefusal;
};

} // namespace podcad
