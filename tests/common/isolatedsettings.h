#pragma once
// GUI tests build real main windows, which read and write QSettings and the
// standard paths: each test binary gets its own, apart from the user's.
#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>

inline void isolateSettings(const QString &testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FleetScopeTests"));
    QCoreApplication::setApplicationName(testName);
}
