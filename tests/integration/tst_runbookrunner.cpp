// RunbookRunner with real processes: a script that writes back each argv
// element proves that hostile label values arrive as exactly one element and
// run nothing; timeouts and Stop end the whole process group; a missing
// program and a nonzero exit are reported as such.
#include "runbook.h"
#include "runbookrunner.h"

#include <functional>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {
struct Run
{
    RunbookResult result;
    QString out;
    QString err;
    QString status;
    QList<QUrl> opened;
    bool done = false;
    bool outputWhileRunning = false;
    int stdoutChunks = 0;
};

// Starts the plan and waits for it to finish; `whileRunning` is called once
// the first output has arrived.
Run run(const RunbookPlan &plan, const std::function<void(RunbookRunner &)> &whileRunning = {},
        int timeoutMs = 20'000)
{
    Run r;
    RunbookRunner runner;
    runner.setKillGraceMs(1000);
    bool poked = false;
    QObject::connect(&runner, &RunbookRunner::output,
                     [&](const QString &text, RunbookRunner::Channel channel) {
                         if (channel == RunbookRunner::Channel::Stdout) {
                             r.out += text;
                             ++r.stdoutChunks;
                         } else if (channel == RunbookRunner::Channel::Stderr) {
                             r.err += text;
                         } else {
                             r.status += text;
                         }
                         if (runner.isRunning())
                             r.outputWhileRunning = true;
                         if (whileRunning && !poked) {
                             poked = true;
                             whileRunning(runner);
                         }
                     });
    QObject::connect(&runner, &RunbookRunner::openUrlRequested,
                     [&](const QUrl &url) { r.opened << url; });
    QObject::connect(&runner, &RunbookRunner::finished, [&](const RunbookResult &result) {
        r.result = result;
        r.done = true;
    });
    runner.start(plan);
    QElapsedTimer t;
    t.start();
    while (!r.done && t.elapsed() < timeoutMs)
        QTest::qWait(20);
    return r;
}

// A process that is gone or a zombie nobody has reaped yet.
bool processGone(qint64 pid)
{
    if (::kill(pid_t(pid), 0) != 0)
        return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.mid(close + 2, 1) == "Z";
}

void hostileValues()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("space") << QStringLiteral("team b");
    QTest::newRow("quotes") << QStringLiteral("it's \"quoted\"");
    QTest::newRow("semicolon") << QStringLiteral("x; touch pwned");
    QTest::newRow("command substitution") << QStringLiteral("$(touch pwned)");
    QTest::newRow("backticks") << QStringLiteral("`touch pwned`");
    QTest::newRow("and") << QStringLiteral("x && touch pwned");
    QTest::newRow("variable") << QStringLiteral("${HOME}$PATH");
    QTest::newRow("newlines") << QStringLiteral("line1\nline2\n");
    QTest::newRow("glob") << QStringLiteral("*");
    QTest::newRow("redirect") << QStringLiteral("> pwned");
    QTest::newRow("unicode") << QStringLiteral("ünïcødé ☃ 日本");
    QTest::newRow("backslashes") << QStringLiteral("a\\nb\\");
    QTest::newRow("percent") << QStringLiteral("%s%n%x");
    QTest::newRow("leading space dash") << QStringLiteral(" --rm");
}
} // namespace

