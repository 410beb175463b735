#include "azurejson.h"

#include "promnumbers.h"

#include <cstring>
#include <vector>

namespace od = simdjson::ondemand;

namespace AzureJson {
namespace {

// Buffers for bodies up to this size are kept for the next call.
constexpr std::size_t kRetainBytes = std::size_t(64) << 20;
// Error objects nest a few levels; a hostile body must not recurse forever.
constexpr int kMaxErrorDepth = 16;

struct Workspace
{
    od::parser parser;
    // On-demand parsing does not check the parts of a document it skips, and
    // a malformed value it skips can leave it in a state its own assertions
    // forbid (found by fuzzing: a field value of "]" inside a column). So the
    // whole body is validated first with the DOM parser, which is cheap next
    // to the network and keeps every later step on well-formed JSON.
    simdjson::dom::parser validator;
    std::vector<char> padded;
};

Workspace &workspace()
{
    thread_local Workspace ws;
    return ws;
}

} // namespace

Document::Document(QByteArrayView body) : m_size(std::size_t(body.size()))
{
    Workspace &ws = workspace();
    if (ws.padded.size() < m_size + simdjson::SIMDJSON_PADDING)
        ws.padded.resize(m_size + simdjson::SIMDJSON_PADDING);
    if (m_size)
        std::memcpy(ws.padded.data(), body.data(), m_size);
    std::memset(ws.padded.data() + m_size, 0, simdjson::SIMDJSON_PADDING);
    m_buffer = ws.padded.data();
    if (m_size > kRetainBytes) {
        simdjson::dom::parser once; // a large body's buffers are not kept
        m_error = once.parse(ws.padded.data(), m_size, false).error();
    } else {
        m_error = ws.validator.parse(ws.padded.data(), m_size, false).error();
    }
    if (m_error)
        return;
    m_error = ws.parser.iterate(ws.padded.data(), m_size, ws.padded.size()).get(m_doc);
}

Document::~Document()
{
    if (m_size > kRetainBytes) {
        m_doc = od::document();
        Workspace &ws = workspace();
        ws.parser = od::parser();
        ws.padded = std::vector<char>();
    }
}

bool Document::atEnd()
{
    // A location left over means more JSON follows the root value.
    const char *rest = nullptr;
    return m_error == simdjson::SUCCESS && m_doc.current_location().get(rest) != simdjson::SUCCESS;
}

QString Document::location()
{
    const char *loc = nullptr;
    // A document that never started has no iterator to ask.
    if (m_error == simdjson::SUCCESS && m_doc.current_location().get(loc) == simdjson::SUCCESS &&
        loc >= m_buffer && loc <= m_buffer + m_size)
        return QStringLiteral(" (near byte %1)").arg(loc - m_buffer);
    return {};
}

SourceError readFailure(Document &json, simdjson::error_code code, const QString &what,
                        int httpStatus, QByteArrayView body, const AzureErrors::Wording &wording)
{
    if (json.error())
        code = json.error();
    if (code == simdjson::CAPACITY || code == simdjson::MEMALLOC) {
        SourceError e =
            SourceError::make(SourceError::Kind::TooLarge,
                              QStringLiteral("The server's answer is too large to parse."));
        e.httpStatus = httpStatus;
        return e;
    }
    const bool shape = code == simdjson::INCORRECT_TYPE || code == simdjson::NO_SUCH_FIELD;
    return AzureErrors::unreadable(
        shape,
        what.isEmpty() ? QString::fromLatin1(simdjson::error_message(code)) + json.location()
                       : what,
        httpStatus, body, wording);
}

bool isNull(od::value &v)
{
    bool null = false;
    return v.is_null().get(null) == simdjson::SUCCESS && null;
}

simdjson::error_code readString(od::value &v, QString &out)
{
    std::string_view s;
    const auto e = v.get_string().get(s);
    if (e == simdjson::INCORRECT_TYPE && isNull(v)) {
        out.clear();
        return simdjson::SUCCESS;
    }
    if (e)
        return e;
    out = toQString(s);
    return simdjson::SUCCESS;
}

simdjson::error_code readDouble(od::value &v, double &out, double fallback)
{
    od::json_type type;
    if (auto e = v.type().get(type))
        return e;
    switch (type) {
    case od::json_type::number:
        return v.get_double().get(out);
    case od::json_type::string: {
        std::string_view s;
        if (auto e = v.get_string().get(s))
            return e;
        while (!s.empty() && s.front() == ' ')
            s.remove_prefix(1);
        s = PromNumbers::trimRight(s);
        return PromNumbers::parseSampleValue(s, out) ? simdjson::SUCCESS : simdjson::INCORRECT_TYPE;
    }
    case od::json_type::null:
        if (!isNull(v))
            return simdjson::INCORRECT_TYPE;
        out = fallback;
        return simdjson::SUCCESS;
    default:
        return simdjson::INCORRECT_TYPE;
    }
}

simdjson::error_code readAsText(od::value &v, QString &out)
{
    if (isNull(v)) {
        out.clear();
        return simdjson::SUCCESS;
    }
    std::string_view s;
    if (auto e = readTextView(v, s))
        return e;
    out = toQString(s);
    return simdjson::SUCCESS;
}

simdjson::error_code readTextView(od::value &v, std::string_view &out)
{
    od::json_type type;
    if (auto e = v.type().get(type))
        return e;
    std::string_view s;
    switch (type) {
    case od::json_type::string:
        return v.get_string().get(out);
    case od::json_type::number:
        s = v.raw_json_token();
        break;
    case od::json_type::boolean: {
        bool b = false;
        if (auto e = v.get_bool().get(b))
            return e;
        s = b ? "true" : "false";
        break;
    }
    case od::json_type::null:
        if (!isNull(v))
            return simdjson::INCORRECT_TYPE;
        out = {};
        return simdjson::SUCCESS;
    case od::json_type::object: {
        od::object o;
        if (auto e = v.get_object().get(o))
            return e;
        if (auto e = o.raw_json().get(s))
            return e;
        break;
    }
    case od::json_type::array: {
        od::array a;
        if (auto e = v.get_array().get(a))
            return e;
        if (auto e = a.raw_json().get(s))
            return e;
        break;
    }
    }
    // Raw tokens keep the whitespace that follows them in the body.
    out = PromNumbers::trimRight(s);
    return simdjson::SUCCESS;
}

simdjson::error_code readErrorObject(od::value &v, QList<AzureErrors::Level> &levels, int depth)
{
    od::object obj;
    if (auto e = v.get_object().get(obj))
        return e;
    const qsizetype self = levels.size();
    levels.append(AzureErrors::Level());
    bool descended = false;
    for (auto fieldResult : obj) {
        od::field field;
        if (auto e = std::move(fieldResult).get(field))
            return e;
        const od::raw_json_string key = field.key();
        od::value value = field.value();
        if (key == "code" || key == "message") {
            QString text;
            // A numeric code ("code": 429) is as good as a string one.
            if (auto e = readAsText(value, text))
                return e;
            (key == "code" ? levels[self].code : levels[self].message) = text;
        } else if ((key == "innererror" || key == "innerError") && !descended &&
                   depth < kMaxErrorDepth) {
            od::json_type type;
            if (auto e = value.type().get(type))
                return e;
            if (type == od::json_type::object) {
                if (auto e = readErrorObject(value, levels, depth + 1))
                    return e;
                descended = true;
            }
        } else if (key == "details" && !descended && depth < kMaxErrorDepth) {
            od::json_type type;
            if (auto e = value.type().get(type))
                return e;
            if (type != od::json_type::array)
                continue;
            od::array details;
            if (auto e = value.get_array().get(details))
                return e;
            for (auto item : details) {
                od::value first;
                if (auto e = item.get(first))
                    return e;
                od::json_type itemType;
                if (auto e = first.type().get(itemType))
                    return e;
                if (itemType == od::json_type::object) {
                    if (auto e = readErrorObject(first, levels, depth + 1))
                        return e;
                    descended = true;
                }
                break;
            }
        }
    }
    return simdjson::SUCCESS;
}

simdjson::error_code readErrorField(od::value &v, QList<AzureErrors::Level> &levels)
{
    od::json_type type;
    if (auto e = v.type().get(type))
        return e;
    return type == od::json_type::object ? readErrorObject(v, levels) : simdjson::SUCCESS;
}

} // namespace AzureJson
