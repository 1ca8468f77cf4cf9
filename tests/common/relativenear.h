#pragma once

#include <QString>
#include <QTest>
#include <algorithm>
#include <cmath>

// Sizing and cost figures are sums of products of decimal inputs: equal to the hand derivation to
// a relative tolerance, not bit for bit (small values compare absolutely, against 1).
inline bool near(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::max(1.0, std::abs(b));
}

#define QCOMPARE_NEAR(a, b, rel)                                                                   \
    QVERIFY2(                                                                                      \
        near(double(a), double(b), (rel)),                                                         \
        qPrintable(                                                                                \
            QStringLiteral("%1 != %2").arg(double(a), 0, 'g', 10).arg(double(b), 0, 'g', 10)))
