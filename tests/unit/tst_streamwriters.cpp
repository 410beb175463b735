// The writers behind `fleetscope-cli query` and `export`: they format as
// they go into one fixed buffer, and must print exactly what the commands
// printed when they built the whole text first (tests/fixtures/query-output
// holds those bytes for every answer in tests/fixtures/prometheus).
#include "clicommands.h"
#include "jsonstream.h"
#include "prometheusparser.h"
#include "promformat.h"
#include "textsink.h"

#include <charconv>
#include <cmath>
#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

SeriesSet parsedFixture(const QString &name)
{
    const QByteArray body = readFile(QStringLiteral(FIXTURES_DIR "/prometheus/%1.json").arg(name));
    auto set = parsePrometheusResponse(QByteArrayView(body), 200);
    return set ? std::move(*set) : SeriesSet{};
}

// Everything a sink of `capacity` bytes hands over, in the pieces it used.
struct Pieces
{
    QByteArray text;
    int flushes = 0;
};

Pieces streamed(std::size_t capacity, const std::function<void(TextSink &)> &write)
{
    Pieces p;
    TextSink sink(
        [&p](std::string_view s) {
            p.text.append(s.data(), qsizetype(s.size()));
            ++p.flushes;
            return true;
        },
        capacity);
    write(sink);
    sink.finish();
    return p;
}

// A tree written through JsonStream's member-by-member calls.
void writeTree(JsonStream &j, const QJsonValue &v)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        j.beginObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QByteArray key = it.key().toUtf8();
            j.key(std::string_view(key.constData(), std::size_t(key.size())));
            writeTree(j, it.value());
        }
        j.endObject();
    } else if (v.isArray()) {
        j.beginArray();
        for (const QJsonValue &e : v.toArray())
            writeTree(j, e);
        j.endArray();
    } else if (v.isString()) {
        j.string(QStringView(v.toString()));
    } else {
        j.value(v);
    }
}

QString runExport(const QString &format, bool throughDevice)
{
    QByteArray bytes;
    QString text;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QTextStream out = throughDevice ? QTextStream(&buffer) : QTextStream(&text);
    QString errText;
    QTextStream err(&errText);
    const int rc = CliCommands::exportSnapshot(
        {u"export"_s, QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap"),
         u"--format"_s, format},
        out, err);
    out.flush();
    if (rc != 0)
        return u"exit %1: %2"_s.arg(rc).arg(errText);
    return throughDevice ? QString::fromUtf8(bytes) : text;
}

} // namespace

class TestStreamWriters : public QObject
{
    Q_OBJECT

