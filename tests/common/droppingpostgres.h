#pragma once

// A PostgreSQL server that lets a client in and is gone at its first query: the moment a real
// server killed between libpq's connect and the Qt driver's set-up queries (SELECT version(),
// SET CLIENT_ENCODING, ...) leaves a client in, placed rather than hoped for. It speaks just
// enough of the frontend/backend protocol (version 3.0) on a Unix socket, on a thread of its own,
// for libpq to report CONNECTION_OK: AuthenticationOk, two ParameterStatus, BackendKeyData,
// ReadyForQuery.
//
// PostgreSQL documentation, "Message Flow" and "Message Formats", chapter 55 (version 15).

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtEndian>
#include <atomic>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

namespace podcad::test {

class DroppingPostgres final
{
public:
    // Listens at `directory`/.s.PGSQL.`port`, where libpq looks for host=`directory`.
    explicit DroppingPostgres(const QString &directory, int port = 5432)
        : mPath(QFile::encodeName(directory) + "/.s.PGSQL." + QByteArray::number(port))
    {
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        if (size_t(mPath.size()) >= sizeof address.sun_path)
            return;
        std::memcpy(address.sun_path, mPath.constData(), size_t(mPath.size()));
        mListener = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (mListener < 0 ||
            ::bind(mListener, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0 ||
            ::listen(mListener, 8) != 0) {
            close();
            return;
        }
        mThread = std::thread([this] { serve(); });
    }
    ~DroppingPostgres()
    {
        mStop = true;
        if (mThread.joinable())
            mThread.join();
        close();
        ::unlink(mPath.constData());
    }
    DroppingPostgres(const DroppingPostgres &) = delete;
    DroppingPostgres &operator=(const DroppingPostgres &) = delete;

    bool isListening() const { return mListener >= 0; }
    // Clients let in (sent ReadyForQuery), and of those, clients whose first query was dropped.
    int admitted() const { return mAdmitted; }
    int dropped() const { return mDropped; }

private:
    void serve()
    {
        while (!mStop) {
            pollfd waiting{mListener, POLLIN, 0};
            if (::poll(&waiting, 1, 50) <= 0)
                continue;
            const int client = ::accept4(mListener, nullptr, nullptr, SOCK_CLOEXEC);
            if (client < 0)
                continue;
            admitThenDrop(client);
            ::close(client);
        }
    }

    void admitThenDrop(int client)
    {
        QByteArray startup;
        for (;;) {
            if (!readMessageBody(client, &startup) || startup.size() < 4)
                return;
            const quint32 code = qFromBigEndian<quint32>(startup.constData());
            // SSLRequest and GSSENCRequest: "N", not supported; the client goes on in the clear.
            if (code != 80877103 && code != 80877104)
                break;
            if (!writeAll(client, "N"))
                return;
        }
        QByteArray reply;
        appendMessage(&reply, 'R', QByteArray("\0\0\0\0", 4)); // AuthenticationOk
        appendMessage(&reply, 'S',
                      QByteArray("server_version\0"
                                 "15.0\0",
                                 20));
        appendMessage(&reply, 'S',
                      QByteArray("client_encoding\0"
                                 "UTF8\0",
                                 21));
        appendMessage(&reply, 'K', QByteArray("\0\0\0\1\0\0\0\2", 8)); // BackendKeyData
        appendMessage(&reply, 'Z', QByteArray("I", 1));                // ReadyForQuery, idle
        if (!writeAll(client, reply))
            return;
        ++mAdmitted;
        // The first byte of the client's first query, then gone without a word.
        char type = 0;
        if (readSome(client, &type, 1))
            ++mDropped;
    }

    static void appendMessage(QByteArray *to, char type, const QByteArray &body)
    {
        char length[4];
        qToBigEndian<quint32>(quint32(body.size() + 4), length);
        to->append(type);
        to->append(length, 4);
        to->append(body);
    }

    // A startup-phase message: a length (itself included), then the body.
    bool readMessageBody(int client, QByteArray *body)
    {
        char length[4];
        if (!readSome(client, length, 4))
            return false;
        const quint32 size = qFromBigEndian<quint32>(length);
        if (size < 4 || size > 10000)
            return false;
        body->resize(qsizetype(size - 4));
        return readSome(client, body->data(), body->size());
    }

    bool readSome(int client, char *into, qsizetype size)
    {
        for (qsizetype done = 0; done < size;) {
            pollfd waiting{client, POLLIN, 0};
            if (mStop)
                return false;
            if (::poll(&waiting, 1, 50) <= 0)
                continue;
            const ssize_t n = ::read(client, into + done, size_t(size - done));
            if (n <= 0)
                return false;
            done += n;
        }
        return true;
    }

    static bool writeAll(int client, const QByteArray &bytes)
    {
        return ::send(client, bytes.constData(), size_t(bytes.size()), MSG_NOSIGNAL) ==
               bytes.size();
    }

    void close()
    {
        if (mListener >= 0)
            ::close(mListener);
        mListener = -1;
    }

    QByteArray mPath;
    int mListener = -1;
    std::atomic<bool> mStop{false};
    std::atomic<int> mAdmitted{0};
    std::atomic<int> mDropped{0};
    std::thread mThread;
};

} // namespace podcad::test
