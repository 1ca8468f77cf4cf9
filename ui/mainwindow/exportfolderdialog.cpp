#include "exportfolderdialog.h"

#include <QFileInfo>

namespace podcad {

ExportFolderDialog::ExportFolderDialog(QWidget *parent, const QString &caption)
    : QFileDialog(parent, caption)
{
    setObjectName(QStringLiteral("exportFolderDialog"));
    setOption(QFileDialog::DontUseNativeDialog);
    setFileMode(QFileDialog::Directory);
    setOption(QFileDialog::ShowDirsOnly);
    setLabelText(QFileDialog::FileName, tr("Folder:"));
    setLabelText(QFileDialog::Accept, tr("Export"));
}

QString ExportFolderDialog::folder() const
{
    const QStringList files = selectedFiles();
    return files.isEmpty() ? QString() : QFileInfo(files.first()).absoluteFilePath();
}

void ExportFolderDialog::accept()
{
    // A new name in an existing folder: the export creates it. Anything else (an existing folder,
    // a file, a path under a missing folder) gets the dialog's own answer.
    const QFileInfo chosen(folder());
    if (!folder().isEmpty() && !chosen.exists() && QFileInfo(chosen.absolutePath()).isDir()) {
        QDialog::accept();
        return;
    }
    QFileDialog::accept();
}

} // namespace podcad
