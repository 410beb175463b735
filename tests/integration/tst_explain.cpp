// fleetscope-cli explain against a real Prometheus holding fleet-sim's
// history: the scripted team-b incident is found where it is (the lane's
// own series) and beside other metrics that changed with it, within the
// query budget; bad windows and baselines get a clear message. On a second
// fleet with injected faults whose causes no lane shows (fleet-sim
// --explain-faults), each fault is explained from its symptom lane, as an
// on-call engineer would: a metric that shows the cause is among the top
// three, and the place of the fault among the top three places or where
// those metrics changed.
#include "processrun.h"
#include "promstack.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
ProcessRun cli(const QStringList &args)
{
    return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN), args);
}
} // namespace

class TestExplain : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        PromStackOptions o;
        o.historySecs = 3 * 3600;
        m_stack = std::make_unique<PromStack>(o);
        QString error;
        QVERIFY2(m_stack->start(&error), qPrintable(error));
        m_incident = m_stack->incidentAtSecs();
        startFaultedFleet();
    }

    void cpuStarvedPreprocessingIsFound() { expectFound(u"cpu-preprocessing"_s); }
    void degradedInfinibandLinkIsFound() { expectFound(u"infiniband-link"_s); }
    void eccErrorsOnOneGpuAreFound() { expectFound(u"ecc-errors"_s); }

    void theIncidentIsFoundWhereItIs()
    {
        const ProcessRun run =
            cli({u"explain"_s, u"--sources"_s, m_stack->sourcesFile(), u"--dashboard"_s,
                 u"builtin:gpu-inference"_s, u"--lane"_s, u"p95_latency"_s, u"--from"_s,
                 QString::number(m_incident + 300), u"--to"_s, QString::number(m_incident + 900),
                 u"--budget"_s, u"200"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        for (const char *key :
             {"window", "baseline", "where", "metrics", "events", "queries", "seconds"})
            QVERIFY2(doc.contains(QLatin1String(key)), key);
        // The default baseline: the four window-lengths before the window.
        QCOMPARE(doc.value(u"baseline"_s).toObject().value(u"to"_s),
                 doc.value(u"window"_s).toObject().value(u"from"_s));
        const QJsonArray where = doc.value(u"where"_s).toArray();
        QVERIFY(!where.isEmpty());
        QCOMPARE(where[0].toObject().value(u"label"_s).toString(), u"namespace"_s);
        QCOMPARE(where[0].toObject().value(u"value"_s).toString(), u"team-b"_s);
        QVERIFY(where[0].toObject().value(u"share"_s).toDouble() > 0.8);
        // Other metrics changed with it, named with where they changed;
        // the lane's own metric is not among them.
        const QJsonArray metrics = doc.value(u"metrics"_s).toArray();
        QVERIFY(metrics.size() >= 3);
        bool teamB = false;
        for (int i = 0; i < 3; ++i) {
            const QJsonObject m = metrics[i].toObject();
            QVERIFY(!m.value(u"metric"_s)
                         .toString()
                         .startsWith(u"inference_request_duration_seconds_bucket"_s));
            QVERIFY(m.value(u"direction"_s) == u"up"_s || m.value(u"direction"_s) == u"down"_s);
            for (const QJsonValue &pl : m.value(u"where"_s).toArray())
                teamB = teamB || pl.toObject().value(u"value"_s).toString() == u"team-b"_s;
        }
        QVERIFY2(teamB, run.out.constData());
        QVERIFY(doc.value(u"queries"_s).toInt() <= 200);
        // Shortly before: team-b's deployment was scaled up (fleet-sim's
        // surge at the incident), in time order with the other events.
        bool scaled = false;
        QString last;
        for (const QJsonValue &v : doc.value(u"events"_s).toArray()) {
            const QJsonObject e = v.toObject();
            QVERIFY(e.value(u"time"_s).toString() >= last);
            last = e.value(u"time"_s).toString();
            scaled =
                scaled || (e.value(u"kind"_s) == u"scale"_s &&
                           e.value(u"labels"_s).toObject().value(u"namespace"_s) == u"team-b"_s);
        }
        QVERIFY2(scaled, run.out.constData());
    }

    void aSmallBudgetIsStated()
    {
        const ProcessRun run =
            cli({u"explain"_s, u"--sources"_s, m_stack->sourcesFile(), u"--promql"_s,
                 u"max(DCGM_FI_DEV_FB_USED)"_s, u"--from"_s, QString::number(m_incident + 300),
                 u"--to"_s, QString::number(m_incident + 900), u"--budget"_s, u"10"_s,
                 u"--format"_s, u"text"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("budget reached"), run.out.constData());
    }

    void badWindowsSayWhy()
    {
        const QString from = QString::number(m_incident + 300);
        const QString to = QString::number(m_incident + 900);
        // A baseline that overlaps the window.
        ProcessRun run = cli({u"explain"_s, u"--sources"_s, m_stack->sourcesFile(), u"--promql"_s,
                              u"up"_s, u"--from"_s, from, u"--to"_s, to, u"--baseline-from"_s,
                              QString::number(m_incident + 600), u"--baseline-to"_s,
                              QString::number(m_incident + 1200)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("overlaps the window"));
        // A window with no data.
        run = cli({u"explain"_s, u"--sources"_s, m_stack->sourcesFile(), u"--promql"_s,
                   u"no_such_metric"_s, u"--from"_s, from, u"--to"_s, to});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("no data in the window"));
        // A lane the dashboard does not have.
        run = cli({u"explain"_s, u"--sources"_s, m_stack->sourcesFile(), u"--dashboard"_s,
                   u"builtin:gpu-inference"_s, u"--lane"_s, u"nope"_s, u"--from"_s, from, u"--to"_s,
                   to});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("no lane \"nope\""));
    }

    void cleanupTestCase()
    {
        m_stack.reset();
        m_faulted.reset();
    }

  private:
    // Three faults, 15 minutes apart, on 16 GPUs: the history holds the
    // first one's default baseline and ends just after the last one, so the
    // stack starts in seconds.
    void startFaultedFleet()
    {
        constexpr qint64 kSpacing = 900;
        constexpr qint64 kLead = 120; // the window opens two minutes early
        const qint64 end = (QDateTime::currentSecsSinceEpoch() - 60) / 15 * 15;
        const qint64 first = end - 2 * kSpacing - 600 - 60;
        QVERIFY(m_scheduleDir.isValid());
        m_schedulePath = m_scheduleDir.filePath(u"schedule.json"_s);
        PromStackOptions o;
        o.nodes = 4;
        o.gpus = 4;
        o.endSecs = end;
        o.historySecs = end - (first - kLead - 4 * (600 + kLead)) + 60;
        o.fleetSimArguments = {
            u"--explain-faults"_s, QString::number(first),
            u"--fault-spacing"_s,  QString::number(kSpacing),
            u"--fault-kinds"_s,    u"cpu-preprocessing,infiniband-link,ecc-errors"_s,
            u"--node-cpus"_s,      u"2"_s,
            u"--fault-schedule"_s, m_schedulePath};
        m_faulted = std::make_unique<PromStack>(o);
        QString error;
        QVERIFY2(m_faulted->start(&error), qPrintable(error));
        QFile schedule(m_schedulePath);
        QVERIFY(schedule.open(QIODevice::ReadOnly));
        m_schedule = QJsonDocument::fromJson(schedule.readAll()).object();
        QCOMPARE(m_schedule.value(u"faults"_s).toArray().size(), 3);
    }

    void expectFound(const QString &kind)
    {
        QVERIFY(m_faulted);
        QJsonObject fault;
        for (const QJsonValue &v : m_schedule.value(u"faults"_s).toArray())
            if (v.toObject().value(u"kind"_s).toString() == kind)
                fault = v.toObject();
        QVERIFY2(!fault.isEmpty(), qPrintable(kind));
        const qint64 start = fault.value(u"start"_s).toInteger();
        const ProcessRun run =
            cli({u"explain"_s, u"--sources"_s, m_faulted->sourcesFile(), u"--dashboard"_s,
                 u"builtin:gpu-inference"_s, u"--lane"_s, fault.value(u"symptomLane"_s).toString(),
                 u"--from"_s, QString::number(start - 120), u"--to"_s,
                 QString::number(fault.value(u"end"_s).toInteger())});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        QSet<QString> causes;
        for (const QJsonValue &m : fault.value(u"causeMetrics"_s).toArray())
            causes.insert(m.toString());
        QSet<QString> places;
        for (const QJsonValue &p : fault.value(u"places"_s).toArray())
            places.insert(p[u"label"_s].toString() + u'=' + p[u"value"_s].toString());
        const QJsonArray metrics = doc.value(u"metrics"_s).toArray();
        bool cause = false;
        bool place = false;
        for (int i = 0; i < 3 && i < metrics.size(); ++i) {
            const QJsonObject m = metrics[i].toObject();
            cause = cause || causes.contains(m.value(u"metric"_s).toString());
            for (const QJsonValue &p : m.value(u"where"_s).toArray())
                place = place ||
                        places.contains(p[u"label"_s].toString() + u'=' + p[u"value"_s].toString());
        }
        const QJsonArray where = doc.value(u"where"_s).toArray();
        for (int i = 0; i < 3 && i < where.size(); ++i)
            place = place || places.contains(where[i][u"label"_s].toString() + u'=' +
                                             where[i][u"value"_s].toString());
        QVERIFY2(cause, run.out.constData());
        QVERIFY2(place, run.out.constData());
    }

    std::unique_ptr<PromStack> m_stack;
    qint64 m_incident = 0;
    std::unique_ptr<PromStack> m_faulted;
    QTemporaryDir m_scheduleDir;
    QString m_schedulePath;
    QJsonObject m_schedule;
};

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
