#pragma once

// Internal to fleetscope_core: the template expander (runbookplaceholders.cpp)
// that expand() (runbooktemplate.cpp), RunbookEntry::problems() and the
// webhook body writer (webhookbody.cpp) share.

#include "runbook.h"

#include <expected>
#include <optional>
#include <QString>
#include <vector>

namespace RunbookTemplate {
// One item of a "$each" list in a webhook body.
struct Item
{
    QString name;
    QString value;
};
// Which placeholders a template may name where it is.
struct Scope
{
    bool webhook = false;       // {{action}} and {{secret}}
    bool inEach = false;        // {{item.name}} and {{item.value}}
    const Item *item = nullptr; // their values, when filling
};
// A template filled: literal text, a value of the alert, or the place of
// the secret (filled in only when sent).
struct Piece
{
    enum class Kind
    {
        Text,
        Value,
        Secret,
    };
    Kind kind = Kind::Text;
    QString text;
};
struct FillError
{
    QString message;
    bool missing = false; // the alert lacks a value; the template itself is fine
};

std::expected<std::vector<Piece>, FillError> fill(const QString &tmpl, const RunbookContext &ctx,
                                                  const QString &where, const Scope &scope = {});
// The syntax of a template without an alert: every "{{" closed, every
// placeholder one this expander knows and allows in `scope`. `where` names
// the template in the message ("argv[2]").
std::optional<QString> syntaxProblem(const QString &tmpl, const QString &where,
                                     const Scope &scope = {});
// {{labels}} and {{annotations}} stand for a whole JSON object in a webhook
// body: a string that is exactly one of them.
enum class Whole
{
    None,
    Labels,
    Annotations,
};
Whole wholeValue(const QString &tmpl);
// Whether a placeholder sits in the host part of a URL template.
bool hostHasPlaceholder(const QString &url);
QString hostPlaceholderMessage();
// {{severity}}: P1 critical, P2 warning, P3 info (PagerDuty's and most
// services' words). {{color}}: the tier's colour in the alert pane, as hex.
QString severityOf(const QString &tier);
QString colorOf(const QString &tier);
} // namespace RunbookTemplate
