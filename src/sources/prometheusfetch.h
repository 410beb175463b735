#pragma once

#include "queryjob.h"
#include "queryplanner.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QNetworkRequest>
#include <QObject>
#include <QPointer>

class PrometheusClient;
class QNetworkReply;
class QTimer;

// One query_range request for one chunk of a plan: signed with an Entra
// token where the source needs one (fetched again once if it is refused),
// compressed as the source chooses, read within the source's size limit and
// timeout, parsed off the GUI thread. What the transfer measured goes to the
// client for its compression choice. Emits finished() once, not after
// cancel().
class PrometheusFetch final : public QObject
{
    Q_OBJECT
  public:
    PrometheusFetch(PrometheusClient *client, QString promql, QueryPlanner::Chunk chunk,
                    QObject *parent = nullptr);
    // Sent before others when connections are short (a lane the user waits
    // for: high; alert rules over the range: low).
    void setPriority(QNetworkRequest::Priority p) { m_priority = p; }
    ~PrometheusFetch() override;

    void start();
    void cancel();
    const QueryPlanner::Chunk &chunk() const { return m_chunk; }
    QueryResult takeResult() { return std::move(m_result); }

  signals:
    void finished();

  private:
    // A parsed body and how many bytes of JSON it was once inflated.
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
    void finish(QueryResult r);

    QPointer<PrometheusClient> m_client;
    QString m_promql;
    QueryPlanner::Chunk m_chunk;
    QPointer<QNetworkReply> m_reply;
    QByteArray m_body;
    QTimer *m_timeout = nullptr;
    bool m_timedOut = false;
    bool m_tooLarge = false;
    bool m_retriedUnauthorized = false;
    bool m_done = false;
    QFutureWatcher<Parsed> *m_watcher = nullptr;
    QueryResult m_result;
    // The body's transfer, first byte to last, for CompressionChoice.
    QElapsedTimer m_transfer;
    double m_transferSeconds = 0;
    qint64 m_wireBytes = 0;
    bool m_gzip = false;
    QNetworkRequest::Priority m_priority = QNetworkRequest::NormalPriority;
};
