#include "alertcenter.h"

#include "alertengine.h"
#include "auditlog.h"
#include "liveworkspace.h"
#include "timecursor.h"
#include "timeparse.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

namespace {
QJsonObject silenceToJson(const Silence &s)
{
    QJsonArray matchers;
    for (const auto &m : s.matchers)
        matchers.append(QJsonObject{{QStringLiteral("name"), m.name},
                                    {QStringLiteral("value"), m.value},
                                    {QStringLiteral("isRegex"), m.isRegex},
                                    {QStringLiteral("isEqual"), m.isEqual}});
    return {{QStringLiteral("id"), s.id},
            {QStringLiteral("matchers"), matchers},
            {QStringLiteral("startsAt"), QString::number(s.startsAtMs)},
            {QStringLiteral("endsAt"), QString::number(s.endsAtMs)},
            {QStringLiteral("createdBy"), s.createdBy},
            {QStringLiteral("comment"), s.comment}};
}

Silence silenceFromJson(const QJsonObject &o)
{
    Silence s;
    s.id = o.value(QStringLiteral("id")).toString();
    for (const auto &v : o.value(QStringLiteral("matchers")).toArray()) {
        const QJsonObject m = v.toObject();
        s.matchers.push_back({m.value(QStringLiteral("name")).toString(),
                              m.value(QStringLiteral("value")).toString(),
                              m.value(QStringLiteral("isRegex")).toBool(),
                              m.value(QStringLiteral("isEqual")).toBool(true)});
    }
    s.startsAtMs = o.value(QStringLiteral("startsAt")).toString().toLongLong();
    s.endsAtMs = o.value(QStringLiteral("endsAt")).toString().toLongLong();
    s.createdBy = o.value(QStringLiteral("createdBy")).toString();
    s.comment = o.value(QStringLiteral("comment")).toString();
    return s;
}

QString durationText(qint64 ms)
{
    return TimeParse::formatDuration(ms);
}

QString matchersText(const std::vector<SilenceMatcher> &matchers)
{
    QStringList parts;
    for (const auto &m : matchers)
        parts << QStringLiteral("%1%2\"%3\"")
                     .arg(m.name,
                          m.isRegex ? (m.isEqual ? QStringLiteral("=~") : QStringLiteral("!~"))
                                    : (m.isEqual ? QStringLiteral("=") : QStringLiteral("!=")),
                          m.value);
    return QLatin1Char('{') + parts.join(QLatin1Char(',')) + QLatin1Char('}');
}
} // namespace

AlertCenter::AlertCenter(LiveWorkspace *workspace, AuditLog *audit, const QString &statePath,
                         QObject *parent)
    : QObject(parent), m_workspace(workspace), m_audit(audit),
      m_engine(new AlertEngine(workspace->registry(), this)),
      m_statePath(statePath.isEmpty() ? defaultStatePath() : statePath),
      m_evalTimer(new QTimer(this)), m_debounce(new QTimer(this)), m_expiry(new QTimer(this)),
      m_clock([workspace] { return workspace->now(); })
{
    load();
    m_evalTimer->setInterval(60'000);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(400);
    m_expiry->setSingleShot(true);
    // A periodic evaluation never cancels one still running: on a slow
    // server that would mean no evaluation ever finishes.
    connect(m_evalTimer, &QTimer::timeout, this, [this] {
        if (!m_engine->isEvaluating())
            evaluateNow();
    });
    connect(m_debounce, &QTimer::timeout, this, &AlertCenter::evaluateNow);
    connect(m_expiry, &QTimer::timeout, this, &AlertCenter::rebuild);
    connect(m_engine, &AlertEngine::evaluated, this, [this] {
        m_awaitingEvaluation = false;
        rebuild();
        emit problemsChanged();
    });
    // Following live, the range moves on every tick; the timer covers that.
    connect(workspace->cursor(), &TimeCursor::rangeChanged, this, [this] {
        if (!m_workspace->cursor()->followsLive())
            m_debounce->start();
    });
    connect(workspace->cursor(), &TimeCursor::followLiveChanged, this,
            [this] { m_debounce->start(); });
    // Discovery answered: the rules' quantities and host label may read
    // other metrics now.
    connect(workspace, &LiveWorkspace::dashboardFitted, this, [this] { applyRules(false); });
    m_evalTimer->start();
}

AlertCenter::~AlertCenter() = default;

QString AlertCenter::defaultStatePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/alert-operators.json");
}

