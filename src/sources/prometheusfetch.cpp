#include "prometheusfetch.h"
#include "networkfailure.h"

#include "gzipbody.h"

#include "prometheusclient.h"
#include "prometheusparser.h"
#include "promformat.h"
#include "tokenprovider.h"

#include <QLocale>
#include <QNetworkReply>
#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>
#include <QUrlQuery>

namespace {
SourceError tooLarge(const QString &host, qint64 limit)
{
    return SourceError::make(
        SourceError::Kind::TooLarge,
        PrometheusFetch::tr("The answer from %1 is larger than the %2 MiB limit; narrow the "
                            "query or raise maxBodyMiB for this source.")
            .arg(host)
            .arg(QLocale().toString(double(limit) / (1 << 20), 'g', 4)));
}
} // namespace

PrometheusFetch::PrometheusFetch(PrometheusClient *client, QString promql,
                                 QueryPlanner::Chunk chunk, QObject *parent)
    : QObject(parent), m_client(client), m_promql(std::move(promql)), m_chunk(chunk)
{
    m_timeout = new QTimer(this);
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        if (m_reply)
            m_reply->abort();
    });
}

PrometheusFetch::~PrometheusFetch()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    // The worker's result is dropped with the watcher; the worker itself only
    // holds its own copy of the body.
    if (m_watcher)
        m_watcher->disconnect(this);
}

void PrometheusFetch::start()
{
    startChunk();
}

void PrometheusFetch::cancel()
{
    if (m_done)
        return;
    m_done = true;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
    if (m_watcher)
        m_watcher->disconnect(this);
    m_timeout->stop();
}

void PrometheusFetch::finish(QueryResult r)
{
    if (m_done)
        return;
    m_done = true;
    m_result = std::move(r);
    emit finished();
}

void PrometheusFetch::fail(SourceError e)
{
    m_timeout->stop();
    finish(std::unexpected(std::move(e)));
}

void PrometheusFetch::startChunk()
{
    if (!m_client) {
        fail(SourceError::make(SourceError::Kind::Config, tr("The data source was removed.")));
        return;
    }
    // Managed Prometheus wants an Entra token; it may need fetching first.
    if (TokenProvider *tokens = m_client->tokens()) {
        tokens->token(m_client->tokenScope(), this, [this](const TokenResult &t) {
            if (m_done)
                return;
            if (!t) {
                fail(t.error());
                return;
            }
            sendChunk(t->value);
        });
        return;
    }
    sendChunk({});
}

void PrometheusFetch::sendChunk(const QString &bearer)
{
    if (!m_client) {
        fail(SourceError::make(SourceError::Kind::Config, tr("The data source was removed.")));
        return;
    }
    const auto &c = m_chunk;
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("query"), m_promql);
    form.addQueryItem(QStringLiteral("start"),
                      QString::fromLatin1(PromFormat::timestamp(c.startMs)));
    form.addQueryItem(QStringLiteral("end"), QString::fromLatin1(PromFormat::timestamp(c.endMs)));
    form.addQueryItem(QStringLiteral("step"), QString::fromLatin1(PromFormat::timestamp(c.stepMs)));
    // Compressed or not is the source's choice (CompressionChoice); either
    // way the body is read here and inflated, if at all, off the GUI thread.
    const bool gzip = m_client->wantsGzip();
    auto reply = m_client->post(QStringLiteral("/api/v1/query_range"), form, bearer,
                                gzip ? QByteArrayLiteral("gzip") : QByteArrayLiteral("identity"),
                                m_priority);
    if (!reply) {
        fail(reply.error());
        return;
    }
    m_reply = *reply;
    // Qt's network thread reads ahead of this thread into a buffer of its
    // own; bounded, it stops reading the socket instead, so an answer too
    // large for the limit is never held twice.
    m_reply->setReadBufferSize(qint64(4) << 20);
    m_body.clear();
    m_transfer.invalidate();
    m_timedOut = false;
    m_tooLarge = false;
    m_timeout->start(int(std::min<qint64>(m_client->config().timeoutMs, INT_MAX)));
    connect(m_reply, &QNetworkReply::readyRead, this, &PrometheusFetch::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &PrometheusFetch::onReplyFinished);
}

