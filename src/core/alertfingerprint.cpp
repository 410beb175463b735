#include "alertfingerprint.h"

#include <QByteArray>

namespace {
constexpr quint64 kOffset64 = 14695981039346656037ull;
constexpr quint64 kPrime64 = 1099511628211ull;
constexpr char kSeparator = char(0xff); // cannot occur in UTF-8

quint64 add(quint64 h, const QByteArray &bytes)
{
    for (const char c : bytes) {
        h ^= quint64(quint8(c));
        h *= kPrime64;
    }
    return h;
}
} // namespace

QString alertFingerprint(const QString &alertname, const Labels &labels)
{
    Labels all = labels;
    if (!alertname.isEmpty() && all.value(QStringLiteral("alertname")).isEmpty())
        all.set(QStringLiteral("alertname"), alertname);
    // Labels keeps its pairs sorted by name, as Go's sort.Strings does for
    // the ASCII names Prometheus allows.
    quint64 h = kOffset64;
    for (const auto &[name, value] : all.pairs()) {
        // Prometheus drops empty labels; they are not part of an alert's identity.
        if (value.isEmpty())
            continue;
        h = add(h, name.toUtf8() + kSeparator);
        h = add(h, value.toUtf8() + kSeparator);
    }
    return QStringLiteral("%1").arg(h, 16, 16, QLatin1Char('0'));
}
