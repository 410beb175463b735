#pragma once

#include "fixturefiles.h"
#include "prometheusparser.h"
#include "seriesinvariants.h"
#include "seriesset.h"

#include <QByteArray>
#include <QStringList>
#include <QTest>
#include <QtGlobal>
#include <source_location>

// The Prometheus answers under tests/fixtures/prometheus and small bodies
// built around one value, shared by the parser's tests of result shapes and
// of error paths so both hold the parser to the same invariants.

inline QByteArray fixture(const QString &name)
{
    return readFixture(QStringLiteral("prometheus/") + name);
}

inline QStringList allFixtures()
{
    return fixtureNames(QStringLiteral("prometheus"));
}

// A parse that must succeed: an error or a broken invariant fails the
// calling test, reported at the caller's line.
inline SeriesSet parseOk(const QByteArray &body, int status = 200,
                         std::source_location where = std::source_location::current())
{
    auto r = parsePrometheusResponse(body, status);
    if (!r) {
        QTest::qFail(qPrintable(QStringLiteral("unexpected error: %1 | %2")
                                    .arg(r.error().message, r.error().detail)),
                     where.file_name(), int(where.line()));
        return {};
    }
    if (const QString broken = brokenInvariant(*r); !broken.isEmpty())
        QTest::qFail(qPrintable(QStringLiteral("invariant broken: ") + broken), where.file_name(),
                     int(where.line()));
    return *r;
}

inline QByteArray scalarBody(const QByteArray &ts, const QByteArray &value = "\"1\"")
{
    return R"({"status":"success","data":{"resultType":"scalar","result":[)" + ts + ',' + value +
           "]}}";
}

inline QByteArray matrixBody(const QByteArray &values)
{
    return R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"gpu":"0"},"values":)" +
           values + "}]}}";
}
