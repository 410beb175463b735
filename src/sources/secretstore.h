#pragma once

#include "sourceerror.h"

#include <expected>
#include <functional>
#include <QObject>

// Secrets of data sources (client secrets, tokens) in the OS keychain through
// QtKeychain, keyed by source name. Nothing here ever writes a secret to a
// file, a setting or a log.
namespace SecretStore {
using Done = std::function<void(std::expected<QString, SourceError>)>;
// Reads the secret of `source`; `done` runs in `context`'s thread.
void read(const QString &source, QObject *context, Done done);
void write(const QString &source, const QString &secret, QObject *context,
           std::function<void(std::optional<SourceError>)> done);
void remove(const QString &source, QObject *context,
            std::function<void(std::optional<SourceError>)> done);
} // namespace SecretStore
