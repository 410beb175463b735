#include "alertfeeds.h"

#include "alertfeedclient.h"

#include <algorithm>
#include <QDateTime>
#include <QTimer>

namespace {

constexpr qint64 kMaxBackoffMs = 60'000;
// The shortest interval: keeps a typo from turning into a request storm.
constexpr qint64 kMinIntervalMs = 100;

qint64 backoffFor(int failures)
{
    // 2 s, 4 s, 8 s ... capped, as the lanes retry: a dead server is asked
    // about once a minute, not hammered, and comes back on its own.
    return std::min<qint64>(kMaxBackoffMs, 1000ll << std::min(failures, 6));
}

} // namespace

AlertFeeds::AlertFeeds(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_nam(nam), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &AlertFeeds::onTimer);
}

AlertFeeds::~AlertFeeds()
{
    for (Round &r : m_rounds)
        if (r.client) {
            r.client->disconnect(this);
            r.client->cancelAll();
        }
}

qint64 AlertFeeds::now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void AlertFeeds::setSources(const SourceList &sources)
{
    // Old clients may be inside one of their own signals right now: they go
    // later, and nothing they still say reaches us.
    for (Round &r : m_rounds)
        if (r.client) {
            r.client->disconnect(this);
            r.client->cancelAll();
            r.client->deleteLater();
        }
    m_feeds.clear();
    m_rounds.clear();
    for (const SourceConfig &s : sources.sources) {
        if (!s.isAlertFeed())
            continue;
        Feed feed;
        feed.source = s.name;
        feed.origin = s.type == SourceConfig::Type::Alertmanager ? AlertOrigin::Alertmanager
                                                                 : AlertOrigin::Prometheus;
        Round round;
        round.client = new AlertFeedClient(s, m_nam, this);
        const QString name = s.name;
        // Feeds are found by name, not index: the index is only valid until
        // the next setSources, and a signal may be queued across it.
        auto at = [this, name]() { return indexOf(name); };
        connect(round.client, &AlertFeedClient::alertsFetched, this,
                [this, at](const std::vector<FeedAlert> &alerts) {
                    const auto i = at();
                    if (!i)
                        return;
                    Feed &f = m_feeds[*i];
                    f.alerts = alerts;
                    for (FeedAlert &a : f.alerts)
                        a.source = f.source;
                    f.lastGoodMs = now();
                    partDone(*i);
                });
        connect(round.client, &AlertFeedClient::rulesFetched, this,
                [this, at](const std::vector<ServerRule> &rules) {
                    if (const auto i = at()) {
                        m_feeds[*i].rules = rules;
                        for (ServerRule &r : m_feeds[*i].rules)
                            for (FeedAlert &a : r.alerts)
                                a.source = m_feeds[*i].source;
                        partDone(*i);
                    }
                });
        connect(round.client, &AlertFeedClient::silencesFetched, this,
                [this, at](const std::vector<Silence> &silences) {
                    if (const auto i = at()) {
                        m_feeds[*i].silences = silences;
                        partDone(*i);
                    }
                });
        connect(round.client, &AlertFeedClient::silenceCreated, this,
                [this, at, name](const QString &id) {
                    emit silenceCreated(name, id);
                    if (const auto i = at())
                        poll(*i);
                });
        connect(round.client, &AlertFeedClient::silenceExpired, this,
                [this, at, name](const QString &id) {
                    emit silenceExpired(name, id);
                    if (const auto i = at())
                        poll(*i);
                });
        connect(round.client, &AlertFeedClient::failed, this,
                [this, at, name](AlertFeedClient::Call call, const SourceError &error,
                                 const QString &) {
                    if (call == AlertFeedClient::Call::CreateSilence ||
                        call == AlertFeedClient::Call::ExpireSilence) {
                        emit silenceFailed(name, error.message);
                        return;
                    }
                    if (const auto i = at())
                        partFailed(*i, int(call), error);
                });
        m_feeds.push_back(std::move(feed));
        m_rounds.push_back(std::move(round));
    }
    emit changed();
    refresh();
}

void AlertFeeds::setInterval(qint64 ms)
{
    m_intervalMs = std::max(ms, kMinIntervalMs);
    // A feed waiting for the interval waits no longer than the new one; one
    // in backoff keeps its retry time.
    const qint64 latest = now() + m_intervalMs;
    for (std::size_t i = 0; i < m_feeds.size(); ++i)
        if (!m_feeds[i].retryAtMs && m_rounds[i].nextAtMs > latest)
            m_rounds[i].nextAtMs = latest;
    schedule();
}

const AlertFeeds::Feed *AlertFeeds::feed(const QString &source) const
{
    const auto i = indexOf(source);
    return i ? &m_feeds[*i] : nullptr;
}

