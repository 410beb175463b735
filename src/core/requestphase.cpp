#include "requestphase.h"

namespace RequestPhase {

namespace {
struct Phase
{
    const char *word;
    int rank;
};
// Lower-case words that name each phase, the specific before the generic:
// "llm_inference_postprocess_ms" is postprocessing, "detokenize" comes after
// the model, not before it.
constexpr Phase kPhases[] = {{"preprocess", 0},   {"pre_process", 0}, {"postprocess", 3},
                             {"post_process", 3}, {"detokeniz", 3},   {"queue", 1},
                             {"tokeniz", 1},      {"inference", 2},   {"infer", 2},
                             {"model", 2}};
} // namespace

int rank(const QString &text)
{
    const QString lower = text.toLower();
    for (const Phase &p : kPhases)
        if (lower.contains(QLatin1String(p.word)))
            return p.rank;
    return 2;
}

bool named(const QString &text)
{
    const QString lower = text.toLower();
    for (const Phase &p : kPhases)
        if (lower.contains(QLatin1String(p.word)))
            return true;
    return false;
}

} // namespace RequestPhase
