#pragma once

#include "costmodel.h"
#include "savingslevers.h"

#include <QStringList>
#include <QWidget>

#include <optional>

// The cost per group per day as stacked bars (idle hatched), with the day's
// and group's figures in a tooltip.
class CostBarsWidget final : public QWidget
{
    Q_OBJECT
  public:
    explicit CostBarsWidget(QWidget *parent = nullptr);
    void setReport(const CostReport *report, const QStringList &groups);
    void setHighlight(const QString &group);
    const QStringList &groups() const { return m_groups; }

  protected:
    void paintEvent(QPaintEvent *e) override;
    bool event(QEvent *e) override;

  private:
    const CostReport *m_report = nullptr;
    QStringList m_groups;
    QString m_highlight;
};

// Idle share of GPU-hours by hour of day × day of week, with the off-hours
// window outlined.
class CostHeatMapWidget final : public QWidget
{
    Q_OBJECT
  public:
    explicit CostHeatMapWidget(QWidget *parent = nullptr);
    void setReport(const CostReport *report);
    void setWindow(const std::optional<SavingsLevers::Schedule> &window);

  protected:
    void paintEvent(QPaintEvent *e) override;
    bool event(QEvent *e) override;

  private:
    const CostReport *m_report = nullptr;
    std::optional<SavingsLevers::Schedule> m_window;
};
