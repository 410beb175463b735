#pragma once

#include "alertrule.h"
#include "feedalert.h"
#include "labels.h"
#include "silence.h"

#include <limits>
#include <map>
#include <optional>
#include <QMap>
#include <QString>
#include <QStringList>
#include <vector>

enum class AlertState
{
    Pending,
    Firing,
    Resolved
};

// An operator's acknowledgement of one alert episode (the alert's labels and
// the time it became active): a later episode of the same alert is not acked.
struct AlertAck
{
    QString who;
    qint64 atMs = 0;
    QString note;
    qint64 activeAtMs = 0;
};

// One alert as the pane shows it, from any origin, with what operators and
// inhibition did to it.
struct AlertRow
{
    QString key; // alertname + labels: the same alert from two feeds is one row
    QString name;
    AlertTier tier = AlertTier::None;
    Labels labels;
    QMap<QString, QString> annotations;
    QStringList origins; // "local", or feed source names
    bool fromAlertmanager = false;
    QString alertmanagerSource;   // where silences for it go, if it came from one
    QStringList serverSilencedBy; // Alertmanager's silence ids for it
    QString fingerprint;          // Alertmanager's, when it came from one
    AlertState state = AlertState::Pending;
    qint64 activeAtMs = 0;
    std::optional<qint64> firingAtMs;
    std::optional<qint64> resolvedAtMs;
    double value = std::numeric_limits<double>::quiet_NaN();
    QString expr; // what produced it, to find the lanes it belongs on

    std::optional<AlertAck> ack;
    std::optional<Silence> silence; // a local or Alertmanager silence muting it
    QString mutedBy;                // the inhibiting P1, "" when not inhibited
    // Known only from feeds whose last poll failed: as of this time, 0 when
    // current.
    qint64 staleAsOfMs = 0;

    bool isQuiet() const { return silence.has_value() || !mutedBy.isEmpty() || staleAsOfMs; }
    // When the current state began.
    qint64 sinceMs() const { return firingAtMs.value_or(activeAtMs); }
};

// Rows of one alert name within one scope (the namespace, when there is one).
struct AlertGroup
{
    QString name;
    QString scope;
    AlertTier tier = AlertTier::None;
    std::vector<AlertRow> rows;
    int firing() const;
    int pending() const;
    bool allQuiet() const;
};

// The whole pane at one instant: open alerts by tier and group, and the
// resolved ones of the visible range.
struct AlertBoard
{
    std::vector<AlertGroup> groups; // P1 first; loud before quiet; firing before pending
    std::vector<AlertRow> history;  // resolved in the history range, newest first
    int count(AlertTier tier, bool includeQuiet = false) const;
    const AlertRow *find(const QString &key) const;
};

// What operators did, kept across sessions.
struct OperatorState
{
    std::map<QString, AlertAck> acks; // by AlertRow::key
    std::vector<Silence> silences;    // local silences (Alertmanager keeps its own)
};

// A pending or firing interval drawn under the curves of the lanes whose
// queries read the metrics `expr` reads.
struct AlertBand
{
    qint64 fromMs = 0;
    qint64 toMs = 0;
    AlertTier tier = AlertTier::None;
    bool firing = false;
    QString key;
    QString name;
    QString expr;
    // A GPU health alert (its rule says `health: gpu`): the node and GPU it
    // is about, and its summary in words, for the marks on every lane of
    // that node.
    bool health = false;
    QString host;
    QString gpu;
    QString summary;
};

namespace AlertBoardBuilder {
struct Input
{
    std::vector<AlertInstance> local;  // as evaluated, open and closed
    std::vector<AlertRule> localRules; // AlertInstance::ruleIndex indexes it
    std::vector<FeedAlert> feeds;
    std::vector<Silence> alertmanagerSilences; // to show the silence muting an alert
    TierMap tiers;
    OperatorState operators;
    qint64 nowMs = 0;
    qint64 historyFromMs = 0;
    qint64 historyToMs = 0;
};
AlertBoard build(const Input &in);

QString keyOf(const QString &name, const Labels &labels);
// The same for an instance, using the key its evaluation stored if any.
QString keyOf(const AlertInstance &a);
// "team-b · pod-7" or "n3 GPU 2": what the alert is about, for people.
QString targetOf(const Labels &labels);
// A firing P1 mutes the lower tiers' alerts on the same target: they share at
// least one identity label (namespace, pod, host, GPU) and agree on all shared.
bool inhibits(const AlertRow &p1, const AlertRow &lower);
// Bands for evaluated instances (`endMs` closes the open ones) and for the
// open rows of server feeds, which only say since when.
// Bands of the same tier and state that overlap become one (names joined),
// so sixteen GPUs pending at once draw one band, not sixteen stacked ones.
std::vector<AlertBand> mergeBands(std::vector<AlertBand> bands);
std::vector<AlertBand> bands(const std::vector<AlertInstance> &instances,
                             const std::vector<AlertRule> &rules, const AlertBoard &board,
                             qint64 endMs);
// The alerts as they stood at `tMs`, from their whole recorded lives: what
// had not happened yet is taken out (a later firing, a later resolution) and
// what had not started yet is left out. Replay's alert pane is built on it.
std::vector<AlertInstance> stateAt(const std::vector<AlertInstance> &instances, qint64 tMs);
// The rule that raised an instance: by index, else the first of that name.
const AlertRule *ruleOf(const AlertInstance &a, const std::vector<AlertRule> &rules);
// Annotation text as people should read it: Prometheus' {{ $labels.x }} and
// {{ $value }} filled in (local rules' annotations are still templates).
QString displayText(const QString &annotation, const AlertRow &row);
} // namespace AlertBoardBuilder
