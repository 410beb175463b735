#include "azuredoubleprocess.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QTimer>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

namespace {
// Generous, because the double shares the machine with parallel test runs.
constexpr int kTimeoutMs = 30'000;
} // namespace

QJsonValue AzureDoubleProcess::Reply::at(const QString &path) const
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    QJsonValue value =
        document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
    for (const QString &part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        bool index = false;
        const int i = part.toInt(&index);
        value = index ? value.toArray().at(i) : value.toObject().value(part);
    }
    return value;
}

AzureDoubleProcess::AzureDoubleProcess()
{
    qputenv(kSecretEnv, kSecret);
    m_network.setProxy(QNetworkProxy::NoProxy);
}

AzureDoubleProcess::~AzureDoubleProcess()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->terminate();
        if (!m_process->waitForFinished(3000))
            m_process->kill();
        m_process->waitForFinished(3000);
    }
}

bool AzureDoubleProcess::start(QString *error, const QStringList &extraArgs)
{
    m_process = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("AZURE_DOUBLE_CLIENT_SECRET"), QLatin1String(kSecret));
    m_process->setProcessEnvironment(env);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
#ifdef Q_OS_LINUX
    // The double must not outlive a crashed test and hold its port.
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
    m_process->start(QStringLiteral(AZURE_DOUBLE_BIN),
                     QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")} +
                         extraArgs);
    if (!m_process->waitForStarted(10'000)) {
        *error = QStringLiteral("azure-double did not start: %1").arg(m_process->errorString());
        return false;
    }
    QByteArray out;
    static const QRegularExpression re(QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+)"));
    QElapsedTimer timer;
    timer.start();
    while (m_url.isEmpty() && timer.elapsed() < kTimeoutMs) {
        m_process->waitForReadyRead(100);
        out += m_process->readAllStandardOutput();
        const auto m = re.match(QString::fromUtf8(out));
        if (m.hasMatch())
            m_url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m.captured(1)));
        if (m_process->state() == QProcess::NotRunning)
            break;
    }
    if (m_url.isEmpty()) {
        *error =
            QStringLiteral("azure-double never said where it listens: %1 %2")
                .arg(QString::fromUtf8(out), QString::fromUtf8(m_process->readAllStandardError()));
        return false;
    }
    return true;
}

QString AzureDoubleProcess::vm(int n)
{
    return QStringLiteral("/subscriptions/%1/resourceGroups/gpu-rg/providers/Microsoft.Compute/"
                          "virtualMachines/gpu-node-%2")
        .arg(QLatin1String(kSubscription))
        .arg(n, 2, 10, QLatin1Char('0'));
}

QString AzureDoubleProcess::aksCluster()
{
    return QStringLiteral("/subscriptions/%1/resourceGroups/gpu-rg/providers/"
                          "Microsoft.ContainerService/managedClusters/aks-gpu")
        .arg(QLatin1String(kSubscription));
}

QString AzureDoubleProcess::writeSources(const QString &method, const QUrl &managedPrometheus) const
{
    const QString u = m_url.toString();
    const QString endpoints =
        QStringLiteral(
            R"("endpoints":{"login":"%1","management":"%1","metrics":"%1","logAnalytics":"%1"})")
            .arg(u);
    QString auth = QStringLiteral(R"({"type":"azure","method":"%1","tenant":"%2","clientId":"%3")")
                       .arg(method, QLatin1String(kTenant), QLatin1String(kClientId));
    if (method == QLatin1String("client-secret"))
        auth += QStringLiteral(R"(,"clientSecretEnv":"%1")").arg(QLatin1String(kSecretEnv));
    auth += QLatin1Char('}');
    QString sources =
        QStringLiteral(
            R"({"name":"az","type":"azure-monitor","cloud":"custom",%1,"auth":%2,"timeout":"20s"})")
            .arg(endpoints, auth);
    if (managedPrometheus.isValid())
        sources +=
            QStringLiteral(
                R"(,{"name":"amp","type":"prometheus","url":"%1","cloud":"custom",%2,"auth":%3})")
                .arg(managedPrometheus.toString(), endpoints, auth);
    const QString path = m_dir.filePath(QStringLiteral("sources-%1.json").arg(method));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(QStringLiteral(R"({"sources":[%1]})").arg(sources).toUtf8());
    return path;
}

