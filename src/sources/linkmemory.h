#pragma once

#include "compressionchoice.h"

#include <QString>
#include <QUrl>

// What each source's answers measured about its link (CompressionChoice),
// kept in the user's cache directory so that the next run of the app, or the
// next fleetscope-cli command, starts from it instead of guessing again.
// Keyed by the source's origin (scheme, host, port), never by anything that
// could hold a credential.
namespace LinkMemory {
LinkStats load(const QUrl &source);
void save(const QUrl &source, const LinkStats &stats);
// GenericCacheLocation/FleetScope/links.json: shared by the app and the CLI.
QString filePath();
// On loopback or a private network (RFC 1918, link-local, IPv6 unique
// local), judged from the URL alone: no name lookup.
bool isNearby(const QUrl &source);
} // namespace LinkMemory
