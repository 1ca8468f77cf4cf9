#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace podcad::format {

// The records of RFC 4180 CSV text (https://www.rfc-editor.org/rfc/rfc4180): fields separated
// by commas, a field in double quotes may hold commas, line breaks and quotes (written twice);
// records end at LF or CRLF. The first record of a file with a header is the header.
std::vector<QStringList> csvRecords(const QString &text);

} // namespace podcad::format
