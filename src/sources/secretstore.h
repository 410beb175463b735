#pragma once

#include "sourceerror.h"

#include <expected>
#include <functional>
#include <QObject>

// Secrets of data sources (client secrets, tokens) in the OS keychain through
// QtKeychain, keyed by source name. Nothing here ever writes a secret to a
// file, a setting or a log. Where no keychain service answers (a server
// without a Secret Service, a bare container), a secret is kept in this
// process's memory only, until it quits, and the caller is told so; there is
// no plaintext fallback (QtKeychain's insecure fallback stays off).
namespace SecretStore {
using Done = std::function<void(std::expected<QString, SourceError>)>;
// Reads the secret of `source`; `done` runs in `context`'s thread.
void read(const QString &source, QObject *context, Done done);
enum class Kept
{
    InKeychain,
    InMemoryOnly // no keychain service: gone when the app quits
};
struct Written
{
    Kept kept = Kept::InKeychain;
    // For InMemoryOnly: a sentence for the user saying so and why.
    QString notice;
};
void write(const QString &source, const QString &secret, QObject *context,
           std::function<void(std::expected<Written, SourceError>)> done);
void remove(const QString &source, QObject *context,
            std::function<void(std::optional<SourceError>)> done);
} // namespace SecretStore
