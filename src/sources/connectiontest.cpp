#include "connectiontest.h"
#include "networkfailure.h"

#include "alertfeedclient.h"
#include "azurecall.h"
#include "azurecloud.h"
#include "prometheusclient.h"
#include "prometheusparser.h"
#include "responseerrors.h"
#include "sourceregistry.h"
#include "tokenprovider.h"

#include <QDateTime>
#include <QNetworkReply>
#include <QUrlQuery>

ConnectionTest::ConnectionTest(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_nam(nam), m_registry(std::make_unique<SourceRegistry>(nam))
{
}

ConnectionTest::~ConnectionTest() = default;

bool ConnectionTest::allOk() const
{
    return !m_steps.empty() &&
           std::all_of(m_steps.begin(), m_steps.end(), [](const Step &s) { return s.ok; });
}

void ConnectionTest::add(const QString &what, bool ok, const QString &message)
{
    m_steps.push_back({what, ok, message});
    emit stepDone(m_steps.back());
}

void ConnectionTest::start(const SourceConfig &config, const std::optional<QuerySpec> &probe)
{
    m_config = config;
    m_probe = probe;
    m_steps.clear();
    m_registry->setSources(SourceList{{config}});
    if (config.auth == SourceConfig::Auth::Azure) {
        auto cloud = AzureCloud::fromSource(config.raw);
        if (!cloud) {
            add(tr("Configuration"), false, cloud.error());
            emit finished();
            return;
        }
        if (config.type == SourceConfig::Type::Prometheus)
            m_scopes = {cloud->prometheusScope};
        else
            m_scopes = {cloud->managementScope, cloud->metricsScope, cloud->logAnalyticsScope};
        nextAzureScope();
        return;
    }
    if (config.type == SourceConfig::Type::Alertmanager)
        probeAlertmanager();
    else
        probePrometheus();
}

void ConnectionTest::probeAlertmanager()
{
    // An Alertmanager answers no queries; reading its alerts exercises the
    // URL, prefix, headers, auth and TLS exactly as the alert feed will.
    auto *client = new AlertFeedClient(m_config, m_nam, this);
    const QString host = m_config.url.authority();
    connect(
        client, &AlertFeedClient::alertsFetched, this,
        [this, client, host](const std::vector<FeedAlert> &alerts) {
            client->deleteLater();
            add(tr("Endpoint %1").arg(host), true,
                tr("The Alertmanager API answers (%n alert(s) now).", nullptr, int(alerts.size())));
            emit finished();
        });
    connect(client, &AlertFeedClient::failed, this,
            [this, client, host](AlertFeedClient::Call, const SourceError &e, const QString &) {
                client->deleteLater();
                add(tr("Endpoint %1").arg(host), false, e.message);
                emit finished();
            });
    client->fetchAlerts();
}

void ConnectionTest::nextAzureScope()
{
    TokenProvider *tokens = m_registry->tokenProvider(m_config.name);
    if (m_scopes.isEmpty() || !tokens) {
        if (m_config.type == SourceConfig::Type::Prometheus)
            probePrometheus();
        else
            probeAzureManagement();
        return;
    }
    const QString scope = m_scopes.takeFirst();
    tokens->token(scope, this, [this, scope, tokens](const TokenResult &t) {
        const QString audience = QString(scope).remove(QStringLiteral("/.default"));
        if (!t) {
            add(tr("Sign-in for %1").arg(audience), false, t.error().message);
            emit finished(); // without a token nothing further can work
            return;
        }
        add(tr("Sign-in for %1").arg(audience), true,
            tr("%1: token received.").arg(tokens->description()));
        nextAzureScope();
    });
}

void ConnectionTest::probeAzureManagement()
{
    auto cloud = AzureCloud::fromSource(m_config.raw);
    AzureCall::Request req;
    QUrl url = cloud->management;
    url.setPath(url.path() + QStringLiteral("/subscriptions"));
    url.setQuery(QStringLiteral("api-version=2022-12-01"));
    req.url = url;
    req.scope = cloud->managementScope;
    req.timeoutMs = 15'000;
    auto *call = new AzureCall(m_nam, m_registry->tokenProvider(m_config.name), req, this);
    call->setRetryPolicy({1, 0, 0});
    connect(call, &AzureCall::finished, this, [this, call, host = url.authority()] {
        call->deleteLater();
        const auto &r = call->result();
        if (!r) {
            add(tr("Endpoint %1").arg(host), false, r.error().message);
        } else if (r->status == 200) {
            add(tr("Endpoint %1").arg(host), true,
                tr("Reachable; the identity can list subscriptions."));
        } else if (r->status == 401 || r->status == 403) {
            add(tr("Endpoint %1").arg(host), true, tr("Reachable."));
            add(tr("Permission"), false,
                tr("The endpoint refused the token (HTTP %1). Check that the identity has a role "
                   "(for example Monitoring Reader) on the subscription.")
                    .arg(r->status));
        } else {
            // Any HTTP answer proves the endpoint is there; the status says
            // the rest.
            add(tr("Endpoint %1").arg(host), true, tr("Reachable (HTTP %1).").arg(r->status));
        }
        if (m_probe && r && r->status != 401 && r->status != 403) {
            probeQuery();
            return;
        }
        emit finished();
    });
    call->start();
}

void ConnectionTest::probeQuery()
{
    // The last quarter hour of a query the dashboard really runs.
    QueryPlanner::Plan plan;
    plan.stepMs = 60'000;
    const qint64 now = (QDateTime::currentMSecsSinceEpoch() / 60'000) * 60'000;
    plan.chunks.push_back({now - 15 * 60'000, now, 60'000});
    auto job = m_registry->queryRange(*m_probe, plan);
    const QString what = tr("Permission");
    if (!job) {
        add(what, false, job.error().message);
        emit finished();
        return;
    }
    QueryJob *j = *job;
    j->setParent(this);
    connect(j, &QueryJob::finished, this, [this, j, what] {
        j->deleteLater();
        if (j->result())
            add(what, true,
                tr("The query of the dashboard's first lane on this source can be read."));
        else
            add(what, false, j->result().error().message);
        emit finished();
    });
    j->start();
}

void ConnectionTest::probePrometheus()
{
    // Prometheus-compatible: a trivial instant query exercises the URL,
    // prefix, headers, auth and TLS exactly as the lanes will.
    SourceConfig c = m_config;
    auto *client = new PrometheusClient(
        c, m_nam, m_registry->tokenProvider(c.name),
        c.auth == SourceConfig::Auth::Azure
            ? AzureCloud::fromSource(c.raw).value_or(AzureCloud{}).prometheusScope
            : QString(),
        this);
    auto send = [this, client](const QString &bearer) {
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("query"), QStringLiteral("1"));
        auto reply = client->post(QStringLiteral("/api/v1/query"), form, bearer);
        if (!reply) {
            add(tr("Configuration"), false, reply.error().message);
            client->deleteLater();
            emit finished();
            return;
        }
        QNetworkReply *r = *reply;
        connect(r, &QNetworkReply::finished, this, [this, r, client] {
            r->deleteLater();
            client->deleteLater();
            const int status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QString host = r->url().authority();
            if (status == 0) {
                add(tr("Endpoint %1").arg(host), false, NetworkFailure::of(host, *r).message);
            } else {
                const auto parsed = parsePrometheusResponse(QByteArrayView(r->readAll()), status);
                if (parsed)
                    add(tr("Endpoint %1").arg(host), true,
                        tr("The Prometheus API answers queries."));
                else
                    add(tr("Endpoint %1").arg(host), false, parsed.error().message);
            }
            emit finished();
        });
    };
    if (TokenProvider *tokens = client->tokens()) {
        tokens->token(client->tokenScope(), this,
                      [send](const TokenResult &t) { send(t ? t->value : QString()); });
        return;
    }
    send({});
}
