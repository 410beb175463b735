#pragma once

#include "runbook.h"

#include <QString>

// Runbook registries by where they come from: the one shipped inside the
// application, or a file. Problems are reported in the registry, never
// thrown; an unreadable file is a registry with no entries and one problem.
namespace RunbookLoader {
// resources/runbooks/default-runbooks.yml: a runbook for each shipped alert.
RunbookRegistry builtin();
// A registry file; `trust` is Untrusted for a file the user did not write,
// such as one inside a snapshot someone sent.
RunbookRegistry load(const QString &path, RunbookTrust trust);
} // namespace RunbookLoader
