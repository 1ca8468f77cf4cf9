#pragma once

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace podcad {

class Document;
struct Analysis;
struct FacilityElement;

// The Inspector's page for one facility element: its kind, name, model (the catalog's facility
// models of its kind), capacity override, what it is fed from (ids, comma-separated) and, for a
// CDU, its fluid and supply and return temperatures; below them its figures from the analysis
// (load, peak, usable, utilisation; a CDU's flow). Each edit is one UpdateFacilityElement; an
// edit the design refuses (a cycle, a source of the wrong kind) changes nothing, and the page
// says why under the fields.
class FacilityElementPage final : public QWidget
{
    Q_OBJECT
public:
    explicit FacilityElementPage(Document *document, QWidget *parent = nullptr);

    void show(const QString &elementId);
    // The live analysis whose figures the page shows (Analysis::facility); kept by the session.
    void setAnalysis(const Analysis *analysis) { mAnalysis = analysis; }
    // Shows the element's figures from the analysis as it is now (a new result came in).
    void showFigures();

    QLineEdit *nameField() const { return mName; }
    QComboBox *modelField() const { return mModel; }
    QLineEdit *capacityField() const { return mCapacity; }
    QLineEdit *fedFromField() const { return mFedFrom; }
    QLabel *refusalLabel() const { return mRefusal; }
    QLabel *figuresLabel() const { return mFigures; }

private:
    void edit(const std::function<bool(FacilityElement &)> &change);

    Document *mDocument;
    QString mId;
    QLabel *mTitle;
    QLineEdit *mName;
    QComboBox *mModel;
    QLineEdit *mCapacity;
    QLineEdit *mFedFrom;
    QComboBox *mFluid;
    QLineEdit *mSupply;
    QLineEdit *mReturn;
    QLabel *mRefusal;
    QLabel *mFigures;
    const Analysis *mAnalysis = nullptr;
};

} // namespace podcad
