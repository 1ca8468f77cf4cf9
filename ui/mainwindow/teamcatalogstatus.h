#pragma once

#include "catalog/catalog.h"
#include "catalog/teamcatalog.h"
#include "catalog/teamcatalogloader.h"
#include "session/backgroundtask.h"
#include "settings/savedsettings.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>
#include <optional>
#include <utility>

class QLabel;
class QStatusBar;
class QWidget;

namespace podcad {

// The "Team catalog" setting of the window: a postgresql:// URL kept in QSettings, read in the
// background (TeamCatalogLoader on a worker thread, with that thread's own database connection),
// and what came of it in a permanent status bar label.
//
// The window's catalog is chosen without touching the network (startupCatalog): the local copy
// of the team catalog when there is one, else catalog.db. When the server's catalog (with the
// user's own models on top, as the window layers them) differs from the one in use, newerCatalog()
// tells the window, which swaps it in (CatalogActions); the label says how many models changed.
// Each refresh that reaches the server also asks who is connected (TeamCatalog::access()); a role
// that may not change models (a reader) reads "read only (reader): ..." in the label.
class TeamCatalogStatus final : public QObject
{
    Q_OBJECT

public:
    static constexpr const char *kUrlSetting = SavedSettings::kTeamCatalogUrl;

    TeamCatalogStatus(QStatusBar *statusBar, QObject *parent);
    ~TeamCatalogStatus() override;

    // The catalog to open the window with; sets `error` when there is none.
    static std::optional<Catalog> startupCatalog(QString *error);

    // The catalog the window uses, to tell whether the server's differs; may be null.
    void setCatalogInUse(std::shared_ptr<const Catalog> catalog) { mInUse = std::move(catalog); }
    // Reads the URL in the settings (if any) in the background. Returns at once. Also runs every
    // refreshInterval(), so that a price a colleague changes reaches an open window.
    void refresh();
    static constexpr int kRefreshMs = 5 * 60 * 1000;
    void setRefreshInterval(int ms) { mTimer.setInterval(ms); }
    int refreshInterval() const { return mTimer.interval(); }
    // Where a password written in the URL is kept: in memory until PodCAD closes, or in libpq's
    // password file (PgPass) for the next start too. Never in the settings.
    enum class KeepPassword { ThisSession, InPasswordFile };
    // Saves `url` (empty: catalog.db alone) without its password, and refreshes. False with
    // `error` when the password file cannot be written (the URL is still used this session).
    bool setUrl(const QString &url, KeepPassword keep = KeepPassword::ThisSession,
                QString *error = nullptr);
    // The URL to connect with: the settings' one, with the password given this session.
    static QString url();
    // The URL the settings keep (never with a password). A password left there by an older
    // PodCAD moves to this session's memory on the first read.
    static QString savedUrl();
    // Asks for the URL (File > Team Catalog...).
    void editWithDialog(QWidget *parent);

    QString text() const;
    // From a refresh's start until its answer is in the label (not only until the worker ends).
    bool isBusy() const;
    // The connected role as the last refresh that reached the server found; none before one, or
    // when the server was not reached.
    std::optional<TeamCatalog::Access> access() const { return mAccess; }

    // The server's catalog newerCatalog() announced, once.
    std::shared_ptr<const Catalog> takeNewer() { return std::exchange(mNewer, nullptr); }

Q_SIGNALS:
    void finished(const QString &text);
    // The server's catalog differs from the one in use (or the one in use is not the server's):
    // takeNewer() has it. Emitted before finished().
    void newerCatalog();

private:
    // What the worker hands back: the loader's answer, its catalog already a snapshot to share.
    struct Loaded final
    {
        TeamCatalogLoader::Result result;
        std::shared_ptr<const Catalog> catalog;
    };
    // Reads the URL now (refresh() does, when no read is running).
    void load();
    void onLoaded(const Loaded &loaded);
    QString withTransportWarning(const QString &text) const;

    QLabel *mLabel = nullptr;
    std::shared_ptr<const Catalog> mInUse;
    std::shared_ptr<const Catalog> mNewer;
    std::optional<TeamCatalog::Access> mAccess;
    QTimer mTimer;
    QString mLoadingUrl;
    // CatalogUrl::transportWarning() of the URL in use: said after its state, whatever it is,
    // as podcad-cli says it on stderr.
    QString mTransportWarning;
    bool mPending = false; // the setting changed while a load ran: run again after it
    BackgroundTask mTask;  // last: goes first, so that no answer reaches the members above
};

} // namespace podcad
