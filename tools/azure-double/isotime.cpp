#include "isotime.h"

#include <QDateTime>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace IsoTime {

std::optional<qint64> parseInstant(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.size() < 10)
        return std::nullopt;
    QDateTime dt = QDateTime::fromString(trimmed, Qt::ISODateWithMs);
    if (!dt.isValid() && trimmed.size() == 10)
        dt = QDateTime(QDate::fromString(trimmed, Qt::ISODate), QTime(0, 0), Qt::UTC);
    if (!dt.isValid())
        return std::nullopt;
    if (dt.timeSpec() == Qt::LocalTime)
        dt = QDateTime(dt.date(), dt.time(), Qt::UTC);
    return dt.toSecsSinceEpoch();
}

QString formatInstant(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString(u"yyyy-MM-ddTHH:mm:ssZ"_s);
}

std::optional<qint64> parseDuration(const QString &text)
{
    static const QRegularExpression pattern(
        uR"(^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$)"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QString trimmed = text.trimmed();
    const QRegularExpressionMatch match = pattern.match(trimmed);
    if (!match.hasMatch() || trimmed.endsWith(u'T', Qt::CaseInsensitive) || trimmed.size() < 3)
        return std::nullopt;
    const qint64 secs = match.captured(1).toLongLong() * 7 * 86400 +
                        match.captured(2).toLongLong() * 86400 +
                        match.captured(3).toLongLong() * 3600 +
                        match.captured(4).toLongLong() * 60 + qint64(match.captured(5).toDouble());
    if (secs <= 0)
        return std::nullopt;
    return secs;
}

QString formatDuration(qint64 secs)
{
    const qint64 days = secs / 86400;
    const qint64 hours = secs % 86400 / 3600;
    const qint64 minutes = secs % 3600 / 60;
    const qint64 seconds = secs % 60;
    QString out = u"P"_s;
    if (days > 0)
        out += QString::number(days) + u'D';
    if (hours > 0 || minutes > 0 || seconds > 0) {
        out += u'T';
        if (hours > 0)
            out += QString::number(hours) + u'H';
        if (minutes > 0)
            out += QString::number(minutes) + u'M';
        if (seconds > 0)
            out += QString::number(seconds) + u'S';
    }
    return out == u"P"_s ? u"PT0S"_s : out;
}

std::optional<std::pair<qint64, qint64>> parseTimespan(const QString &text, qint64 nowSecs)
{
    const QStringList parts = text.trimmed().split(u'/');
    if (parts.size() == 1) {
        const auto duration = parseDuration(parts[0]);
        if (!duration)
            return std::nullopt;
        return std::pair{nowSecs - *duration, nowSecs};
    }
    if (parts.size() != 2)
        return std::nullopt;
    const auto start = parseInstant(parts[0]);
    const auto end = parseInstant(parts[1]);
    if (start && end)
        return std::pair{*start, *end};
    if (start) {
        if (const auto duration = parseDuration(parts[1]))
            return std::pair{*start, *start + *duration};
    }
    if (end) {
        if (const auto duration = parseDuration(parts[0]))
            return std::pair{*end - *duration, *end};
    }
    return std::nullopt;
}

} // namespace IsoTime
