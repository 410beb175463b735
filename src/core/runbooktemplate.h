#pragma once

// Internal to fleetscope_core: the parts of the template expander that
// RunbookEntry::problems() needs to check a runbook without an alert.
// expand() itself is declared in runbook.h and defined in runbooktemplate.cpp.

#include <optional>
#include <QString>

namespace RunbookTemplate {
// The syntax of a template without an alert: every "{{" closed, every
// placeholder one this expander knows. `where` names the template in the
// message ("argv[2]").
std::optional<QString> syntaxProblem(const QString &tmpl, const QString &where);
// Whether a placeholder sits in the host part of a URL template.
bool hostHasPlaceholder(const QString &url);
QString hostPlaceholderMessage();
} // namespace RunbookTemplate
