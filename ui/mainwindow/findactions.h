#pragma once

#include <QObject>
#include <QStringList>

class QLineEdit;
class QMenu;

namespace podcad {

class EditorTabs;
class MainWindow;

// Edit > Find and the toolbar's find field: Enter selects and centres the next device whose id or
// name contains the text (an exact id first), and the status bar says which of how many it is.
class FindActions final : public QObject
{
    Q_OBJECT
public:
    FindActions(MainWindow *window, EditorTabs *views, QMenu *editMenu);

    // The find field, for the toolbar.
    QLineEdit *field() const { return mField; }
    // Shows the next match of `text`; false when nothing matches (or the text is blank).
    bool find(const QString &text);

private:
    MainWindow *mWindow;
    EditorTabs *mViews;
    QLineEdit *mField;
    QStringList mMatches;
    int mIndex = -1;
    QString mText;
};

} // namespace podcad
