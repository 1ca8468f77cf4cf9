#pragma once

#include <QFileDialog>

namespace podcad {

// Asks for the folder an export writes into: an existing one, or the name of one that does not
// exist yet (typed into the name field), which the export then creates. QFileDialog's own
// Directory mode refuses such a name ("Directory not found"), and the platforms' native folder
// pickers differ in whether they take one, so this is always Qt's own dialog.
class ExportFolderDialog final : public QFileDialog
{
    Q_OBJECT
public:
    ExportFolderDialog(QWidget *parent, const QString &caption);

    // The folder accepted (absolute), which may not exist yet.
    QString folder() const;

    void accept() override;
};

} // namespace podcad
