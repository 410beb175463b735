#include "changescore.h"

#include <algorithm>
#include <cmath>

namespace ChangeScore {

namespace {

std::vector<double> finite(std::vector<double> v)
{
    std::erase_if(v, [](double x) { return !std::isfinite(x); });
    return v;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const std::size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(mid), v.end());
    const double hi = v[mid];
    if (v.size() % 2)
        return hi;
    const double lo = *std::max_element(v.begin(), v.begin() + std::ptrdiff_t(mid));
    return (lo + hi) / 2;
}

} // namespace

double ksDistance(std::vector<double> window, std::vector<double> baseline)
{
    window = finite(std::move(window));
    baseline = finite(std::move(baseline));
    if (window.empty() || baseline.empty())
        return 0;
    std::sort(window.begin(), window.end());
    std::sort(baseline.begin(), baseline.end());
    const double n = double(window.size()), m = double(baseline.size());
    std::size_t i = 0, j = 0;
    double d = 0;
    while (i < window.size() && j < baseline.size()) {
        // Step over every sample equal to the smaller current value on both
        // sides: ties move both distribution functions together.
        const double x = std::min(window[i], baseline[j]);
        while (i < window.size() && window[i] == x)
            ++i;
        while (j < baseline.size() && baseline[j] == x)
            ++j;
        d = std::max(d, std::abs(double(i) / n - double(j) / m));
    }
    return d;
}

double ksPValue(double d, std::size_t n, std::size_t m)
{
    if (n == 0 || m == 0 || d <= 0)
        return 1;
    const double en = std::sqrt(double(n) * double(m) / double(n + m));
    const double lambda = (en + 0.12 + 0.11 / en) * d;
    // Q_KS(λ) = 2 Σ (−1)^(k−1) exp(−2 k² λ²)
    double sum = 0, sign = 1;
    for (int k = 1; k <= 100; ++k) {
        const double term = sign * std::exp(-2.0 * k * k * lambda * lambda);
        sum += term;
        if (std::abs(term) < 1e-10 * std::abs(sum))
            break;
        sign = -sign;
    }
    return std::clamp(2 * sum, 0.0, 1.0);
}

double levelShift(const std::vector<double> &window, const std::vector<double> &baseline)
{
    const std::vector<double> w = finite(window), b = finite(baseline);
    if (w.empty() || b.empty())
        return 0;
    const double mb = median(b);
    std::vector<double> dev;
    dev.reserve(b.size());
    for (double x : b)
        dev.push_back(std::abs(x - mb));
    const double spread = std::max({1.4826 * median(dev), 0.01 * std::abs(mb), 1e-12});
    return (median(w) - mb) / spread;
}

std::vector<double> counterIncreases(const std::vector<double> &samples)
{
    std::vector<double> out;
    double last = std::nan("");
    for (double x : samples) {
        if (!std::isfinite(x))
            continue;
        if (std::isfinite(last))
            out.push_back(x >= last ? x - last : x);
        last = x;
    }
    return out;
}

Change compare(const std::vector<double> &window, const std::vector<double> &baseline)
{
    Change c;
    const std::vector<double> w = finite(window), b = finite(baseline);
    c.enough = w.size() >= 3 && b.size() >= 3;
    if (!c.enough)
        return c;
    const double d = ksDistance(w, b);
    c.score = d * (1 - ksPValue(d, w.size(), b.size()));
    c.shift = levelShift(w, b);
    c.up = median(w) >= median(b);
    return c;
}

} // namespace ChangeScore
