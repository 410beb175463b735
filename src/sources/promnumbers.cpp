#include "promnumbers.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <system_error>

namespace PromNumbers {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Eight ASCII digits at p as one number, or false if any is not a digit: the
// usual SWAR method (one 64-bit load, three multiplies). Timestamps are ten
// digits and there are 1.4 M of them in a fleet's 6 h answer; a digit at a
// time was a quarter of the whole parse.
bool eightDigits(const char *p, std::int64_t &value)
{
    std::uint64_t v;
    std::memcpy(&v, p, 8);
    if (((v & 0xF0F0F0F0F0F0F0F0) | (((v + 0x0606060606060606) & 0xF0F0F0F0F0F0F0F0) >> 4)) !=
        0x3333333333333333)
        return false;
    v -= 0x3030303030303030;
    v = (v * 10) + (v >> 8); // pairs
    v = (((v & 0x000000FF000000FF) * (100 + (1000000ULL << 32))) +
         (((v >> 16) & 0x000000FF000000FF) * (1 + (10000ULL << 32)))) >>
        32;
    value = std::int64_t(v);
    return true;
}

// Decides between overflow and underflow for text from_chars found out of
// range: the decimal exponent of the first non-zero digit.
bool magnitudeIsLarge(const char *p, const char *end)
{
    long long pos = 0;
    bool seenNonZero = false;
    bool afterPoint = false;
    for (; p != end && *p != 'e' && *p != 'E'; ++p) {
        if (*p == '.') {
            afterPoint = true;
        } else if (isDigit(*p)) {
            if (!seenNonZero && *p != '0')
                seenNonZero = true;
            if (seenNonZero && !afterPoint)
                ++pos;
            else if (!seenNonZero && afterPoint)
                --pos;
        }
    }
    long long exp = 0;
    bool expNeg = false;
    if (p != end) {
        ++p;
        if (p != end && (*p == '+' || *p == '-'))
            expNeg = *p++ == '-';
        for (; p != end && isDigit(*p); ++p)
            if (exp < 1000000)
                exp = exp * 10 + (*p - '0');
    }
    return pos + (expNeg ? -exp : exp) > 0;
}

} // namespace

std::string_view trimRight(std::string_view s)
{
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

bool parseTimestampMs(std::string_view s, qint64 &out)
{
    s = trimRight(s);
    // A few compatibles quote timestamps.
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"')
        s = s.substr(1, s.size() - 2);
    const char *p = s.data();
    const char *const end = p + s.size();
    const bool neg = p != end && *p == '-';
    if (neg)
        ++p;

    // What Prometheus writes: integer seconds and at most three decimals.
    {
        const char *q = p;
        std::int64_t secs = 0;
        if (end - q >= 8 && eightDigits(q, secs))
            q += 8;
        while (q != end && isDigit(*q) && q - p < 15)
            secs = secs * 10 + (*q++ - '0');
        if (q != p && (q == end || *q == '.')) {
            std::int64_t frac = 0;
            int fracDigits = 0;
            if (q != end) {
                ++q;
                while (q != end && isDigit(*q) && fracDigits < 3) {
                    frac = frac * 10 + (*q++ - '0');
                    ++fracDigits;
                }
            }
            if (q == end && (fracDigits > 0 || s.back() != '.')) {
                static constexpr std::int64_t scale[] = {1000, 100, 10, 1};
                const std::int64_t ms = secs * 1000 + frac * scale[fracDigits];
                out = neg ? -ms : ms;
                return true;
            }
        }
    }

    // General form: digits [. digits] [e[+-]digits], read as the integer of
    // its significant digits times a power of ten.
    char digits[20];
    int nDigits = 0; // leading zeros dropped; later digits cannot change the ms
    long long scale = 0;
    auto take = [&](char c, bool afterPoint) {
        if (nDigits == 0 && c == '0') {
            scale -= afterPoint;
        } else if (nDigits < int(sizeof digits)) {
            digits[nDigits++] = c;
            scale -= afterPoint;
        } else {
            scale += !afterPoint;
        }
    };
    const char *q = p;
    while (q != end && isDigit(*q))
        take(*q++, false);
    if (q == p)
        return false;
    if (q != end && *q == '.') {
        const char *f = ++q;
        while (q != end && isDigit(*q))
            take(*q++, true);
        if (q == f)
            return false;
    }
    long long exp = 0;
    if (q != end && (*q == 'e' || *q == 'E')) {
        ++q;
        bool expNeg = false;
        if (q != end && (*q == '+' || *q == '-'))
            expNeg = *q++ == '-';
        const char *e = q;
        while (q != end && isDigit(*q)) {
            if (exp < 100000)
                exp = exp * 10 + (*q - '0');
            ++q;
        }
        if (q == e)
            return false;
        if (expNeg)
            exp = -exp;
    }
    if (q != end)
        return false;
    if (nDigits == 0) {
        out = 0;
        return true;
    }
    // The number of digits left of the point once scaled to milliseconds.
    const long long intDigits = nDigits + scale + exp + 3;
    if (intDigits > 18)
        return false;
    std::int64_t ms = 0;
    for (long long i = 0; i < intDigits; ++i)
        ms = ms * 10 + (i < nDigits ? digits[i] - '0' : 0);
    if (intDigits >= 0 && intDigits < nDigits && digits[intDigits] >= '5')
        ++ms;
    out = neg ? -ms : ms;
    return true;
}

bool parseSampleValue(std::string_view s, double &out)
{
    const char *b = s.data();
    const char *const e = b + s.size();
    // Gauges such as utilisation and counts are mostly short integers ("4",
    // "30"): read them directly, exactly (nine digits fit a double), before
    // from_chars' general path.
    if (b != e && s.size() <= 9) {
        const bool negative = *b == '-';
        const char *p = negative ? b + 1 : b;
        std::int64_t v = 0;
        for (; p != e && isDigit(*p); ++p)
            v = v * 10 + (*p - '0');
        if (p == e && p != (negative ? b + 1 : b)) {
            out = negative ? -double(v) : double(v);
            return true;
        }
    }
    // from_chars has no leading '+', Go writes "+Inf".
    if (b != e && *b == '+') {
        ++b;
        if (b == e || *b == '-' || *b == '+')
            return false;
    }
    const auto r = std::from_chars(b, e, out);
    if (r.ptr != e || b == e)
        return false;
    if (r.ec == std::errc())
        return true;
    if (r.ec != std::errc::result_out_of_range)
        return false;
    const bool negative = *b == '-';
    if (magnitudeIsLarge(negative ? b + 1 : b, e))
        out = negative ? -HUGE_VAL : HUGE_VAL;
    else
        out = negative ? -0.0 : 0.0;
    return true;
}

} // namespace PromNumbers
