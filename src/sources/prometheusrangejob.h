#pragma once

#include "queryjob.h"
#include "queryplanner.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QPointer>

class PrometheusClient;
class QNetworkReply;
class QTimer;

// Runs the chunks of one range plan one after another, parses each body on a
// worker thread and merges them into one SeriesSet. Chunks go one at a time:
// a long backfill must not starve the live lanes of connections.
class PrometheusRangeJob final : public QueryJob
{
    Q_OBJECT
  public:
    PrometheusRangeJob(PrometheusClient *client, QString promql, QueryPlanner::Plan plan,
                       QObject *parent = nullptr);
    ~PrometheusRangeJob() override;

    void start() override;
    void cancel() override;

  private:
    // A parsed chunk and how many bytes of JSON it was once inflated.
    struct Parsed
    {
        QueryResult result;
        qint64 plainBytes = 0;
    };

    void startChunk();
    void sendChunk(const QString &bearer);
    void onReadyRead();
    void refuseTooLarge();
    void onReplyFinished();
    void onParsed();
    void fail(SourceError e);

    QPointer<PrometheusClient> m_client;
    QString m_promql;
    QueryPlanner::Plan m_plan;
    std::size_t m_next = 0;
    QPointer<QNetworkReply> m_reply;
    QByteArray m_body;
    QTimer *m_timeout = nullptr;
    bool m_timedOut = false;
    bool m_tooLarge = false;
    bool m_retriedUnauthorized = false;
    QFutureWatcher<Parsed> *m_watcher = nullptr;
    // The body's transfer, first byte to last, for CompressionChoice.
    QElapsedTimer m_transfer;
    double m_transferSeconds = 0;
    qint64 m_wireBytes = 0;
    bool m_gzip = false;
    std::optional<SeriesSet> m_acc;
    QStringList m_warnings;
    QStringList m_infos;
};
