#include "textrules.h"

namespace podcad {

qsizetype firstControlCharacter(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i].category() == QChar::Other_Control && text[i] != u'\n' && text[i] != u'\t')
            return i;
    return -1;
}

QString textTooLongProblem(qsizetype bytes)
{
    return QStringLiteral("%1 bytes of text; names, SKUs and labels are at most %2 bytes")
        .arg(bytes)
        .arg(kMaxTextBytes);
}

QString controlCharacterProblem(const QString &text, qsizetype at)
{
    return QStringLiteral("control character U+%1 at position %2: names are printable text")
        .arg(text[at].unicode(), 4, 16, QLatin1Char('0'))
        .arg(at + 1);
}

QString textProblem(const QString &text)
{
    // A UTF-16 unit is at most three bytes of UTF-8 (a surrogate pair, two units, is four): most
    // texts are short enough that they need not be encoded to be counted.
    if (text.size() * 3 > kMaxTextBytes) {
        if (const qsizetype bytes = text.toUtf8().size(); bytes > kMaxTextBytes)
            return textTooLongProblem(bytes);
    }
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x80 || (u < 0x20 && u != u'\t' && u != u'\n') || u == 0x7f) {
            // Only then the Unicode tables: ASCII text is decided without them.
            if (const qsizetype at = firstControlCharacter(text); at >= 0)
                return controlCharacterProblem(text, at);
            return {};
        }
    }
    return {};
}

bool checkText(const QString &text, const char *kind, const QString &id, const char *field,
               QString *why)
{
    const QString problem = textProblem(text);
    if (problem.isEmpty())
        return true;
    if (why)
        *why = QStringLiteral("%1 \"%2\": %3: %4")
                   .arg(QLatin1String(kind), id, QLatin1String(field), problem);
    return false;
}

} // namespace podcad
