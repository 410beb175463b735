#pragma once

#include <initializer_list>
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTest>

// Robustness loops shared by the response parsers' tests: the fixtures cut
// short and corrupted byte by byte. A parser may refuse any of these bodies,
// but must never crash, must say why it refused, and may only accept what it
// can vouch for. The first failed check ends the loop.
namespace ParserStress {

using LoadFixture = QByteArray (*)(const QString &name);

// Every proper prefix of every fixture, parsed once per call, e.g. per HTTP
// status: parse(prefix, call). A success must pass `valid` and is only
// allowed when nothing but whitespace was cut; a refusal needs a message and
// a detail of at most 4 KiB and an ellipsis.
template <typename Call, typename Parse, typename Valid>
void truncations(const QStringList &names, LoadFixture load, std::initializer_list<Call> calls,
                 Parse parse, Valid valid)
{
    for (const QString &name : names) {
        const QByteArray full = load(name);
        const QByteArray trimmed = full.trimmed();
        for (qsizetype n = 0; n < full.size(); ++n) {
            const QByteArray prefix = full.left(n);
            for (const Call &call : calls) {
                const auto r = parse(prefix, call);
                if (r) {
                    QVERIFY2(valid(*r), qPrintable(name));
                    QVERIFY2(
                        prefix.trimmed() == trimmed,
                        qPrintable(QStringLiteral("%1 accepted at %2 bytes").arg(name).arg(n)));
                } else {
                    QVERIFY(!r.error().message.isEmpty());
                    QVERIFY(r.error().detail.size() <= 4097);
                }
            }
        }
    }
}

struct Tally
{
    int successes = 0;
    int failures = 0;
};

// Structural characters, quotes, escapes, digits and invalid UTF-8 dropped
// into every position of every JSON fixture: parse(mutated, fixture name).
// A success must pass `valid`, a refusal needs a message, and both must
// occur. `tally`, when given, counts them for a test that asks for more.
template <typename Parse, typename Valid>
void byteFlips(const QStringList &names, LoadFixture load, Parse parse, Valid valid,
               Tally *tally = nullptr)
{
    static const char replacements[] = {'"', '[', ']', '{',  '}', ',',  ':',
                                        '0', '-', 'e', '\\', ' ', '\0', '\xff'};
    Tally local;
    Tally &count = tally ? *tally : local;
    for (const QString &name : names) {
        if (!name.endsWith(QLatin1StringView(".json")))
            continue;
        const QByteArray full = load(name);
        for (qsizetype i = 0; i < full.size(); ++i) {
            for (char c : replacements) {
                if (full[i] == c)
                    continue;
                QByteArray mutated = full;
                mutated[i] = c;
                const auto r = parse(mutated, name);
                if (r) {
                    ++count.successes;
                    QVERIFY2(valid(*r), qPrintable(name));
                } else {
                    ++count.failures;
                    QVERIFY(!r.error().message.isEmpty());
                }
            }
        }
    }
    QVERIFY(count.successes > 0 && count.failures > 0);
}

} // namespace ParserStress
