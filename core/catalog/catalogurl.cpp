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
        if (key == u"host"_s) {
            // A socket directory, or a host name as the URL's own host would be (display() puts
            // a name there, so it must be one QUrl keeps, in the form QUrl keeps it).
            result.mHost = value;
            if (!value.startsWith(u'/')) {
                QUrl named;
                named.setHost(value, QUrl::StrictMode);
                if (!named.isValid() || named.host().isEmpty())
                    return fail(u"host \"%1\" is neither a host name nor a socket directory "
                                "(which starts with /)"_s.arg(value));
                result.mHost = named.host();
            }
        } else if (key == u"port"_s) {
            bool number = false;
            result.mPort = value.toInt(&number);
            if (!number || result.mPort < 1)
                return fail(u"port out of range"_s);
        } else if (key == u"sslmode"_s) {
            static const QStringList modes{u"disable"_s, u"allow"_s,     u"prefer"_s,
                                           u"require"_s, u"verify-ca"_s, u"verify-full"_s};
            if (!modes.contains(value))
                return fail(u"sslmode \"%1\" is not one of %2"_s.arg(value, modes.join(u", "_s)));
            result.mSslMode = value;
        } else if (key == u"sslrootcert"_s) {
            result.mSslRootCert = value;
        } else {
            return fail(
                u"unknown parameter \"%1\" (only host, port, sslmode and sslrootcert)"_s.arg(key));
        }
    }
    if (result.mDatabase.isEmpty() || result.mDatabase.contains(u'/'))
        return fail(u"no database name (postgresql://user@host:port/database)"_s);
    if (result.mHost.isEmpty())
        return fail(u"no host (a name, or ?host=/socket/directory)"_s);
    if (result.mPort == 0 || result.mPort > 65535)
        return fail(u"port out of range"_s);
    return result;
}

QString CatalogUrl::transportWarning() const
{
    const bool local = mHost.startsWith(u'/') || mHost == u"localhost"_s ||
                       mHost.startsWith(u"127."_s) || mHost == u"::1"_s;
    if (local || mSslMode == u"require"_s || mSslMode.startsWith(u"verify-"_s))
        return {};
    return u"warning: %1 reaches %2 over the network without a required TLS connection "
           "(sslmode=%3): add sslmode=verify-full&sslrootcert=CA.pem to the URL"_s.arg(
               display(), mHost, mSslMode.isEmpty() ? u"prefer"_s : mSslMode);
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
    QUrlQuery query;
    if (socket) {
        query.addQueryItem(u"host"_s, mHost);
        if (mPort > 0)
            query.addQueryItem(u"port"_s, QString::number(mPort));
    }
    if (!mSslMode.isEmpty())
        query.addQueryItem(u"sslmode"_s, mSslMode);
    if (!mSslRootCert.isEmpty())
        query.addQueryItem(u"sslrootcert"_s, mSslRootCert);
    if (!query.isEmpty())
        url.setQuery(query);
    if (!socket)
        return url.toString(QUrl::RemovePassword);
    // libpq's form for a socket has an empty host after "//" (and after user@), which QUrl does
    // not write: it drops the '@', and without a user the "//" too. Written here.
    const QString user =
        mUser.isEmpty() ? QString() : QString::fromLatin1(QUrl::toPercentEncoding(mUser)) + u'@';
    return u"postgresql://"_s + user + url.toString(QUrl::RemoveScheme | QUrl::RemoveAuthority);
}

} // namespace podcad
