#include "azuredoubleprocess.h"

#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QTimer>

AzureDoubleProcess::AzureDoubleProcess()
{
    qputenv(kSecretEnv, kSecret);
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
    m_process->start(QStringLiteral(AZURE_DOUBLE_BIN),
                     QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")} +
                         extraArgs);
    if (!m_process->waitForStarted(10'000)) {
        *error = QStringLiteral("azure-double did not start: %1").arg(m_process->errorString());
        return false;
    }
    QByteArray out;
    static const QRegularExpression re(QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+)"));
    for (int i = 0; i < 100 && m_url.isEmpty(); ++i) {
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

QByteArray AzureDoubleProcess::http(const QByteArray &verb, const QString &path,
                                    const QByteArray &body, int *status)
{
    QNetworkAccessManager nam;
    QNetworkRequest req(QUrl(m_url.toString() + path));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = nam.sendCustomRequest(req, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10'000, &loop, &QEventLoop::quit);
    loop.exec();
    *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray out = reply->readAll();
    reply->deleteLater();
    return out;
}

bool AzureDoubleProcess::setFaults(const QByteArray &json, QString *error)
{
    int status = 0;
    const QByteArray out = http("POST", QStringLiteral("/_double/faults"), json, &status);
    if (status / 100 != 2 && error)
        *error = QStringLiteral("faults refused (%1): %2").arg(status).arg(QString::fromUtf8(out));
    return status / 100 == 2;
}

QJsonDocument AzureDoubleProcess::stats()
{
    int status = 0;
    return QJsonDocument::fromJson(http("GET", QStringLiteral("/_double/stats"), {}, &status));
}

bool AzureDoubleProcess::approveDeviceCodes()
{
    int status = 0;
    http("POST", QStringLiteral("/_double/devicecode/approve"), {}, &status);
    return status / 100 == 2;
}
