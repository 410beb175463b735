#pragma once

#include "fixturefiles.h"

#include <initializer_list>
#include <QByteArray>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

// The Azure answers under tests/fixtures/azure, shared by the tests of the
// Azure Monitor, Log Analytics, Cost Management and sign-in parsers.

// 2026-11-21T10:00:00Z, where the fixtures' series start, and one minute.
inline constexpr qint64 kT0 = 1795255200000;
inline constexpr qint64 kMin = 60'000;

inline QByteArray azureFixture(const QString &name)
{
    return readFixture(QStringLiteral("azure/") + name);
}

// The fixtures one parser is fed: those whose names start with a prefix
// ("metrics_", "proxy_"), in name order.
inline QStringList azureFixtures(std::initializer_list<QLatin1StringView> prefixes)
{
    QStringList out;
    for (const QString &name : fixtureNames(QStringLiteral("azure")))
        for (const QLatin1StringView prefix : prefixes)
            if (name.startsWith(prefix)) {
                out << name;
                break;
            }
    return out;
}

// A grid as renderTimes() writes it: the times so many minutes after kT0.
inline QString gridTimes(std::initializer_list<qint64> offsetsMin)
{
    QStringList out;
    for (qint64 m : offsetsMin)
        out << QString::number(kT0 + m * kMin);
    return out.join(QLatin1Char(' '));
}