void AlertCenter::setRules(std::vector<AlertRule> rules, QStringList problems,
                           const QString &origin)
{
    qint64 shortest = 60'000;
    for (const auto &r : rules)
        shortest = std::min(shortest, std::max<qint64>(r.groupIntervalMs, 5'000));
    m_evalTimer->setInterval(int(shortest));
    m_rulesOrigin = origin;
    m_writtenRules = std::move(rules);
    m_writtenProblems = std::move(problems);
    m_ruleFit = {};
    applyRules(true);
}

void AlertCenter::applyRules(bool force)
{
    std::vector<AlertRule> rules = m_writtenRules;
    const QString source = m_engine->effectiveSource();
    const MetricCatalog *catalog = m_workspace->catalog(source);
    FitReport fit = FleetFit::fitRules(rules, catalog ? *catalog : MetricCatalog{}, source);
    bool same = !force && rules.size() == m_engine->rules().size();
    for (size_t i = 0; same && i < rules.size(); ++i)
        same = rules[i].expr == m_engine->rules()[i].expr &&
               rules[i].annotations == m_engine->rules()[i].annotations;
    m_ruleFit = std::move(fit);
    if (same)
        return;
    m_awaitingEvaluation = true;
    m_engine->setRules(std::move(rules), m_writtenProblems);
    rebuild();
    emit problemsChanged();
    m_debounce->start();
}

std::vector<AlertRule> AlertCenter::fitted(std::vector<AlertRule> rules) const
{
    const QString source = m_engine->effectiveSource();
    const MetricCatalog *catalog = m_workspace->catalog(source);
    FleetFit::fitRules(rules, catalog ? *catalog : MetricCatalog{}, source);
    return rules;
}

void AlertCenter::setTierMap(const TierMap &tiers)
{
    m_engine->setTierMap(tiers);
    m_debounce->start();
}

void AlertCenter::setEvaluationInterval(qint64 ms)
{
    m_evalTimer->setInterval(int(std::max<qint64>(ms, 5'000)));
}

void AlertCenter::setFeedAlerts(std::vector<FeedAlert> alerts,
                                std::vector<Silence> alertmanagerSilences)
{
    if (m_replay)
        return; // a snapshot's alerts are all there is
    m_feeds = std::move(alerts);
    m_amSilences = std::move(alertmanagerSilences);
    rebuild();
}

void AlertCenter::evaluateNow()
{
    m_debounce->stop();
    if (m_replay)
        return;
    const TimeCursor *c = m_workspace->cursor();
    m_engine->evaluate(c->fromMs(), c->toMs(), now());
}

void AlertCenter::setReplay(std::vector<AlertInstance> transitions, std::vector<AlertRule> rules,
                            KeptRuleSeries kept)
{
    m_kept = std::move(kept);
    m_replay = true;
    m_evalTimer->stop();
    m_debounce->stop();
    m_replayTransitions = std::move(transitions);
    m_replayRules = std::move(rules);
    m_replayTime = m_workspace->cursor()->toMs();
    m_feeds.clear();
    m_amSilences.clear();
    // What a replay shows was announced when it happened.
    m_awaitingEvaluation = true;
    rebuild();
    emit problemsChanged();
}

void AlertCenter::setReplayTime(qint64 tMs)
{
    if (!m_replay)
        return;
    m_replayTime = tMs;
    rebuild();
}

void AlertCenter::clearReplay()
{
    if (!m_replay)
        return;
    m_replay = false;
    m_kept = {};
    m_replayTransitions.clear();
    m_replayRules.clear();
    m_evalTimer->start();
    rebuild();
    evaluateNow();
}

std::vector<AlertBand> AlertCenter::bands() const
{
    if (m_replay)
        return AlertBoardBuilder::bands(AlertBoardBuilder::stateAt(m_replayTransitions, now()),
                                        m_replayRules, m_board, now());
    return AlertBoardBuilder::bands(m_engine->visible(), m_engine->rules(), m_board, now());
}

void AlertCenter::rebuild()
{
    AlertBoardBuilder::Input in;
    if (m_replay) {
        in.local = AlertBoardBuilder::stateAt(m_replayTransitions, now());
        in.localRules = m_replayRules;
    } else {
        in.local = m_engine->current();
        // Resolved instances of the visible range make the history.
        for (const auto &a : m_engine->visible())
            if (a.resolvedAtMs)
                in.local.push_back(a);
        in.localRules = m_engine->rules();
    }
    in.feeds = m_feeds;
    in.alertmanagerSilences = m_amSilences;
    in.tiers = m_engine->tierMap();
    in.operators = m_ops;
    in.nowMs = now();
    in.historyFromMs = m_workspace->cursor()->fromMs();
    in.historyToMs = m_replay ? now() : m_workspace->cursor()->toMs();
    m_board = AlertBoardBuilder::build(in);

    // Announced once while it stays loud; again only after it resolved (or
    // was silenced) and came back. Until the first evaluation of new rules
    // has answered, the local alerts are unknown, not resolved.
    if (!m_awaitingEvaluation && !m_replay) {
        std::set<QString> firing;
        for (const auto &g : m_board.groups)
            for (const auto &r : g.rows) {
                if (r.tier != AlertTier::P1 || r.state != AlertState::Firing || r.isQuiet())
                    continue;
                firing.insert(r.key);
                if (!m_notified.count(r.key))
                    emit p1Started(r);
            }
        m_notified = std::move(firing);
    }
    scheduleExpiry();
    emit boardChanged();
}

void AlertCenter::scheduleExpiry()
{
    // Rebuild when the next silence ends, so the alert it hid is loud again
    // without waiting for the next evaluation.
    qint64 next = std::numeric_limits<qint64>::max();
    const qint64 t = now();
    for (const auto &s : m_ops.silences)
        if (s.endsAtMs > t)
            next = std::min(next, s.endsAtMs);
    for (const auto &s : m_amSilences)
        if (s.endsAtMs > t)
            next = std::min(next, s.endsAtMs);
    if (next == std::numeric_limits<qint64>::max())
        m_expiry->stop();
    else
        m_expiry->start(int(std::clamp<qint64>(next - t + 50, 50, 3'600'000)));
}

bool AlertCenter::acknowledge(const QString &key, const QString &note, QString *error)
{
    if (m_replay) {
        if (error)
            *error = tr("This is a replay: its alerts are history and take no action.");
        return false;
    }
    const AlertRow *row = m_board.find(key);
    if (!row) {
        if (error)
            *error = tr("That alert is no longer open.");
        return false;
    }
    m_ops.acks[key] = AlertAck{AuditLog::currentUser(), now(), note, row->activeAtMs};
    save();
    m_audit->record(QStringLiteral("ack"), key, note);
    rebuild();
    return true;
}

bool AlertCenter::applySilence(const AlertRow &row, std::vector<SilenceMatcher> matchers,
                               qint64 durationMs, const QString &reason, const QString &target)
{
    Silence s;
    s.matchers = std::move(matchers);
    s.startsAtMs = now();
    s.endsAtMs = s.startsAtMs + durationMs;
    s.createdBy = AuditLog::currentUser();
    s.comment = reason;
    if (row.fromAlertmanager) {
        m_audit->record(
            QStringLiteral("silence"), target,
            tr("%1 on %2: %3").arg(durationText(durationMs), row.alertmanagerSource, reason));
        emit alertmanagerSilenceRequested(row.alertmanagerSource, s);
        return true;
    }
    s.id = QStringLiteral("local-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    s.state = QStringLiteral("active");
    m_ops.silences.push_back(s);
    save();
    m_audit->record(QStringLiteral("silence"), target,
                    tr("%1: %2").arg(durationText(durationMs), reason));
    rebuild();
    return true;
}

bool AlertCenter::silenceRow(const QString &key, qint64 durationMs, const QString &reason,
                             QString *error)
{
    if (m_replay) {
        if (error)
            *error = tr("This is a replay: its alerts are history and take no action.");
        return false;
    }
    const AlertRow *row = m_board.find(key);
    if (!row || durationMs <= 0) {
        if (error)
            *error = row ? tr("A silence needs a duration.") : tr("That alert is no longer open.");
        return false;
    }
    std::vector<SilenceMatcher> matchers;
    for (const auto &[k, v] : row->labels.pairs())
        matchers.push_back({k, v});
    return applySilence(*row, std::move(matchers), durationMs, reason, key);
}

bool AlertCenter::silenceGroup(const QString &name, const QString &scope, qint64 durationMs,
                               const QString &reason, QString *error)
{
    if (m_replay) {
        if (error)
            *error = tr("This is a replay: its alerts are history and take no action.");
        return false;
    }
    for (const auto &g : m_board.groups) {
        if (g.name != name || g.scope != scope)
            continue;
        if (durationMs <= 0) {
            if (error)
                *error = tr("A silence needs a duration.");
            return false;
        }
        std::vector<SilenceMatcher> matchers{{QStringLiteral("alertname"), name}};
        if (!scope.isEmpty())
            matchers.push_back({QStringLiteral("namespace"), scope});
        const QString target =
            scope.isEmpty() ? name : QStringLiteral("%1{namespace=\"%2\"}").arg(name, scope);
        // Each Alertmanager that holds some of these alerts silences its own,
        // or it would go on paging; the rest are silenced here.
        std::vector<const AlertRow *> representatives;
        QStringList sources;
        bool local = false;
        for (const auto &r : g.rows) {
            if (r.fromAlertmanager && !sources.contains(r.alertmanagerSource)) {
                sources << r.alertmanagerSource;
                representatives.push_back(&r);
            } else if (!r.fromAlertmanager && !local) {
                local = true;
                representatives.push_back(&r);
            }
        }
        const std::vector<AlertRow> rows = [&] {
            std::vector<AlertRow> copy;
            for (const AlertRow *r : representatives)
                copy.push_back(*r);
            return copy;
        }();
        for (const AlertRow &r : rows)
            applySilence(r, matchers, durationMs, reason, target);
        return true;
    }
    if (error)
        *error = tr("Those alerts are no longer open.");
    return false;
}

bool AlertCenter::unsilence(const QString &key, QString *error)
{
    if (m_replay) {
        if (error)
            *error = tr("This is a replay: its alerts are history and take no action.");
        return false;
    }
    const AlertRow *row = m_board.find(key);
    if (!row || !row->silence) {
        if (error)
            *error = tr("That alert is not silenced.");
        return false;
    }
    const Silence s = *row->silence;
    const auto local = std::find_if(m_ops.silences.begin(), m_ops.silences.end(),
                                    [&](const Silence &l) { return l.id == s.id; });
    if (local != m_ops.silences.end()) {
        m_ops.silences.erase(local);
        save();
        // The silence may have covered a whole group: say which alerts.
        m_audit->record(QStringLiteral("unsilence"), key,
                        tr("%1 (was: %2)").arg(matchersText(s.matchers), s.comment));
        rebuild();
        return true;
    }
    m_audit->record(QStringLiteral("unsilence"), key,
                    tr("silence %1 on %2").arg(s.id, row->alertmanagerSource));
    emit alertmanagerExpireRequested(row->alertmanagerSource, s.id);
    return true;
}

void AlertCenter::load()
{
    QFile f(m_statePath);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const QJsonObject root = QJsonDocument::fromJson(f.read(16 * 1024 * 1024)).object();
    const qint64 t = now();
    for (const auto &v : root.value(QStringLiteral("silences")).toArray()) {
        Silence s = silenceFromJson(v.toObject());
        if (!s.id.isEmpty() && !s.matchers.empty() && s.endsAtMs > t)
            m_ops.silences.push_back(std::move(s));
    }
    const QJsonObject acks = root.value(QStringLiteral("acks")).toObject();
    for (auto it = acks.begin(); it != acks.end(); ++it) {
        const QJsonObject a = it.value().toObject();
        m_ops.acks[it.key()] =
            AlertAck{a.value(QStringLiteral("who")).toString(),
                     a.value(QStringLiteral("at")).toString().toLongLong(),
                     a.value(QStringLiteral("note")).toString(),
                     a.value(QStringLiteral("activeAt")).toString().toLongLong()};
    }
}

void AlertCenter::save()
{
    QJsonArray silences;
    const qint64 t = now();
    std::erase_if(m_ops.silences, [t](const Silence &s) { return s.endsAtMs <= t; });
    for (const auto &s : m_ops.silences)
        silences.append(silenceToJson(s));
    QJsonObject acks;
    for (const auto &[key, a] : m_ops.acks)
        acks.insert(key, QJsonObject{{QStringLiteral("who"), a.who},
                                     {QStringLiteral("at"), QString::number(a.atMs)},
                                     {QStringLiteral("note"), a.note},
                                     {QStringLiteral("activeAt"), QString::number(a.activeAtMs)}});
    QDir().mkpath(QFileInfo(m_statePath).absolutePath());
    // Written whole to a temporary file and renamed: a crash mid-write keeps
    // the previous state instead of an empty file.
    QSaveFile f(m_statePath);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(QJsonDocument(QJsonObject{{QStringLiteral("silences"), silences},
                                          {QStringLiteral("acks"), acks}})
                    .toJson()) < 0 ||
        !f.commit())
        emit stateWriteFailed(tr("Cannot save acknowledgements and silences to %1: %2")
                                  .arg(m_statePath, f.errorString()));
}
