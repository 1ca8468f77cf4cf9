#include "catalogurl.h"

#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

bool hasScheme(const QString &text)
{
    return text.startsWith(u"postgresql://"_s, Qt::CaseInsensitive) ||
           text.startsWith(u"postgres://"_s, Qt::CaseInsensitive);
}

// For messages about a URL that did not parse: never echo what may be a password.
QString redacted(const QString &text)
{
    QUrl url(text);
    return url.isValid() ? url.toString(QUrl::RemovePassword) : u"the team catalog URL"_s;
}

} // namespace

bool CatalogUrl::isTeamCatalog(const QString &text)
{
    return hasScheme(text);
}

std::optional<CatalogUrl> CatalogUrl::parse(const QString &text, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<CatalogUrl> {
        if (error)
            *error = u"%1: %2"_s.arg(redacted(text), why);
        return std::nullopt;
    };
    if (!hasScheme(text))
        return fail(u"not a postgresql:// URL"_s);
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return fail(u"not a valid URL (postgresql://user@host:port/database)"_s);

    CatalogUrl result;
    result.mUser = url.userName();
    result.mPassword = url.password();
    result.mPasswordInUrl = !result.mPassword.isEmpty();
    if (result.mPassword.isEmpty())
        result.mPassword = qEnvironmentVariable("PGPASSWORD");
    result.mHost = url.host();
    result.mPort = url.port(-1);
    result.mDatabase = url.path().mid(1);
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == u"host"_s)
            result.mHost = value;
        else if (key == u"port"_s)
            result.mPort = value.toInt();
        else
            return fail(u"unknown parameter \"%1\" (only host and port)"_s.arg(key));
    }
    if (result.mDatabase.isEmpty() || result.mDatabase.contains(u'/'))
        return fail(u"no database name (postgresql://user@host:port/database)"_s);
    if (result.mHost.isEmpty())
        return fail(u"no host (a name, or ?host=/socket/directory)"_s);
    if (result.mPort == 0 || result.mPort > 65535)
        return fail(u"port out of range"_s);
    return result;
}

QString CatalogUrl::display() const
{
    QUrl url;
    url.setScheme(u"postgresql"_s);
    url.setUserName(mUser);
    const bool socket = mHost.startsWith(u'/');
    if (!socket) {
        url.setHost(mHost);
        url.setPort(mPort);
    }
    url.setPath(u"/"_s + mDatabase);
    if (socket) {
        QUrlQuery query;
        query.addQueryItem(u"host"_s, mHost);
        if (mPort > 0)
            query.addQueryItem(u"port"_s, QString::number(mPort));
        url.setQuery(query);
    }
    // An empty host after user@ is legal for libpq but QUrl drops the '@'; write it ourselves.
    QString shown = url.toString(QUrl::RemovePassword);
    if (socket && !mUser.isEmpty() && !shown.contains(u'@'))
        shown.replace(u"postgresql:///"_s, u"postgresql://%1@/"_s.arg(mUser));
    return shown;
}

} // namespace podcad
