#include "prometheusparser.h"

#include "promgrid.h"
#include "promnumbers.h"
#include "responseerrors.h"

#include <simdjson.h>

#include <cmath>
#include <cstring>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace od = simdjson::ondemand;

namespace {

// dcgm-exporter reports a field it could not read as its int64 "blank"
// (~9.2e18); charting that as a sample would flatten every other line.
constexpr double kBlankLimit = 9e18;
// The per-thread parser keeps its buffers for bodies up to this size, so live
// refreshes do not fault in fresh pages each time, but one huge answer does
// not pin hundreds of megabytes for the life of a worker thread.
constexpr std::size_t kRetainBytes = std::size_t(64) << 20;

struct Workspace
{
    od::parser parser;
    std::vector<char> padded;
};

Workspace &workspace()
{
    thread_local Workspace ws;
    return ws;
}

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// Names the Prometheus API, so a user who pointed the source at the wrong
// URL learns what it should point at.
SourceError notPrometheus(QByteArrayView body, int httpStatus)
{
    static const ResponseErrors::ApiWording wording{
        QStringLiteral("HTTP %1 from the server (not a Prometheus answer)"),
        QStringLiteral("The server's answer is not a Prometheus API answer; "
                       "check that the URL points at the Prometheus API.")};
    return ResponseErrors::foreignBody(body, httpStatus, wording);
}

class Reader final
{
  public:
    Reader(QByteArrayView body, int httpStatus, const SeriesLimits &options)
        : m_body(body), m_httpStatus(httpStatus), m_grid(options.maxGridCells)
    {
    }

    std::expected<SeriesSet, SourceError> run(od::document &doc, const char *buffer);

  private:
    enum class Status
    {
        Missing,
        Success,
        Error,
        Other
    };

    bool parseRoot(od::document &doc);
    bool parseData(od::value v);
    bool parseSeriesList(od::value v);
    bool parseLabels(od::value v, Labels &labels);
    bool parseSamples(od::value v);
    bool parseSample(od::value v);
    bool parseStrings(od::value v, QStringList &out);
    const QString &intern(std::string_view s);

    bool jsonFail(simdjson::error_code code)
    {
        m_jsonError = code;
        return false;
    }
    bool fail(SourceError::Kind kind, QString message, QString detail = {})
    {
        m_error = SourceError::make(kind, std::move(message), std::move(detail));
        m_error->httpStatus = m_httpStatus;
        return false;
    }
    bool gridFail()
    {
        m_error = m_grid.error();
        m_error->httpStatus = m_httpStatus;
        return false;
    }
    bool sampleFail(std::string_view token)
    {
        return fail(SourceError::Kind::Parse,
                    QStringLiteral("The server's answer contains a sample that is not a time "
                                   "and a number."),
                    toQString(token.substr(0, std::size_t(ResponseErrors::kExcerptChars))));
    }

    QByteArrayView m_body;
    int m_httpStatus;

    SeriesSet m_set;
    Status m_status = Status::Missing;
    QString m_statusText;
    QString m_errorType;
    QString m_errorText;
    bool m_sawData = false;
    bool m_sawHistogram = false;
    bool m_partial = false;
    simdjson::error_code m_jsonError = simdjson::SUCCESS;
    std::optional<SourceError> m_error;

