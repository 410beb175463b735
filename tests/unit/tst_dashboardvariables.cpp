#include "dashboard.h"
#include "dashboardvariable.h"
#include "variableloader.h"

#include <QJsonDocument>
#include <QTest>

namespace {
DashboardVariable custom(const QString &name, const QStringList &options,
                         const QStringList &current, bool multi = false, bool includeAll = false)
{
    DashboardVariable v;
    v.name = name;
    v.kind = DashboardVariable::Kind::Custom;
    v.options = options;
    v.current = current;
    v.multi = multi;
    v.includeAll = includeAll;
    return v;
}

QString expand(const QString &text, const std::vector<DashboardVariable> &vars)
{
    return DashboardVariables::interpolate(text, vars).text;
}
} // namespace

class TestDashboardVariables : public QObject
{
    Q_OBJECT
  private slots:
    void singleValueAsWritten()
    {
        const std::vector vars{custom(QStringLiteral("host"),
                                      {QStringLiteral("n1"), QStringLiteral("n2")},
                                      {QStringLiteral("n2")})};
        QCOMPARE(expand(QStringLiteral("up{h=\"$host\"}"), vars), QStringLiteral("up{h=\"n2\"}"));
        QCOMPARE(expand(QStringLiteral("up{h=\"${host}\"}"), vars), QStringLiteral("up{h=\"n2\"}"));
        QCOMPARE(expand(QStringLiteral("up{h=\"[[host]]\"}"), vars),
                 QStringLiteral("up{h=\"n2\"}"));
        // Nothing picked yet: the first choice.
        const std::vector none{custom(QStringLiteral("host"), {QStringLiteral("n1")}, {})};
        QCOMPARE(expand(QStringLiteral("$host"), none), QStringLiteral("n1"));
    }
    void singleValueCannotLeaveItsString()
    {
        const std::vector vars{custom(QStringLiteral("v"), {QStringLiteral("a\"} or up{x=\"\\")},
                                      {QStringLiteral("a\"} or up{x=\"\\")})};
        QCOMPARE(expand(QStringLiteral("up{h=\"$v\"}"), vars),
                 QStringLiteral("up{h=\"a\\\"} or up{x=\\\"\\\\\"}"));
    }
    void multiValueIsEscapedRegexAlternatives()
    {
        const std::vector vars{
            custom(QStringLiteral("ns"),
                   {QStringLiteral("team.a"), QStringLiteral("b"), QStringLiteral("c")},
                   {QStringLiteral("team.a"), QStringLiteral("b")}, true)};
        QCOMPARE(expand(QStringLiteral("x{ns=~\"$ns\"}"), vars),
                 QStringLiteral("x{ns=~\"(team\\\\.a|b)\"}"));
        // One value of a multi variable: escaped, no parentheses.
        const std::vector one{
            custom(QStringLiteral("ns"), {QStringLiteral("a+b")}, {QStringLiteral("a+b")}, true)};
        QCOMPARE(expand(QStringLiteral("x{ns=~\"$ns\"}"), one),
                 QStringLiteral("x{ns=~\"a\\\\+b\"}"));
    }
    void allMeansEveryChoiceOrTheAllValue()
    {
        auto v = custom(QStringLiteral("gpu"), {QStringLiteral("0"), QStringLiteral("1")},
                        {QLatin1String(DashboardVariable::kAll)}, true, true);
        QCOMPARE(expand(QStringLiteral("$gpu"), {v}), QStringLiteral("(0|1)"));
        v.allValue = QStringLiteral(".*");
        QCOMPARE(expand(QStringLiteral("$gpu"), {v}), QStringLiteral(".*"));
        QCOMPARE(expand(QStringLiteral("${gpu:csv}"), {v}), QStringLiteral(".*"));
        // Choices not loaded yet: match anything rather than nothing.
        auto empty =
            custom(QStringLiteral("gpu"), {}, {QLatin1String(DashboardVariable::kAll)}, true, true);
        QCOMPARE(expand(QStringLiteral("$gpu"), {empty}), QStringLiteral(".*"));
        // All of a label's values on the server: any value, before and after
        // the choices arrive; with a regex filter, the filtered choices.
        auto query = v;
        query.kind = DashboardVariable::Kind::Query;
        query.allValue.clear();
        QCOMPARE(expand(QStringLiteral("$gpu"), {query}), QStringLiteral(".*"));
        QCOMPARE(expand(QStringLiteral("${gpu:csv}"), {query}), QStringLiteral("0,1"));
        query.regex = QStringLiteral("/[01]/");
        QCOMPARE(expand(QStringLiteral("$gpu"), {query}), QStringLiteral("(0|1)"));
    }
    void formats_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("regex") << "${v:regex}"
                               << "(a\\.b|c)";
        QTest::newRow("pipe") << "${v:pipe}"
                              << "a.b|c";
        QTest::newRow("csv") << "${v:csv}"
                             << "a.b,c";
        QTest::newRow("raw") << "${v:raw}"
                             << "a.b,c";
        QTest::newRow("json") << "${v:json}"
                              << "[\"a.b\",\"c\"]";
        QTest::newRow("doublequote") << "${v:doublequote}"
                                     << "\"a.b\",\"c\"";
        QTest::newRow("singlequote") << "${v:singlequote}"
                                     << "'a.b','c'";
        QTest::newRow("glob") << "${v:glob}"
                              << "{a.b,c}";
        QTest::newRow("old form") << "[[v:pipe]]"
                                  << "a.b|c";
    }
    void formats()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const std::vector vars{custom(QStringLiteral("v"),
                                      {QStringLiteral("a.b"), QStringLiteral("c")},
                                      {QStringLiteral("a.b"), QStringLiteral("c")}, true)};
        const auto e = DashboardVariables::interpolate(text, vars);
        QCOMPARE(e.text, expected);
        QVERIFY(e.badFormats.isEmpty());
    }
    void unknownNamesAndFormatsAreReported()
    {
        const std::vector vars{custom(QStringLiteral("gpu"), {QStringLiteral("0")}, {})};
        // $gpus is not $gpu followed by "s".
        auto e = DashboardVariables::interpolate(QStringLiteral("x{a=\"$gpus\",b=\"$gpu\"}"), vars);
        QCOMPARE(e.text, QStringLiteral("x{a=\"$gpus\",b=\"0\"}"));
        QCOMPARE(e.unknown, QStringList{QStringLiteral("gpus")});
        // Built-ins and label_replace's $1 are not unknown.
        e = DashboardVariables::interpolate(
            QStringLiteral(
                "label_replace(rate(x[$__rate_interval]), \"a\", \"$1\", \"b\", \"(.*)\")"),
            vars);
        QVERIFY(e.unknown.isEmpty());
        QVERIFY(e.text.contains(QLatin1String("$__rate_interval")));
        QVERIFY(e.text.contains(QLatin1String("\"$1\"")));
        e = DashboardVariables::interpolate(QStringLiteral("${gpu:percentencode}"), vars);
        QCOMPARE(e.badFormats, QStringList{QStringLiteral("percentencode")});
        QCOMPARE(e.text, QStringLiteral("${gpu:percentencode}"));
        QCOMPARE(DashboardVariables::referencedNames(QStringLiteral("$a [[b]] ${c:raw} $a")),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    }
    void labelValuesQueries_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QString>("label");
        QTest::newRow("label only") << "label_values(gpu)" << true << ""
                                    << "gpu";
        QTest::newRow("metric") << "label_values(DCGM_FI_DEV_GPU_TEMP, Hostname)" << true
                                << "DCGM_FI_DEV_GPU_TEMP"
                                << "Hostname";
        QTest::newRow("selector with comma")
            << " label_values( up{job=~\"a,b\", x=\"(\"} , instance ) " << true
            << "up{job=~\"a,b\", x=\"(\"}"
            << "instance";
        QTest::newRow("query_result") << "query_result(up)" << false << ""
                                      << "";
        QTest::newRow("metrics") << "metrics(DCGM_.*)" << false << ""
                                 << "";
        QTest::newRow("bad label") << "label_values(up, 1x)" << false << ""
                                   << "";
        QTest::newRow("empty") << "" << false << ""
                               << "";
    }
    void labelValuesQueries()
    {
        QFETCH(QString, query);
        QFETCH(bool, valid);
        const auto q = DashboardVariables::parseLabelValues(query);
        QCOMPARE(bool(q), valid);
        if (!q)
            return;
        QFETCH(QString, selector);
        QFETCH(QString, label);
        QCOMPARE(q->selector, selector);
        QCOMPARE(q->label, label);
    }
    void regexFiltersAndExtractsChoices()
    {
        DashboardVariable v;
        v.regex = QStringLiteral("/^team-(.*)/");
        QCOMPARE(v.filterChoices({QStringLiteral("team-a"), QStringLiteral("kube-system"),
                                  QStringLiteral("team-b")}),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        v.regex = QStringLiteral("/^TEAM/i");
        QCOMPARE(v.filterChoices({QStringLiteral("team-a"), QStringLiteral("x")}),
                 QStringList{QStringLiteral("team-a")});
        v.regex = QStringLiteral("([");
        QCOMPARE(v.filterChoices({QStringLiteral("a")}), QStringList{QStringLiteral("a")});
    }
    void newChoicesKeepValidPicks()
    {
        auto v =
            custom(QStringLiteral("h"), {}, {QStringLiteral("n2"), QStringLiteral("gone")}, true);
        v.kind = DashboardVariable::Kind::Query;
        v.setOptions({QStringLiteral("n1"), QStringLiteral("n2")});
        QCOMPARE(v.current, QStringList{QStringLiteral("n2")});
        v.setOptions({QStringLiteral("n3")});
        QCOMPARE(v.current, QStringList{QStringLiteral("n3")});
        v.includeAll = true;
        v.setOptions({QStringLiteral("n4")});
        QVERIFY(v.isAll());
        QCOMPARE(v.selectedValues(), QStringList{QStringLiteral("n4")});
    }
    void choicesSortNaturally()
    {
        QCOMPARE(VariableLoader::sorted(
                     {QStringLiteral("gpu10"), QStringLiteral("gpu2"), QStringLiteral("gpu1"),
                      QStringLiteral("gpu02b"), QStringLiteral("b"), QStringLiteral("a"),
                      QStringLiteral("10"), QStringLiteral("9"), QStringLiteral("gpu")}),
                 (QStringList{QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("a"),
                              QStringLiteral("b"), QStringLiteral("gpu"), QStringLiteral("gpu1"),
                              QStringLiteral("gpu2"), QStringLiteral("gpu02b"),
                              QStringLiteral("gpu10")}));
    }
    void dashboardRoundTrip()
    {
        // No backslash inside raw strings: moc reads them as ordinary ones.
        const QByteArray json =
            R"({"title":"t","lanes":[{"id":"a","queries":[)"
            R"({"source":"prom","promql":"up{gpu=~'$gpu'}"}]}],"variables":[)"
            R"({"name":"gpu","kind":"query","source":"prom","query":"label_values(up, gpu) ",)"
            R"("multi":true,"includeAll":true,"current":["$__all"],"label":"GPU","regex":"/[0-9]+/"},)"
            R"({"name":"q","kind":"custom","options":["0.5","0.95"],"current":["0.95"]},)"
            R"({"name":"job","kind":"constant","options":["dcgm"]}]})";
        auto d = Dashboard::fromJson(json);
        QVERIFY2(d, qPrintable(d.error()));
        QCOMPARE(d->variables.size(), std::size_t(3));
        QVERIFY(d->variables[2].hidden);
        auto again = Dashboard::fromJson(d->toJson());
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(again->toJson(), d->toJson());
        QCOMPARE(again->variables[0].label, QStringLiteral("GPU"));
        QCOMPARE(again->variables[0].regex, QStringLiteral("/[0-9]+/"));
        d->variable(QStringLiteral("gpu"))->setOptions({QStringLiteral("0"), QStringLiteral("1")});
        QCOMPARE(d->interpolate(d->lanes[0].queries[0].promql), QStringLiteral("up{gpu=~'(0|1)'}"));
    }
    void badVariablesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("variable");
        QTest::addColumn<QString>("message");
        QTest::newRow("name") << QByteArray(R"({"name":"a-b","options":["x"]})") << "name";
        QTest::newRow("builtin") << QByteArray(R"({"name":"__interval","options":["x"]})")
                                 << "built-ins";
        QTest::newRow("kind") << QByteArray(R"({"name":"a","kind":"textbox","options":["x"]})")
                              << "unknown kind";
        QTest::newRow("no source")
            << QByteArray(R"({"name":"a","kind":"query","query":"label_values(x) "})")
            << "names no source";
        QTest::newRow("query")
            << QByteArray(R"({"name":"a","kind":"query","source":"p","query":"query_result(up) "})")
            << "label_values";
        QTest::newRow("no options")
            << QByteArray(R"({"name":"a","kind":"custom"})") << "no options";
    }
    void badVariablesAreRefused()
    {
        QFETCH(QByteArray, variable);
        QFETCH(QString, message);
        const QByteArray json =
            R"({"lanes":[{"id":"a","queries":[{"source":"p","promql":"up"}]}],"variables":[)" +
            variable + "]}";
        const auto d = Dashboard::fromJson(json);
        QVERIFY(!d);
        QVERIFY2(d.error().contains(message), qPrintable(d.error()));
    }
};

QTEST_GUILESS_MAIN(TestDashboardVariables)
#include "tst_dashboardvariables.moc"
