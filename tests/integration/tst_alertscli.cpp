// fleetscope-cli alerts over a real Prometheus holding fleet-sim's scripted
// incident: the shipped rules must page on latency and warn on memory at the
// incident, and a broken rule must not stop the others.
#include "processrun.h"
#include "promstack.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestAlertsCli : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        PromStackOptions o;
        o.historySecs = 4 * 3600;
        m_stack = std::make_unique<PromStack>(o);
        QString error;
        QVERIFY2(m_stack->start(&error), qPrintable(error));
    }

    void shippedRulesFireAtTheIncident()
    {
        const qint64 incident = m_stack->incidentAtSecs();
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("alerts"), QStringLiteral("--sources"),
                        m_stack->sourcesFile(), QStringLiteral("--rules"),
                        QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml"),
                        QStringLiteral("--from"), QString::number(incident - 3600),
                        QStringLiteral("--to"), QString::number(incident + 3600)});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray alerts =
            QJsonDocument::fromJson(run.out).object().value(QLatin1String("alerts")).toArray();
        bool paged = false, memory = false;
        for (const auto &v : alerts) {
            const QJsonObject a = v.toObject();
            const QJsonObject labels = a.value(QLatin1String("labels")).toObject();
            if (a.value(QLatin1String("firingAt")).isNull())
                continue;
            const qint64 firing =
                QDateTime::fromString(a.value(QLatin1String("firingAt")).toString(), Qt::ISODate)
                    .toSecsSinceEpoch();
            const bool teamB =
                labels.value(QLatin1String("namespace")).toString() == QLatin1String("team-b");
            // The scripted incident: memory past 90 % at about +9 min, P95
            // over 2 s from about +12 min; `for` adds 10 and 3 minutes.
            if (a.value(QLatin1String("rule")).toString() == QLatin1String("InferenceLatencyP95") &&
                teamB) {
                QCOMPARE(a.value(QLatin1String("tier")).toString(), QStringLiteral("P1"));
                QVERIFY2(firing > incident && firing < incident + 30 * 60,
                         qPrintable(QString::number(firing - incident)));
                paged = true;
            }
            if (a.value(QLatin1String("rule")).toString() == QLatin1String("GpuMemoryPressure") &&
                teamB) {
                QCOMPARE(a.value(QLatin1String("tier")).toString(), QStringLiteral("P2"));
                QVERIFY(firing > incident && firing < incident + 40 * 60);
                memory = true;
            }
        }
        QVERIFY2(paged, run.out.constData());
        QVERIFY2(memory, run.out.constData());
    }

    void brokenRuleIsNamedAndOthersRun()
    {
        const QString rules = m_stack->workDir() + QStringLiteral("/broken.yml");
        QFile f(rules);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("groups:\n"
                "- name: g\n"
                "  rules:\n"
                "  - alert: NoUnit\n"
                "    expr: up == 1\n"
                "    for: 5\n"
                "  - alert: BadQuery\n"
                "    expr: sum(rate(x[5m]\n"
                "  - alert: Works\n"
                "    expr: DCGM_FI_DEV_GPU_TEMP > 0\n");
        f.close();
        const qint64 to = m_stack->historyToSecs();
        const ProcessRun run = runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                                          {QStringLiteral("alerts"), QStringLiteral("--sources"),
                                           m_stack->sourcesFile(), QStringLiteral("--rules"), rules,
                                           QStringLiteral("--from"), QString::number(to - 600),
                                           QStringLiteral("--to"), QString::number(to)});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("broken.yml:4: rule NoUnit"), run.err.constData());
        QVERIFY2(run.err.contains("broken.yml:7: rule BadQuery") &&
                     run.err.contains("rejected the query"),
                 run.err.constData());
        const QJsonArray alerts =
            QJsonDocument::fromJson(run.out).object().value(QLatin1String("alerts")).toArray();
        QVERIFY(!alerts.isEmpty());
        for (const auto &a : alerts)
            QCOMPARE(a.toObject().value(QLatin1String("rule")).toString(), QStringLiteral("Works"));
    }

    void yamlErrorNamesTheLine()
    {
        const QString rules = m_stack->workDir() + QStringLiteral("/syntax.yml");
        QFile f(rules);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("groups:\n- name: g\n  rules: [\n");
        f.close();
        const ProcessRun run = runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                                          {QStringLiteral("alerts"), QStringLiteral("--sources"),
                                           m_stack->sourcesFile(), QStringLiteral("--rules"), rules,
                                           QStringLiteral("--from"), QStringLiteral("now-1h"),
                                           QStringLiteral("--to"), QStringLiteral("now")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("syntax.yml:") && run.err.contains("YAML"), run.err.constData());
    }

  private:
    std::unique_ptr<PromStack> m_stack;
};

QTEST_GUILESS_MAIN(TestAlertsCli)
#include "tst_alertscli.moc"
