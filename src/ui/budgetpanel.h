#pragma once

#include "budgetforecast.h"
#include "costreview.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

class BilledCostPanel;
class BudgetChartWidget;
class BudgetsClient;
class CostManagementClient;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QNetworkAccessManager;
class QPushButton;
class QTableWidget;

// A budget and the month ahead: the user types a budget (amount and
// thresholds, in the price table's currency), or reads the Azure
// Consumption budgets of the scope the billed-cost panel names. The panel
// shows the burn-down (BudgetChart), the spend so far, where the period ends
// at this rate (straight line, weekday pattern, with the largest savings
// lever) and the day each threshold is crossed. A typed budget goes by
// FleetScope's daily estimate; an Azure budget by Azure's spend to date and
// the scope's billed cost of the last 28 days.
class BudgetPanel final : public QWidget
{
    Q_OBJECT
  public:
    BudgetPanel(BilledCostPanel *billed, QNetworkAccessManager *nam, QWidget *parent = nullptr);
    ~BudgetPanel() override;

    // The review's estimate: its complete days' cost, their currency, the
    // last complete day, and the largest lever's saving per day and name.
    void setEstimate(std::vector<DailySpend> days, const QString &currency, const QDate &lastDay,
                     double leverPerDay, const QString &leverName);
    // The forecast shown; none while there is nothing to forecast.
    const std::optional<BudgetForecast::Result> &forecast() const { return m_forecast; }
    const Budget &budget() const { return m_budget; }
    // Sentences on what the forecast rests on (estimated days, the
    // currency, a filter), as the view shows them.
    QStringList notes() const { return m_notes; }
    // All of it, for the PDF; none while there is no forecast.
    std::optional<CostBudget> view() const { return m_view; }
    void readAzureBudgets();

  signals:
    void changed();

  private:
    void onBudgets();
    void onBilled();
    void recompute();
    void fillTable();
    void setStatus(const QString &text, bool error);
    bool leversApply() const;

    BilledCostPanel *m_billed;
    QNetworkAccessManager *m_nam;
    QComboBox *m_choice;
    QDoubleSpinBox *m_amount;
    QLineEdit *m_thresholds;
    QPushButton *m_read;
    QLabel *m_summary;
    BudgetChartWidget *m_chart;
    QLabel *m_legend;
    QTableWidget *m_table;
    QLabel *m_status;
    QPointer<BudgetsClient> m_budgetsClient;
    QPointer<CostManagementClient> m_billedClient;

    std::vector<DailySpend> m_estimate;
    QString m_estimateCurrency;
    QDate m_estimateLastDay;
    double m_leverPerDay = 0;
    QString m_leverName;
    std::vector<Budget> m_azure;
    std::vector<DailySpend> m_billedDays;
    QString m_billedCurrency;
    QString m_billedProblem;
    Budget m_budget;
    std::optional<BudgetForecast::Result> m_forecast;
    QStringList m_notes;
    std::optional<CostBudget> m_view;
    bool m_thresholdError = false;
};
