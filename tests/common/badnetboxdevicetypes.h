#pragma once

// The bad device types in tests/data/netbox/bad and the message each must give after "FILE: "
// (a trailing "*" matches a prefix): one table for the core reader's test and the CLI's.
#include <QString>
#include <QTest>

namespace podcad::test {

inline void addBadDeviceTypeRows()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("syntax") << QStringLiteral("syntax.yaml") << QStringLiteral("line 4, column *");
    QTest::newRow("u_height") << QStringLiteral("u-height.yaml")
                              << QStringLiteral("u_height: 1.3 is not a multiple of 0.5 "
                                                "between 0 and 100");
    QTest::newRow("slug") << QStringLiteral("slug.yaml")
                          << QStringLiteral("slug: \"Supermicro SYS 1029U\" is not a NetBox "
                                            "slug (only a-z, 0-9, - and _)");
    QTest::newRow("interface type")
        << QStringLiteral("interface-type.yaml")
        << QStringLiteral("interfaces[3].type: unknown NetBox interface type \"foo\"");
    // Found by the fuzz target (tests/fuzz/fuzz_netbox): a NUL and a stray byte in the file; the
    // message yaml-cpp gives names the character, a line break, which is written as \x0a.
    QTest::newRow("control character")
        << QStringLiteral("control-character.yaml")
        << QStringLiteral("line 8, column 1: unknown escape character: \\x0a");
    QTest::newRow("line break in a value")
        << QStringLiteral("line-break-in-value.yaml")
        << QStringLiteral("interfaces[0].type: unknown NetBox interface type "
                          "\"infiniband-ndr\\x0afoo\"");
    // A key given twice, at any depth: the line and column of the second, the key's place and
    // the line of the first.
    QTest::newRow("duplicate key")
        << QStringLiteral("duplicate-u-height.yaml")
        << QStringLiteral("line 8, column 1: duplicate key \"u_height\" (first on line 6)");
    QTest::newRow("duplicate key in an interface")
        << QStringLiteral("duplicate-interface-key.yaml")
        << QStringLiteral("line 13, column 5: duplicate key \"interfaces[1].type\" (first on "
                          "line 11)");
    QTest::newRow("duplicate key in a flow mapping")
        << QStringLiteral("duplicate-power-port-key.yaml")
        << QStringLiteral("line 8, column 37: duplicate key \"power-ports[0].maximum_draw\" "
                          "(first on line 8)");
    QTest::newRow("weight unit") << QStringLiteral("weight-unit.yaml")
                                 << QStringLiteral("weight_unit: unknown unit \"stone\" (kg, g, "
                                                   "lb or oz)");
}

} // namespace podcad::test
