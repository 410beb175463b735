#pragma once

#include "costdata.h"
#include "costreview.h"
#include "pricetable.h"

#include <QWidget>

#include <memory>

class BilledCostPanel;
class BudgetPanel;
class CostBarsWidget;
class CostGroupModel;
class CostHeatMapWidget;
class CostSummaryTiles;
class CostLeversPanel;
class LiveWorkspace;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QNetworkAccessManager;
class QPushButton;
class QTableView;
class WasteModel;
struct Snapshot;

// The Cost mode: what the GPUs cost over a period, who used them and how
// much bought nothing, with savings levers and exports for the meeting.
// Figures come from the workspace's Prometheus source (fetched and counted
// off the GUI thread) or, in Replay, from the snapshot's utilisation lane.
// A failed load says why and keeps what was shown.
class CostView final : public QWidget
{
    Q_OBJECT
  public:
    CostView(LiveWorkspace *workspace, QNetworkAccessManager *nam, QWidget *parent = nullptr);
    ~CostView() override;

    // Counts a snapshot's utilisation instead of querying (nullptr: live).
    void setSnapshot(const Snapshot *snapshot, const QString &name);
    // Loads the period when nothing is shown yet or the sources changed.
    void activate();
    // The sources changed: the next activate() (or now, when shown) reloads.
    void invalidate();
    void reload();

    const CostReview &review() const { return m_review; }
    CostGroupModel *groupModel() const { return m_groups; }
    WasteModel *wasteModel() const { return m_waste; }
    bool isBusy() const { return m_busy; }
    const PriceTable &prices() const { return m_prices; }
    // Settings: the utilisation below which a GPU counts as idle.
    void setIdleThreshold(double pct);
    double idleThreshold() const;
    // Opens the price table editor; recounts with the new prices.
    void editPrices();

  signals:
    // A load or recount finished, with figures or with a message.
    void updated();
    void statusMessage(const QString &text);

  private:
    QWidget *buildControls();
    QWidget *buildBody();
    void choosePeriod();
    std::pair<qint64, qint64> periodRange() const;
    void applyData(CostDataLoader::Result result, quint64 generation);
    void recount();
    void showReview();
    void updateLevers();
    void updateBudget();
    void showError(const QString &text);
    void setBusy(bool busy);
    void exportCsv();
    void exportPdf();
    QTimeZone zone() const;

    LiveWorkspace *m_workspace;
    QNetworkAccessManager *m_nam;
    PriceTable m_prices;
    std::shared_ptr<const CostData> m_data;
    CostReview m_review;
    const Snapshot *m_snapshot = nullptr;
    QString m_snapshotName;
    quint64 m_loadGeneration = 0;  // the newest fetch; older answers are dropped
    quint64 m_countGeneration = 0; // the newest recount
    bool m_busy = false;
    bool m_loadedOnce = false;
    qint64 m_customFrom = 0;
    qint64 m_customTo = 0;

    QComboBox *m_period = nullptr;
    QComboBox *m_groupBy = nullptr;
    QDoubleSpinBox *m_threshold = nullptr;
    QComboBox *m_zone = nullptr;
    QPushButton *m_reload = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_notes = nullptr;
    CostSummaryTiles *m_summary = nullptr;
    CostBarsWidget *m_bars = nullptr;
    CostHeatMapWidget *m_heat = nullptr;
    CostGroupModel *m_groups = nullptr;
    WasteModel *m_waste = nullptr;
    QTableView *m_groupTable = nullptr;
    CostLeversPanel *m_levers = nullptr;
    BilledCostPanel *m_billed = nullptr;
    BudgetPanel *m_budget = nullptr;
};
