#include "teamcatalogstatus.h"

#include "catalog/catalogurl.h"
#include "catalog/pgpass.h"
#include "catalog/usercatalog.h"
#include "session/serverpool.h"

#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace podcad {

namespace {

// Models added, removed or changed between two catalogs: what the label reports.
int changedModels(const Catalog &a, const Catalog &b)
{
    int changed = 0;
    for (const DeviceModel *m : a.models()) {
        const DeviceModel *other = b.model(m->sku);
        if (!other || !(*other == *m))
            ++changed;
    }
    for (const DeviceModel *m : b.models())
        if (!a.model(m->sku))
            ++changed;
    return changed;
}

} // namespace

TeamCatalogStatus::TeamCatalogStatus(QStatusBar *statusBar, QObject *parent)
    : QObject(parent)
    , mLabel(new QLabel(statusBar))
{
    mLabel->setObjectName(QStringLiteral("teamCatalogStatus"));
    mLabel->setVisible(false);
    statusBar->addPermanentWidget(mLabel);
    mTimer.setInterval(kRefreshMs);
    connect(&mTimer, &QTimer::timeout, this, &TeamCatalogStatus::refresh);
    mTimer.start();
}

// Not waiting for the worker (BackgroundTask abandons it): a server that does not answer must not
// hold the closing window for the connect timeout. The worker holds values only, and serverPool()
// lets it finish writing the local copy before the application ends.
TeamCatalogStatus::~TeamCatalogStatus() = default;

namespace {

// The URL as typed this session, password included; used while the settings name the same URL.
QString &sessionUrl()
{
    static QString url;
    return url;
}

QString displayOf(const QString &text)
{
    QString ignored;
    const std::optional<CatalogUrl> parsed = CatalogUrl::parse(text, &ignored);
    return parsed ? parsed->display() : text;
}

bool hasPasswordInUrl(const QString &text)
{
    QString ignored;
    const std::optional<CatalogUrl> parsed = CatalogUrl::parse(text, &ignored);
    return parsed && parsed->passwordInUrl();
}

} // namespace

QString TeamCatalogStatus::savedUrl()
{
    QSettings settings;
    const QString saved = SavedSettings::teamCatalogUrl(settings);
    if (hasPasswordInUrl(saved)) {
        sessionUrl() = saved;
        settings.setValue(QLatin1String(kUrlSetting), displayOf(saved));
        return displayOf(saved);
    }
    return saved;
}

QString TeamCatalogStatus::url()
{
    const QString saved = savedUrl();
    return !sessionUrl().isEmpty() && displayOf(sessionUrl()) == saved ? sessionUrl() : saved;
}

std::optional<Catalog> TeamCatalogStatus::startupCatalog(QString *error)
{
    QString ignored;
    if (const std::optional<CatalogUrl> team = CatalogUrl::parse(url(), &ignored)) {
        const QString copy = TeamCatalogLoader::cachePath(*team);
        if (QFileInfo(copy).isFile()) {
            std::optional<Catalog> catalog = Catalog::open(copy, &ignored);
            if (catalog) {
                catalog->setPath(team->display());
                return catalog;
            }
        }
    }
    return Catalog::open(Catalog::defaultPath(), error);
}

bool TeamCatalogStatus::setUrl(const QString &text, KeepPassword keep, QString *error)
{
    QSettings settings;
    const QString trimmed = text.trimmed();
    bool stored = true;
    if (trimmed.isEmpty()) {
        settings.remove(QLatin1String(kUrlSetting));
    } else if (!hasPasswordInUrl(trimmed)) {
        settings.setValue(QLatin1String(kUrlSetting), trimmed);
    } else {
        // The settings are a plain file: the password goes to memory, or to libpq's own file.
        settings.setValue(QLatin1String(kUrlSetting), displayOf(trimmed));
        sessionUrl() = trimmed;
        if (keep == KeepPassword::InPasswordFile) {
            QString ignored, why;
            stored = PgPass::store(*CatalogUrl::parse(trimmed, &ignored), &why);
            if (!stored && error)
                *error = why;
        }
    }
    refresh();
    return stored;
}

QString TeamCatalogStatus::withTransportWarning(const QString &text) const
{
    return mTransportWarning.isEmpty() ? text : text + QStringLiteral("; ") + mTransportWarning;
}

void TeamCatalogStatus::refresh()
{
    // One read at a time: a server that does not answer holds a thread of the pool for its
    // connect timeout, so a newer read waits for the running one instead of superseding it.
    if (mTask.isBusy()) {
        mPending = true;
        return;
    }
    load();
}

