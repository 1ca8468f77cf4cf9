#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace podcad {

class Document;

// The rack page's facility fields: the elements feed A and feed B are taken from and the CDUs and
// CRAHs that cool the rack, as element ids, comma-separated (each tooltip lists the elements of
// the kinds allowed). Each edit is one ChangeRacks; one the design refuses (an unknown id, an
// element of the wrong kind, more than three sources a side) changes nothing and says why.
class RackFacilityFields final : public QWidget
{
    Q_OBJECT
public:
    explicit RackFacilityFields(Document *document, QWidget *parent = nullptr);

    void show(const QString &rackId);

    QLineEdit *powerFromField(int side) const { return mPowerFrom[side]; }
    QLineEdit *cooledByField() const { return mCooledBy; }
    QLabel *refusalLabel() const { return mRefusal; }

private:
    void edit(QLineEdit *field);

    Document *mDocument;
    QString mRackId;
    QLineEdit *mPowerFrom[2];
    QLineEdit *mCooledBy;
    QLabel *mRefusal;
};

} // namespace podcad
