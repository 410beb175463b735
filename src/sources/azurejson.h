#pragma once

#include "azureerrors.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <simdjson.h>

#include <string_view>

// simdjson plumbing shared by the Azure response parsers. Internal to the
// sources library: parser headers do not include it, so simdjson stays a
// private dependency.
namespace AzureJson {

// A body handed to this thread's simdjson parser. The padded copy and the
// parser's buffers are reused across calls, but released after a large body
// so one huge answer does not pin memory for the life of a worker thread.
class Document final
{
  public:
    explicit Document(QByteArrayView body);
    ~Document();
    Document(const Document &) = delete;
    Document &operator=(const Document &) = delete;

    // SUCCESS, or why the body could not even be started on.
    simdjson::error_code error() const { return m_error; }
    simdjson::ondemand::document &doc() { return m_doc; }
    // True when nothing but whitespace follows the root value.
    bool atEnd();
    // " (near byte 123)" for an error message, or empty.
    QString location();

  private:
    simdjson::ondemand::document m_doc;
    simdjson::error_code m_error = simdjson::SUCCESS;
    const char *m_buffer = nullptr;
    std::size_t m_size = 0;
};

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

bool isNull(simdjson::ondemand::value &v);
// A string, or null (read as empty). Other types are INCORRECT_TYPE.
simdjson::error_code readString(simdjson::ondemand::value &v, QString &out);
// A JSON number or a string holding one ("3599"); null gives `fallback`.
simdjson::error_code readDouble(simdjson::ondemand::value &v, double &out, double fallback = 0);
// Any scalar as text: strings unescaped, numbers and booleans as written;
// objects and arrays as their JSON text; null as empty.
simdjson::error_code readAsText(simdjson::ondemand::value &v, QString &out);
// The same text as a view into the parser's buffers, valid while the document
// lives, for a reader that would rather not copy every cell; null is empty.
simdjson::error_code readTextView(simdjson::ondemand::value &v, std::string_view &out);
// Why a body could not be read: the document never started, or reading
// stopped with `code`. `what`, when given, replaces simdjson's wording (the
// reader found a shape problem of its own). CAPACITY and MEMALLOC are
// Kind::TooLarge; the rest goes to AzureErrors::unreadable.
SourceError readFailure(Document &json, simdjson::error_code code, const QString &what,
                        int httpStatus, QByteArrayView body, const AzureErrors::Wording &wording);
// Appends the levels of an error object, following "innererror" and the first
// of "details" as deep as they go. Fields of other types are ignored.
simdjson::error_code readErrorObject(simdjson::ondemand::value &v,
                                     QList<AzureErrors::Level> &levels, int depth = 0);
// An "error" field beside the data: read as above when it is an object, and
// otherwise skipped, since it is then not Azure's error envelope.
simdjson::error_code readErrorField(simdjson::ondemand::value &v,
                                    QList<AzureErrors::Level> &levels);

} // namespace AzureJson
