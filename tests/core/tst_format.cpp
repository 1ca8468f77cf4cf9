// The formatting rules every front end shares: each rule pinned with its edge cases (zero, the
// sign, rounding at a unit's boundary, thousands to billions, and values that are not numbers).
#include "format/durationformat.h"
#include "format/flowformat.h"
#include "format/lengthformat.h"
#include "format/moneyformat.h"
#include "format/moneyscale.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"

#include <QTest>
#include <limits>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
} // namespace

class TestFormat final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void number_data();
    void number();
    void count_data();
    void count();
    void shortCount_data();
    void shortCount();
    void dataSizeCountsInDecimalUnits();
    void numberFollowsTheLocaleItIsGiven();
    void usd_data();
    void usd();
    void usdShort_data();
    void usdShort();
    void moneyScale_data();
    void moneyScale();
    void kilowatts_data();
    void kilowatts();
    void power_data();
    void power();
    void scaledPowerSplitsFigureAndUnit();
    void percent_data();
    void percent();
    void signedPercent();
    void litresPerMinute_data();
    void litresPerMinute();
    void metres_data();
    void metres();
    void seconds_data();
    void seconds();
};

void TestFormat::number_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << 0 << u"0"_s;
    QTest::newRow("zero, two decimals") << 0.0 << 2 << u"0.00"_s;
    QTest::newRow("below a thousand") << 999.0 << 0 << u"999"_s;
    QTest::newRow("thousands") << 1234.0 << 0 << u"1,234"_s;
    QTest::newRow("millions") << 1234567.0 << 0 << u"1,234,567"_s;
    QTest::newRow("billions") << 1234567890.0 << 0 << u"1,234,567,890"_s;
    QTest::newRow("fixed decimals") << 1234.5 << 2 << u"1,234.50"_s;
    QTest::newRow("rounds up to a new group") << 999999.5 << 0 << u"1,000,000"_s;
    QTest::newRow("rounds at one decimal") << 999.96 << 1 << u"1,000.0"_s;
    QTest::newRow("negative") << -1234.5 << 1 << u"-1,234.5"_s;
    QTest::newRow("negative that rounds to zero") << -0.04 << 1 << u"0.0"_s;
    QTest::newRow("negative zero") << -0.0 << 0 << u"0"_s;
    QTest::newRow("NaN") << kNaN << 1 << u"n/a"_s;
    QTest::newRow("infinity") << kInf << 0 << u"n/a"_s;
    QTest::newRow("minus infinity") << -kInf << 0 << u"n/a"_s;
}

void TestFormat::number()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(format::number(value, decimals), expected);
}

void TestFormat::count_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("none") << 0.0 << u"0"_s;
    QTest::newRow("one") << 1.0 << u"1"_s;
    QTest::newRow("a superpod's GPUs") << 2048.0 << u"2,048"_s;
    QTest::newRow("a million") << 1e6 << u"1,000,000"_s;
    QTest::newRow("negative") << -12000.0 << u"-12,000"_s;
}

void TestFormat::count()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(format::count(value), expected);
}

void TestFormat::shortCount_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << u"0"_s;
    QTest::newRow("a half") << 0.5 << u"0.5"_s;
    QTest::newRow("below a thousand") << 420.0 << u"420"_s;
    QTest::newRow("rounds up to 1K") << 999.7 << u"1K"_s;
    QTest::newRow("thousands") << 5000.0 << u"5K"_s;
    QTest::newRow("millions") << 1.5e6 << u"1.5M"_s;
    QTest::newRow("a model's parameters") << 70e9 << u"70B"_s;
    QTest::newRow("three significant digits") << 70.56e9 << u"70.6B"_s;
    QTest::newRow("999.96B rounds up to 1T") << 999.96e9 << u"1T"_s;
    QTest::newRow("trillions of tokens") << 15e12 << u"15T"_s;
    QTest::newRow("a fraction of a trillion") << 15.6e12 << u"15.6T"_s;
    QTest::newRow("beyond a thousand trillion") << 1234.4e12 << u"1,234T"_s;
    QTest::newRow("negative") << -2.5e6 << u"-2.5M"_s;
    QTest::newRow("NaN") << kNaN << u"n/a"_s;
}

