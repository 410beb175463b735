#pragma once

#include "savingslevers.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QSpinBox;
class QTreeWidget;

// The savings levers with their assumptions as editable fields and, under
// each, what it saves per month and the evidence (which nodes, SKUs, hours).
// Assumptions are remembered between sessions.
class CostLeversPanel final : public QWidget
{
    Q_OBJECT
  public:
    explicit CostLeversPanel(QWidget *parent = nullptr);

    SavingsLevers::Assumptions assumptions() const;
    // Node pools the spot lever offers.
    void setPools(const QStringList &pools);
    void setLevers(const std::vector<SavingsLevers::Lever> &levers, const QString &currency);
    void clear(const QString &why);

  signals:
    void assumptionsChanged();

  private:
    struct LeverBox
    {
        QLabel *saving = nullptr;
        QLabel *note = nullptr;
        QTreeWidget *evidence = nullptr;
    };
    QWidget *buildOffHours();
    QWidget *buildReserved();
    QWidget *buildSpot();
    QWidget *buildRightSizing();
    LeverBox addResult(QWidget *box, const QStringList &columns);
    void save() const;
    void changed();

    QSpinBox *m_offStart;
    QSpinBox *m_offEnd;
    QList<QCheckBox *> m_offDays;
    QComboBox *m_term;
    QDoubleSpinBox *m_reserved1y;
    QDoubleSpinBox *m_reserved3y;
    QDoubleSpinBox *m_alwaysOn;
    QListWidget *m_pools;
    QDoubleSpinBox *m_spotDiscount;
    QDoubleSpinBox *m_spotEviction;
    QDoubleSpinBox *m_headroom;
    LeverBox m_boxes[4];
    bool m_loading = false;
};
