#include "migprofiles.h"

#include <QRegularExpression>
#include <QStringList>

#include <array>
#include <vector>

namespace {
// One GPU family: how dcgm-exporter's modelName names it, how many compute
// slices it has, and the profiles the guide lists for its memory sizes.
struct Family
{
    const char *modelPattern; // matched case-insensitively against modelName
    int computeSlices;
    const char *profiles; // space-separated
};

// GH200 before H200, and H20 as a word, since the names contain each other.
constexpr std::array kFamilies{
    // A100 40GB and 80GB (and the A800 sold in their place): 7 slices.
    Family{R"(\bA[18]00\b)", 7,
           "1g.5gb 1g.5gb+me 1g.10gb 2g.10gb 3g.20gb 4g.20gb 7g.40gb "
           "1g.10gb+me 1g.20gb 2g.20gb 3g.40gb 4g.40gb 7g.80gb"},
    Family{R"(\bA30\b)", 4, "1g.6gb 1g.6gb+me 2g.12gb 2g.12gb+me 4g.24gb"},
    // H100 on a GH200 (96GB) before the H200's name.
    Family{R"(\bGH200\b)", 7, "1g.12gb 1g.12gb+me 1g.24gb 2g.24gb 3g.48gb 4g.48gb 7g.96gb"},
    // H100 80GB and 94GB (SXM5, PCIe, NVL), and the H800.
    Family{R"(\bH[18]00\b)", 7,
           "1g.10gb 1g.10gb+me 1g.20gb 2g.20gb 3g.40gb 4g.40gb 7g.80gb "
           "1g.12gb 1g.12gb+me 1g.24gb 2g.24gb 3g.47gb 4g.47gb 7g.94gb"},
    Family{R"(\bH20\b)", 7, "1g.12gb 1g.12gb+me 1g.24gb 2g.24gb 3g.48gb 4g.48gb 7g.96gb"},
    Family{R"(\bH200\b)", 7, "1g.18gb 1g.18gb+me 1g.35gb 2g.35gb 3g.71gb 4g.71gb 7g.141gb"},
    Family{R"(\bB200\b)", 7, "1g.23gb 1g.23gb+me 1g.45gb 2g.45gb 3g.90gb 4g.90gb 7g.180gb"},
    Family{R"(\bRTX PRO 6000\b)", 4, "1g.24gb 1g.24gb+me 2g.48gb 4g.96gb"},
};
} // namespace

namespace MigProfiles {

std::optional<double> share(const QString &modelName, const QString &profile)
{
    static const std::vector<QRegularExpression> patterns = [] {
        std::vector<QRegularExpression> out;
        for (const Family &f : kFamilies)
            out.emplace_back(QLatin1String(f.modelPattern),
                             QRegularExpression::CaseInsensitiveOption);
        return out;
    }();
    const QString p = profile.trimmed().toLower();
    for (std::size_t i = 0; i < kFamilies.size(); ++i) {
        if (!patterns[i].match(modelName).hasMatch())
            continue;
        const Family &f = kFamilies[i];
        if (!QString::fromLatin1(f.profiles).split(QLatin1Char(' ')).contains(p))
            return std::nullopt;
        // "3g.40gb": the compute slices lead the name.
        const int slices = p.left(p.indexOf(QLatin1Char('g'))).toInt();
        return double(slices) / double(f.computeSlices);
    }
    return std::nullopt;
}

} // namespace MigProfiles