void TestFormat::shortCount()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(format::shortCount(value), expected);
}

void TestFormat::dataSizeCountsInDecimalUnits()
{
    // The 64-SU SuperPOD's design file: 25,356,010 bytes, "25.4 MB" (not 24.2 MiB).
    QCOMPARE(format::dataSize(25356010), u"25.4 MB"_s);
    QCOMPARE(format::dataSize(1500), u"1.5 kB"_s);
    QCOMPARE(format::dataSize(999), u"999 bytes"_s);
}

void TestFormat::numberFollowsTheLocaleItIsGiven()
{
    // The GUI passes the desktop locale; the rule (grouping, decimals, no "-0") stays the same.
    const QLocale german(QLocale::German, QLocale::Germany);
    QCOMPARE(format::number(1234567.891, 2, german), u"1.234.567,89"_s);
    QCOMPARE(format::number(-0.001, 2, german), u"0,00"_s);
    QCOMPARE(format::kilowatts(34.49, german), u"34,5"_s);
    QCOMPARE(format::power(1234.0, german), u"1,23 MW"_s);
    QCOMPARE(format::percent(0.125, 1, german), u"12,5 %"_s);
    QCOMPARE(format::litresPerMinute(1234.4, german), u"1.234"_s);
    QCOMPARE(format::metres(2.4, german), u"2,40"_s);
    QCOMPARE(format::seconds(1.374, german), u"1,37 s"_s);
    // Money stays US English whatever the locale: it is in dollars.
    const QLocale before;
    QLocale::setDefault(german);
    QCOMPARE(format::usd(1234.5, 2), u"$1,234.50"_s);
    QCOMPARE(format::usdShort(1234567), u"$1.23M"_s);
    QCOMPARE(format::number(1234.5, 1), u"1,234.5"_s); // the default is English, not the desktop
    QLocale::setDefault(before);
}

void TestFormat::usd_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << 0 << u"$0"_s;
    QTest::newRow("whole dollars") << 315000.0 << 0 << u"$315,000"_s;
    QTest::newRow("rounded to the dollar") << 8935.2 << 0 << u"$8,935"_s;
    QTest::newRow("millions") << 1234567.0 << 0 << u"$1,234,567"_s;
    QTest::newRow("billions") << 2.5e9 << 0 << u"$2,500,000,000"_s;
    QTest::newRow("cents") << 1.7749 << 2 << u"$1.77"_s;
    QTest::newRow("a tenth of a cent") << 0.0125 << 3 << u"$0.013"_s;
    QTest::newRow("rounds up to a new group") << 999999.5 << 0 << u"$1,000,000"_s;
    QTest::newRow("negative: the sign before the dollar") << -1234.0 << 0 << u"-$1,234"_s;
    QTest::newRow("negative cents that round to zero") << -0.004 << 2 << u"$0.00"_s;
    QTest::newRow("NaN") << kNaN << 0 << u"n/a"_s;
    QTest::newRow("infinity") << kInf << 2 << u"n/a"_s;
}

void TestFormat::usd()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(format::usd(value, decimals), expected);
}

void TestFormat::usdShort_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << u"$0.00"_s;
    QTest::newRow("whole dollars below $100 keep the cents") << 5.0 << u"$5.00"_s;
    QTest::newRow("cents below $100") << 12.5 << u"$12.50"_s;
    QTest::newRow("a cent below $100") << 99.99 << u"$99.99"_s;
    QTest::newRow("rounds up to $100") << 99.996 << u"$100"_s;
    QTest::newRow("whole dollars below $1K") << 420.4 << u"$420"_s;
    QTest::newRow("rounds up to $1K") << 999.5 << u"$1.00K"_s;
    QTest::newRow("thousands") << 1234.0 << u"$1.23K"_s;
    QTest::newRow("tens of thousands") << 12345.0 << u"$12.3K"_s;
    QTest::newRow("hundreds of thousands") << 850000.0 << u"$850K"_s;
    QTest::newRow("9.996K rounds to three digits") << 9996.0 << u"$10.0K"_s;
    QTest::newRow("999.95K rounds up to $1M") << 999950.0 << u"$1.00M"_s;
    QTest::newRow("999,999.5 rounds up to $1M") << 999999.5 << u"$1.00M"_s;
    QTest::newRow("millions keep trailing zeros") << 1.2e6 << u"$1.20M"_s;
    QTest::newRow("millions") << 1234567.0 << u"$1.23M"_s;
    QTest::newRow("tens of millions") << 12.34e6 << u"$12.3M"_s;
    QTest::newRow("hundreds of millions") << 456.7e6 << u"$457M"_s;
    QTest::newRow("rounds up to $1B") << 999.6e6 << u"$1.00B"_s;
    QTest::newRow("billions") << 1.524e9 << u"$1.52B"_s;
    QTest::newRow("hundreds of billions") << 123.4e9 << u"$123B"_s;
    QTest::newRow("beyond a thousand billion") << 1234.4e9 << u"$1,234B"_s;
    QTest::newRow("negative") << -1234567.0 << u"-$1.23M"_s;
    QTest::newRow("negative that rounds to zero") << -0.001 << u"$0.00"_s;
    QTest::newRow("NaN") << kNaN << u"n/a"_s;
    QTest::newRow("minus infinity") << -kInf << u"n/a"_s;
}

