#include "isotime.h"

namespace IsoTime {
namespace {

constexpr qint64 kSecondMs = 1000;
constexpr qint64 kMinuteMs = 60 * kSecondMs;
constexpr qint64 kHourMs = 60 * kMinuteMs;
constexpr qint64 kDayMs = 24 * kHourMs;
// Far beyond any useful interval, and small enough that sums cannot overflow.
constexpr qint64 kMaxDurationMs = qint64(1) << 53;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Reads exactly n digits at p.
bool digits(std::string_view s, std::size_t p, int n, int &out)
{
    if (p + std::size_t(n) > s.size())
        return false;
    int v = 0;
    for (int i = 0; i < n; ++i) {
        const char c = s[p + std::size_t(i)];
        if (!isDigit(c))
            return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

bool isLeap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int daysInMonth(int y, int m)
{
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeap(y) ? 29 : days[m - 1];
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's
// days_from_civil), so no QDateTime or time zone is involved.
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const qint64 yoe = y - era * 400;
    const qint64 doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void civilFromDays(qint64 z, int &y, int &m, int &d)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    d = int(doy - (153 * mp + 2) / 5 + 1);
    m = int(mp < 10 ? mp + 3 : mp - 9);
    y = int(yoe + era * 400 + (m <= 2));
}

} // namespace

std::optional<qint64> parseTimestampMs(std::string_view s)
{
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!digits(s, 0, 4, year) || s.size() < 10 || s[4] != '-' || !digits(s, 5, 2, month) ||
        s[7] != '-' || !digits(s, 8, 2, day))
        return std::nullopt;
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        return std::nullopt;
    std::size_t p = 10;
    qint64 ms = 0;
    if (p < s.size() && (s[p] == 'T' || s[p] == 't' || s[p] == ' ')) {
        if (!digits(s, p + 1, 2, hour) || p + 3 >= s.size() || s[p + 3] != ':' ||
            !digits(s, p + 4, 2, minute))
            return std::nullopt;
        p += 6;
        if (p < s.size() && s[p] == ':') {
            if (!digits(s, p + 1, 2, second))
                return std::nullopt;
            p += 3;
            if (p < s.size() && (s[p] == '.' || s[p] == ',')) {
                ++p;
                const std::size_t first = p;
                int scale = 100;
                while (p < s.size() && isDigit(s[p])) {
                    ms += (s[p] - '0') * scale;
                    scale /= 10;
                    ++p;
                }
                if (p == first)
                    return std::nullopt;
            }
        }
        if (hour > 23 || minute > 59 || second > 59)
            return std::nullopt;
    }
    qint64 offsetMin = 0;
    if (p < s.size()) {
        const char z = s[p];
        if ((z == 'Z' || z == 'z') && p + 1 == s.size()) {
            p = s.size();
        } else if (z == '+' || z == '-') {
            int oh = 0, om = 0;
            if (!digits(s, p + 1, 2, oh))
                return std::nullopt;
            std::size_t q = p + 3;
            if (q < s.size() && s[q] == ':')
                ++q;
            if (!digits(s, q, 2, om) || q + 2 != s.size() || oh > 23 || om > 59)
                return std::nullopt;
            offsetMin = (z == '-' ? -1 : 1) * (oh * 60 + om);
            p = s.size();
        } else {
            return std::nullopt;
        }
    }
    return daysFromCivil(year, month, day) * kDayMs + hour * kHourMs + minute * kMinuteMs +
           second * kSecondMs + ms - offsetMin * kMinuteMs;
}

std::optional<qint64> parseTimestampMs(QStringView text)
{
    // Timestamps are ASCII; anything else is not one.
    char buf[64];
    if (text.size() >= qsizetype(sizeof buf))
        return std::nullopt;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c > 0x7f)
            return std::nullopt;
        buf[i] = char(c);
    }
    return parseTimestampMs(std::string_view(buf, std::size_t(text.size())));
}

