#pragma once

#include "queryjob.h"
#include "queryplanner.h"
#include "sourceconfig.h"
#include "subrangecache.h"
#include "tokenprovider.h"

#include <optional>
#include <QNetworkRequest>
#include <QObject>
#include <QPointer>
#include <QUrlQuery>

class QNetworkAccessManager;
class QNetworkReply;

// Talks to one Prometheus-compatible HTTP API (Prometheus, Thanos, Mimir with
// its /prometheus prefix, VictoriaMetrics). Requests are async, carry the
// source's headers and auth, verify TLS unless told otherwise, and never
// follow a redirect to another origin.
class PrometheusClient final : public QObject
{
    Q_OBJECT
  public:
    // `tokens` signs requests for Azure Monitor managed Prometheus; null otherwise.
    PrometheusClient(SourceConfig config, QNetworkAccessManager *nam,
                     TokenProvider *tokens = nullptr, QString tokenScope = {},
                     QObject *parent = nullptr);

    const SourceConfig &config() const { return m_config; }
    // A job that runs every chunk of the plan in turn and stitches them.
    QueryJob *queryRange(const QString &promql, const QueryPlanner::Plan &plan);
    // Limits the planner must respect for this backend.
    QueryPlanner::Input planInput() const;

    // One form-encoded POST to `apiPath` (e.g. "/api/v1/query_range") under the
    // source's URL. Fails early when the configuration cannot work (a secret's
    // variable is unset, the CA file is unreadable).
    // `encoding`: what the answer may be compressed with. Empty: Qt asks for
    // gzip and inflates it itself (on the GUI thread: for small answers
    // only). "gzip": the body stays compressed for the caller to inflate off
    // the GUI thread (GzipBody); "identity": plain.
    // `priority`: Qt sends higher ones first when its six connections per
    // server are busy.
    std::expected<QNetworkReply *, SourceError>
    post(const QString &apiPath, const QUrlQuery &form, const QString &bearer = {},
         const QByteArray &encoding = {},
         QNetworkRequest::Priority priority = QNetworkRequest::NormalPriority);
    // Whether the next large answer should come gzip'd (the source's
    // `compression`; for auto, what earlier answers measured).
    bool wantsGzip() const;
    // One answer's measurement (see CompressionChoice::learn); remembered
    // for the next run too (LinkMemory).
    void answerMeasured(bool gzip, qint64 wireBytes, qint64 plainBytes, double seconds);
    const LinkStats &linkStats() const { return m_link; }
    // Finished sub-ranges of lanes' range queries (PrometheusRangeJob).
    SubRangeCache &subRanges() { return m_subRanges; }
    // Coarse answers go first: while any is on its way, the lanes' full-
    // resolution sub-ranges wait, so every lane draws something early
    // instead of the first lane's detail holding up the others' outline.
    void beginCoarse() { ++m_coarseInFlight; }
    void endCoarse();
    bool coarseInFlight() const { return m_coarseInFlight > 0; }

  signals:
    void coarseIdle();

  public:
    // One GET of `apiPath` with `query`, for the endpoints that take no POST
    // (/api/v1/label/<name>/values, /api/v1/status/buildinfo).
    std::expected<QNetworkReply *, SourceError> get(const QString &apiPath, const QUrlQuery &query,
                                                    const QString &bearer = {});
    TokenProvider *tokens() const { return m_tokens; }
    const QString &tokenScope() const { return m_tokenScope; }

  private:
    std::expected<QNetworkRequest, SourceError>
    request(const QString &apiPath, const QUrlQuery &query, const QString &bearer) const;

    SourceConfig m_config;
    QPointer<QNetworkAccessManager> m_nam;
    QPointer<TokenProvider> m_tokens;
    QString m_tokenScope;
    LinkStats m_link;
    qint64 m_linkSavedMs = 0;
    int m_coarseInFlight = 0;
    SubRangeCache m_subRanges;
    bool m_nearby = false;
};
