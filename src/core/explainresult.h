#pragma once

#include "labels.h"

#include <expected>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

// One Explain answer as a value: what the panel shows, the command prints
// and a snapshot keeps with its incident. Its JSON is the `explain`
// command's output (docs/cli.md), each list best first.
struct ExplainResult
{
    // A small before/after line: the baseline and the window, NaN in gaps.
    struct Sparkline
    {
        std::vector<qint64> timesMs;
        std::vector<double> values;
        bool isEmpty() const { return timesMs.empty(); }
        // The samples of `values` (one per time, NaN in gaps) within
        // [fromMs, toMs], at most `points` of them, each the mean of the
        // samples it stands for.
        static Sparkline of(const std::vector<qint64> &times, const std::vector<double> &values,
                            qint64 fromMs, qint64 toMs, std::size_t points = 80);
    };
    struct Place
    {
        QString label;
        QString value;
        double score = 0;
        double share = 0;
        Sparkline sparkline; // the lane's aggregate over this group's series
    };
    struct Metric
    {
        QString metric;
        bool up = true;
        double score = 0;
        std::vector<std::pair<QString, QString>> where;
        QString promql; // the metric where it changed, as a lane's query
        Sparkline sparkline;
    };
    struct Event
    {
        qint64 timeMs = 0;
        QString kind;
        QString text;
        Labels labels;
    };

    QString title;  // the lane explained
    QString source; // the source asked; empty when explained from a snapshot
    qint64 fromMs = 0, toMs = 0;
    qint64 baselineFromMs = 0, baselineToMs = 0;
    std::vector<Place> where;
    std::vector<Metric> metrics;
    std::vector<Event> events;
    int queries = 0;
    int budget = 0; // the most queries it could send; 0 from a snapshot
    double seconds = 0;
    double change = 0; // the lane's change of level, window mean − baseline mean
    int metricsCompared = 0;
    bool budgetCut = false;
    QStringList metricsFailed;
    QString note; // why the answer is partial (a source that stopped answering), else empty

    QJsonObject toJson() const;
    // Reads what toJson wrote (a snapshot's saved result); unknown keys are
    // ignored, a missing list is empty.
    static std::expected<ExplainResult, QString> fromJson(const QJsonObject &json);
};
