#include "alertcenter.h"
#include "alertengine.h"
#include "auditlog.h"
#include "fakeprometheus.h"
#include "liveworkspace.h"
#include "timecursor.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr qint64 kMin = 60'000;
constexpr qint64 kNow = 1'800'000'000'000; // a multiple of a minute

// One series, returned by `expr` only between fromMs and toMs (inclusive),
// on the grid the request asked for: what a range query of `x > 2` answers.
QByteArray matrix(const FakePrometheus::Request &req, const QByteArray &labels, qint64 fromMs,
                  qint64 toMs, double value)
{
    const qint64 start = qint64(req.form.queryItemValue(QStringLiteral("start")).toDouble() * 1000);
    const qint64 end = qint64(req.form.queryItemValue(QStringLiteral("end")).toDouble() * 1000);
    const qint64 step = qint64(req.form.queryItemValue(QStringLiteral("step")).toDouble() * 1000);
    QByteArray values;
    for (qint64 t = start; step > 0 && t <= end; t += step)
        if (t >= fromMs && t <= toMs)
            values += (values.isEmpty() ? "" : ",") + QByteArray("[") +
                      QByteArray::number(double(t) / 1000, 'f', 3) + ",\"" +
                      QByteArray::number(value) + "\"]";
    QByteArray out = R"({"status":"success","data":{"resultType":"matrix","result":[)";
    if (!values.isEmpty())
        out += "{\"metric\":" + labels + ",\"values\":[" + values + "]}";
    return out + "]}}";
}

AlertRule rule(const char *name, const char *expr, qint64 forMin, const char *severity)
{
    AlertRule r;
    r.name = QString::fromUtf8(name);
    r.expr = QString::fromUtf8(expr);
    r.forMs = forMin * kMin;
    r.labels.insert(QStringLiteral("severity"), QString::fromUtf8(severity));
    r.file = QStringLiteral("rules.yml");
    r.line = 7;
    return r;
}
} // namespace

