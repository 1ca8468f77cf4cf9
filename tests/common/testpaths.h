#pragma once

#include <QString>

// Paths the build gives the tests (see tests/CMakeLists.txt).
namespace podcad::test {

inline QString dataPath(const QString &relative)
{
    return QStringLiteral(PODCAD_TEST_DATA_DIR "/") + relative;
}
inline QString catalogDbPath()
{
    return QStringLiteral(PODCAD_CATALOG_DB_PATH);
}
inline QString catalogSqlPath()
{
    return QStringLiteral(PODCAD_CATALOG_SQL_PATH);
}
inline QString samplePath(const QString &name)
{
    return QStringLiteral(PODCAD_SAMPLES_DIR "/") + name;
}
inline QString cliPath()
{
    return QStringLiteral(PODCAD_CLI_PATH);
}
inline QString guiPath()
{
    return QStringLiteral(PODCAD_GUI_PATH);
}

} // namespace podcad::test
