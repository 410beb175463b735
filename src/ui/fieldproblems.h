#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QFormLayout;
class QLabel;
class QWidget;

// Says what is wrong right where it is wrong: a line under the field in the
// form, a warning sign inside line edits, and the message as the field's
// accessible description so screen readers say it too. Qt's validators only
// refuse keystrokes and never say why, so this is written here.
class FieldProblems final : public QObject
{
    Q_OBJECT
  public:
    enum class Level
    {
        Error,
        Warning
    };

    explicit FieldProblems(QFormLayout *form, QObject *parent = nullptr);

    // An empty message clears the field's mark.
    void set(QWidget *field, const QString &message, Level level = Level::Error);
    void clear(QWidget *field) { set(field, QString()); }
    void clearAll();

    bool hasErrors() const;
    QString message(QWidget *field) const;
    // The line shown under the field, for tests and for focus handling.
    QLabel *label(QWidget *field) const;
    // The first field (in form order) marked as an error, or null.
    QWidget *firstError() const;

  private:
    struct Mark
    {
        QPointer<QLabel> label;
        Level level = Level::Error;
        QString message;
        QString description; // the field's own accessible description
    };
    QFormLayout *m_form;
    QHash<QWidget *, Mark> m_marks;
    QHash<QWidget *, QPointer<QAction>> m_signs; // a line edit's warning sign, once made
};