void TestFormat::usdShort()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(format::usdShort(value), expected);
}

void TestFormat::moneyScale_data()
{
    QTest::addColumn<double>("maxValue");
    QTest::addColumn<double>("divisor");
    QTest::addColumn<QString>("suffix");
    QTest::newRow("zero") << 0.0 << 1.0 << u"USD"_s;
    QTest::newRow("just below five thousand") << 4999.0 << 1.0 << u"USD"_s;
    QTest::newRow("five thousand") << 5e3 << 1e3 << u"USD thousands"_s;
    QTest::newRow("five million") << 5e6 << 1e6 << u"USD millions"_s;
    QTest::newRow("four billion") << 4e9 << 1e6 << u"USD millions"_s;
    QTest::newRow("five billion") << 5e9 << 1e9 << u"USD billions"_s;
}

void TestFormat::moneyScale()
{
    QFETCH(double, maxValue);
    QFETCH(double, divisor);
    QFETCH(QString, suffix);
    const format::MoneyScale s = format::moneyScale(maxValue);
    QCOMPARE(s.divisor, divisor);
    QCOMPARE(s.suffix, suffix);
}

void TestFormat::kilowatts_data()
{
    QTest::addColumn<double>("kw");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << u"0.0"_s;
    QTest::newRow("a PDU circuit") << 34.4986 << u"34.5"_s;
    QTest::newRow("thousands stay in kW") << 1234.56 << u"1,234.6"_s;
    QTest::newRow("negative") << -10.26 << u"-10.3"_s;
    QTest::newRow("NaN") << kNaN << u"n/a"_s;
}

void TestFormat::kilowatts()
{
    QFETCH(double, kw);
    QFETCH(QString, expected);
    QCOMPARE(format::kilowatts(kw), expected);
}

void TestFormat::power_data()
{
    QTest::addColumn<double>("kw");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << u"0 W"_s;
    QTest::newRow("watts") << 0.85 << u"850 W"_s;
    QTest::newRow("rounds up to 1 kW") << 0.9996 << u"1.0 kW"_s;
    QTest::newRow("a small pod") << 42.04 << u"42.0 kW"_s;
    QTest::newRow("hundreds of kW") << 999.9 << u"999.9 kW"_s;
    QTest::newRow("999.95 kW rounds up to 1 MW") << 999.95 << u"1.00 MW"_s;
    QTest::newRow("megawatts") << 1234.0 << u"1.23 MW"_s;
    QTest::newRow("a large hall") << 45678.0 << u"45.68 MW"_s;
    QTest::newRow("gigawatt scale stays in MW") << 1.5e6 << u"1,500.00 MW"_s;
    QTest::newRow("negative") << -42.0 << u"-42.0 kW"_s;
    QTest::newRow("NaN") << kNaN << u"n/a"_s;
}

void TestFormat::power()
{
    QFETCH(double, kw);
    QFETCH(QString, expected);
    QCOMPARE(format::power(kw), expected);
}

void TestFormat::scaledPowerSplitsFigureAndUnit()
{
    const format::ScaledPower p = format::scaledPower(2500);
    QCOMPARE(p.figure, u"2.50"_s);
    QCOMPARE(p.unit, u"MW"_s);
}

