#pragma once

#include "runbook.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

// The confirmation before a runbook runs: exactly what will happen (the URL,
// every argv element on its own line with visible quoting, or the HTTP
// method, URL and body), a warning when the runbook comes from a file the
// user did not write, and Run, Dry run and Cancel. A webhook that needs a
// secret offers a password field: what is typed there is stored in the OS
// keychain before sending, and is never shown. Nothing runs from here:
// Run accepts the dialog and emits runRequested(); the caller starts it.
class RunbookLaunchDialog final : public QDialog
{
    Q_OBJECT
  public:
    explicit RunbookLaunchDialog(const RunbookPlan &plan, QWidget *parent = nullptr);
    ~RunbookLaunchDialog() override;

    const RunbookPlan &plan() const { return m_plan; }
    int dryRuns() const { return m_dryRuns; }
    // A secret typed for a webhook, "" when none was.
    QString enteredSecret() const;

  signals:
    void runRequested(const RunbookPlan &plan);
    // Shows what Run would do; runs nothing. For the audit log, if wanted.
    void dryRunRequested(const RunbookPlan &plan);

  private:
    void dryRun();
    void updateRunButton();

    RunbookPlan m_plan;
    QPlainTextEdit *m_planText;
    QTreeWidget *m_argv = nullptr;
    QLabel *m_dryRunResult;
    QCheckBox *m_confirmRead = nullptr;
    QLineEdit *m_secret = nullptr;
    QPushButton *m_run;
    QPushButton *m_dryRun;
    int m_dryRuns = 0;
};
