#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace podcad {

class Document;

// File > Properties: what the design is called (the file's "name": the window title, the reports
// and presentation mode show it), where the cluster stands (the file's "site" and "location", the
// NetBox export's names; empty: its defaults, which the fields show as placeholders), and where it
// is saved. Changes nothing itself: the caller turns an accepted dialog into one undoable command
// (ChangeDesignProperties).
class DesignPropertiesDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit DesignPropertiesDialog(const Document &document, QWidget *parent = nullptr);

    // As typed, without surrounding spaces.
    QString name() const;
    QString site() const;
    QString location() const;
    QLineEdit *nameField() const { return mName; }
    QLineEdit *siteField() const { return mSite; }
    QLineEdit *locationField() const { return mLocation; }

private:
    QLineEdit *mName;
    QLineEdit *mSite;
    QLineEdit *mLocation;
    QLabel *mFile;
};

} // namespace podcad
