#pragma once

#include <QList>
#include <QWidget>

class QLabel;
struct CostReport;

// The Cost view's headline figures for the period, as tiles a manager reads
// at a glance: total cost, GPU-hours, busy and idle GPU-hours, idle cost,
// cost per busy GPU-hour and unobserved GPU-hours, each with its definition
// as the tooltip; under them, which nodes' GPUs have no price.
class CostSummaryTiles final : public QWidget
{
    Q_OBJECT
  public:
    explicit CostSummaryTiles(QWidget *parent = nullptr);

    void setReport(const CostReport &report, double idleThresholdPct);

  private:
    QList<QLabel *> m_tiles;
    QLabel *m_unpriced;
};
