#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace podcad {

class Document;

// File > Properties: what the design is called (the file's "name": the window title, the reports
// and presentation mode show it), and where it is saved. Changes nothing itself: the caller turns
// an accepted dialog into one undoable command (ChangeDesignName).
class DesignPropertiesDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit DesignPropertiesDialog(const Document &document, QWidget *parent = nullptr);

    // As typed, without surrounding spaces.
    QString name() const;
    QLineEdit *nameField() const { return mName; }

private:
    QLineEdit *mName;
    QLabel *mFile;
};

} // namespace podcad
