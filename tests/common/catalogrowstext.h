#pragma once

// A text form of CatalogRows (catalog/catalogrows.h), for the team-catalog fuzz target's inputs
// and the fixtures its findings become: rows as a server sends them, written by hand or dumped
// from a catalog file, without a server. Header-only: only the files that include it compile it.
//
//   version 6              the SQLite schema version; absent: rows from a team server
//   table device_models    a table; its next line names the columns, tab-separated
//   sku<TAB>name<TAB>...
//   tdgx-h100<TAB>i8<TAB>r10.5<TAB>n      one value per column: t text, i integer, r real,
//                                         n NULL, b bytes in hex; \t \n \\ escape in text
//   problem <text>         the database's message for the table above (or, before any table,
//                          for the table list)
//   # ...                  a comment

#include "catalog/catalogrows.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QVariant>

namespace podcad::catalogrowstext {

inline QString unescape(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != u'\\' || i + 1 == text.size()) {
            out += text[i];
            continue;
        }
        const QChar next = text[++i];
        out += next == u't' ? QChar(u'\t') : next == u'n' ? QChar(u'\n') : next;
    }
    return out;
}

inline QString escape(const QString &text)
{
    QString out = text;
    out.replace(u'\\', QStringLiteral("\\\\"));
    out.replace(u'\t', QStringLiteral("\\t"));
    out.replace(u'\n', QStringLiteral("\\n"));
    return out;
}

inline QVariant value(QStringView field)
{
    const QStringView rest = field.mid(1);
    switch (field.isEmpty() ? u'n' : field[0].unicode()) {
    case u't':
        return unescape(rest);
    case u'i':
        return rest.toLongLong();
    case u'r':
        return rest.toDouble();
    case u'b':
        return QByteArray::fromHex(rest.toLatin1());
    default:
        return QVariant(QMetaType(QMetaType::QString)); // NULL, as the drivers give it
    }
}

inline CatalogRows parse(const QByteArray &bytes)
{
    CatalogRows rows;
    CatalogRows::Table *table = nullptr;
    bool header = false;
    const QString text = QString::fromUtf8(bytes);
    for (const QStringView line : QStringView(text).split(u'\n')) {
        if (line.startsWith(u'#')) {
            continue;
        } else if (line.startsWith(u"version ")) {
            rows.schemaVersion = line.mid(8).toInt();
        } else if (line.startsWith(u"table ")) {
            table = &rows.tables[line.mid(6).toString()];
            header = true;
        } else if (line.startsWith(u"problem ")) {
            (table ? table->problem : rows.problem) = line.mid(8).toString();
        } else if (table && header) {
            for (const QStringView column : line.split(u'\t'))
                table->columns << column.toString();
            header = false;
        } else if (table && !line.isEmpty()) {
            QVariantList values;
            for (const QStringView field : line.split(u'\t'))
                values << value(field);
            table->rows.push_back(std::move(values));
        }
    }
    return rows;
}

inline QString field(const QVariant &v)
{
    if (v.isNull())
        return QStringLiteral("n");
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return QStringLiteral("i") + QString::number(v.toLongLong());
    case QMetaType::Double:
        return QStringLiteral("r") + QString::number(v.toDouble(), 'g', 17);
    case QMetaType::QByteArray:
        return QStringLiteral("b") + QString::fromLatin1(v.toByteArray().toHex());
    default:
        return QStringLiteral("t") + escape(v.toString());
    }
}

inline QByteArray write(const CatalogRows &rows)
{
    QString out;
    if (rows.schemaVersion)
        out += QStringLiteral("version %1\n").arg(*rows.schemaVersion);
    for (const auto &[name, table] : rows.tables) {
        out += QStringLiteral("table ") + name + u'\n' + table.columns.join(u'\t') + u'\n';
        for (const QVariantList &row : table.rows) {
            QStringList fields;
            for (const QVariant &v : row)
                fields << field(v);
            out += fields.join(u'\t') + u'\n';
        }
    }
    return out.toUtf8();
}

} // namespace podcad::catalogrowstext
