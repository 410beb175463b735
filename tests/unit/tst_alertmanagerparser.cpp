// The Alertmanager parsers and the silence serializer on the answers of a
// real Alertmanager 0.25 server (tests/fixtures/alerts, one data row per
// file), on the errors it words in its own ways, on what proxies answer
// instead, and on hostile bodies: huge, cut short and corrupted byte by byte.
// Also checks that every alert feed fixture has a row, here or in
// tst_prometheusalertsparser.
#include "alertfeedfixtures.h"
#include "alertmanagerparser.h"
#include "parserstress.h"

#include <cmath>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace AlertFeedFixtures;

namespace {

const FeedAlert *byName(const std::vector<FeedAlert> &alerts, const QString &name)
{
    for (const FeedAlert &a : alerts)
        if (a.name == name)
            return &a;
    return nullptr;
}

Silence validSilence()
{
    Silence s;
    s.matchers.push_back({u"alertname"_s, u"GpuMemoryPressure"_s, false, true});
    s.matchers.push_back({u"team"_s, u"team-.*"_s, true, true});
    s.startsAtMs = ms(u"2026-11-22T02:00:00Z"_s);
    s.endsAtMs = ms(u"2026-11-22T04:30:00.250Z"_s);
    s.createdBy = u"oncall@example.com"_s;
    s.comment = u"batch size halved, watching"_s;
    return s;
}

std::vector<Row> rows()
{
    return alertmanagerRows();
}

} // namespace

class TstAlertmanagerParser final : public QObject
{
    Q_OBJECT

  private slots:
    void fixtures_data();
    void fixtures();
    void everyFixtureHasARow();
    void alertmanagerAlerts();
    void mutedByTimeInterval();
    void silences();
    void silencesFromBeforeIsEqual();
    void silenceCreatedAndExpired();
    void errorsKeepTheServersWords();
    void serializeSilence();
    void serializeRefusesWhatAlertmanagerRefuses_data();
    void serializeRefusesWhatAlertmanagerRefuses();
    void hugeBodies();
    void stressTruncation();
    void stressByteFlips();
};

void TstAlertmanagerParser::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("api");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("count");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("detail");
    for (const Row &row : rows())
        QTest::newRow(qPrintable(row.file))
            << row.file << QString::fromLatin1(row.api) << row.status << row.count << row.kind
            << row.message << row.detail;
}

void TstAlertmanagerParser::fixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, api);
    QFETCH(int, status);
    QFETCH(int, count);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, message);
    QFETCH(QString, detail);

    const Outcome r = run(api, alertFixture(file), status);
    if (count >= 0) {
        QVERIFY2(r.ok, qPrintable(r.error.message + u" | "_s + r.error.detail));
        QCOMPARE(r.count, qsizetype(count));
        return;
    }
    QVERIFY(!r.ok);
    QCOMPARE(r.error.kind, kind);
    QCOMPARE(r.error.httpStatus, status);
    QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
    QVERIFY2(r.error.detail.contains(detail), qPrintable(r.error.detail));
    QVERIFY(!r.error.message.contains(u'\n'));
}

void TstAlertmanagerParser::everyFixtureHasARow()
{
    // The Prometheus rows are checked in tst_prometheusalertsparser; a
    // fixture has to be in one of the two tables.
    QStringList covered;
    for (const Row &row : prometheusRows())
        covered << row.file;
    for (const Row &row : alertmanagerRows())
        covered << row.file;
    for (const QString &name : fixtureNames(u"alerts"_s))
        QVERIFY2(covered.contains(name), qPrintable(name + u" has no data row"_s));
}

