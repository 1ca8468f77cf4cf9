#pragma once

#include <QString>
#include <optional>

namespace podcad {

// Where a team catalog lives: postgresql://user[:password]@host[:port]/database, or
// postgresql://user@/database?host=/path/to/socket/dir for a server on a Unix socket.
//
// The password (from the URL, else libpq's $PGPASSWORD) is used to connect and nowhere else:
// display() is what messages, the status bar and the settings show.
class CatalogUrl final
{
public:
    // Whether `text` is meant as a team catalog (and not as a file path): it names the scheme.
    static bool isTeamCatalog(const QString &text);

    // On failure returns nullopt and sets `error` to one line naming the URL (without password).
    static std::optional<CatalogUrl> parse(const QString &text, QString *error);

    const QString &user() const { return mUser; }
    const QString &password() const { return mPassword; }
    // Whether the password was written in the URL (not taken from $PGPASSWORD): a URL to keep
    // somewhere must lose it first (display()), and PgPass can keep the password instead.
    bool passwordInUrl() const { return mPasswordInUrl; }
    // A host name, or a directory holding the server's socket (it starts with '/').
    const QString &host() const { return mHost; }
    int port() const { return mPort; } // -1: libpq's default
    const QString &database() const { return mDatabase; }
    // libpq's sslmode (disable, allow, prefer, require, verify-ca, verify-full; empty: libpq's
    // default, prefer) and the root certificate verify-ca and verify-full check the server's
    // against. Neither is secret: display() keeps them.
    const QString &sslMode() const { return mSslMode; }
    const QString &sslRootCert() const { return mSslRootCert; }
    // One line when the URL sends a password and prices over a network without a verified TLS
    // connection (a host that is not this machine and no sslmode of require or stricter).
    QString transportWarning() const;

    QString display() const;

private:
    QString mUser;
    QString mPassword;
    bool mPasswordInUrl = false;
    QString mHost;
    int mPort = -1;
    QString mDatabase;
    QString mSslMode;
    QString mSslRootCert;
};

} // namespace podcad
