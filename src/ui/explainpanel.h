#pragma once

#include "explainresult.h"
#include "timeformat.h"

#include <QWidget>

class ExplainModel;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeView;

// The Explain panel: what is being explained against what, the progress of
// a run with its Cancel, and the answer as three ranked lists with their
// evidence and sparklines. A failed run says why above the answer it keeps.
// Activating a line asks for what it offers (a lane, a highlight, the
// crosshair); the panel itself changes nothing else.
class ExplainPanel final : public QWidget
{
    Q_OBJECT
  public:
    enum class Baseline
    {
        Before, // the four window-lengths before the window
        Yesterday,
        LastWeek,
        Custom,
    };

    explicit ExplainPanel(QWidget *parent = nullptr);

    void setTimeFormat(const TimeFormat &format);
    // A run started: its subject, window and baseline.
    void showRunning(const QString &lane, qint64 fromMs, qint64 toMs, qint64 baselineFromMs,
                     qint64 baselineToMs);
    void showProgress(int done, int total);
    void showResult(const ExplainResult &result);
    // The run failed or was canceled: says so, keeps the answer shown.
    void showProblem(const QString &message);
    Baseline baseline() const;
    void setBaseline(Baseline b);

    ExplainModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QString problemText() const;
    QString headerText() const;
    QString footerText() const;

  signals:
    void cancelRequested();
    void rerunRequested();
    void baselineChosen(Baseline b);
    void placeActivated(const QString &label, const QString &value);
    void metricActivated(const ExplainResult::Metric &metric);
    void eventActivated(qint64 timeMs);

  private:
    void onActivated(const QModelIndex &index);
    void setRunning(bool running);

    ExplainModel *m_model;
    QTreeView *m_view;
    QLabel *m_header;
    QLabel *m_problem;
    QLabel *m_footer;
    QComboBox *m_baseline;
    QPushButton *m_rerun;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    TimeFormat m_format;
};
