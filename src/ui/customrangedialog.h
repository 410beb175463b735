#pragma once

#include <memory>
#include <QDialog>

class FieldProblems;

namespace Ui {
class CustomRangeDialog;
}

// Picks a fixed [from, to] range.
class CustomRangeDialog final : public QDialog
{
    Q_OBJECT
  public:
    CustomRangeDialog(qint64 fromMs, qint64 toMs, QWidget *parent = nullptr);
    ~CustomRangeDialog() override;

    qint64 fromMs() const;
    qint64 toMs() const;
    // What the line under the end field says; empty when the range is fine.
    QString problem() const;

  private:
    void validate();
    std::unique_ptr<Ui::CustomRangeDialog> m_ui;
    FieldProblems *m_problems;
};