QString formatTimestamp(qint64 ms)
{
    qint64 days = ms / kDayMs;
    qint64 rest = ms % kDayMs;
    if (rest < 0) {
        rest += kDayMs;
        --days;
    }
    int y = 0, m = 0, d = 0;
    civilFromDays(days, y, m, d);
    const auto two = [](qint64 v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    QString out =
        QStringLiteral("%1-%2-%3T%4:%5:%6")
            .arg(QStringLiteral("%1").arg(y, 4, 10, QLatin1Char('0')), two(m), two(d),
                 two(rest / kHourMs), two(rest / kMinuteMs % 60), two(rest / kSecondMs % 60));
    if (rest % kSecondMs)
        out += QStringLiteral(".%1").arg(rest % kSecondMs, 3, 10, QLatin1Char('0'));
    return out + QLatin1Char('Z');
}

std::optional<qint64> parseDurationMs(QStringView s)
{
    if (s.size() < 3 || (s[0] != QLatin1Char('P') && s[0] != QLatin1Char('p')))
        return std::nullopt;
    qint64 total = 0;
    bool inTime = false;
    bool any = false;
    bool sawFraction = false;
    // Designators must come in the order W D T H M S; `last` only moves forward.
    int last = -1;
    qsizetype i = 1;
    while (i < s.size()) {
        const char16_t c = s[i].unicode();
        if (c == 'T' || c == 't') {
            if (inTime)
                return std::nullopt;
            inTime = true;
            last = 2;
            ++i;
            continue;
        }
        // A number, then its designator.
        qint64 whole = 0;
        qint64 fracMs = 0;
        const qsizetype start = i;
        while (i < s.size() && s[i].unicode() >= '0' && s[i].unicode() <= '9') {
            whole = whole * 10 + (s[i].unicode() - '0');
            if (whole > kMaxDurationMs)
                return std::nullopt;
            ++i;
        }
        bool fraction = false;
        if (i < s.size() && (s[i] == QLatin1Char('.') || s[i] == QLatin1Char(','))) {
            fraction = true;
            ++i;
            int scale = 100;
            const qsizetype fracStart = i;
            while (i < s.size() && s[i].unicode() >= '0' && s[i].unicode() <= '9') {
                fracMs += (s[i].unicode() - '0') * scale;
                scale /= 10;
                ++i;
            }
            if (i == fracStart)
                return std::nullopt;
        }
        if (i == start || i >= s.size() || sawFraction)
            return std::nullopt;
        const char16_t d = QChar(s[i]).toUpper().unicode();
        ++i;
        qint64 unit = 0;
        int index = -1;
        if (!inTime && d == 'W') {
            unit = 7 * kDayMs;
            index = 0;
        } else if (!inTime && d == 'D') {
            unit = kDayMs;
            index = 1;
        } else if (inTime && d == 'H') {
            unit = kHourMs;
            index = 3;
        } else if (inTime && d == 'M') {
            unit = kMinuteMs;
            index = 4;
        } else if (inTime && d == 'S') {
            unit = kSecondMs;
            index = 5;
        } else {
            // Years and months (or a stray letter) have no fixed length.
            return std::nullopt;
        }
        if (index <= last)
            return std::nullopt;
        last = index;
        // Only the smallest component may have a fraction.
        sawFraction = fraction;
        if (whole > kMaxDurationMs / unit)
            return std::nullopt;
        total += whole * unit + (fraction ? fracMs * unit / kSecondMs : 0);
        if (total > kMaxDurationMs)
            return std::nullopt;
        any = true;
    }
    // "PT" alone, or a 'T' with nothing after it, is not a duration.
    if (!any || (inTime && last == 2))
        return std::nullopt;
    return total;
}

QString formatDuration(qint64 ms)
{
    if (ms <= 0)
        return QStringLiteral("PT0S");
    QString out = QStringLiteral("P");
    const qint64 days = ms / kDayMs;
    ms %= kDayMs;
    if (days)
        out += QStringLiteral("%1D").arg(days);
    if (ms == 0)
        return out;
    out += QLatin1Char('T');
    if (const qint64 h = ms / kHourMs)
        out += QStringLiteral("%1H").arg(h);
    if (const qint64 m = ms / kMinuteMs % 60)
        out += QStringLiteral("%1M").arg(m);
    const qint64 secMs = ms % kMinuteMs;
    if (secMs % kSecondMs) {
        QString frac = QStringLiteral("%1").arg(secMs % kSecondMs, 3, 10, QLatin1Char('0'));
        while (frac.endsWith(QLatin1Char('0')))
            frac.chop(1);
        out += QStringLiteral("%1.%2S").arg(secMs / kSecondMs).arg(frac);
    } else if (secMs) {
        out += QStringLiteral("%1S").arg(secMs / kSecondMs);
    }
    return out;
}

} // namespace IsoTime
