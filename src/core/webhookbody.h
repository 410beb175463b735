#pragma once

#include "runbook.h"

#include <expected>
#include <QString>
#include <QStringList>

// The webhook kind of runbook: its URL, headers and JSON body filled for
// one alert. Values become JSON string content (escaped), percent-encoded
// URL components or single header values, so no label value can change the
// shape of the request. The secret stays out: every place of {{secret}} is
// a split in a RunbookPlan::SecretText.
namespace WebhookBody {
// Indented JSON (two spaces), members in the order written.
std::expected<RunbookPlan::SecretText, QString>
render(const JsonTemplate &body, const RunbookContext &context, const QString &where);
// What is wrong with a body before any alert fills it.
QStringList problems(const JsonTemplate &body, const QString &where);
// What is wrong with a webhook's URL and headers.
QStringList requestProblems(const RunbookEntry::Webhook &webhook);
// expand() for RunbookEntry::Kind::Webhook.
std::expected<RunbookPlan, QString> expandWebhook(const RunbookEntry &entry,
                                                  const RunbookContext &context, RunbookPlan plan);
} // namespace WebhookBody
