#pragma once

#include "alertrule.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

// Edits which `labels.severity` values map to which tier. Unknown severities
// stay untiered (shown last) rather than guessed.
class TierMapDialog final : public QDialog
{
    Q_OBJECT
  public:
    explicit TierMapDialog(const TierMap &map, QWidget *parent = nullptr);
    TierMap tierMap() const;

    // Kept in QSettings as "severity=P1;..." so a hand edit stays readable.
    static TierMap load();
    static void save(const TierMap &map);
    static QString toText(const TierMap &map);
    static TierMap fromText(const QString &text);
    // What the line under the table says; empty when the map is fine.
    QString problem() const;

  private:
    void addRow(const QString &severity, AlertTier tier);
    void validate();
    QTableWidget *m_table;
    QLabel *m_problem;
    QPushButton *m_ok = nullptr;
};
