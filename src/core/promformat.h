#pragma once

#include "seriesset.h"

#include <QByteArray>
#include <QString>

class JsonStream;
class TextSink;

// Text forms shared by the CLI and exports. Values print as Prometheus
// prints them (Go's strconv.FormatFloat(v, 'f', -1, 64)), so a script can
// diff our output against the server's.
namespace PromFormat {
// The most one value can take: the 'f' layout writes 1e308 in 309 digits
// and the smallest subnormal in 326 characters.
inline constexpr std::size_t kValueRoom = 340;
inline constexpr std::size_t kTimestampRoom = 24;

QByteArray value(double v);
// Writes value(v) at `out` (kValueRoom bytes free); returns the end.
char *writeValue(char *out, double v);
// Unix seconds with up to millisecond precision, no trailing zeros.
QByteArray timestamp(qint64 ms);
char *writeTimestamp(char *out, qint64 ms);
// `series,timestamp,value` with a header row; only present samples.
QByteArray toCsv(const SeriesSet &set);
void writeCsv(const SeriesSet &set, TextSink &out);
// The rows alone, each starting with `rowPrefix` (e.g. `lane,` for export).
void writeCsvRows(const SeriesSet &set, TextSink &out, std::string_view rowPrefix = {});
// The Prometheus query_range envelope, so tools that read the API read this.
QByteArray toJson(const SeriesSet &set);
void writeJson(const SeriesSet &set, TextSink &out);
// The envelope's `result` array alone: [{"metric": {...}, "values": [...]}].
void writeResult(const SeriesSet &set, JsonStream &out);
// The members "data" ({"result", "resultType"}) and, if any, "infos", of an
// object being written (the envelope, or export's per-query object).
void writeDataAndInfos(const SeriesSet &set, JsonStream &out);
QByteArray csvField(const QString &s);

// The grid's timestamps as text, once per set rather than once per sample.
class TimestampTexts final
{
  public:
    explicit TimestampTexts(const std::vector<qint64> &timesMs);
    std::string_view at(std::size_t i) const
    {
        return std::string_view(m_text.data() + m_offsets[i], m_offsets[i + 1] - m_offsets[i]);
    }

  private:
    std::string m_text;
    std::vector<std::size_t> m_offsets;
};
} // namespace PromFormat
