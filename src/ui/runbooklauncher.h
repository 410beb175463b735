#pragma once

#include "runbook.h"

#include <functional>
#include <QObject>

class AuditLog;
class QDialog;
class QNetworkAccessManager;
class QWidget;
class RunbookPane;
class SourceRegistry;
struct AlertRow;

// From an alert to a running runbook: finds the registry entries for the
// alert, fills the chosen one's templates, shows exactly what will run and
// asks first, then runs it with its output streaming into the runbook pane.
// Escalations (webhooks such as PagerDuty and Teams) go the same way, by id.
// Every launch, dry run and result goes to the audit log, secrets masked.
class RunbookLauncher final : public QObject
{
    Q_OBJECT
  public:
    RunbookLauncher(QWidget *window, QNetworkAccessManager *nam, SourceRegistry *sources,
                    AuditLog *audit, QObject *parent = nullptr);

    RunbookPane *pane() const { return m_pane; }
    // The user's registry file (empty: built-in only); its entries come first.
    bool setRegistryFile(const QString &path);
    QString registryFile() const { return m_file; }
    const RunbookRegistry &registry() const { return m_registry; }

    std::vector<RunbookEntry> entriesFor(const AlertRow &row) const;
    // The plan for one entry and alert (and the action of a webhook with
    // several), or why there is none.
    std::expected<RunbookPlan, QString> planFor(const RunbookEntry &entry, const AlertRow &row,
                                                const QString &action = {}) const;
    // The lanes' values when an alert started (title, formatted value), for
    // the {{item}}s of webhook bodies' "lanes" lists.
    using LaneValues = std::function<std::vector<std::pair<QString, QString>>(const AlertRow &)>;
    void setLaneValues(LaneValues values) { m_laneValues = std::move(values); }
    // Why the webhook `id` cannot escalate with `action`, or "" when it can.
    QString escalationProblem(const QString &id, const QString &action) const;
    // Interactive, like launch(): the webhook `id` for the alert, confirmed first.
    void escalate(AlertRow row, const QString &id, const QString &action);
    // Interactive: choose an entry (if several), confirm, run.
    // Takes the row by value: the pane's board may be rebuilt while the
    // picker or the confirmation is open.
    void launch(AlertRow row);
    // Runs a plan the user has confirmed.
    void run(const RunbookPlan &plan);

  signals:
    void message(const QString &text);
    void launched();
    // The confirmation is open (tests drive it from here).
    void confirmationShown(QDialog *dialog);

  private:
    void confirm(const RunbookPlan &plan);
    void runStoringSecret(const RunbookPlan &plan, const QString &secret);

    QWidget *m_window;
    QNetworkAccessManager *m_nam;
    SourceRegistry *m_sources;
    AuditLog *m_audit;
    RunbookPane *m_pane;
    RunbookRegistry m_registry;
    QString m_file;
    LaneValues m_laneValues;
};
