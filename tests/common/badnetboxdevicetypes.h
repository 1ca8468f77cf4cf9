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
    QTest::newRow("weight unit") << QStringLiteral("weight-unit.yaml")
                                 << QStringLiteral("weight_unit: unknown unit \"stone\" (kg, g, "
                                                   "lb or oz)");
}

} // namespace podcad::test