void TstAlertmanagerParser::alertmanagerAlerts()
{
    const auto r = parseAlertmanagerAlerts(alertFixture(u"am_alerts.json"_s));
    QVERIFY(r);
    QVERIFY(alertsConsistent(*r, AlertOrigin::Alertmanager));
    const FeedAlert *memory = byName(*r, u"GpuMemoryPressure"_s);
    const FeedAlert *node = byName(*r, u"NodeDown"_s);
    const FeedAlert *temperature = byName(*r, u"GpuTemperatureUnknown"_s);
    QVERIFY(memory && node && temperature);

    // NodeDown (critical, team-b) inhibits the team's warning.
    QCOMPARE(memory->inhibitedBy, QStringList{u"eb66d366fb4701e0"_s});
    QCOMPARE(node->fingerprint, u"eb66d366fb4701e0"_s);
    QVERIFY(memory->silencedBy.isEmpty());
    QCOMPARE(temperature->silencedBy, QStringList{u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s});
    QVERIFY(node->silencedBy.isEmpty() && node->inhibitedBy.isEmpty() && node->mutedBy.isEmpty());

    QCOMPARE(memory->activeAtMs, ms(u"2026-11-22T02:08:16.053Z"_s));
    QCOMPARE(memory->endsAtMs, ms(u"2026-11-22T02:14:14.053Z"_s));
    QCOMPARE(memory->fingerprint, u"ba086842acab8630"_s);
    QCOMPARE(memory->generatorUrl,
             u"http://prometheus-0:9090/graph?g0.expr=vector%281%29+%2A+0.9&g0.tab=1"_s);
    QCOMPARE(memory->annotations.value(u"summary"_s), u"GPU memory above 85 %"_s);
    QCOMPARE(node->labels.value(u"node"_s), u"gpu-node-07"_s);
}

void TstAlertmanagerParser::mutedByTimeInterval()
{
    const auto r = parseAlertmanagerAlerts(alertFixture(u"am_alerts_muted.json"_s));
    QVERIFY(r);
    const FeedAlert *node = byName(*r, u"NodeDown"_s);
    QVERIFY(node);
    QCOMPARE(node->mutedBy, QStringList{u"weekend-maintenance"_s});
    QVERIFY(node->silencedBy.isEmpty() && node->inhibitedBy.isEmpty());
}

void TstAlertmanagerParser::silences()
{
    const auto r = parseSilences(alertFixture(u"am_silences.json"_s));
    QVERIFY(r);
    const Silence &dcgm = (*r)[0];
    QCOMPARE(dcgm.id, u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s);
    QCOMPARE(dcgm.state, u"active"_s);
    QCOMPARE(dcgm.createdBy, u"oncall@example.com"_s);
    QCOMPARE(dcgm.comment, u"DCGM temperature field blank on this driver"_s);
    QCOMPARE(dcgm.startsAtMs, ms(u"2026-11-22T02:14:08.402Z"_s));
    QCOMPARE(dcgm.endsAtMs, ms(u"2026-11-22T04:14:08Z"_s));
    QCOMPARE(dcgm.matchers.size(), std::size_t(2));
    QCOMPARE(dcgm.matchers[0],
             (SilenceMatcher{u"alertname"_s, u"GpuTemperatureUnknown"_s, false, true}));
    QCOMPARE(dcgm.matchers[1], (SilenceMatcher{u"severity"_s, u"critical"_s, false, false}));
    // The silence mutes what Alertmanager says it mutes.
    const auto alerts = parseAlertmanagerAlerts(alertFixture(u"am_alerts.json"_s));
    QVERIFY(alerts);
    for (const FeedAlert &a : *alerts)
        QCOMPARE(dcgm.matches(a.labels), a.silencedBy.contains(dcgm.id));

    QCOMPARE((*r)[1].comment, QString());
    const Silence &upgrade = (*r)[2];
    QCOMPARE(upgrade.state, u"pending"_s);
    QVERIFY(upgrade.matchers[0].isRegex);
    QVERIFY(!upgrade.isActiveAt(ms(u"2026-11-22T03:00:00Z"_s)));
    QVERIFY(upgrade.isActiveAt(ms(u"2026-11-23T03:00:00Z"_s)));
    QCOMPARE((*r)[3].state, u"expired"_s);
    QCOMPARE((*r)[3].endsAtMs, ms(u"2026-11-22T02:08:33.561Z"_s));
}

void TstAlertmanagerParser::silencesFromBeforeIsEqual()
{
    // Alertmanager before 0.22 had no isEqual: every matcher was "=".
    const auto r = parseSilences(alertFixture(u"am_silences_before_is_equal.json"_s));
    QVERIFY(r);
    for (const Silence &s : *r)
        for (const SilenceMatcher &m : s.matchers)
            QVERIFY(m.isEqual);
}

