#pragma once

#include <QDialog>

class FieldProblems;
class QComboBox;
class QLineEdit;
class QRadioButton;

// Asks how long to silence, why, and whether the one alert or its whole group
// (the alert name in that namespace). A reason is required: the next person
// on call needs to know why it is quiet.
class SilenceDialog final : public QDialog
{
    Q_OBJECT
  public:
    SilenceDialog(const QString &alertText, const QString &groupText, QWidget *parent = nullptr);

    qint64 durationMs() const;
    QString reason() const;
    bool wholeGroup() const;

    void setDurationMs(qint64 ms);
    void setReason(const QString &reason);
    void setWholeGroup(bool group);
    // What the line under the reason says; empty when it is fine.
    QString problem() const;

  private:
    void updateOk();

    QComboBox *m_duration;
    QLineEdit *m_reason;
    QRadioButton *m_one;
    QRadioButton *m_group;
    FieldProblems *m_problems = nullptr;
    bool m_reasonTouched = false;
};
