#include "designfilereader.h"

#include "format/numberformat.h"
#include "session/backgroundtask.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QProgressDialog>
#include <QTimer>

namespace podcad {

std::optional<ReadDesignFile> readDesignFile(QWidget *window, const QString &path,
                                             int dialogDelayMs)
{
    std::optional<ReadDesignFile> result;
    QEventLoop loop;
    BackgroundTask task; // abandons a read still running when this returns (cancelled)
    task.start(
        [path] {
            ReadDesignFile file{DesignFile::read(path), nullptr};
            if (file.loaded.design)
                file.snapshot = std::make_shared<const Design>(*file.loaded.design);
            return file;
        },
        [&](ReadDesignFile file) {
            result = std::move(file);
            loop.quit();
        });

    // Most files are read before the dialog would show: the input typed meanwhile is delivered
    // after the read, as when the window was busy.
    QTimer quiet;
    quiet.setSingleShot(true);
    QObject::connect(&quiet, &QTimer::timeout, &loop, &QEventLoop::quit);
    quiet.start(dialogDelayMs);
    if (!result)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    quiet.stop();
    if (result)
        return result;

    const QFileInfo info(path);
    const QString size = info.isFile() && info.size() > 0
                             ? QStringLiteral(" (%1)").arg(format::dataSize(info.size(), QLocale()))
                             : QString();
    QProgressDialog progress(QCoreApplication::translate("podcad::DesignFiles", "Reading %1%2...")
                                 .arg(info.fileName(), size),
                             QCoreApplication::translate("podcad::DesignFiles", "Cancel"), 0, 0,
                             window);
    progress.setObjectName(QStringLiteral("openProgress"));
    progress.setWindowTitle(QCoreApplication::translate("podcad::DesignFiles", "Open design"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    progress.show();
    while (!result && !progress.wasCanceled())
        loop.exec();
    if (!result)
        task.abandon();
    return result;
}

} // namespace podcad