    PromGrid::Samples m_samples;
    PromGrid m_grid;
    // Label names and most values repeat across series; sharing one QString
    // saves an allocation per label and the memory of a thousand copies.
    std::unordered_map<std::string_view, QString> m_strings;
};

const QString &Reader::intern(std::string_view s)
{
    auto [it, inserted] = m_strings.try_emplace(s);
    if (inserted)
        it->second = toQString(s);
    return it->second;
}

std::expected<SeriesSet, SourceError> Reader::run(od::document &doc, const char *buffer)
{
    const bool ok = parseRoot(doc);
    if (m_status == Status::Error)
        return std::unexpected(
            ResponseErrors::backendError(m_errorType, m_errorText, m_httpStatus, m_body));
    if (!ok && m_error)
        return std::unexpected(*m_error);
    if (!ok) {
        const bool shape =
            m_jsonError == simdjson::INCORRECT_TYPE || m_jsonError == simdjson::NO_SUCH_FIELD;
        // Broken JSON behind an error status is the proxy's page, not ours.
        if (m_httpStatus < 200 || m_httpStatus >= 300 || (shape && m_status == Status::Missing))
            return std::unexpected(notPrometheus(m_body, m_httpStatus));
        QString where;
        const char *loc = nullptr;
        if (doc.current_location().get(loc) == simdjson::SUCCESS && loc >= buffer &&
            loc <= buffer + m_body.size())
            where = QStringLiteral(" (near byte %1)").arg(loc - buffer);
        SourceError e = SourceError::make(
            SourceError::Kind::Parse,
            shape ? QStringLiteral("The server's answer does not have the shape of a Prometheus "
                                   "query result.")
                  : QStringLiteral("The server's answer is malformed or truncated JSON."),
            QString::fromLatin1(simdjson::error_message(m_jsonError)) + where);
        e.httpStatus = m_httpStatus;
        return std::unexpected(e);
    }
    if (m_status == Status::Missing)
        return std::unexpected(notPrometheus(m_body, m_httpStatus));
    if (m_status == Status::Other) {
        SourceError e = SourceError::make(
            SourceError::Kind::Parse,
            QStringLiteral("The server's answer has an unknown status \"%1\".").arg(m_statusText),
            ResponseErrors::rawDetail(m_body));
        e.httpStatus = m_httpStatus;
        return std::unexpected(e);
    }
    if (!m_sawData) {
        SourceError e =
            SourceError::make(SourceError::Kind::Parse,
                              QStringLiteral("The server reported success but sent no data."),
                              ResponseErrors::rawDetail(m_body));
        e.httpStatus = m_httpStatus;
        return std::unexpected(e);
    }
    if (!m_grid.finish(m_set)) {
        gridFail();
        return std::unexpected(*m_error);
    }
    if (m_sawHistogram)
        m_set.warnings << QStringLiteral("Native histogram samples are not charted; only float "
                                         "samples are shown.");
    if (m_partial)
        m_set.warnings << QStringLiteral("The result is partial: some storage nodes did not "
                                         "answer, so series or samples may be missing.");
    return std::move(m_set);
}

bool Reader::parseRoot(od::document &doc)
{
    od::object root;
    if (auto e = doc.get_object().get(root))
        return jsonFail(e);
    for (auto fieldResult : root) {
        od::field field;
        if (auto e = std::move(fieldResult).get(field))
            return jsonFail(e);
        const od::raw_json_string key = field.key();
        od::value v = field.value();
        if (key == "status") {
            std::string_view s;
            if (auto e = v.get_string().get(s))
                return jsonFail(e);
            m_status = s == "success" ? Status::Success
                       : s == "error" ? Status::Error
                                      : Status::Other;
            m_statusText = toQString(s);
        } else if (key == "data") {
            // An error envelope may carry data; it is not shown.
            if (m_status == Status::Error)
                continue;
            if (!parseData(v))
                return false;
        } else if (key == "errorType" || key == "error") {
            std::string_view s;
            if (v.get_string().get(s) == simdjson::SUCCESS)
                (key == "error" ? m_errorText : m_errorType) = toQString(s);
        } else if (key == "warnings") {
            if (!parseStrings(v, m_set.warnings))
                return false;
        } else if (key == "infos") {
            if (!parseStrings(v, m_set.infos))
                return false;
        } else if (key == "isPartial") {
            bool partial = false;
            if (v.get_bool().get(partial) == simdjson::SUCCESS)
                m_partial = partial;
        }
    }
    // A location left over means more JSON follows the root object.
    const char *rest = nullptr;
    if (doc.current_location().get(rest) == simdjson::SUCCESS)
        return jsonFail(simdjson::TRAILING_CONTENT);
    return true;
}

bool Reader::parseStrings(od::value v, QStringList &out)
{
    bool null = false;
    if (auto e = v.is_null().get(null))
        return jsonFail(e);
    if (null)
        return true;
    od::array arr;
    if (auto e = v.get_array().get(arr))
        return jsonFail(e);
    for (auto item : arr) {
        std::string_view s;
        // Anything but a string is unexpected but harmless here.
        if (auto e = item.get_string().get(s)) {
            if (e != simdjson::INCORRECT_TYPE)
                return jsonFail(e);
            continue;
        }
        out << toQString(s);
    }
    return true;
}

bool Reader::parseData(od::value v)
{
    bool null = false;
    if (auto e = v.is_null().get(null))
        return jsonFail(e);
    if (null)
        return true;
    od::object data;
    if (auto e = v.get_object().get(data))
        return jsonFail(e);
    m_sawData = true;
    std::string_view type;
    if (auto e = data.find_field_unordered("resultType").get_string().get(type))
        return jsonFail(e);
    od::value result;
    if (auto e = data.find_field_unordered("result").get(result))
        return jsonFail(e);
    if (type == "matrix" || type == "vector") {
        m_set.resultType =
            type == "matrix" ? SeriesSet::ResultType::Matrix : SeriesSet::ResultType::Vector;
        bool null = false;
        if (auto e = result.is_null().get(null))
            return jsonFail(e);
        return null || parseSeriesList(result);
    }
    if (type == "scalar") {
        m_set.resultType = SeriesSet::ResultType::Scalar;
        m_samples.clear();
        if (!parseSample(result))
            return false;
        return m_grid.add(Labels(), m_samples) || gridFail();
    }
    if (type == "string") {
        m_set.resultType = SeriesSet::ResultType::String;
        std::string_view text;
        od::array pair;
        if (result.get_array().get(pair) != simdjson::SUCCESS ||
            pair.at(1).get_string().get(text) != simdjson::SUCCESS)
            text = {};
        return fail(SourceError::Kind::Parse,
                    QStringLiteral("The query returned a string, which cannot be charted."),
                    toQString(text.substr(0, std::size_t(ResponseErrors::kExcerptChars))));
    }
    return fail(SourceError::Kind::Parse,
                QStringLiteral("The server returned an unknown result type \"%1\".")
                    .arg(toQString(type.substr(0, 64))));
}

bool Reader::parseSeriesList(od::value v)
{
    od::array list;
    if (auto e = v.get_array().get(list))
        return jsonFail(e);
    for (auto item : list) {
        od::object obj;
        if (auto e = item.get_object().get(obj))
            return jsonFail(e);
        Labels labels;
        m_samples.clear();
        for (auto fieldResult : obj) {
            od::field field;
            if (auto e = std::move(fieldResult).get(field))
                return jsonFail(e);
            const od::raw_json_string key = field.key();
            // Matrix and vector differ only in "values" vs "value"; accept
            // either in both, compatibles are not always careful.
            if (key == "metric") {
                if (!parseLabels(field.value(), labels))
                    return false;
            } else if (key == "values") {
                if (!parseSamples(field.value()))
                    return false;
            } else if (key == "value") {
                if (!parseSample(field.value()))
                    return false;
            } else if (key == "histograms" || key == "histogram") {
                m_sawHistogram = true;
            }
        }
        if (!m_grid.add(std::move(labels), m_samples))
            return gridFail();
    }
    return true;
}

bool Reader::parseLabels(od::value v, Labels &labels)
{
    bool null = false;
    if (auto e = v.is_null().get(null))
        return jsonFail(e);
    if (null)
        return true;
    od::object obj;
    if (auto e = v.get_object().get(obj))
        return jsonFail(e);
    std::vector<Labels::Pair> pairs;
    for (auto fieldResult : obj) {
        od::field field;
        if (auto e = std::move(fieldResult).get(field))
            return jsonFail(e);
        std::string_view name, value;
        if (auto e = field.unescaped_key().get(name))
            return jsonFail(e);
        if (auto e = field.value().get_string().get(value))
            return jsonFail(e);
        pairs.emplace_back(intern(name), intern(value));
    }
    labels = Labels(std::move(pairs));
    return true;
}

bool Reader::parseSamples(od::value v)
{
    od::array arr;
    if (auto e = v.get_array().get(arr))
        return jsonFail(e);
    for (auto item : arr) {
        od::value sample;
        if (auto e = item.get(sample))
            return jsonFail(e);
        if (!parseSample(sample))
            return false;
    }
    return true;
}

bool Reader::parseSample(od::value v)
{
    od::array pair;
    if (auto e = v.get_array().get(pair))
        return jsonFail(e);
    qint64 t = 0;
    double x = 0;
    int index = 0;
    for (auto item : pair) {
        od::value element;
        if (auto e = item.get(element))
            return jsonFail(e);
        const std::string_view token = element.raw_json_token();
        if (index == 0) {
            if (!PromNumbers::parseTimestampMs(token, t))
                return sampleFail(token);
        } else if (index == 1) {
            std::string_view text = PromNumbers::trimRight(token);
            if (text.size() >= 2 && text.front() == '"' && text.back() == '"') {
                text = text.substr(1, text.size() - 2);
                // Escapes never occur in numbers Prometheus writes, but are
                // legal JSON; read such a string the slow way.
                if (text.find('\\') != std::string_view::npos) {
                    if (auto e = element.get_string().get(text))
                        return jsonFail(e);
                }
            }
            if (!PromNumbers::parseSampleValue(text, x))
                return sampleFail(token);
        } else {
            return sampleFail(token);
        }
        ++index;
    }
    if (index != 2)
        return sampleFail({});
    if (std::isfinite(x) && std::fabs(x) > kBlankLimit)
        m_samples.absent.push_back(std::uint32_t(m_samples.times.size()));
    m_samples.times.push_back(t);
    m_samples.values.push_back(x);
    return true;
}

} // namespace

