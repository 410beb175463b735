#include "prometheusclient.h"

#include "formencoding.h"
#include "linkmemory.h"
#include "prometheusrangejob.h"
#include "sourcerequest.h"

#include <QDateTime>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>

PrometheusClient::PrometheusClient(SourceConfig config, QNetworkAccessManager *nam,
                                   TokenProvider *tokens, QString tokenScope, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_nam(nam), m_tokens(tokens),
      m_tokenScope(std::move(tokenScope))
{
    if (m_config.compression == Compression::Auto) {
        m_link = LinkMemory::load(m_config.url);
        m_nearby = LinkMemory::isNearby(m_config.url);
    }
}

bool PrometheusClient::wantsGzip() const
{
    return CompressionChoice::useGzip(m_config.compression, m_link, m_nearby,
                                      QDateTime::currentMSecsSinceEpoch());
}

void PrometheusClient::answerMeasured(bool gzip, qint64 wireBytes, qint64 plainBytes,
                                      double seconds)
{
    if (m_config.compression != Compression::Auto)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const LinkStats before = m_link;
    const bool choseGzip = wantsGzip();
    m_link = CompressionChoice::learn(m_link, gzip, wireBytes, plainBytes, seconds, now);
    if (m_link == before)
        return;
    // Written when a figure is first known, when the choice turns, or every
    // ten minutes, not after every answer: the next run needs the choice.
    const bool firstFigure = (before.linkBytesPerSec <= 0 && m_link.linkBytesPerSec > 0) ||
                             (before.gzipBytesPerSec <= 0 && m_link.gzipBytesPerSec > 0);
    if (firstFigure || wantsGzip() != choseGzip || now - m_linkSavedMs > 600'000) {
        LinkMemory::save(m_config.url, m_link);
        m_linkSavedMs = now;
    }
}

void PrometheusClient::endCoarse()
{
    if (m_coarseInFlight > 0 && --m_coarseInFlight == 0)
        emit coarseIdle();
}

QueryJob *PrometheusClient::queryRange(const QString &promql, const QueryPlanner::Plan &plan)
{
    return new PrometheusRangeJob(this, promql, plan);
}

QueryPlanner::Input PrometheusClient::planInput() const
{
    QueryPlanner::Input in;
    in.scrapeIntervalMs = m_config.scrapeIntervalMs;
    in.maxPointsPerRequest = m_config.maxPoints;
    if (m_config.isAzureManagedPrometheus()) {
        // Azure Monitor managed Prometheus: a query spans at most 32 days, and
        // from 48 h on its step is at least a minute.
        in.maxRangeMs = 32 * 86'400'000ll;
        in.longRangeMs = 48 * 3'600'000ll;
        in.longRangeMinStepMs = 60'000;
    }
    return in;
}

std::expected<QNetworkRequest, SourceError> PrometheusClient::request(const QString &apiPath,
                                                                      const QUrlQuery &query,
                                                                      const QString &bearer) const
{
    if (!m_nam)
        return std::unexpected(
            SourceError::make(SourceError::Kind::Network, tr("No network access.")));
    QUrl url = m_config.url;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + apiPath);
    if (!query.isEmpty())
        url.setQuery(query);
    return SourceRequest::build(m_config, url, bearer);
}

std::expected<QNetworkReply *, SourceError>
PrometheusClient::get(const QString &apiPath, const QUrlQuery &query, const QString &bearer)
{
    auto built = request(apiPath, query, bearer);
    if (!built)
        return std::unexpected(built.error());
    return m_nam->get(*built);
}

std::expected<QNetworkReply *, SourceError>
PrometheusClient::post(const QString &apiPath, const QUrlQuery &form, const QString &bearer,
                       const QByteArray &encoding, QNetworkRequest::Priority priority)
{
    auto built = request(apiPath, {}, bearer);
    if (!built)
        return std::unexpected(built.error());
    QNetworkRequest req = *built;
    req.setPriority(priority);
    req.setHeader(QNetworkRequest::ContentTypeHeader,
                  QByteArrayLiteral("application/x-www-form-urlencoded"));
    // Naming the encoding ourselves turns off Qt's own inflating.
    if (!encoding.isEmpty())
        req.setRawHeader(QByteArrayLiteral("Accept-Encoding"), encoding);
    QList<std::pair<QString, QString>> items;
    for (const auto &[key, value] : form.queryItems(QUrl::FullyDecoded))
        items.append({key, value});
    const QByteArray body = formEncode(items);
    return m_nam->post(req, body);
}
