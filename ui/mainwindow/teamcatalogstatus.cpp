#include "teamcatalogstatus.h"

#include "catalog/catalogurl.h"

#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QtConcurrent>

namespace podcad {

namespace {

// The same figures a design would be costed with: counts and prices of every model.
bool samePrices(const Catalog &a, const Catalog &b)
{
    const auto left = a.models();
    const auto right = b.models();
    if (left.size() != right.size())
        return false;
    for (std::size_t i = 0; i < left.size(); ++i)
        if (left[i]->sku != right[i]->sku || left[i]->listPriceUsd != right[i]->listPriceUsd)
            return false;
    return true;
}

} // namespace

TeamCatalogStatus::TeamCatalogStatus(QStatusBar *statusBar, QObject *parent)
    : QObject(parent)
    , mLabel(new QLabel(statusBar))
{
    mLabel->setObjectName(QStringLiteral("teamCatalogStatus"));
    mLabel->setVisible(false);
    statusBar->addPermanentWidget(mLabel);
    connect(&mWatcher, &QFutureWatcher<TeamCatalogLoader::Result>::finished, this,
            &TeamCatalogStatus::onLoaded);
}

TeamCatalogStatus::~TeamCatalogStatus()
{
    // The worker writes the local copy: let it finish rather than leave a temporary file behind.
    mWatcher.waitForFinished();
}

QString TeamCatalogStatus::url()
{
    return QSettings().value(QLatin1String(kUrlSetting)).toString().trimmed();
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

void TeamCatalogStatus::setUrl(const QString &text)
{
    QSettings settings;
    if (text.trimmed().isEmpty())
        settings.remove(QLatin1String(kUrlSetting));
    else
        settings.setValue(QLatin1String(kUrlSetting), text.trimmed());
    refresh();
}

void TeamCatalogStatus::refresh()
{
    if (mWatcher.isRunning()) {
        mPending = true;
        return;
    }
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
    mLabel->setText(tr("Team catalog: %1 (connecting...)").arg(mLoadingUrl));
    // Off the UI thread: a server that does not answer may take seconds (connect_timeout).
    mWatcher.setFuture(QtConcurrent::run([url = *team] { return TeamCatalogLoader::load(url); }));
}

void TeamCatalogStatus::onLoaded()
{
    if (mPending) {
        mPending = false;
        refresh();
        return;
    }
    const TeamCatalogLoader::Result result = mWatcher.result();
    QString text;
    if (!result.catalog) {
        text = tr("Team catalog: %1").arg(result.error);
    } else if (result.fromCache) {
        const bool usingCopy = mInUse && mInUse->path() == mLoadingUrl;
        text = usingCopy ? tr("Team catalog unreachable: %1; using the copy from %2")
                               .arg(result.reason,
                                    result.copyTime.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")))
                         : tr("Team catalog unreachable: %1; using %2")
                               .arg(result.reason, mInUse ? mInUse->path() : tr("no catalog"));
    } else {
        text = tr("Team catalog: %1 (connected, %2 models)")
                   .arg(mLoadingUrl)
                   .arg(result.catalog->models().size());
        if (!mInUse || mInUse->path() != mLoadingUrl || !samePrices(*mInUse, *result.catalog))
            text += tr("; its newest prices are used from the next start");
    }
    mLabel->setText(text);
    mLabel->setToolTip(text);
    Q_EMIT finished(text);
}

void TeamCatalogStatus::editWithDialog(QWidget *parent)
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        parent, tr("Team Catalog"),
        tr("PostgreSQL URL of the team catalog (empty: the catalog.db shipped with PodCAD).\n"
           "postgresql://user@host:port/database or postgresql://user@/database?host=/socket/dir"),
        QLineEdit::Normal, url(), &ok);
    if (ok)
        setUrl(text);
}

QString TeamCatalogStatus::text() const
{
    return mLabel->text();
}

bool TeamCatalogStatus::isBusy() const
{
    return mWatcher.isRunning();
}

} // namespace podcad