void PrometheusFetch::onReadyRead()
{
    const qint64 limit = m_client ? m_client->config().maxBodyBytes : qint64(1) << 31;
    if (!m_transfer.isValid()) {
        m_transfer.start();
        // A declared length over the limit is refused before a byte is kept;
        // one under it sizes the buffer once.
        const qint64 declared = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (declared > limit) {
            refuseTooLarge();
            return;
        }
        // With room for the zeros simdjson reads past the end (padForParsing).
        if (declared > 0)
            m_body.reserve(qsizetype(declared) + 64);
    }
    const qint64 available = m_reply->bytesAvailable();
    if (qint64(m_body.size()) + available > limit) {
        // Stop reading now: memory stays bounded by the limit, not the body.
        refuseTooLarge();
        return;
    }
    // Grown by doubling, but never past the limit: the largest body kept is
    // the limit itself.
    const qsizetype old = m_body.size();
    if (m_body.capacity() < old + available)
        m_body.reserve(qsizetype(std::min<qint64>(
            limit + 64, std::max<qint64>(2 * qint64(m_body.capacity()), old + available))));
    m_body.resize(old + qsizetype(available));
    const qint64 got = m_reply->read(m_body.data() + old, available);
    m_body.resize(old + qsizetype(std::max<qint64>(got, 0)));
}

void PrometheusFetch::refuseTooLarge()
{
    m_tooLarge = true;
    m_body = QByteArray();
    m_reply->abort();
}

void PrometheusFetch::onReplyFinished()
{
    // An aborted reply (too large, timed out) is closed: nothing to read.
    if (!m_tooLarge && !m_timedOut && m_reply->bytesAvailable() > 0)
        onReadyRead();
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    m_timeout->stop();
    m_transferSeconds = m_transfer.isValid() ? double(m_transfer.nsecsElapsed()) / 1e9 : 0;
    const QString host = reply->url().authority();
    if (m_tooLarge) {
        fail(tooLarge(host, m_client ? m_client->config().maxBodyBytes : 0));
        return;
    }
    if (m_timedOut) {
        fail(SourceError::make(SourceError::Kind::Timeout,
                               tr("%1 did not answer within %2 s.")
                                   .arg(host)
                                   .arg(m_client ? m_client->config().timeoutMs / 1000.0 : 0)));
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 401 && m_client && m_client->tokens() && !m_retriedUnauthorized) {
        // The cached Entra token was refused (expired early, revoked): get a
        // fresh one once; a second 401 is the answer.
        m_retriedUnauthorized = true;
        m_client->tokens()->invalidate(m_client->tokenScope());
        startChunk();
        return;
    }
    if (status == 0) {
        // No HTTP answer at all: the connection itself failed.
        fail(NetworkFailure::of(host, *reply));
        return;
    }
    if (auto redirect = NetworkFailure::unfollowedRedirect(host, *reply)) {
        fail(std::move(*redirect));
        return;
    }
    // Parsing a large body takes tens of milliseconds: keep it off the
    // thread that paints.
    m_watcher = new QFutureWatcher<Parsed>(this);
    connect(m_watcher, &QFutureWatcher<Parsed>::finished, this, &PrometheusFetch::onParsed);
    QByteArray body = std::move(m_body);
    m_body = {};
    m_wireBytes = body.size();
    padForParsing(body);
    const bool gzip = reply->rawHeader(QByteArrayLiteral("Content-Encoding"))
                          .trimmed()
                          .compare(QByteArrayLiteral("gzip"), Qt::CaseInsensitive) == 0;
    m_gzip = gzip;
    const qint64 limit = m_client ? m_client->config().maxBodyBytes : qint64(1) << 31;
    m_watcher->setFuture(
        QtConcurrent::run([body = std::move(body), status, gzip, limit, host]() -> Parsed {
            if (!gzip)
                return {parsePaddedPrometheusResponse(body, status), body.size()};
            auto plain = GzipBody::inflate(body, limit);
            if (!plain) {
                if (plain.error().error == GzipBody::Error::TooLarge)
                    return {std::unexpected(tooLarge(host, limit)), 0};
                SourceError e =
                    SourceError::make(SourceError::Kind::Parse,
                                      tr("The answer from %1 could not be decompressed.").arg(host),
                                      plain.error().detail);
                e.httpStatus = status;
                return {std::unexpected(e), 0};
            }
            padForParsing(*plain);
            return {parsePaddedPrometheusResponse(*plain, status), plain->size()};
        }));
}

void PrometheusFetch::onParsed()
{
    // Moved, not copied: a 1,000-series answer is megabytes.
    Parsed parsed = m_watcher->future().takeResult();
    m_watcher->deleteLater();
    m_watcher = nullptr;
    if (parsed.result && m_client)
        m_client->answerMeasured(m_gzip, m_wireBytes, parsed.plainBytes, m_transferSeconds);
    finish(std::move(parsed.result));
}
