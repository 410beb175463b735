#pragma once

#include <QDialog>

#include <utility>
#include <vector>

class FieldProblems;
class QComboBox;
class QDateTimeEdit;
class QLineEdit;
class QRadioButton;

// A point or range annotation on the incident's time axis: "14:02 batch
// size raised to 32", on every lane or on one. The times start at the
// replay cursor.
class AnnotationDialog final : public QDialog
{
    Q_OBJECT
  public:
    // `lanes`: (id, title) of the lanes it may belong to.
    using Lanes = std::vector<std::pair<QString, QString>>;
    AnnotationDialog(qint64 atMs, qint64 minMs, qint64 maxMs, const Lanes &lanes = {},
                     QWidget *parent = nullptr);

    qint64 fromMs() const;
    qint64 toMs() const; // == fromMs() for a point
    QString text() const;
    // The lane's id, or empty for every lane (the default).
    QString laneId() const;
    void setLaneId(const QString &id);
    void setText(const QString &text);
    void setRange(qint64 fromMs, qint64 toMs);
    // What the lines under the fields say, joined; empty when all is fine.
    QString problems() const;

  private:
    void updateOk();

    QRadioButton *m_point;
    QRadioButton *m_range;
    QDateTimeEdit *m_from;
    QDateTimeEdit *m_to;
    QLineEdit *m_text;
    QComboBox *m_lane;
    FieldProblems *m_problems = nullptr;
    bool m_textTouched = false;
};
