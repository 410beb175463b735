// fleetscope-cli alerts over a real Prometheus holding fleet-sim's scripted
// incident: the shipped rules must page on latency and warn on memory at the
// incident, and a broken rule must not stop the others. fleetscope-cli
// backtest over the same data: its figures are what `alerts` prints.
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

    // The backtest's figures, counted again from what `alerts` prints over
    // the same range; then changes tried with --set move them as they must.
    void backtestCountsWhatAlertsPrints()
    {
        const qint64 from = m_stack->incidentAtSecs() - 3600;
        const qint64 to = m_stack->incidentAtSecs() + 3600;
        const QStringList range{QStringLiteral("--sources"), m_stack->sourcesFile(),
                                QStringLiteral("--rules"),   QStringLiteral("builtin:default"),
                                QStringLiteral("--from"),    QString::number(from),
                                QStringLiteral("--to"),      QString::number(to)};
        const ProcessRun alerts = runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                                             QStringList{QStringLiteral("alerts")} + range);
        QVERIFY2(alerts.exitCode == 0, alerts.err.constData());
        int fires = 0;
        qint64 firingSecs = 0;
        auto secs = [](const QJsonValue &v) {
            return QDateTime::fromString(v.toString(), Qt::ISODate).toSecsSinceEpoch();
        };
        for (const auto &v : QJsonDocument::fromJson(alerts.out)
                                 .object()
                                 .value(QLatin1String("alerts"))
                                 .toArray()) {
            const QJsonObject a = v.toObject();
            if (a.value(QLatin1String("rule")).toString() != QLatin1String("InferenceLatencyP95") ||
                a.value(QLatin1String("firingAt")).isNull())
                continue;
            const qint64 begin = std::max(from, secs(a.value(QLatin1String("firingAt"))));
            const qint64 end = a.value(QLatin1String("resolvedAt")).isNull()
                                   ? to
                                   : std::min(to, secs(a.value(QLatin1String("resolvedAt"))));
            if (end > begin) {
                ++fires;
                firingSecs += end - begin;
            }
        }
        QVERIFY2(fires > 0, "the incident pages: a backtest with nothing to count proves little");

        const ProcessRun run = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            QStringList{QStringLiteral("backtest")} + range +
                QStringList{QStringLiteral("--rule"), QStringLiteral("InferenceLatencyP95"),
                            QStringLiteral("--set"),
                            QStringLiteral("InferenceLatencyP95.keep_firing_for=30m"),
                            QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray rows =
            QJsonDocument::fromJson(run.out).object().value(QLatin1String("rules")).toArray();
        QCOMPARE(rows.size(), 2);
        const QJsonObject written = rows[0].toObject(), kept = rows[1].toObject();
        QCOMPARE(written.value(QLatin1String("rule")).toString(),
                 QStringLiteral("InferenceLatencyP95"));
        QCOMPARE(written.value(QLatin1String("set")).toArray(), QJsonArray());
        QCOMPARE(written.value(QLatin1String("fires")).toInt(), fires);
        QCOMPARE(qint64(written.value(QLatin1String("firingSeconds")).toDouble()), firingSecs);
        QVERIFY(written.value(QLatin1String("longestQuietSeconds")).toDouble() <
                double(to - from - firingSecs / fires));
        for (const char *field : {"medianSeconds", "short", "longestQuietSeconds", "stillFiring"})
            QVERIFY2(written.contains(QLatin1String(field)), field);
        // Kept firing 30 minutes longer: never fewer fires, more time.
        QCOMPARE(kept.value(QLatin1String("set")).toArray(),
                 QJsonArray{QStringLiteral("keep_firing_for=30m")});
        QCOMPARE(kept.value(QLatin1String("keepFiringForSeconds")).toDouble(), 1800.0);
        QVERIFY(kept.value(QLatin1String("fires")).toInt() <= fires);
        QVERIFY(kept.value(QLatin1String("firingSeconds")).toDouble() > double(firingSecs));

        // A threshold no latency reaches: quiet for the whole range.
        const ProcessRun high = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            QStringList{QStringLiteral("backtest")} + range +
                QStringList{QStringLiteral("--rule"), QStringLiteral("InferenceLatencyP95"),
                            QStringLiteral("--set"),
                            QStringLiteral("InferenceLatencyP95.threshold=1000"),
                            QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(high.exitCode == 0, high.err.constData());
        const QJsonObject changed = QJsonDocument::fromJson(high.out)
                                        .object()
                                        .value(QLatin1String("rules"))
                                        .toArray()[1]
                                        .toObject();
        QVERIFY2(changed.value(QLatin1String("expr")).toString().contains(QLatin1String("> 1000")),
                 high.out.constData());
        QCOMPARE(changed.value(QLatin1String("fires")).toInt(), 0);
        QCOMPARE(changed.value(QLatin1String("longestQuietSeconds")).toDouble(), double(to - from));

        // The text table names both variants.
        const ProcessRun text = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            QStringList{QStringLiteral("backtest")} + range +
                QStringList{QStringLiteral("--set"), QStringLiteral("GpuMemoryPressure.for=30m"),
                            QStringLiteral("--format"), QStringLiteral("text")});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("GpuMemoryPressure") && text.out.contains("as written") &&
                     text.out.contains("for=30m") && text.out.contains("GpuXidCritical"),
                 text.out.constData());
    }

    // Every bad input says what is wrong on one line and prints no figures.
    void backtestRefusesWhatItCannotTry_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("unknown rule")
            << QStringList{QStringLiteral("--set"), QStringLiteral("NoSuchRule.for=5m")}
            << QStringLiteral("no rule named NoSuchRule") << 2;
        QTest::newRow("unknown field")
            << QStringList{QStringLiteral("--set"), QStringLiteral("GpuIdle.severity=page")}
            << QStringLiteral("use for, keep_firing_for or threshold") << 2;
        QTest::newRow("not a duration")
            << QStringList{QStringLiteral("--set"), QStringLiteral("GpuIdle.for=soon")}
            << QStringLiteral("must be a duration") << 2;
        QTest::newRow("no threshold to change")
            << QStringList{QStringLiteral("--set"), QStringLiteral("GpuFallenOffBus.threshold=1")}
            << QStringLiteral("compares with no number") << 2;
        QTest::newRow("a change to a rule left out")
            << QStringList{QStringLiteral("--rule"), QStringLiteral("GpuIdle"),
                           QStringLiteral("--set"), QStringLiteral("GpuMemoryPressure.for=5m")}
            << QStringLiteral("which --rule leaves out") << 2;
        QTest::newRow("unknown rule filter")
            << QStringList{QStringLiteral("--rule"), QStringLiteral("Nope")}
            << QStringLiteral("no rule named Nope") << 2;
    }
    void backtestRefusesWhatItCannotTry()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        QFETCH(int, exitCode);
        const ProcessRun run = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            QStringList{QStringLiteral("backtest"), QStringLiteral("--sources"),
                        m_stack->sourcesFile(), QStringLiteral("--rules"),
                        QStringLiteral("builtin:default"), QStringLiteral("--from"),
                        QStringLiteral("now-1h"), QStringLiteral("--to"), QStringLiteral("now")} +
                extra);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        QVERIFY2(run.out.isEmpty(), run.out.constData());
    }

    // A dead server: each row says why, and the exit code says the figures
    // are not the whole answer.
    void backtestOnADeadServerSaysSo()
    {
        const QString sources = m_stack->workDir() + QStringLiteral("/dead.json");
        QFile f(sources);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"sources\": [{\"name\": \"p\", \"type\": \"prometheus\", \"url\": "
                "\"http://127.0.0.1:9\", \"timeout\": \"5s\"}]}");
        f.close();
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("backtest"), QStringLiteral("--sources"), sources,
                        QStringLiteral("--rules"), QStringLiteral("builtin:default"),
                        QStringLiteral("--rule"), QStringLiteral("GpuIdle"),
                        QStringLiteral("--from"), QStringLiteral("now-1h"), QStringLiteral("--to"),
                        QStringLiteral("now"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("could not be evaluated"), run.err.constData());
        const QJsonObject row = QJsonDocument::fromJson(run.out)
                                    .object()
                                    .value(QLatin1String("rules"))
                                    .toArray()[0]
                                    .toObject();
        QVERIFY2(!row.value(QLatin1String("error")).toString().isEmpty(), run.out.constData());
        QVERIFY(!row.contains(QLatin1String("fires")));
    }

  private:
    std::unique_ptr<PromStack> m_stack;
};

QTEST_GUILESS_MAIN(TestAlertsCli)
#include "tst_alertscli.moc"