class TestRunbookRunner : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Writes its arguments back: the count, then each element in brackets.
        m_echo = writeScript(QStringLiteral("argv.sh"),
                             "#!/bin/sh\n"
                             "printf 'argc=%s\\n' \"$#\"\n"
                             "for a in \"$@\"; do printf '[%s]\\n' \"$a\"; done\n");
    }

    void hostileValueArrivesAsOneElement_data() { hostileValues(); }
    void hostileValueArrivesAsOneElement()
    {
        QFETCH(QString, value);
        RunbookEntry e;
        e.id = QStringLiteral("echo");
        e.kind = RunbookEntry::Kind::Command;
        e.argv = {m_echo, QStringLiteral("-n"), QStringLiteral("{{labels.namespace}}"),
                  QStringLiteral("--pod={{ $labels.pod }}"), QStringLiteral("{{labels.pod}}")};
        e.workingDir = m_dir.path();
        RunbookContext ctx;
        ctx.alertname = QStringLiteral("InferenceLatencyP95");
        ctx.labels.set(QStringLiteral("namespace"), value);
        ctx.labels.set(QStringLiteral("pod"), value);
        const auto plan = expand(e, ctx);
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        const Run r = run(*plan);
        QVERIFY(r.done);
        QVERIFY2(r.result.ok, qPrintable(r.result.summary + r.err));
        QCOMPARE(r.result.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("argc=4\n[-n]\n[%1]\n[--pod=%1]\n[%1]\n").arg(value));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("pwned"))));
    }

    void leadingDashNeverReachesTheProgram()
    {
        RunbookEntry e;
        e.id = QStringLiteral("echo");
        e.kind = RunbookEntry::Kind::Command;
        e.argv = {m_echo, QStringLiteral("{{labels.pod}}")};
        RunbookContext ctx;
        ctx.labels.set(QStringLiteral("pod"), QStringLiteral("--output=/etc/passwd"));
        QVERIFY(!expand(e, ctx).has_value());
        e.argv = {m_echo, QStringLiteral("--selector=pod={{labels.pod}}")};
        const auto plan = expand(e, ctx);
        QVERIFY(plan.has_value());
        const Run r = run(*plan);
        QCOMPARE(r.out, QStringLiteral("argc=1\n[--selector=pod=--output=/etc/passwd]\n"));
    }

    void outputStreamsWhileRunning()
    {
        const QString script =
            writeScript(QStringLiteral("stream.sh"), "#!/bin/sh\necho first\nsleep 1\necho second\n"
                                                     "echo oops >&2\nexit 0\n");
        const Run r = run(plan({script}));
        QVERIFY(r.done);
        QVERIFY(r.result.ok);
        QCOMPARE(r.out, QStringLiteral("first\nsecond\n"));
        QCOMPARE(r.err, QStringLiteral("oops\n"));
        QVERIFY(r.outputWhileRunning);
        QVERIFY(r.stdoutChunks >= 2);
        QVERIFY(r.result.durationMs >= 900);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Succeeded);
        QVERIFY(r.result.summary.contains(QStringLiteral("exited with 0")));
    }

    void nonzeroExitFails()
    {
        const QString script = writeScript(QStringLiteral("fail.sh"),
                                           "#!/bin/sh\necho partial\necho 'no such pod' >&2\n"
                                           "exit 3\n");
        const Run r = run(plan({script}));
        QVERIFY(r.done);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Failed);
        QCOMPARE(r.result.exitCode, 3);
        QCOMPARE(r.out, QStringLiteral("partial\n"));
        QCOMPARE(r.err, QStringLiteral("no such pod\n"));
        QVERIFY2(r.result.summary.contains(QStringLiteral("fail.sh exited with 3")),
                 qPrintable(r.result.summary));
    }

    void missingProgramFailsClearly()
    {
        Run r = run(plan({QStringLiteral("fleetscope-no-such-program-4711"), QStringLiteral("x")}));
        QVERIFY(r.done);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.exitCode, -1);
        QVERIFY2(r.result.summary.contains(QStringLiteral("fleetscope-no-such-program-4711")) &&
                     r.result.summary.contains(QStringLiteral("PATH")),
                 qPrintable(r.result.summary));
        r = run(plan({m_dir.filePath(QStringLiteral("missing.sh"))}));
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.contains(QStringLiteral("is not an executable file")),
                 qPrintable(r.result.summary));
        RunbookPlan p = plan({m_echo});
        p.workingDir = m_dir.filePath(QStringLiteral("no-such-dir"));
        r = run(p);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.contains(QStringLiteral("does not exist")),
                 qPrintable(r.result.summary));
    }

    void timeoutEndsTheWholeProcessGroup()
    {
        const QString pidFile = m_dir.filePath(QStringLiteral("sleep.pid"));
        const QString script = writeScript(QStringLiteral("hang.sh"),
                                           QByteArray("#!/bin/sh\nsleep 60 &\necho $! > '") +
                                               pidFile.toUtf8() + "'\necho started\nwait\n");
        RunbookPlan p = plan({script});
        p.timeoutMs = 800;
        // The script sleeps a minute; run() gives up long before that, so
        // a finished run was ended by the runbook's own timeout.
        const Run r = run(p);
        QVERIFY2(r.done, "the timeout must end the run");
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::TimedOut);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.contains(QStringLiteral("timeout")),
                 qPrintable(r.result.summary));
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const qint64 sleepPid = f.readAll().trimmed().toLongLong();
        QVERIFY(sleepPid > 0);
        // The script's own child is gone too, not left running on its own.
        QTRY_VERIFY_WITH_TIMEOUT(processGone(sleepPid), 5000);
    }

    void stopEndsARun()
    {
        const QString script =
            writeScript(QStringLiteral("long.sh"), "#!/bin/sh\necho started\nsleep 60\n");
        const Run r = run(plan({script}), [](RunbookRunner &runner) { runner.cancel(); });
        QVERIFY(r.done);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Canceled);
        QVERIFY(!r.result.ok);
        QVERIFY(r.status.contains(QStringLiteral("Stop requested")));
    }

    void termIgnoredThenKilled()
    {
        const QString script =
            writeScript(QStringLiteral("stubborn.sh"), "#!/bin/sh\ntrap '' TERM\necho started\n"
                                                       "while :; do sleep 1; done\n");
        RunbookPlan p = plan({script});
        p.timeoutMs = 500;
        const Run r = run(p);
        QVERIFY(r.done);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::TimedOut);
    }

    void noInputIsEverTyped()
    {
        const QString script =
            writeScript(QStringLiteral("ask.sh"), "#!/bin/sh\nread answer\necho \"got:$answer\"\n");
        RunbookPlan p = plan({script});
        p.timeoutMs = 10'000;
        const Run r = run(p);
        QVERIFY(r.done);
        QCOMPARE(r.out, QStringLiteral("got:\n"));
    }

    void urlIsHandedToTheUi()
    {
        RunbookEntry e;
        e.id = QStringLiteral("wiki");
        e.kind = RunbookEntry::Kind::Url;
        e.url = QStringLiteral("https://wiki.example/r?pod={{labels.pod}}");
        RunbookContext ctx;
        ctx.labels.set(QStringLiteral("pod"), QStringLiteral("a&b=c d"));
        const auto plan = expand(e, ctx);
        QVERIFY(plan.has_value());
        const Run r = run(*plan);
        QVERIFY(r.done);
        QVERIFY(r.result.ok);
        QCOMPARE(r.opened.size(), 1);
        QCOMPARE(r.opened.front().toString(QUrl::FullyEncoded),
                 QStringLiteral("https://wiki.example/r?pod=a%26b%3Dc%20d"));
        QCOMPARE(r.result.kind, RunbookEntry::Kind::Url);
    }

  private:
    RunbookPlan plan(const QStringList &argv)
    {
        RunbookPlan p;
        p.kind = RunbookPlan::Kind::Command;
        p.entryId = QStringLiteral("test");
        p.title = QStringLiteral("test");
        p.program = argv.front();
        p.arguments = argv.mid(1);
        p.timeoutMs = 20'000;
        return p;
    }

    QString writeScript(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return path;
    }

    QTemporaryDir m_dir;
    QString m_echo;
};

QTEST_GUILESS_MAIN(TestRunbookRunner)
#include "tst_runbookrunner.moc"
