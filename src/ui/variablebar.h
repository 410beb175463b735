#pragma once

#include "dashboardvariable.h"

#include <QPointer>
#include <QWidget>

class LiveWorkspace;
class QHBoxLayout;
class QLabel;
class QMenu;

// The dashboard's variables as pickers above the lanes, the way Grafana
// shows them: a combo box for a single choice, a drop-down list with check
// boxes and a filter for several (applied when it closes, so ticking five
// hosts fetches once). Read-only in replay: a snapshot keeps the picks it was
// taken with. Hidden when the dashboard has no variable to show.
class VariableBar final : public QWidget
{
    Q_OBJECT
  public:
    explicit VariableBar(LiveWorkspace *workspace, QWidget *parent = nullptr);

    // "All", "0, 1, 2" or "12 of 125": what a multi-value picker shows closed.
    static QString summary(const DashboardVariable &v);

  signals:
    void visibilityWanted(bool visible);

  private:
    void rebuild();
    void refresh();
    QWidget *makePicker(const DashboardVariable &v);
    void fillCombo(QWidget *picker, const DashboardVariable &v);
    void fillMulti(QWidget *picker, const DashboardVariable &v);
    QMenu *multiMenu(const QString &name);
    void showProblem(const QString &name, const QString &message);

    LiveWorkspace *m_workspace;
    QHBoxLayout *m_layout;
    QLabel *m_problem;
    QStringList m_names; // the visible variables the pickers were built for
    std::vector<QPointer<QWidget>> m_pickers;
    QStringList m_problems;
};
