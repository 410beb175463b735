#pragma once

#include "pricetable.h"

#include <QDialog>

class PriceTableModel;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;

// Edits a PriceTable: SKUs with their prices, node -> SKU overrides and the
// GPU model -> SKU mapping, and the currency. Problems are shown where they
// are (a red cell with the reason as its tooltip) and under the table; OK is
// disabled while there are any. The dialog only edits: the caller decides
// where the table goes (PriceTableStore::save).
class PriceTableDialog final : public QDialog
{
    Q_OBJECT
  public:
    explicit PriceTableDialog(const PriceTable &current, QWidget *parent = nullptr);
    ~PriceTableDialog() override;

    // The table as edited. Rows with problems are left out, which cannot
    // happen once the dialog is accepted.
    PriceTable table() const;
    // No problem anywhere: what enables OK.
    bool isValid() const { return m_problemCount == 0; }

  public slots:
    // On the shown tab: a new row, its first cell ready to type in.
    void addRow();
    void removeSelectedRows();
    // A price file replaces the table (a file without "replaceDefaults"
    // adds to the built-in prices, as everywhere). On error the table stays
    // as it was and the message names the line; false then.
    bool loadFile(const QString &path);
    bool saveFile(const QString &path);
    void resetToDefaults();

  private:
    void setTable(const PriceTable &table);
    void updateProblems();
    void showFileStatus(const QString &text, bool isError);
    QString currencyProblem() const;
    QTableView *currentView() const;

    PriceTableModel *m_skus;
    PriceTableModel *m_nodes;
    PriceTableModel *m_models;
    QLineEdit *m_currency;
    QTabWidget *m_tabs;
    QTableView *m_views[3];
    QLabel *m_problems;
    QLabel *m_fileStatus;
    QPushButton *m_ok = nullptr;
    QPushButton *m_save;
    int m_problemCount = 0;
};