void TstAlertmanagerParser::silenceCreatedAndExpired()
{
    const auto created = parseSilenceCreated(alertFixture(u"am_silence_created.json"_s));
    QVERIFY(created);
    QCOMPARE(*created, u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s);

    // Alertmanager answers an expire with 200 and nothing, also for a
    // silence that had expired already.
    QVERIFY(parseSilenceExpired({}, 200));
    QVERIFY(parseSilenceExpired("\r\n", 200));
    const auto refused = parseSilenceExpired({}, 404);
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, SourceError::Kind::Http);
}

void TstAlertmanagerParser::errorsKeepTheServersWords()
{
    // A 5xx bare string may pass; Alertmanager says "not found" with 500.
    const auto notFound =
        parseSilenceExpired(alertFixture(u"am_error_silence_not_found.json"_s), 500);
    QVERIFY(!notFound);
    QVERIFY(notFound.error().isRetryable());
    const auto badMatcher =
        parseAlertmanagerAlerts(alertFixture(u"am_error_bad_matcher.json"_s), 400);
    QVERIFY(!badMatcher);
    QVERIFY(!badMatcher.error().isRetryable());
    QCOMPARE(badMatcher.error().detail, u"bad matcher format: bad"_s);

    // Escapes in the bare string are decoded, and a long one stays on one line.
    const QByteArray longText = '"' + QByteArray(500, 'x') + "\\nsecond line\\u00e9\"";
    const auto longError = parseSilences(longText, 500);
    QVERIFY(!longError);
    QVERIFY(!longError.error().message.contains(u'\n'));
    QVERIFY(longError.error().message.size() < 400);
    QVERIFY(longError.error().detail.endsWith(u"second line\u00e9"_s));

    // An error status with the API's own data shape is still an error.
    const auto arrayWith500 = parseAlertmanagerAlerts("[]", 500);
    QVERIFY(!arrayWith500);
    QCOMPARE(arrayWith500.error().kind, SourceError::Kind::Http);
}

void TstAlertmanagerParser::serializeSilence()
{
    const auto body = ::serializeSilence(validSilence());
    QVERIFY(body);
    const QJsonObject o = QJsonDocument::fromJson(*body).object();
    QCOMPARE(o.value(u"startsAt"_s).toString(), u"2026-11-22T02:00:00Z"_s);
    QCOMPARE(o.value(u"endsAt"_s).toString(), u"2026-11-22T04:30:00.250Z"_s);
    QCOMPARE(o.value(u"createdBy"_s).toString(), u"oncall@example.com"_s);
    QCOMPARE(o.value(u"comment"_s).toString(), u"batch size halved, watching"_s);
    // With an id Alertmanager would update that silence instead.
    QVERIFY(!o.contains(u"id"_s));
    const QJsonArray matchers = o.value(u"matchers"_s).toArray();
    QCOMPARE(matchers.size(), 2);
    QCOMPARE(matchers[1].toObject(), (QJsonObject{{u"name"_s, u"team"_s},
                                                  {u"value"_s, u"team-.*"_s},
                                                  {u"isRegex"_s, true},
                                                  {u"isEqual"_s, true}}));

    // What we send reads back the same through the silences parser.
    QJsonObject listed = o;
    listed.insert(u"id"_s, u"x"_s);
    const auto back =
        parseSilences(QJsonDocument(QJsonArray{listed}).toJson(QJsonDocument::Compact));
    QVERIFY(back);
    QCOMPARE(back->at(0).matchers, validSilence().matchers);
    QCOMPARE(back->at(0).startsAtMs, validSilence().startsAtMs);
    QCOMPARE(back->at(0).endsAtMs, validSilence().endsAtMs);
}

void TstAlertmanagerParser::serializeRefusesWhatAlertmanagerRefuses_data()
{
    QTest::addColumn<Silence>("silence");
    QTest::addColumn<QString>("message");
    Silence s = validSilence();
    s.matchers.clear();
    QTest::newRow("no matchers") << s << u"at least one matcher"_s;
    s = validSilence();
    s.matchers[0].name = u" "_s;
    QTest::newRow("no name") << s << u"needs a label name"_s;
    s = validSilence();
    s.matchers[1].value = u"team-("_s;
    QTest::newRow("bad regex") << s << u"not a valid regular expression"_s;
    s = validSilence();
    s.matchers = {{u"team"_s, u".*"_s, true, true}, {u"node"_s, u"x"_s, false, false}};
    QTest::newRow("matches everything") << s << u"must not match an empty value"_s;
    s = validSilence();
    s.endsAtMs = s.startsAtMs;
    QTest::newRow("ends at start") << s << u"must end after it starts"_s;
}