class TestAlertCenter : public QObject
{
    Q_OBJECT
  private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_latencyFrom = kNow - 20 * kMin;
        m_latencyTo = kNow;
        m_status = 200;
        m_server->setHandler([this](const FakePrometheus::Request &r) {
            if (m_status != 200)
                return FakePrometheus::reply(
                    m_status, "application/json",
                    R"({"status":"error","errorType":"bad_data","error":"parse error at char 3"})");
            const QString q = r.form.queryItemValue(QStringLiteral("query"));
            if (q.contains(QLatin1String("latency")))
                return FakePrometheus::reply(
                    200, "application/json",
                    matrix(r, R"({"namespace":"team-b"})", m_latencyFrom, m_latencyTo, 3.4));
            return FakePrometheus::reply(
                200, "application/json",
                matrix(r, R"({"namespace":"team-b","Hostname":"n3","gpu":"2"})", kNow - 60 * kMin,
                       kNow + 600 * kMin, 91));
        });
        SourceConfig c;
        c.name = QStringLiteral("prom");
        c.url = m_server->url();
        c.timeoutMs = 5000;
        m_ws = std::make_unique<LiveWorkspace>(&m_nam);
        m_ws->setClock([this] { return m_clock; });
        m_clock = kNow;
        m_ws->setSources(SourceList{{c}});
        m_ws->cursor()->showLast(3'600'000, kNow);
        m_audit = std::make_unique<AuditLog>(m_dir.filePath(QStringLiteral("audit.jsonl")));
        m_audit->setClock([this] { return m_clock; });
        m_center = makeCenter();
    }
    void cleanup()
    {
        m_center.reset();
        m_ws.reset();
        QFile::remove(m_dir.filePath(QStringLiteral("audit.jsonl")));
        QFile::remove(m_dir.filePath(QStringLiteral("ops.json")));
    }

    void evaluatesTiersAndInhibits()
    {
        QSignalSpy started(m_center.get(), &AlertCenter::p1Started);
        evaluate();
        const AlertBoard &b = m_center->board();
        QCOMPARE(b.groups.size(), std::size_t(2));
        const AlertRow &p1 = b.groups[0].rows[0];
        QCOMPARE(p1.name, QStringLiteral("InferenceLatencyP95"));
        QVERIFY(p1.state == AlertState::Firing);
        QCOMPARE(p1.activeAtMs, m_latencyFrom);
        QCOMPARE(*p1.firingAtMs, m_latencyFrom + 3 * kMin);
        QCOMPARE(p1.value, 3.4);
        const AlertRow &p2 = b.groups[1].rows[0];
        QCOMPARE(p2.mutedBy, QStringLiteral("P1 InferenceLatencyP95 on team-b"));
        QCOMPARE(started.size(), 1);

        // The same episode is not announced twice.
        m_clock += kMin;
        evaluate();
        QCOMPARE(started.size(), 1);
        // It resolves, then comes back: a new episode, announced again.
        m_latencyTo = m_clock - 2 * kMin;
        m_clock += kMin;
        evaluate();
        QCOMPARE(m_center->board().count(AlertTier::P1), 0);
        QCOMPARE(m_center->board().history.size(), std::size_t(1));
        QCOMPARE(*m_center->board().history[0].resolvedAtMs, m_latencyTo + kMin);
        QVERIFY(m_center->board().groups[0].rows[0].mutedBy.isEmpty()); // P2 loud again
        m_latencyFrom = m_clock - 5 * kMin;
        m_latencyTo = m_clock + 60 * kMin;
        evaluate();
        QCOMPARE(started.size(), 2);
    }

    void longAlertsKeepTheirStartAndAck()
    {
        // Firing for longer than the evaluation window reaches back: its start
        // must not slide with the window, or its ack would fall off and the
        // P1 would be announced again every minute.
        m_latencyFrom = kNow - 9 * 3'600'000;
        m_latencyTo = kNow + 10 * 3'600'000;
        QSignalSpy started(m_center.get(), &AlertCenter::p1Started);
        evaluate();
        const AlertRow *p1 = &m_center->board().groups[0].rows[0];
        const qint64 firstStart = p1->activeAtMs;
        QVERIFY(firstStart < kNow - m_center->engine()->lookbackMs() + 60 * kMin);
        QVERIFY(m_center->acknowledge(p1->key, QStringLiteral("known, rolling back")));
        for (int i = 0; i < 3; ++i) {
            m_clock += kMin;
            evaluate();
            p1 = &m_center->board().groups[0].rows[0];
            QCOMPARE(p1->name, QStringLiteral("InferenceLatencyP95"));
            QCOMPARE(p1->activeAtMs, firstStart);
            QVERIFY(p1->ack.has_value());
        }
        QCOMPARE(started.size(), 1);
        // Reloading the rules does not announce it again either.
        m_center->setRules(m_center->engine()->rules(), {}, QStringLiteral("reloaded"));
        evaluate();
        QCOMPARE(started.size(), 1);
    }

    void rulesSharingANameKeepTheirOwnExpr()
    {
        // Prometheus allows one alert name at two thresholds.
        AlertRule warn = rule("InferenceLatencyP95", "inference_latency_p95 > 2", 3, "warning");
        AlertRule crit =
            rule("InferenceLatencyP95", "inference_latency_p95 > 3 or kube_pods", 3, "critical");
        crit.annotations.insert(QStringLiteral("summary"),
                                QStringLiteral("{{ $labels.namespace }} at {{ $value }} s"));
        m_center->setRules({warn, crit}, {}, QStringLiteral("two"));
        evaluate();
        QStringList seen;
        for (const auto &b : m_center->bands())
            if (b.firing)
                seen << QStringLiteral("P%1 %2").arg(int(b.tier)).arg(b.expr);
        seen.removeDuplicates();
        seen.sort();
        QCOMPARE(seen, (QStringList{QStringLiteral("P1 inference_latency_p95 > 3 or kube_pods"),
                                    QStringLiteral("P2 inference_latency_p95 > 2")}));
        const AlertRow &p1 = m_center->board().groups[0].rows[0];
        QCOMPARE(p1.tier, AlertTier::P1);
        QCOMPARE(
            AlertBoardBuilder::displayText(p1.annotations.value(QStringLiteral("summary")), p1),
            QStringLiteral("team-b at 3.4 s"));
    }

    void bandsCoverPendingAndFiring()
    {
        evaluate();
        std::vector<AlertBand> latency;
        for (const auto &b : m_center->bands())
            if (b.name == QLatin1String("InferenceLatencyP95"))
                latency.push_back(b);
        QCOMPARE(latency.size(), std::size_t(2));
        QCOMPARE(latency[0].fromMs, m_latencyFrom);
        QCOMPARE(latency[0].toMs, m_latencyFrom + 3 * kMin);
        QVERIFY(!latency[0].firing);
        QVERIFY(latency[1].firing);
        QCOMPARE(latency[1].toMs, kNow);
        QCOMPARE(latency[1].expr, QStringLiteral("inference_latency_p95 > 2"));
    }

    void ackAndSilenceAreAuditedAndKept()
    {
        evaluate();
        const QString p1 = m_center->board().groups[0].rows[0].key;
        const QString p2 = m_center->board().groups[1].rows[0].key;
        QVERIFY(m_center->acknowledge(p1, QStringLiteral("on it, rolling back")));
        QVERIFY(m_center->silenceRow(p2, 30 * kMin, QStringLiteral("batch job, expected")));
        QCOMPARE(m_center->board().find(p1)->ack->note, QStringLiteral("on it, rolling back"));
        QCOMPARE(m_center->board().find(p2)->silence->endsAtMs, kNow + 30 * kMin);

        // A restart keeps both.
        m_center = makeCenter();
        evaluate();
        QCOMPARE(m_center->board().find(p1)->ack->who, AuditLog::currentUser());
        QVERIFY(m_center->board().find(p2)->silence);
        QVERIFY(m_center->unsilence(p2));
        QVERIFY(!m_center->board().find(p2)->silence);
        QString error;
        QVERIFY(!m_center->unsilence(p2, &error));
        QVERIFY(!error.isEmpty());

        AuditLog reread(m_audit->path());
        QStringList actions;
        for (const auto &e : reread.entries()) {
            actions << e.action;
            QCOMPARE(e.who, AuditLog::currentUser());
            QCOMPARE(e.atMs, kNow);
        }
        QCOMPARE(actions, (QStringList{QStringLiteral("ack"), QStringLiteral("silence"),
                                       QStringLiteral("unsilence")}));
        QCOMPARE(reread.entries()[1].detail, QStringLiteral("30m: batch job, expected"));
    }

    void silenceExpiresOnItsOwn()
    {
        evaluate();
        const QString p2 = m_center->board().groups[1].rows[0].key;
        // Real time, briefly: the expiry timer is what is under test.
        m_clock = QDateTime::currentMSecsSinceEpoch();
        QVERIFY(m_center->silenceRow(p2, 300, QStringLiteral("short")));
        QVERIFY(m_center->board().find(p2) && m_center->board().find(p2)->silence);
        QSignalSpy changed(m_center.get(), &AlertCenter::boardChanged);
        QSignalSpy evaluated(m_center->engine(), &AlertEngine::evaluated);
        m_clock += 400;
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 3000);
        // The expiry timer rebuilt the board, not an evaluation.
        QCOMPARE(evaluated.size(), 0);
        const AlertRow *row = m_center->board().find(p2);
        QVERIFY(row);
        QVERIFY(!row->silence);
    }

    void alertmanagerRowsAreSilencedThere()
    {
        evaluate();
        FeedAlert am;
        am.origin = AlertOrigin::Alertmanager;
        am.source = QStringLiteral("am");
        am.name = QStringLiteral("NodeDown");
        am.labels.set(QStringLiteral("alertname"), am.name);
        am.labels.set(QStringLiteral("node"), QStringLiteral("n7"));
        am.labels.set(QStringLiteral("severity"), QStringLiteral("warning"));
        am.activeAtMs = kNow - 5 * kMin;
        m_center->setFeedAlerts({am}, {});
        const QString key = AlertBoardBuilder::keyOf(am.name, am.labels);
        QVERIFY(m_center->board().find(key));
        QSignalSpy requested(m_center.get(), &AlertCenter::alertmanagerSilenceRequested);
        QVERIFY(m_center->silenceRow(key, 2 * 3'600'000, QStringLiteral("maintenance")));
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested[0][0].toString(), QStringLiteral("am"));
        const auto s = requested[0][1].value<Silence>();
        QCOMPARE(s.endsAtMs - s.startsAtMs, 2 * 3'600'000);
        QCOMPARE(s.createdBy, AuditLog::currentUser());
        QVERIFY(m_center->operatorState().silences.empty()); // not a local silence
    }

    void serverErrorsKeepWhatWasShown()
    {
        evaluate();
        QCOMPARE(m_center->board().count(AlertTier::P1), 1);
        m_status = 400;
        m_clock += kMin;
        evaluate();
        QCOMPARE(m_center->board().count(AlertTier::P1), 1);
        const QStringList problems = m_center->engine()->problems();
        QCOMPARE(problems.size(), 2);
        QVERIFY2(problems[0].startsWith(QLatin1String("rules.yml:7: rule InferenceLatencyP95: ")),
                 qPrintable(problems[0]));
        QVERIFY2(problems[0].contains(QLatin1String("parse error at char 3")),
                 qPrintable(problems[0]));
    }

    void groupSilenceCoversTheScope()
    {
        evaluate();
        QVERIFY(m_center->silenceGroup(QStringLiteral("GpuMemoryPressure"),
                                       QStringLiteral("team-b"), kMin * 60,
                                       QStringLiteral("known")));
        const Silence &s = m_center->operatorState().silences.front();
        QCOMPARE(s.matchers.size(), std::size_t(2));
        QVERIFY(m_center->board().groups[1].rows[0].silence);
        QString error;
        QVERIFY(!m_center->silenceGroup(QStringLiteral("Nope"), {}, kMin, {}, &error));
        QVERIFY(!error.isEmpty());
    }

  private:
    std::unique_ptr<AlertCenter> makeCenter()
    {
        auto c = std::make_unique<AlertCenter>(m_ws.get(), m_audit.get(),
                                               m_dir.filePath(QStringLiteral("ops.json")));
        c->setRules({rule("InferenceLatencyP95", "inference_latency_p95 > 2", 3, "critical"),
                     rule("GpuMemoryPressure", "gpu_memory_used_percent > 85", 10, "warning")},
                    {}, QStringLiteral("test"));
        return c;
    }
    void evaluate()
    {
        QSignalSpy done(m_center->engine(), &AlertEngine::evaluated);
        m_center->evaluateNow();
        QVERIFY(done.wait(5000));
    }

    QTemporaryDir m_dir;
    QNetworkAccessManager m_nam;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<LiveWorkspace> m_ws;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<AlertCenter> m_center;
    qint64 m_clock = kNow;
    qint64 m_latencyFrom = 0;
    qint64 m_latencyTo = 0;
    int m_status = 200;
};

QTEST_GUILESS_MAIN(TestAlertCenter)
#include "tst_alertcenter.moc"
