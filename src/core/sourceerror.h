#pragma once

#include <QString>

// An error from a data source as a value: a message a user can act on, plus
// the raw detail (HTTP status, backend errorType, body excerpt) for the
// details pane.
struct SourceError
{
    enum class Kind
    {
        Network,  // connection refused, DNS, TLS, reset
        Timeout,  // our per-request timeout fired
        Canceled, // superseded by a newer request; never shown to users
        Http,     // non-2xx without a usable backend envelope
        Backend,  // the backend's own error envelope (errorType)
        Parse,    // malformed or unexpected body
        TooLarge, // body over the configured limit
        Config,   // bad sources file, unknown source, missing secret
    };

    Kind kind = Kind::Network;
    int httpStatus = 0;
    QString errorType; // Prometheus errorType, e.g. "bad_data"
    QString message;   // one line, for the user
    QString detail;    // raw detail, for "details"

    static SourceError make(Kind k, QString msg, QString det = {})
    {
        SourceError e;
        e.kind = k;
        e.message = std::move(msg);
        e.detail = std::move(det);
        return e;
    }
    // Retrying does not help a query the server called bad.
    bool isRetryable() const
    {
        // Azure reports throttling and outages in its own error bodies
        // (Backend with its code), so the status decides there too.
        const bool transientStatus = httpStatus >= 500 || httpStatus == 429;
        return kind == Kind::Network || kind == Kind::Timeout ||
               ((kind == Kind::Http || kind == Kind::Backend) && transientStatus) ||
               (kind == Kind::Backend &&
                (errorType == QLatin1String("timeout") || errorType == QLatin1String("internal") ||
                 errorType == QLatin1String("unavailable")));
    }
};
