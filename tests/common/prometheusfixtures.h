#pragma once

#include "prometheusparser.h"
#include "seriesset.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QStringList>
#include <QtGlobal>

// The Prometheus answers under tests/fixtures/prometheus and small bodies
// built around one value, shared by the parser's tests of result shapes and
// of error paths so both hold the parser to the same invariants.

inline QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(FIXTURES_DIR "/prometheus/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(f.fileName()));
    return f.readAll();
}

inline QStringList allFixtures()
{
    return QDir(QStringLiteral(FIXTURES_DIR "/prometheus")).entryList(QDir::Files, QDir::Name);
}

// What every successful parse must guarantee, whatever the input.
inline bool invariantsHold(const SeriesSet &set)
{
    for (std::size_t i = 1; i < set.timesMs.size(); ++i)
        if (set.timesMs[i - 1] >= set.timesMs[i])
            return false;
    for (const Series &s : set.series)
        if (s.values.size() != set.gridSize() || s.present.size() != set.gridSize() ||
            s.present.count() == 0)
            return false;
    return true;
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
