#include "backfillwriter.h"

#include "counterstate.h"
#include "expositionwriter.h"
#include "fleetmodel.h"

#include <QFile>
#include <QSaveFile>

#include <algorithm>

#include <memory>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr size_t kFlushBytes = size_t(4) << 20;

} // namespace

BackfillWriter::BackfillWriter(const FleetModel &model, const SimOptions &options)
    : m_model(model), m_options(options)
{
}

bool BackfillWriter::write(QString *error)
{
    // A file is written under a temporary name and renamed when complete, so
    // an interrupted run never leaves a plausible but truncated history.
    std::unique_ptr<QFileDevice> device;
    if (m_options.backfillPath == u"-"_s) {
        auto file = std::make_unique<QFile>();
        if (!file->open(stdout, QIODevice::WriteOnly)) {
            *error = u"cannot write to stdout"_s;
            return false;
        }
        device = std::move(file);
    } else {
        auto file = std::make_unique<QSaveFile>(m_options.backfillPath);
        if (!file->open(QIODevice::WriteOnly)) {
            *error = u"cannot write %1: %2"_s.arg(m_options.backfillPath, file->errorString());
            return false;
        }
        device = std::move(file);
    }

    const ExpositionWriter::Format format = m_options.backfillFormat == BackfillFormat::OpenMetrics
                                                ? ExpositionWriter::Format::OpenMetrics
                                                : ExpositionWriter::Format::PrometheusMs;
    const ExpositionWriter writer(m_model, format);
    const qint64 firstStep = -FleetModel::stepAtOrBefore(-m_options.fromSecs);
    const qint64 lastStep = FleetModel::stepAtOrBefore(m_options.toSecs);
    // Every 15 s step by default; a longer --backfill-step writes every n-th
    // step from the first (counters still sum every step in between).
    const qint64 every = std::max<qint64>(1, m_options.backfillStepSecs / FleetModel::kStepSecs);
    const int gpuCount = int(m_model.topology().gpus().size());

    std::string buffer;
    buffer.reserve(kFlushBytes + (size_t(1) << 20));
    auto flush = [&]() {
        if (device->write(buffer.data(), qint64(buffer.size())) != qint64(buffer.size())) {
            *error = u"write failed: %1"_s.arg(device->errorString());
            return false;
        }
        buffer.clear();
        return true;
    };

    std::vector<GpuSample> samples;
    for (int family = 0; family < writer.familyCount(); ++family) {
        writer.appendHeader(family, buffer);
        const int parts = writer.counterParts(family);
        // Each counter family sums its own increments from the origin: the
        // same sequence of additions a live server performs.
        CounterState counters(m_model, m_options.originSecs, parts);
        for (qint64 step = firstStep; step <= lastStep; step += every) {
            const StepContext ctx = m_model.context(step);
            samples.clear();
            if (writer.needsGpuSamples(family)) {
                for (int gpu = 0; gpu < gpuCount; ++gpu)
                    samples.push_back(m_model.gpuSample(ctx, gpu));
            }
            if (parts != 0)
                counters.advanceTo(step);
            writer.appendSamples(family, ctx, samples, counters, buffer);
            if (buffer.size() >= kFlushBytes && !flush())
                return false;
        }
    }
    writer.appendTrailer(buffer);
    if (!flush())
        return false;

    if (auto *saveFile = dynamic_cast<QSaveFile *>(device.get())) {
        if (!saveFile->commit()) {
            *error = u"cannot write %1: %2"_s.arg(m_options.backfillPath, saveFile->errorString());
            return false;
        }
    } else {
        device->close();
    }
    return true;
}
