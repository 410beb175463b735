#pragma once

#include "timeformat.h"

#include "runbook.h"

#include <QPointer>
#include <QWidget>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class RunbookRunner;

// The runbook dock: every launch of this session (title, target, when it
// started, how it stands) and the output of the selected one as it streams,
// with a Stop button while it runs. The pane watches runners; it neither
// owns nor starts them.
class RunbookPane final : public QWidget
{
    Q_OBJECT
  public:
    explicit RunbookPane(QWidget *parent = nullptr);
    ~RunbookPane() override;

    // Lists the runner's launch and selects it. Call before or right after
    // RunbookRunner::start().
    void addLaunch(RunbookRunner *runner);
    // A dry run: listed with what would have run as its output.
    void addDryRun(const RunbookPlan &plan);

    int launchCount() const { return int(m_launches.size()); }
    int currentLaunch() const;
    void setCurrentLaunch(int row);
    QString outputOf(int row) const;
    QString statusOf(int row) const;
    bool isRunning(int row) const;
    // The zone the Started column is written in; rows already listed follow.
    void setTimeFormat(const TimeFormat &format);

    // Output kept per launch; beyond it the oldest text is dropped.
    static constexpr qsizetype kMaxOutputChars = 1024 * 1024;

  private:
    struct Launch
    {
        QPointer<RunbookRunner> runner;
        QString output;
        QString status;
        bool running = false;
        qint64 startedAtMs = 0;
    };

    int addRow(const RunbookPlan &plan, const QString &status, bool running);
    void append(int row, const QString &text);
    void setStatus(int row, const QString &status);
    void showCurrent();
    void stopCurrent();

    QTreeWidget *m_list;
    QPlainTextEdit *m_output;
    QPushButton *m_stop;
    QLabel *m_empty;
    std::vector<Launch> m_launches;
    TimeFormat m_format;
};
