#pragma once

#include "alertfeedparser.h"
#include "sourceconfig.h"

#include <expected>
#include <map>
#include <memory>
#include <optional>
#include <QObject>
#include <QPointer>
#include <QUrlQuery>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

// Talks to the alerts API of one source: a Prometheus server's own alerts and
// alerting rules, or an Alertmanager's alerts and silences. Requests carry the
// source's headers and auth, verify TLS unless told otherwise, never follow a
// redirect to another origin, time out after the source's timeout and stop
// reading at a size limit. Bodies are parsed on a worker thread.
//
// Every call answers exactly once through a signal, always from the event
// loop (never inside the call), unless a newer fetch of the same kind
// superseded it: an answer that is no longer the latest is dropped, so a slow
// old answer can never overwrite a newer one. Creating and expiring silences
// are never superseded; each reports. Destroying the client drops everything
// still under way without a signal.
class AlertFeedClient final : public QObject
{
    Q_OBJECT
  public:
    enum class Call
    {
        Alerts,        // Prometheus GET /api/v1/alerts, Alertmanager GET /api/v2/alerts
        Rules,         // Prometheus GET /api/v1/rules
        Silences,      // Alertmanager GET /api/v2/silences
        CreateSilence, // Alertmanager POST /api/v2/silences
        ExpireSilence, // Alertmanager DELETE /api/v2/silence/{id}
        LabelValues,   // Prometheus GET /api/v1/label/<name>/values (dashboard variables)
    };
    Q_ENUM(Call)

    AlertFeedClient(SourceConfig config, QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~AlertFeedClient() override;

    const SourceConfig &config() const { return m_config; }
    // True while a call of this kind is on its way.
    bool isBusy(Call call) const;

    void fetchAlerts();
    void fetchRules();
    void fetchSilences();
    void createSilence(const Silence &silence);
    void expireSilence(const QString &id);
    // The values of `label` on the series `selector` matches (every series
    // when empty) within the range; a newer call supersedes an older one.
    void fetchLabelValues(const QString &label, const QString &selector, qint64 fromMs,
                          qint64 toMs);
    // Drops every call under way; none of them reports.
    void cancelAll();

  signals:
    void alertsFetched(const std::vector<FeedAlert> &alerts);
    void rulesFetched(const std::vector<ServerRule> &rules);
    void silencesFetched(const std::vector<Silence> &silences);
    void silenceCreated(const QString &id);
    void silenceExpired(const QString &id);
    void labelValuesFetched(const QStringList &values);
    // `silenceId` names the silence for ExpireSilence and is empty otherwise.
    void failed(AlertFeedClient::Call call, const SourceError &error, const QString &silenceId);

  private:
    struct Pending;

    quint64 begin(Call call, const QString &silenceId = {});
    void send(quint64 id, const QByteArray &verb, const QString &apiPath,
              const QUrlQuery &query = {}, const QByteArray &body = {});
    std::expected<QNetworkRequest, SourceError> makeRequest(const QString &apiPath,
                                                            const QUrlQuery &query) const;
    std::optional<SourceError> wrongKind(Call call) const;
    void failLater(quint64 id, SourceError error);
    void onReadyRead(quint64 id);
    void onReplyFinished(quint64 id);
    void onParsed(quint64 id);
    void fail(quint64 id, SourceError error);
    std::unique_ptr<Pending> take(quint64 id);
    void drop(std::unique_ptr<Pending> pending);
    qsizetype bodyLimit() const;

    SourceConfig m_config;
    QPointer<QNetworkAccessManager> m_nam;
    std::map<quint64, std::unique_ptr<Pending>> m_pending;
    quint64 m_nextId = 0;
};
