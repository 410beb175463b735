#pragma once

#include "ruleoverride.h"

#include <QDialog>
#include <QMap>
#include <vector>

class AlertCenter;
class FieldProblems;
class LiveWorkspace;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class RuleBacktest;

// Alerts > Backtest a Rule…: how often a rule would have fired over a past
// range, and how a change to its `for`, `keep_firing_for` or threshold
// would move that, side by side, before anything is changed. The rule is
// evaluated by the pane's own evaluator (RuleBacktest) against the rules'
// source, or in Replay offline on what the snapshot's rules read; nothing
// here changes the rules in use.
class BacktestDialog final : public QDialog
{
    Q_OBJECT
  public:
    BacktestDialog(AlertCenter *center, LiveWorkspace *workspace, QWidget *parent = nullptr);

    // Picks the rule an alert came from: by name and, when two rules share
    // it (a warning and a critical threshold), by the rule's labels, which
    // the alert carries.
    void selectRule(const QString &name, const QMap<QString, QString> &alertLabels = {});
    // Takes the rules in use again (after another rule file was loaded).
    void reloadRules();
    // Sets the change fields; empty leaves a field as written.
    void setChanges(const QString &forText, const QString &keepText, const QString &threshold);
    void setShortLimit(const QString &text);
    // Starts the backtest as the button does; false (and the reason on the
    // form) when a field is wrong or there is nothing to evaluate on.
    bool run();

    bool isRunning() const;
    QTableWidget *table() const { return m_table; }
    QString status() const;
    FieldProblems *problems() const { return m_problems; }

  signals:
    void finished();

  private:
    void ruleChanged();
    std::pair<qint64, qint64> range() const;
    // The snapshot's range is chosen: evaluated offline on what it kept.
    bool offline() const;
    void showRange();
    void showOutcomes();

    AlertCenter *m_center;
    std::vector<AlertRule> m_rules; // as written, as the combo lists them
    LiveWorkspace *m_workspace;
    RuleBacktest *m_runner;
    QComboBox *m_rule;
    QComboBox *m_range;
    QLabel *m_rangeText;
    QLineEdit *m_for;
    QLineEdit *m_keep;
    QLineEdit *m_threshold;
    QLineEdit *m_short;
    QPushButton *m_runButton;
    QTableWidget *m_table;
    QLabel *m_status;
    FieldProblems *m_problems;
    QStringList m_changes; // of the run shown, as typed ("for=10m")
    qint64 m_shortMs = 0;
    std::pair<qint64, qint64> m_ran; // the range of the run shown
};