void TestFormat::percent_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << 0 << u"0 %"_s;
    QTest::newRow("whole percent") << 0.42 << 0 << u"42 %"_s;
    QTest::newRow("rounds") << 0.9951 << 0 << u"100 %"_s;
    QTest::newRow("one decimal") << 0.125 << 1 << u"12.5 %"_s;
    QTest::newRow("all of it") << 1.0 << 0 << u"100 %"_s;
    QTest::newRow("over a thousand percent") << 12.5 << 0 << u"1,250 %"_s;
    QTest::newRow("negative") << -0.05 << 0 << u"-5 %"_s;
    QTest::newRow("negative that rounds to zero") << -0.001 << 0 << u"0 %"_s;
    QTest::newRow("NaN") << kNaN << 0 << u"n/a"_s;
}

void TestFormat::percent()
{
    QFETCH(double, fraction);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(format::percent(fraction, decimals), expected);
}

void TestFormat::signedPercent()
{
    QCOMPARE(format::signedPercent(0.079), u"+8 %"_s);
    QCOMPARE(format::signedPercent(-0.488), u"-49 %"_s);
    QCOMPARE(format::signedPercent(0.0791, 1), u"+7.9 %"_s);
    QCOMPARE(format::signedPercent(0.004), u"0 %"_s);
    QCOMPARE(format::signedPercent(0.0), u"0 %"_s);
    QCOMPARE(format::signedPercent(kNaN), u"n/a"_s);
}

void TestFormat::litresPerMinute_data()
{
    QTest::addColumn<double>("lpm");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << u"0"_s;
    QTest::newRow("a rack's share") << 61.49 << u"61"_s;
    QTest::newRow("rounds half up") << 61.5 << u"62"_s;
    QTest::newRow("a CDU's loop, thousands") << 1234.4 << u"1,234"_s;
    QTest::newRow("negative that rounds to zero") << -0.4 << u"0"_s;
    QTest::newRow("NaN") << kNaN << u"n/a"_s;
}

void TestFormat::litresPerMinute()
{
    QFETCH(double, lpm);
    QFETCH(QString, expected);
    QCOMPARE(format::litresPerMinute(lpm), expected);
}

void TestFormat::metres_data()
{
    QTest::addColumn<double>("m");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << u"0.00"_s;
    QTest::newRow("a tile edge keeps its zero") << 2.4 << u"2.40"_s;
    QTest::newRow("an 800 mm rack off the grid") << 3.8 << u"3.80"_s;
    QTest::newRow("to the centimetre") << 1.234 << u"1.23"_s;
    QTest::newRow("rounds up at the centimetre") << 0.996 << u"1.00"_s;
    QTest::newRow("thousands") << 1234.5 << u"1,234.50"_s;
    QTest::newRow("negative that rounds to zero") << -0.004 << u"0.00"_s;
    QTest::newRow("infinity") << kInf << u"n/a"_s;
}

void TestFormat::metres()
{
    QFETCH(double, m);
    QFETCH(QString, expected);
    QCOMPARE(format::metres(m), expected);
}

void TestFormat::seconds_data()
{
    QTest::addColumn<double>("s");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << 0.0 << u"0.000 s"_s;
    QTest::newRow("milliseconds") << 0.0421 << u"0.042 s"_s;
    QTest::newRow("rounds up to 0.1 s") << 0.09996 << u"0.10 s"_s;
    QTest::newRow("a step") << 1.374 << u"1.37 s"_s;
    QTest::newRow("rounds up to 10 s") << 9.996 << u"10.0 s"_s;
    QTest::newRow("tens") << 12.44 << u"12.4 s"_s;
    QTest::newRow("thousands") << 1234.5 << u"1,234.5 s"_s;
    QTest::newRow("negative") << -1.374 << u"-1.37 s"_s;
    QTest::newRow("NaN") << kNaN << u"n/a"_s;
    QTest::newRow("infinity") << kInf << u"n/a"_s;
}

void TestFormat::seconds()
{
    QFETCH(double, s);
    QFETCH(QString, expected);
    QCOMPARE(format::seconds(s), expected);
}

QTEST_APPLESS_MAIN(TestFormat)
#include "tst_format.moc"