void TeamCatalogStatus::load()
{
    const QString text = url();
    if (text.isEmpty()) {
        mLabel->clear();
        mLabel->setVisible(false);
        return;
    }
    mLabel->setVisible(true);
    QString error;
    const std::optional<CatalogUrl> team = CatalogUrl::parse(text, &error);
    if (!team) {
        mLabel->setText(tr("Team catalog: %1").arg(error));
        Q_EMIT finished(mLabel->text());
        return;
    }
    mLoadingUrl = team->display();
    mTransportWarning = team->transportWarning();
    mLabel->setText(withTransportWarning(tr("Team catalog: %1 (connecting...)").arg(mLoadingUrl)));
    // The user's own models go on top as the window layers them, so that the comparison with the
    // catalog in use sees only what the server changed.
    const QString userPath = UserCatalog::pathFor(mInUse.get());
    // Off the UI thread: a server that does not answer may take seconds (connect_timeout).
    mTask.start(
        [url = *team, userPath] {
            Loaded loaded{TeamCatalogLoader::load(url), nullptr};
            std::optional<Catalog> &catalog = loaded.result.catalog;
            if (catalog && !loaded.result.fromCache) {
                QString ignored; // unreadable: the window said so at its start and works without it
                if (auto layered = UserCatalog::layer(*catalog, userPath, &ignored))
                    catalog = std::move(layered);
                loaded.catalog = std::make_shared<const Catalog>(std::move(*catalog));
                catalog.reset(); // one copy: the snapshot
            }
            return loaded;
        },
        [this](const Loaded &loaded) { onLoaded(loaded); }, serverPool());
}

void TeamCatalogStatus::onLoaded(const Loaded &loaded)
{
    if (mPending) {
        mPending = false;
        load();
        return;
    }
    const TeamCatalogLoader::Result &result = loaded.result;
    mAccess = result.access;
    QString text;
    if (!result.catalog && !loaded.catalog) {
        // "Team catalog postgresql://...: <the server's words>": the loader's line, as a label.
        text = result.error.left(1).toUpper() + result.error.mid(1);
        if (result.error.contains(QLatin1String("fe_sendauth")) ||
            result.error.contains(QLatin1String("password authentication failed")))
            text += tr("; give the password in File > Team Catalog...");
    } else if (result.fromCache) {
        const bool usingCopy = mInUse && mInUse->path() == mLoadingUrl;
        text = usingCopy
                   ? tr("Team catalog unreachable: %1; using the copy from %2")
                         .arg(result.reason,
                              result.copyTime.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")))
                   : tr("Team catalog unreachable: %1; using %2")
                         .arg(result.reason, mInUse ? mInUse->path() : tr("no catalog"));
    } else {
        const Catalog &server = *loaded.catalog;
        text = tr("Team catalog: %1 (connected, %2 models")
                   .arg(mLoadingUrl)
                   .arg(server.models().size());
        if (!mInUse) {
            // No catalog at all at the start: the window has nothing to update.
            text += tr("; used from the next start)");
        } else if (mInUse->path() != mLoadingUrl || !mInUse->sameContent(server)) {
            const int changed = changedModels(*mInUse, server);
            text += changed == 0   ? tr("; now in use)")
                    : changed == 1 ? tr("; 1 model changed, now in use)")
                                   : tr("; %1 models changed, now in use)").arg(changed);
            mNewer = loaded.catalog;
        } else {
            text += u')';
        }
        // Said where the user looks for the team catalog's state, before opening an editor.
        if (mAccess && mAccess->rolesSetUp && mAccess->role != TeamCatalog::Role::Editor &&
            mAccess->role != TeamCatalog::Role::Owner) {
            text.chop(1);
            text +=
                tr("; read only (%1): %2)")
                    .arg(TeamCatalog::roleKind(mAccess->role), TeamCatalog::mayDo(mAccess->role));
        }
    }
    text = withTransportWarning(text);
    mLabel->setText(text);
    mLabel->setToolTip(text);
    if (mNewer)
        Q_EMIT newerCatalog();
    Q_EMIT finished(text);
}

void TeamCatalogStatus::editWithDialog(QWidget *parent)
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        parent, tr("Team Catalog"),
        tr("PostgreSQL URL of the team catalog (empty: the catalog.db shipped with PodCAD).\n"
           "postgresql://user@host:port/database or postgresql://user@/database?host=/socket/dir"),
        QLineEdit::Normal, savedUrl(), &ok);
    if (!ok)
        return;
    KeepPassword keep = KeepPassword::ThisSession;
    if (hasPasswordInUrl(text.trimmed()) &&
        QMessageBox::question(
            parent, tr("Team Catalog Password"),
            tr("PodCAD does not keep passwords in its settings. Keep this one in libpq's password "
               "file %1 (readable by you only), so that the next start connects too?\n\n"
               "No: PodCAD uses it until it closes.")
                .arg(QDir::toNativeSeparators(PgPass::path())),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes)
        keep = KeepPassword::InPasswordFile;
    QString error;
    if (!setUrl(text, keep, &error))
        QMessageBox::warning(parent, tr("Cannot keep the password"),
                             tr("%1\nPodCAD uses the password until it closes.").arg(error));
}

QString TeamCatalogStatus::text() const
{
    return mLabel->text();
}

bool TeamCatalogStatus::isBusy() const
{
    return mTask.isBusy();
}

} // namespace podcad
