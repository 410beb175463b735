#pragma once

#include <expected>
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

// A gzip-encoded HTTP body, inflated off the GUI thread. Qt's network stack
// inflates answers on the thread that reads them, which for a 1,000-GPU
// answer (30 MB of JSON from 3 MB on the wire) blocked the window for tens of
// milliseconds, so range queries ask for gzip themselves and inflate here on
// the worker that then parses. zlib does the work; this only loops and caps.
namespace GzipBody {
enum class Error
{
    Corrupt,  // not gzip, or truncated
    TooLarge, // inflates past maxBytes (a compression bomb stops here)
};
struct Failure
{
    Error error;
    QString detail; // zlib's words
};
// Every gzip member in `body`, concatenated; at most `maxBytes` out.
std::expected<QByteArray, Failure> inflate(QByteArrayView body, qint64 maxBytes);
} // namespace GzipBody
