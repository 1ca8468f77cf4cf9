#pragma once

#include "catalog/catalog.h"
#include "catalog/teamcatalogloader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <optional>

class QLabel;
class QStatusBar;
class QWidget;

namespace podcad {

// The "Team catalog" setting of the window: a postgresql:// URL kept in QSettings, read in the
// background (TeamCatalogLoader on a worker thread, with that thread's own database connection),
// and what came of it in a permanent status bar label.
//
// The window's catalog is chosen without touching the network (startupCatalog): the local copy
// of the team catalog when there is one, else catalog.db. A catalog cannot be swapped under the
// open panels and the analysis workers that hold it, so a newer server content is used from the
// next start, and the label says so.
class TeamCatalogStatus final : public QObject
{
    Q_OBJECT

public:
    static constexpr const char *kUrlSetting = "catalog/teamUrl";

    TeamCatalogStatus(QStatusBar *statusBar, QObject *parent);
    ~TeamCatalogStatus() override;

    // The catalog to open the window with; sets `error` when there is none.
    static std::optional<Catalog> startupCatalog(QString *error);

    // The catalog the window uses, to tell whether the server's differs; may be null.
    void setCatalogInUse(const Catalog *catalog) { mInUse = catalog; }
    // Reads the URL in the settings (if any) in the background. Returns at once.
    void refresh();
    // Saves `url` (empty: catalog.db alone) and refreshes.
    void setUrl(const QString &url);
    static QString url();
    // Asks for the URL (File > Team Catalog...).
    void editWithDialog(QWidget *parent);

    QString text() const;
    bool isBusy() const;

Q_SIGNALS:
    void finished(const QString &text);

private:
    void onLoaded();

    QLabel *mLabel = nullptr;
    const Catalog *mInUse = nullptr;
    QFutureWatcher<TeamCatalogLoader::Result> mWatcher;
    QString mLoadingUrl;
    bool mPending = false; // the setting changed while a load ran: run again after it
};

} // namespace podcad
