#pragma once

#include "alertboard.h"

#include <functional>
#include <QSet>
#include <QWidget>

class AlertCenter;
class AlertModel;
class QLabel;
class QAction;
class QMenu;
class QPushButton;
class QTimer;
class QToolButton;
class QTreeView;

// The on-call engineer's corner of the eye: counts per tier, the tiered tree
// of alerts (P3 as a collapsed digest, muted alerts shown greyed, not
// hidden), feed and rule problems, and the actions on the selected alert:
// runbook, acknowledge, silence, unsilence, and escalate (page on-call
// through PagerDuty, post to Teams). Clicking an alert asks for its time
// window on the lanes.
class AlertPane final : public QWidget
{
    Q_OBJECT
  public:
    explicit AlertPane(AlertCenter *center, QWidget *parent = nullptr);

    AlertModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // Whether a runbook exists for a row; the Runbook button follows it.
    void setRunbookLookup(std::function<bool(const AlertRow &)> hasRunbook);
    // Why an escalation (a webhook runbook by id, and its action) cannot be
    // used, or "" when it can; its menu entry follows it.
    using EscalationLookup = std::function<QString(const QString &id, const QString &action)>;
    void setEscalationLookup(EscalationLookup lookup);
    // The ids of the built-in escalation webhooks (resources/runbooks).
    static constexpr const char *kPagerDutyId = "pagerduty";
    static constexpr const char *kTeamsId = "teams";
    // Feed errors and rule problems, one line each ("" entries ignored).
    void setProblems(const QStringList &problems);
    QString problemsText() const;
    QString headerText() const;

    // The actions, on the selected alert (or group for silences). Each says
    // why when it cannot; the buttons ask for note/duration/reason first.
    bool acknowledgeSelected(const QString &note);
    bool silenceSelected(qint64 durationMs, const QString &reason, bool wholeGroup);
    bool unsilenceSelected();
    bool selectKey(const QString &key);
    // Keyboard triage (N / P / A): selects the next (`step` 1) or previous
    // (-1) alert in the tree's order, opening collapsed groups on the way,
    // and shows its window on the lanes; false at either end.
    bool selectAdjacent(int step);
    // Asks for a note and acknowledges the selected alert.
    void askAcknowledge();
    // The selected alert's row, or null (a group or nothing selected).
    const AlertRow *selectedRow() const;

  signals:
    // The shared axis should show [fromMs, toMs] and highlight `labels`.
    void alertActivated(qint64 fromMs, qint64 toMs, const Labels &labels, const QString &expr);
    void runbookRequested(const AlertRow &row);
    // Explain the selected alert's window (pending to resolved, or to now).
    void explainRequested(qint64 fromMs, qint64 toMs, const QString &expr);
    // `action` is "" for a webhook with a single body.
    void escalateRequested(const AlertRow &row, const QString &id, const QString &action);
    void message(const QString &text);

  private:
    void rebuild();
    void updateButtons();
    void onClicked(const QModelIndex &index);
    void askSilence();
    void buildEscalateMenu();
    void updateEscalations(bool haveRow);
    QModelIndex selectedIndex() const;

    AlertCenter *m_center;
    AlertModel *m_model;
    QTreeView *m_view;
    QLabel *m_header;
    QLabel *m_problems;
    QPushButton *m_runbook;
    QPushButton *m_ack;
    QPushButton *m_silence;
    QPushButton *m_unsilence;
    QToolButton *m_escalate;
    QPushButton *m_explain;
    QMenu *m_pageMenu = nullptr;
    struct Escalation
    {
        QAction *action;
        QString id;
        QString webhookAction;
        QString tip; // when it can be used
    };
    std::vector<Escalation> m_escalations;
    EscalationLookup m_escalationLookup;
    QTimer *m_tick;
    QSet<QString> m_expanded;
    QSet<QString> m_collapsed;
    std::function<bool(const AlertRow &)> m_hasRunbook;
};
