#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QLineEdit;
class QMenu;

namespace podcad {

class EditorTabs;
class MainWindow;

// Edit > Find and the toolbar's find field: Enter selects and centres the next device whose id or
// name contains the text (an exact id first), the status bar says which of how many it is, and the
// keyboard goes to the view showing it; Esc in the field returns the keyboard to the view too.
// Find Next (F3) shows the next match from anywhere.
class FindActions final : public QObject
{
    Q_OBJECT
public:
    FindActions(MainWindow *window, EditorTabs *views, QMenu *editMenu);

    // The find field, for the toolbar.
    QLineEdit *field() const { return mField; }
    // Shows the next match of `text`; false when nothing matches (or the text is blank).
    bool find(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void returnToView();

    MainWindow *mWindow;
    EditorTabs *mViews;
    QLineEdit *mField;
    QAction *mFindNext = nullptr;
    QStringList mMatches;
    int mIndex = -1;
    QString mText;
};

} // namespace podcad
