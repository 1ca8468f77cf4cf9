#include "openingconnection.h"

namespace podcad {

namespace {
// Per thread: the GUI opens the team catalog on a worker while its own thread may warn.
thread_local int tOpening = 0;
} // namespace

OpeningConnection::OpeningConnection()
{
    ++tOpening;
}

OpeningConnection::~OpeningConnection()
{
    --tOpening;
}

bool OpeningConnection::onThisThread()
{
    return tOpening > 0;
}

} // namespace podcad
