#pragma once

#include "runbook.h"

#include <QObject>

class AuditLog;
class QNetworkAccessManager;
class QWidget;
class RunbookPane;
class SourceRegistry;
struct AlertRow;

// From an alert to a running runbook: finds the registry entries for the
// alert, fills the chosen one's templates, shows exactly what will run and
// asks first, then runs it with its output streaming into the runbook pane.
// Every launch, dry run and result goes to the audit log.
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
    // The plan for one entry and alert, or why there is none.
    std::expected<RunbookPlan, QString> planFor(const RunbookEntry &entry,
                                                const AlertRow &row) const;
    // Interactive: choose an entry (if several), confirm, run.
    // Takes the row by value: the pane's board may be rebuilt while the
    // picker or the confirmation is open.
    void launch(AlertRow row);
    // Runs a plan the user has confirmed.
    void run(const RunbookPlan &plan);

  signals:
    void message(const QString &text);
    void launched();

  private:
    QWidget *m_window;
    QNetworkAccessManager *m_nam;
    SourceRegistry *m_sources;
    AuditLog *m_audit;
    RunbookPane *m_pane;
    RunbookRegistry m_registry;
    QString m_file;
};
