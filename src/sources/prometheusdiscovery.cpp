#include "prometheusdiscovery.h"

#include "discoveryparser.h"
#include "networkfailure.h"
#include "prometheusclient.h"
#include "tokenprovider.h"

#include <QDateTime>
#include <QNetworkReply>
#include <QTimer>
#include <QUrlQuery>

namespace {

// dcgm fields whose series carry every dcgm label; the first one present is
// asked for its label names.
const char *const kDcgmProbes[] = {"DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_GPU_UTIL",
                                   "DCGM_FI_PROF_GR_ENGINE_ACTIVE", "DCGM_FI_DEV_GPU_TEMP",
                                   "DCGM_FI_DEV_POWER_USAGE"};

constexpr qint64 kWindowSecs = 3600;

void addWindow(QUrlQuery &q)
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    q.addQueryItem(QStringLiteral("start"), QString::number(now - kWindowSecs));
    q.addQueryItem(QStringLiteral("end"), QString::number(now));
}

int statusOf(QNetworkReply *r)
{
    return r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

// A server that never answers gets the source's timeout, as a query would:
// the reply is aborted and finishes with an error.
void armTimeout(QNetworkReply *r, qint64 ms)
{
    auto *t = new QTimer(r);
    t->setSingleShot(true);
    QObject::connect(t, &QTimer::timeout, r, &QNetworkReply::abort);
    t->start(int(std::min<qint64>(ms, INT_MAX)));
}

} // namespace

PrometheusDiscovery::PrometheusDiscovery(PrometheusClient *client, QObject *parent)
    : QObject(parent), m_client(client)
{
}

void PrometheusDiscovery::start()
{
    if (!m_client) {
        m_catalog.problem = tr("The source is not a Prometheus-compatible one.");
        m_done = true;
        emit finished();
        return;
    }
    if (TokenProvider *tokens = m_client->tokens()) {
        tokens->token(m_client->tokenScope(), this,
                      [this](const TokenResult &t) { send(t ? t->value : QString()); });
        return;
    }
    send({});
}

void PrometheusDiscovery::send(const QString &bearer)
{
    m_bearer = bearer;
    QUrlQuery names;
    addWindow(names);
    names.addQueryItem(QStringLiteral("limit"), QString::number(kMaxNames + 1));
    auto namesReply = m_client->get(QStringLiteral("/api/v1/label/__name__/values"), names, bearer);
    auto infoReply = m_client->get(QStringLiteral("/api/v1/status/buildinfo"), {}, bearer);
    if (!namesReply || !infoReply) {
        if (namesReply)
            (*namesReply)->deleteLater();
        if (infoReply)
            (*infoReply)->deleteLater();
        m_catalog.problem = (!namesReply ? namesReply.error() : infoReply.error()).message;
        m_done = true;
        emit finished();
        return;
    }
    m_pending = 2;
    QNetworkReply *n = *namesReply;
    n->setParent(this);
    armTimeout(n, m_client->config().timeoutMs);
    connect(n, &QNetworkReply::finished, this, [this, n] {
        n->deleteLater();
        const int status = statusOf(n);
        if (status == 0) {
            m_catalog.problem = NetworkFailure::of(n->url().authority(), *n).message;
        } else {
            const auto parsed =
                DiscoveryParser::parseStringList(QByteArrayView(n->readAll()), status, kMaxNames);
            if (parsed) {
                m_catalog.known = true;
                m_catalog.truncated = parsed->truncated;
                m_catalog.names = QSet<QString>(parsed->values.cbegin(), parsed->values.cend());
                probeLabels();
            } else {
                m_catalog.problem = parsed.error().message;
            }
        }
        oneDone();
    });
    QNetworkReply *i = *infoReply;
    i->setParent(this);
    armTimeout(i, m_client->config().timeoutMs);
    connect(i, &QNetworkReply::finished, this, [this, i] {
        i->deleteLater();
        const auto version =
            DiscoveryParser::parseBuildInfo(QByteArrayView(i->readAll()), statusOf(i));
        if (version)
            m_catalog.serverVersion = *version;
        oneDone();
    });
}

void PrometheusDiscovery::probeLabels()
{
    QString probe;
    for (const char *name : kDcgmProbes)
        if (m_catalog.has(QLatin1String(name))) {
            probe = QLatin1String(name);
            break;
        }
    if (probe.isEmpty())
        return;
    QUrlQuery form;
    addWindow(form);
    form.addQueryItem(QStringLiteral("match[]"), probe);
    auto reply = m_client->post(QStringLiteral("/api/v1/labels"), form, m_bearer);
    if (!reply)
        return;
    ++m_pending;
    QNetworkReply *r = *reply;
    r->setParent(this);
    armTimeout(r, m_client->config().timeoutMs);
    connect(r, &QNetworkReply::finished, this, [this, r, probe] {
        r->deleteLater();
        const auto parsed =
            DiscoveryParser::parseStringList(QByteArrayView(r->readAll()), statusOf(r), 1000);
        if (parsed)
            m_catalog.labelsOf.insert(probe, parsed->values);
        oneDone();
    });
}

void PrometheusDiscovery::oneDone()
{
    if (--m_pending > 0 || m_done)
        return;
    m_done = true;
    emit finished();
}
