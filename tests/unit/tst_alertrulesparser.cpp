#include "alertrulesparser.h"

#include <QTest>

class TestAlertRulesParser : public QObject
{
    Q_OBJECT
  private slots:
    void badRulesAreNamedAndTheOthersLoad()
    {
        const QByteArray yaml =
            "groups:\n"
            "  - name: g\n"
            "    interval: 30s\n"
            "    rules:\n"
            "      - alert: Good1\n"
            "        expr: up == 0\n"
            "        for: 5m\n"
            "      - alert: ListLabel\n"
            "        expr: up == 0\n"
            "        labels: {severity: [oops]}\n"
            "      - alert: NoUnit\n"
            "        expr: up == 0\n"
            "        for: 5\n"
            "      - alert: Typo\n"
            "        expr: up == 0\n"
            "        fro: 5m\n"
            "      - alert: NoExpr\n"
            "      - record: job:up:sum\n"
            "        expr: sum(up)\n"
            "      - alert: Good2\n"
            "        expr: up == 1\n"
            "        keep_firing_for: 2m\n"
            "        annotations: {runbook_url: 'https://x/{{ $labels.job }}'}\n";
        const RuleFile f = parseAlertRules(yaml, QStringLiteral("r.yml"));
        QStringList names;
        for (const auto &r : f.rules)
            names << r.name;
        QCOMPARE(names, (QStringList{QStringLiteral("Good1"), QStringLiteral("Good2")}));
        QCOMPARE(f.rules[0].forMs, 300'000);
        QCOMPARE(f.rules[0].groupIntervalMs, 30'000);
        QCOMPARE(f.rules[1].keepFiringForMs, 120'000);
        QCOMPARE(f.rules[1].line, 20);
        QCOMPARE(f.problems.size(), 4);
        QVERIFY2(f.problems[0].startsWith(QLatin1String("r.yml:10: rule ListLabel: ")),
                 qPrintable(f.problems[0]));
        QVERIFY2(f.problems[1].startsWith(QLatin1String("r.yml:11: rule NoUnit: ")),
                 qPrintable(f.problems[1]));
        QVERIFY2(f.problems[2].contains(QLatin1String("rule Typo: unknown field \"fro\"")),
                 qPrintable(f.problems[2]));
        QVERIFY2(f.problems[3].contains(QLatin1String("rule NoExpr: has no \"expr\"")),
                 qPrintable(f.problems[3]));
    }

    void syntaxErrorsNameTheLine()
    {
        const RuleFile f = parseAlertRules("groups:\n  - name: [x\n", QStringLiteral("s.yml"));
        QVERIFY(f.rules.empty());
        QCOMPARE(f.problems.size(), 1);
        QVERIFY2(f.problems[0].startsWith(QLatin1String("s.yml:")), qPrintable(f.problems[0]));
    }
};

QTEST_GUILESS_MAIN(TestAlertRulesParser)
#include "tst_alertrulesparser.moc"