  private slots:
    void queryOutputAsBefore_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList csvs = QDir(QStringLiteral(FIXTURES_DIR "/query-output"))
                                     .entryList({u"*.csv"_s}, QDir::Files, QDir::Name);
        QVERIFY(csvs.size() >= 11);
        for (const QString &csv : csvs)
            QTest::newRow(qPrintable(csv)) << csv.chopped(4);
    }
    void queryOutputAsBefore()
    {
        QFETCH(QString, name);
        const SeriesSet set = parsedFixture(name);
        const QString out = QStringLiteral(FIXTURES_DIR "/query-output/%1").arg(name);
        QCOMPARE(PromFormat::toCsv(set), readFile(out + u".csv"_s));
        QCOMPARE(PromFormat::toJson(set), readFile(out + u".json"_s));
        // A small buffer hands over many pieces that join to the same text.
        const Pieces csv = streamed(512, [&](TextSink &s) { PromFormat::writeCsv(set, s); });
        QCOMPARE(csv.text, readFile(out + u".csv"_s));
        const Pieces json = streamed(512, [&](TextSink &s) { PromFormat::writeJson(set, s); });
        QCOMPARE(json.text, readFile(out + u".json"_s));
        if (json.text.size() > 1024)
            QVERIFY(json.flushes > 1);
    }

    // The whole demo snapshot's export, CSV and indented JSON, through a
    // device (stdout's path) and through a string stream: the bytes the
    // command printed before, by their SHA-256.
    void exportAsBefore_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<bool>("device");
        QTest::addColumn<QByteArray>("sha256");
        const QByteArray csv = "f2383f5bd1e6ffe5677255dc84c8333cc364246ecc6f93d4fcdeb818c1dd29b1";
        // With "changes": [] since snapshots keep the lanes' change markers.
        const QByteArray json = "b989959a4f982c14361243708c724e91346fbf2d24ad719579195acebc237342";
        QTest::newRow("csv device") << u"csv"_s << true << csv;
        QTest::newRow("csv string") << u"csv"_s << false << csv;
        QTest::newRow("json device") << u"json"_s << true << json;
        QTest::newRow("json string") << u"json"_s << false << json;
    }
    void exportAsBefore()
    {
        QFETCH(QString, format);
        QFETCH(bool, device);
        QFETCH(QByteArray, sha256);
        const QByteArray out = runExport(format, device).toUtf8();
        QVERIFY2(out.size() > 1'000'000, out.left(300).constData());
        QCOMPARE(QCryptographicHash::hash(out, QCryptographicHash::Sha256).toHex(), sha256);
    }

    void jsonStreamLaysOutAsQt()
    {
        const QJsonObject tree{
            {u"empty array"_s, QJsonArray{}},
            {u"empty object"_s, QJsonObject{}},
            {u"null"_s, QJsonValue()},
            {u"flags"_s, QJsonArray{true, false}},
            {u"numbers"_s, QJsonArray{0, -1, 1.5, 1e-7, 1700000000.123, 1e16, 123456789012.0}},
            {u"escapes \"\\\n"_s, u"tab\t ctl\x01 \x1f quote\" back\\ / é 東京 😀 \x7f"_s},
            {u"nested"_s,
             QJsonArray{QJsonObject{{u"a"_s, QJsonArray{QJsonArray{}, QJsonObject{{u"b"_s, 2}}}}},
                        QJsonArray{u"x"_s}}},
            {u"Z"_s, 1},
            {u"_"_s, 2}};
        for (auto [ours, qt] : {std::pair{JsonStream::Layout::Compact, QJsonDocument::Compact},
                                std::pair{JsonStream::Layout::Indented, QJsonDocument::Indented}}) {
            const QByteArray expected = QJsonDocument(tree).toJson(qt);
            const Pieces memberwise = streamed(512, [&](TextSink &s) {
                JsonStream j(s, ours);
                writeTree(j, tree);
                j.endDocument();
            });
            QCOMPARE(memberwise.text, expected);
            // The same tree handed over whole, one level down.
            const Pieces whole = streamed(512, [&](TextSink &s) {
                JsonStream j(s, ours);
                j.beginObject();
                for (auto it = tree.begin(); it != tree.end(); ++it) {
                    const QByteArray key = it.key().toUtf8();
                    j.key(std::string_view(key.constData(), std::size_t(key.size())));
                    j.value(it.value());
                }
                j.endObject();
                j.endDocument();
            });
            QCOMPARE(whole.text, expected);
        }
    }

    // Every finite double prints as digits that read back as the same
    // double, the shortest Go would print, in the fixed layout.
    void valuesRoundTrip()
    {
        QRandomGenerator rng(7);
        char buf[PromFormat::kValueRoom];
        for (int i = 0; i < 200'000; ++i) {
            double v;
            const quint64 bits = rng.generate64();
            std::memcpy(&v, &bits, sizeof v);
            if (!std::isfinite(v))
                continue;
            if (i % 2)
                v = double(qint64(bits >> 20)) / double(1 << (i % 13)); // near-integers
            const char *end = PromFormat::writeValue(buf, v);
            QVERIFY(std::size_t(end - buf) <= PromFormat::kValueRoom);
            double back = 0;
            const auto r = std::from_chars(buf, end, back);
            QVERIFY2(r.ptr == end && back == v,
                     std::string(static_cast<const char *>(buf), end).c_str());
            QVERIFY(std::string_view(buf, std::size_t(end - buf)).find('e') ==
                    std::string_view::npos);
        }
    }

    // A destination that refuses bytes (a full disk, a closed pipe): the
    // sink stops handing over and says so, and the command exits 1 with a
    // reason on stderr.
    void refusedOutputStops()
    {
        int calls = 0;
        TextSink sink(
            [&calls](std::string_view) {
                ++calls;
                return false;
            },
            512);
        const SeriesSet set = parsedFixture(u"matrix"_s);
        for (int i = 0; i < 20; ++i)
            PromFormat::writeCsv(set, sink);
        QVERIFY(!sink.finish());
        QCOMPARE(calls, 1);

        QFile readOnly(QStringLiteral(SOURCE_DIR "/README.md"));
        QVERIFY(readOnly.open(QIODevice::ReadOnly));
        QTextStream out(&readOnly);
        QString errText;
        QTextStream err(&errText);
        const int rc = CliCommands::exportSnapshot(
            {u"export"_s, QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap")},
            out, err);
        err.flush();
        QCOMPARE(rc, 1);
        QVERIFY2(errText.contains(u"cannot write the output"_s), qPrintable(errText));
    }
};

QTEST_GUILESS_MAIN(TestStreamWriters)
#include "tst_streamwriters.moc"
