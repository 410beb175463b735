// Data sources files: SourceConfig::parseFile, and the Data Sources dialog's
// field checks (checkSourceFields) on every source of the input. Secrets never belong in the
// file and are refused, but refusing one must not echo it: a value under
// auth.token, auth.password, auth.clientSecret, auth.secret or an
// Authorization header that appears nowhere else in the input must not be in
// the error.

#include "fuzzsupport.h"
#include "sourceconfig.h"
#include "sourcefieldcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {
QStringList secretsOf(const QByteArray &json)
{
    QStringList out;
    auto take = [&](const QJsonValue &v) {
        const QString s = v.toString();
        const QByteArray utf8 = s.toUtf8();
        const qsizetype first = json.indexOf(utf8);
        if (s.size() >= 8 && first >= 0 && json.indexOf(utf8, first + 1) < 0)
            out << s;
    };
    const QJsonArray sources =
        QJsonDocument::fromJson(json).object().value(QLatin1String("sources")).toArray();
    for (const QJsonValue &source : sources) {
        const QJsonObject o = source.toObject();
        const QJsonObject auth = o.value(QLatin1String("auth")).toObject();
        for (const char *key : {"token", "password", "clientSecret", "secret"})
            take(auth.value(QLatin1String(key)));
        const QJsonObject headers = o.value(QLatin1String("headers")).toObject();
        for (auto it = headers.begin(); it != headers.end(); ++it)
            if (it.key().compare(QLatin1String("Authorization"), Qt::CaseInsensitive) == 0)
                take(it.value());
    }
    return out;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    // Whatever a form holds, each problem names a field and says something.
    const QJsonArray forms =
        QJsonDocument::fromJson(json).object().value(QLatin1String("sources")).toArray();
    for (const QJsonValue &form : forms)
        for (const SourceFieldProblem &p :
             checkSourceFields(form.toObject(), {QStringLiteral("prom")}, {}))
            FUZZ_CHECK(!p.field.isEmpty() && !p.message.isEmpty());
    const auto r = SourceConfig::parseFile(json);
    if (!r) {
        FUZZ_CHECK(!r.error().isEmpty());
        // Put a marker where the secret was (it stands once in the input):
        // an error that echoes the field shows the marker. Checking for the
        // secret itself would also flag a value that happens to be a word of
        // the message ("device-code" among the sign-in methods it lists).
        static const QByteArray marker = "QzXfuzzSecretMarker";
        for (const QString &secret : secretsOf(json)) {
            QByteArray redacted = json;
            redacted.replace(secret.toUtf8(), marker);
            const auto again = SourceConfig::parseFile(redacted);
            FUZZ_CHECK(again || !again.error().contains(QLatin1String(marker)));
        }
        return 0;
    }
    FUZZ_CHECK(!r->empty());
    for (const SourceConfig &c : *r) {
        FUZZ_CHECK(!c.name.isEmpty());
        FUZZ_CHECK(c.timeoutMs >= 100 && c.scrapeIntervalMs >= 1000 && c.maxPoints >= 2);
        if (c.type != SourceConfig::Type::AzureMonitor)
            FUZZ_CHECK(c.url.isValid() && !c.url.host().isEmpty());
        // Credentials travel in auth, never as a header the file sets.
        for (auto it = c.headers.cbegin(); it != c.headers.cend(); ++it)
            FUZZ_CHECK(it.key().compare(QLatin1String("Authorization"), Qt::CaseInsensitive) != 0);
    }
    return 0;
}