void TstAlertmanagerParser::serializeRefusesWhatAlertmanagerRefuses()
{
    QFETCH(Silence, silence);
    QFETCH(QString, message);
    const auto r = ::serializeSilence(silence);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::Config);
    QVERIFY2(r.error().message.contains(message), qPrintable(r.error().message));
}

// Every parser, Prometheus' too: refused by size before any parsing.
void TstAlertmanagerParser::hugeBodies()
{
    // Over the limit: refused by size before any parsing, whatever it holds.
    const QByteArray element = alertFixture(u"am_alerts.json"_s).mid(1).chopped(2) + ',';
    QByteArray huge = "[";
    while (huge.size() <= AlertFeedParseOptions{}.maxBodyBytes)
        huge += element;
    huge.chop(1);
    huge += ']';
    for (const QString &api : {u"prom-alerts"_s, u"prom-rules"_s, u"am-alerts"_s, u"silences"_s}) {
        const Outcome r = run(api, huge, 200);
        QVERIFY(!r.ok);
        QCOMPARE(r.error.kind, SourceError::Kind::TooLarge);
        QVERIFY(r.error.message.contains(u"16 MiB"_s));
    }
    // The limit can be lowered, e.g. to a source's maxBodyMiB.
    AlertFeedParseOptions small;
    small.maxBodyBytes = 1000;
    const auto r = parseAlertmanagerAlerts(alertFixture(u"am_alerts.json"_s), 200, small);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);

    // Just under the limit, many alerts still parse.
    QByteArray big = "[";
    while (big.size() + element.size() < AlertFeedParseOptions{}.maxBodyBytes / 4)
        big += element;
    big.chop(1);
    big += ']';
    const auto many = parseAlertmanagerAlerts(big);
    QVERIFY(many);
    QVERIFY(many->size() > 5000);
}

void TstAlertmanagerParser::stressTruncation()
{
    auto valid = [](AlertOrigin origin) {
        return [origin](const std::vector<FeedAlert> &a) { return alertsConsistent(a, origin); };
    };
    ParserStress::truncations(
        fixturesWithPrefix(u"am_alerts"_s), alertFixture, {200, 503},
        [](const QByteArray &body, int status) { return parseAlertmanagerAlerts(body, status); },
        valid(AlertOrigin::Alertmanager));
    ParserStress::truncations(
        fixturesWithPrefix(u"am_silences"_s), alertFixture, {200, 500},
        [](const QByteArray &body, int status) { return parseSilences(body, status); },
        [](const std::vector<Silence> &s) {
            return std::all_of(s.begin(), s.end(), [](const Silence &x) { return !x.id.isNull(); });
        });
    ParserStress::truncations(
        fixturesWithPrefix(u"am_silence_created"_s) + fixturesWithPrefix(u"am_error"_s),
        alertFixture, {200, 500},
        [](const QByteArray &body, int status) { return parseSilenceCreated(body, status); },
        [](const QString &id) { return !id.isEmpty(); });
}

void TstAlertmanagerParser::stressByteFlips()
{
    ParserStress::byteFlips(
        fixturesWithPrefix(u"am_alerts.json"_s), alertFixture,
        [](const QByteArray &body, const QString &) { return parseAlertmanagerAlerts(body); },
        [](const std::vector<FeedAlert> &a) {
            return alertsConsistent(a, AlertOrigin::Alertmanager);
        });
    ParserStress::byteFlips(
        fixturesWithPrefix(u"am_silences.json"_s), alertFixture,
        [](const QByteArray &body, const QString &) { return parseSilences(body); },
        [](const std::vector<Silence> &s) { return s.size() <= 4; });
}

QTEST_GUILESS_MAIN(TstAlertmanagerParser)
#include "tst_alertmanagerparser.moc"
