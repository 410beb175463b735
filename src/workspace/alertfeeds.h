#pragma once

#include "alertfeedparser.h"
#include "feedalert.h"
#include "silence.h"
#include "sourceconfig.h"
#include "sourceerror.h"

#include <optional>
#include <QObject>
#include <QPointer>
#include <vector>

class AlertFeedClient;
class QNetworkAccessManager;
class QTimer;

// The server-side alert feeds of one sources file, polled on an interval:
// every Prometheus source (its own alerts and alerting rules) unless it says
// "alerts": false, and every Alertmanager source (its alerts and silences).
// Azure Monitor managed Prometheus has no alerts API and is never polled.
//
// A failure never wipes what a feed showed: the error is kept beside the
// last good answer, and the feed is asked again with backoff while the error
// is one that retrying can fix. Silences are created and expired here too;
// each success refreshes its feed at once.
class AlertFeeds final : public QObject
{
    Q_OBJECT
  public:
    // What one feed holds right now.
    struct Feed
    {
        QString source;
        AlertOrigin origin = AlertOrigin::Prometheus;
        bool loading = false;
        // The last round's failure, if it failed; the data below is then the
        // last good answer's.
        std::optional<SourceError> error;
        qint64 lastGoodMs = 0;         // wall time of the last good alerts answer; 0: none yet
        qint64 retryAtMs = 0;          // when a failing feed is asked again; 0: at the interval
        std::vector<FeedAlert> alerts; // `source` set to this feed's
        std::vector<Silence> silences; // Alertmanager
        std::vector<ServerRule> rules; // Prometheus
    };

    explicit AlertFeeds(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~AlertFeeds() override;

    // Replaces every feed (and drops what was under way) and polls the new
    // ones at once.
    void setSources(const SourceList &sources);
    // Time between two polls of a healthy feed; 30 s unless set.
    void setInterval(qint64 ms);
    qint64 interval() const { return m_intervalMs; }

    const std::vector<Feed> &feeds() const { return m_feeds; }
    const Feed *feed(const QString &source) const;
    // Every feed's alerts, feed by feed in the order of the sources file.
    std::vector<FeedAlert> alerts() const;

    // Alertmanager feeds only. The outcome arrives as silenceCreated() or
    // silenceExpired(), or silenceFailed() with a message to show.
    void createSilence(const QString &source, const Silence &silence);
    void expireSilence(const QString &source, const QString &id);

  public slots:
    // Polls every feed now, also one waiting out its backoff.
    void refresh();

  signals:
    // Any feed's data, error or loading state changed.
    void changed();
    void silenceCreated(const QString &source, const QString &id);
    void silenceExpired(const QString &source, const QString &id);
    void silenceFailed(const QString &source, const QString &message);

  private:
    // Bookkeeping beside each Feed, same index.
    struct Round
    {
        QPointer<AlertFeedClient> client;
        int outstanding = 0; // answers still awaited in this round
        std::optional<SourceError> error;
        int failures = 0; // rounds failed in a row
        qint64 nextAtMs = 0;
    };

    void poll(std::size_t i);
    void partDone(std::size_t i);
    void partFailed(std::size_t i, int call, const SourceError &error);
    void schedule();
    void onTimer();
    std::optional<std::size_t> indexOf(const QString &source) const;
    AlertFeedClient *alertmanagerClient(const QString &source, QString *problem) const;
    void failLater(const QString &source, const QString &message);
    static qint64 now();

    QNetworkAccessManager *m_nam;
    QTimer *m_timer;
    qint64 m_intervalMs = 30'000;
    std::vector<Feed> m_feeds;
    std::vector<Round> m_rounds;
};