// Percent-encodes every component, '+' included: the double, like ARM, reads
// a literal '+' in a query string as a space.
QByteArray AzureDoubleProcess::encodeQuery(const Query &query)
{
    QByteArrayList parts;
    for (const auto &[key, value] : query)
        parts << QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    return parts.join('&');
}

QString AzureDoubleProcess::withQuery(const QString &path, const Query &query)
{
    return path + (query.isEmpty() ? QString()
                                   : QLatin1Char('?') + QString::fromLatin1(encodeQuery(query)));
}

AzureDoubleProcess::Reply AzureDoubleProcess::http(const QByteArray &verb, const QString &target,
                                                   const QByteArray &body, const Headers &headers)
{
    const QString url =
        target.startsWith(QLatin1String("http")) ? target : m_url.toString() + target;
    // From encoded text, so a query keeps exactly the escapes encodeQuery chose.
    QNetworkRequest request(QUrl::fromEncoded(url.toUtf8()));
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    if (!body.isEmpty() && request.header(QNetworkRequest::ContentTypeHeader).isNull())
        request.setRawHeader("Content-Type", "application/json");
    QElapsedTimer timer;
    timer.start();
    QNetworkReply *reply = m_network.sendCustomRequest(request, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(kTimeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    Reply result;
    result.elapsedMs = timer.elapsed();
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    for (const auto &[name, value] : reply->rawHeaderPairs())
        result.headers.insert(name.toLower(), value);
    reply->deleteLater();
    return result;
}

AzureDoubleProcess::Reply AzureDoubleProcess::tokenRequest(const Query &form, const QString &tenant)
{
    return http("POST", QStringLiteral("/%1/oauth2/v2.0/token").arg(tenant), encodeQuery(form),
                {{"Content-Type", "application/x-www-form-urlencoded"}});
}

QString AzureDoubleProcess::token(const QString &scope)
{
    if (!m_tokens.contains(scope)) {
        const Reply reply =
            tokenRequest({{QStringLiteral("grant_type"), QStringLiteral("client_credentials")},
                          {QStringLiteral("client_id"), QLatin1String(kClientId)},
                          {QStringLiteral("client_secret"), QLatin1String(kSecret)},
                          {QStringLiteral("scope"), scope}});
        m_tokens.insert(scope, reply.text(QStringLiteral("access_token")));
    }
    return m_tokens.value(scope);
}

AzureDoubleProcess::Reply AzureDoubleProcess::get(const QString &path, const Query &query,
                                                  const QString &scope)
{
    return http("GET", withQuery(path, query), {},
                {{"Authorization", "Bearer " + token(scope).toUtf8()}});
}

AzureDoubleProcess::Reply AzureDoubleProcess::post(const QString &path, const Query &query,
                                                   const QByteArray &json, const QString &scope)
{
    return http("POST", withQuery(path, query), json,
                {{"Authorization", "Bearer " + token(scope).toUtf8()}});
}

AzureDoubleProcess::Reply AzureDoubleProcess::metrics(const QString &resource, const Query &query)
{
    return get(resource + QStringLiteral("/providers/Microsoft.Insights/metrics"),
               Query{{QStringLiteral("api-version"), QStringLiteral("2023-10-01")}} + query,
               QLatin1String(kArmScope));
}

AzureDoubleProcess::Reply AzureDoubleProcess::logs(const QString &kql, const QString &timespan)
{
    const QJsonObject body{{QStringLiteral("query"), kql}, {QStringLiteral("timespan"), timespan}};
    return post(QStringLiteral("/v1/workspaces/%1/query").arg(QLatin1String(kWorkspace)), {},
                QJsonDocument(body).toJson(), QLatin1String(kLogsScope));
}

bool AzureDoubleProcess::setFaults(const QByteArray &json, QString *error)
{
    const Reply reply = http("POST", QStringLiteral("/_double/faults"), json);
    const bool ok = reply.status / 100 == 2;
    if (!ok) {
        const QString why = QStringLiteral("faults refused (%1): %2")
                                .arg(reply.status)
                                .arg(QString::fromUtf8(reply.body));
        if (error)
            *error = why;
        else
            qWarning("%s", qPrintable(why));
    }
    return ok;
}

QJsonDocument AzureDoubleProcess::stats()
{
    return QJsonDocument::fromJson(http("GET", QStringLiteral("/_double/stats")).body);
}

bool AzureDoubleProcess::approveDeviceCodes()
{
    return http("POST", QStringLiteral("/_double/devicecode/approve")).status / 100 == 2;
}
