#pragma once

// Reading fleet-sim's backfill files in tests: its own exposition text
// parsed into samples, a backfill of the test model run to a string, and
// lookups by node and GPU. For the dialect and health-fault tests; no
// server is started.

#include "processrun.h"

#include <QMap>
#include <QSet>
#include <QStringList>

#include <cmath>

namespace FleetSimExposition {

using namespace Qt::StringLiterals;

// 2026-01-01 14:00 UTC: daytime load. Counters start an hour earlier, which
// keeps each run's catch-up from the origin short.
constexpr qint64 kIncident = 1767225600 + 14 * 3600;
constexpr qint64 kMinute = 60;

struct Sample
{
    QByteArray name;
    QMap<QByteArray, QByteArray> labels;
    QByteArray valueText;
    double value = 0.0;
    qint64 t = 0;
};

struct Exposition
{
    QMap<QByteArray, QByteArray> types; // family -> TYPE
    QList<Sample> samples;

    QList<Sample> named(const QByteArray &name) const
    {
        QList<Sample> out;
        for (const Sample &s : samples) {
            if (s.name == name)
                out << s;
        }
        return out;
    }
    QList<Sample> at(const QByteArray &name, qint64 t) const
    {
        QList<Sample> out;
        for (const Sample &s : samples) {
            if (s.name == name && s.t == t)
                out << s;
        }
        return out;
    }
    bool hasFamilyStartingWith(const QByteArray &prefix) const
    {
        for (auto it = types.begin(); it != types.end(); ++it) {
            if (it.key().startsWith(prefix))
                return true;
        }
        return false;
    }
};

// Our own output only: every sample has braces and no label value holds a quote.
inline Exposition parse(const QByteArray &text, const QByteArrayList &onlyNames = {})
{
    Exposition out;
    for (const QByteArray &line : text.split('\n')) {
        if (line.startsWith("# TYPE ")) {
            const QList<QByteArray> parts = line.split(' ');
            out.types.insert(parts.value(2), parts.value(3));
            continue;
        }
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype open = line.indexOf('{');
        const qsizetype close = line.lastIndexOf('}');
        Sample s;
        s.name = line.left(open);
        if (!onlyNames.isEmpty() && !onlyNames.contains(s.name))
            continue;
        const QByteArray labels = line.mid(open + 1, close - open - 1);
        for (qsizetype pos = 0; pos < labels.size();) {
            const qsizetype eq = labels.indexOf("=\"", pos);
            const qsizetype end = labels.indexOf('"', eq + 2);
            s.labels.insert(labels.mid(pos, eq - pos), labels.mid(eq + 2, end - eq - 2));
            pos = end + 2;
        }
        const QList<QByteArray> rest = line.mid(close + 2).split(' ');
        s.valueText = rest.value(0);
        s.value = s.valueText.toDouble();
        s.t = rest.value(1).toLongLong();
        out.samples << s;
    }
    return out;
}

inline QStringList modelArguments()
{
    return {u"--nodes"_s,       u"2"_s,
            u"--gpus"_s,        u"4"_s,
            u"--seed"_s,        u"42"_s,
            u"--origin"_s,      QString::number(kIncident - 3600),
            u"--incident-at"_s, QString::number(kIncident)};
}

inline QByteArray backfill(const QStringList &dialect, qint64 from, qint64 to)
{
    const ProcessRun run =
        runProcess(QStringLiteral(FLEETSIM_BIN),
                   modelArguments() + dialect +
                       QStringList{u"--backfill"_s, u"-"_s, u"--from"_s, QString::number(from),
                                   u"--to"_s, QString::number(to)});
    if (run.exitCode != 0)
        qWarning("fleet-sim %s: %s", qPrintable(dialect.join(u' ')), run.err.constData());
    return run.exitCode == 0 ? run.out : QByteArray();
}

// The node a dcgm-exporter sample is from (its scrape address) and its GPU.
inline int nodeOf(const Sample &s)
{
    return s.labels.value("instance") == "10.224.0.4:9400" ? 0 : 1;
}

inline QList<Sample> onGpu(const QList<Sample> &samples, int node, int gpu)
{
    QList<Sample> out;
    for (const Sample &s : samples) {
        if (nodeOf(s) == node && s.labels.value("gpu").toInt() == gpu)
            out << s;
    }
    return out;
}

// The one sample of a GPU at a time; value NaN when there is none.
inline double valueOf(const Exposition &e, const QByteArray &name, int node, int gpu, qint64 t)
{
    const QList<Sample> samples = onGpu(e.at(name, t), node, gpu);
    return samples.size() == 1 ? samples.first().value : std::nan("");
}

// A seconds (6 decimals) or milliseconds (3 decimals) sum as microseconds.
inline qint64 micros(const QByteArray &fixed)
{
    QByteArray digits = fixed;
    return digits.replace('.', QByteArray()).toLongLong();
}

inline QByteArray podKey(const Sample &s)
{
    return s.labels.value("namespace") + '/' + s.labels.value("pod");
}

inline QSet<QByteArray> keysOf(const Sample &s)
{
    QSet<QByteArray> keys;
    for (auto it = s.labels.begin(); it != s.labels.end(); ++it)
        keys << it.key();
    return keys;
}

} // namespace FleetSimExposition