std::optional<std::size_t> AlertFeeds::indexOf(const QString &source) const
{
    for (std::size_t i = 0; i < m_feeds.size(); ++i)
        if (m_feeds[i].source == source)
            return i;
    return std::nullopt;
}

std::vector<FeedAlert> AlertFeeds::alerts() const
{
    std::vector<FeedAlert> out;
    for (const Feed &f : m_feeds)
        out.insert(out.end(), f.alerts.begin(), f.alerts.end());
    return out;
}

void AlertFeeds::refresh()
{
    for (std::size_t i = 0; i < m_feeds.size(); ++i)
        poll(i);
    schedule();
}

void AlertFeeds::poll(std::size_t i)
{
    Round &r = m_rounds[i];
    if (!r.client)
        return;
    // A round under way is started over: the client drops the answers it
    // supersedes, so `outstanding` counts only the new ones.
    r.outstanding = 2;
    r.error.reset();
    r.nextAtMs = 0;
    m_feeds[i].loading = true;
    r.client->fetchAlerts();
    if (m_feeds[i].origin == AlertOrigin::Alertmanager)
        r.client->fetchSilences();
    else
        r.client->fetchRules();
    emit changed();
}

void AlertFeeds::partFailed(std::size_t i, int call, const SourceError &error)
{
    Round &r = m_rounds[i];
    SourceError e = error;
    // Alerts still came through; say which part did not.
    if (call == int(AlertFeedClient::Call::Rules))
        e.message = tr("Alerting rules could not be read: %1").arg(error.message);
    else if (call == int(AlertFeedClient::Call::Silences))
        e.message = tr("Silences could not be read: %1").arg(error.message);
    // The alerts' own failure is the one to show when both failed.
    if (!r.error || call == int(AlertFeedClient::Call::Alerts))
        r.error = e;
    partDone(i);
}

void AlertFeeds::partDone(std::size_t i)
{
    Round &r = m_rounds[i];
    if (--r.outstanding > 0)
        return;
    Feed &f = m_feeds[i];
    f.loading = false;
    if (r.error) {
        f.error = r.error;
        ++r.failures;
        // A request the server called bad stays bad: only the interval (or
        // the user) asks again.
        const bool retry = r.error->isRetryable();
        r.nextAtMs = now() + (retry ? backoffFor(r.failures) : m_intervalMs);
        f.retryAtMs = retry ? r.nextAtMs : 0;
    } else {
        f.error.reset();
        r.failures = 0;
        f.retryAtMs = 0;
        r.nextAtMs = now() + m_intervalMs;
    }
    emit changed();
    schedule();
}

void AlertFeeds::schedule()
{
    qint64 next = 0;
    for (std::size_t i = 0; i < m_feeds.size(); ++i)
        if (!m_feeds[i].loading && m_rounds[i].nextAtMs && (!next || m_rounds[i].nextAtMs < next))
            next = m_rounds[i].nextAtMs;
    if (!next) {
        m_timer->stop();
        return;
    }
    m_timer->start(int(std::clamp<qint64>(next - now(), 0, INT_MAX)));
}

void AlertFeeds::onTimer()
{
    // Timers fire a little early now and then; a few milliseconds of slack
    // keep a feed from waiting a whole extra round.
    const qint64 due = now() + 10;
    for (std::size_t i = 0; i < m_feeds.size(); ++i)
        if (!m_feeds[i].loading && m_rounds[i].nextAtMs && m_rounds[i].nextAtMs <= due)
            poll(i);
    schedule();
}

AlertFeedClient *AlertFeeds::alertmanagerClient(const QString &source, QString *problem) const
{
    const auto i = indexOf(source);
    if (!i) {
        *problem = tr("The source \"%1\" is not an alert feed.").arg(source);
        return nullptr;
    }
    if (m_feeds[*i].origin != AlertOrigin::Alertmanager) {
        *problem = tr("The source \"%1\" is a Prometheus server; silences live in Alertmanager.")
                       .arg(source);
        return nullptr;
    }
    return m_rounds[*i].client;
}

void AlertFeeds::failLater(const QString &source, const QString &message)
{
    // Like every other outcome, a refusal arrives from the event loop.
    QTimer::singleShot(0, this, [this, source, message] { emit silenceFailed(source, message); });
}

void AlertFeeds::createSilence(const QString &source, const Silence &silence)
{
    QString problem;
    if (AlertFeedClient *client = alertmanagerClient(source, &problem))
        client->createSilence(silence);
    else
        failLater(source, problem);
}

void AlertFeeds::expireSilence(const QString &source, const QString &id)
{
    QString problem;
    if (AlertFeedClient *client = alertmanagerClient(source, &problem))
        client->expireSilence(id);
    else
        failLater(source, problem);
}