std::expected<SeriesSet, SourceError> parsePrometheusResponse(QByteArrayView body, int httpStatus)
{
    return parsePrometheusResponse(body, httpStatus, SeriesLimits());
}

namespace {
// `inPlace`: the body is followed by SIMDJSON_PADDING readable bytes (see
// padForParsing), so simdjson reads it where it is instead of from a copy.
std::expected<SeriesSet, SourceError> parse(QByteArrayView body, int httpStatus,
                                            const SeriesLimits &options, bool inPlace)
{
    if (body.size() > options.maxBodyBytes) {
        SourceError e = SourceError::make(
            SourceError::Kind::TooLarge,
            QStringLiteral("The server's answer is too large (%1 bytes; the limit is %2 bytes).")
                .arg(body.size())
                .arg(options.maxBodyBytes));
        e.httpStatus = httpStatus;
        return std::unexpected(e);
    }
    // HTML error pages and plain-text proxy answers never reach simdjson.
    if (!ResponseErrors::opensWith(body, '{'))
        return std::unexpected(notPrometheus(body, httpStatus));

    Workspace &ws = workspace();
    const auto len = std::size_t(body.size());
    const char *buffer = body.data();
    std::size_t capacity = len + simdjson::SIMDJSON_PADDING;
    if (!inPlace) {
        if (ws.padded.size() < capacity)
            ws.padded.resize(capacity);
        std::memcpy(ws.padded.data(), body.data(), len);
        std::memset(ws.padded.data() + len, 0, simdjson::SIMDJSON_PADDING);
        buffer = ws.padded.data();
        capacity = ws.padded.size();
    }

    std::expected<SeriesSet, SourceError> result;
    od::document doc;
    if (auto e = ws.parser.iterate(buffer, len, capacity).get(doc)) {
        if (e == simdjson::CAPACITY || e == simdjson::MEMALLOC) {
            SourceError err =
                SourceError::make(SourceError::Kind::TooLarge,
                                  QStringLiteral("The server's answer is too large to parse."));
            err.httpStatus = httpStatus;
            result = std::unexpected(err);
        } else if (httpStatus < 200 || httpStatus >= 300) {
            result = std::unexpected(notPrometheus(body, httpStatus));
        } else {
            SourceError err = SourceError::make(
                SourceError::Kind::Parse,
                QStringLiteral("The server's answer is malformed or truncated JSON."),
                QString::fromLatin1(simdjson::error_message(e)));
            err.httpStatus = httpStatus;
            result = std::unexpected(err);
        }
    } else {
        Reader reader(body, httpStatus, options);
        result = reader.run(doc, buffer);
    }
    if (len > kRetainBytes) {
        ws.parser = od::parser();
        ws.padded = std::vector<char>();
    }
    return result;
}
} // namespace

std::expected<SeriesSet, SourceError> parsePrometheusResponse(QByteArrayView body, int httpStatus,
                                                              const SeriesLimits &options)
{
    return parse(body, httpStatus, options, false);
}

void padForParsing(QByteArray &body)
{
    const qsizetype size = body.size();
    // Zeros written through the API, then the size put back: the bytes stay
    // allocated and zero after the end.
    body.resize(size + qsizetype(simdjson::SIMDJSON_PADDING), '\0');
    body.resize(size);
}

std::expected<SeriesSet, SourceError> parsePaddedPrometheusResponse(const QByteArray &body,
                                                                    int httpStatus)
{
    const bool padded = body.capacity() - body.size() >= qsizetype(simdjson::SIMDJSON_PADDING);
    return parse(QByteArrayView(body), httpStatus, SeriesLimits(), padded);
}
