// The answers Azure gives only sometimes: the batch endpoint's 529, Log
// Analytics' 204, a metric that fails beside one that works.
#include "azuredoublecli.h"
#include "azuredoubleprocess.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestAzureAnswers : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_double.start(&error), qPrintable(error));
        m_sources = m_double.writeSources();
    }
    void init() { QVERIFY(m_double.setFaults(R"({"reset": true})")); }

    void batch529IsRetriedAfterItsRetryAfter()
    {
        QVERIFY(m_double.setFaults(R"({"batch529": {"count": 1, "retryAfter": 1}})"));
        QJsonArray ids;
        for (int i = 1; i <= 3; ++i)
            ids.append(AzureDoubleProcess::vm(i));
        const QString spec = QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("az")},
                                      {QStringLiteral("resources"), ids},
                                      {QStringLiteral("metric"), QStringLiteral("Percentage CPU")}})
                .toJson(QJsonDocument::Compact));
        const int before = requestCount(m_double, "batch");
        QElapsedTimer t;
        t.start();
        const ProcessRun run = cliQuery(m_sources, spec, windowStart(14), windowStart(14) + 1800);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(t.elapsed() >= 1000);
        QCOMPARE(requestCount(m_double, "batch") - before, 2);
        QVERIFY(run.out.count('\n') > 3);
    }

    void noContentIsAnEmptyResult()
    {
        QVERIFY(m_double.setFaults(R"({"noContent": true})"));
        const QString spec =
            QStringLiteral(
                R"x({"source":"az","workspace":"%1","kql":"AppRequests | summarize avg(DurationMs) by bin(TimeGenerated, 5m)"})x")
                .arg(QLatin1String(AzureDoubleProcess::kWorkspace));
        const ProcessRun run = cliQuery(m_sources, spec, windowStart(14), windowStart(14) + 1800);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.out, QByteArray("series,timestamp,value\n"));
    }

    void oneFailedMetricBesideAGoodOneIsAWarning()
    {
        QVERIFY(m_double.setFaults(R"({"metricError": "Available Memory Bytes"})"));
        const QString spec =
            QStringLiteral(
                R"({"source":"az","resource":"%1","metric":"Percentage CPU,Available Memory Bytes"})")
                .arg(AzureDoubleProcess::vm(4));
        const ProcessRun run = cliQuery(m_sources, spec, windowStart(14), windowStart(14) + 1800);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("Percentage CPU"));
        QVERIFY(!run.out.contains("Available Memory Bytes"));
        QVERIFY2(run.err.contains("warning:") && run.err.contains("Available Memory Bytes"),
                 run.err.constData());
    }

  private:
    AzureDoubleProcess m_double;
    QString m_sources;
};

QTEST_GUILESS_MAIN(TestAzureAnswers)
#include "tst_azureanswers.moc"
