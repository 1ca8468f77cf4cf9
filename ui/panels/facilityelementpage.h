#pragma once

#include <QWidget>
#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace podcad {

class Document;
struct Analysis;
struct FacilityElement;

// The Inspector's page for one facility element: its kind, name, model (the catalog's facility
// models of its kind), capacity override, what it is fed from (by name, picked from a menu of
// the elements that can feed it, or typed as ids) and, for a CDU, its fluid and supply and return
// temperatures; over them its figures from the shared analysis (load, peak, usable, utilisation;
// a CDU's flow), the ones its box in the Power Chain dock shows. Each edit is one
// UpdateFacilityElement; an edit the design refuses (a cycle, a source of the wrong kind) changes
// nothing, and the page says why under the fields.
class FacilityElementPage final : public QWidget
{
    Q_OBJECT
public:
    explicit FacilityElementPage(Document *document, QWidget *parent = nullptr);

    void show(const QString &elementId);
    // The live analysis whose figures the page shows (Analysis::facility), shared with the
    // session: each result is a new object, so the page keeps the one it shows alive.
    void setAnalysis(std::shared_ptr<const Analysis> analysis) { mAnalysis = std::move(analysis); }
    // Shows the element's figures from the analysis as it is now (a new result came in).
    void showFigures();

    QLineEdit *nameField() const { return mName; }
    QComboBox *modelField() const { return mModel; }
    QLineEdit *capacityField() const { return mCapacity; }
    QLineEdit *fedFromField() const { return mFedFrom; }
    QLabel *fedFromNamesLabel() const { return mFedFromNames; }
    QToolButton *chooseSourcesButton() const { return mChooseSources; }
    // Fills the Choose... menu: one checkable entry per element that can feed this one.
    void fillSources();
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
    QLabel *mFedFromNames;
    QToolButton *mChooseSources;
    QComboBox *mFluid;
    QLineEdit *mSupply;
    QLineEdit *mReturn;
    QLabel *mRefusal;
    QLabel *mFigures;
    std::shared_ptr<const Analysis> mAnalysis;
};

} // namespace podcad
