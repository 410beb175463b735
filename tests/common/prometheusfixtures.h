#pragma once

#include "fixturefiles.h"
#include "prometheusparser.h"
#include "seriesinvariants.h"
#include "seriesset.h"

#include <QByteArray>
#include <QStringList>
#include <QtGlobal>

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

inline SeriesSet parseOk(const QByteArray &body, int status = 200)
{
    auto r = parsePrometheusResponse(body, status);
    if (!r) {
        qWarning("unexpected error: %s | %s", qPrintable(r.error().message),
                 qPrintable(r.error().detail));
        return {};
    }
    if (!invariantsHold(*r))
        qWarning("invariants broken");
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
