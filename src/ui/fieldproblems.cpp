#include "fieldproblems.h"

#include "theme.h"

#include <climits>
#include <QAction>
#include <QApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QResizeEvent>
#include <QStyle>

namespace {
// A wrapped message that tells its form its height for the width it was
// given, without height-for-width: Qt 6.4's QFormLayout gives such rows a
// height of 0 when other rows of the form are hidden, as the Data Sources
// form hides the rows a source type does not use.
class ProblemLabel final : public QLabel
{
  public:
    using QLabel::QLabel;
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override { return {minimumWidth, heightAtWidth()}; }
    QSize minimumSizeHint() const override { return sizeHint(); }

  protected:
    void resizeEvent(QResizeEvent *e) override
    {
        QLabel::resizeEvent(e);
        if (e->size().width() != e->oldSize().width())
            updateGeometry(); // the height follows the new width
    }

  private:
    static constexpr int minimumWidth = 120;
    int heightAtWidth() const { return QLabel::heightForWidth(std::max(width(), minimumWidth)); }
};

QColor colorFor(FieldProblems::Level level)
{
    // Readable on both grounds (at least 4.5:1), and not by colour alone:
    // the line starts with a sign that differs by level.
    if (level == FieldProblems::Level::Warning)
        return Theme::isDark() ? QColor(0xff, 0xd2, 0x7a) : QColor(0x7a, 0x4a, 0x00);
    return Theme::isDark() ? QColor(0xff, 0x8a, 0x80) : QColor(0x9a, 0x00, 0x00);
}
} // namespace

FieldProblems::FieldProblems(QFormLayout *form, QObject *parent) : QObject(parent), m_form(form) {}

void FieldProblems::set(QWidget *field, const QString &message, Level level)
{
    auto it = m_marks.find(field);
    if (message.isEmpty()) {
        if (it == m_marks.end())
            return;
        if (it->label) {
            if (m_form && m_form->indexOf(it->label) >= 0)
                m_form->removeRow(it->label); // deletes the label
            else
                delete it->label;
        }
        if (QAction *sign = m_signs.value(field))
            sign->setVisible(false); // kept: removing a line edit's action mid-event is unsafe
        field->setAccessibleDescription(it->description);
        m_marks.erase(it);
        return;
    }
    if (it == m_marks.end()) {
        Mark mark;
        mark.description = field->accessibleDescription();
        it = m_marks.insert(field, mark);
    }
    if (it->message == message && it->level == level)
        return;
    it->message = message;
    it->level = level;
    int row = -1;
    QFormLayout::ItemRole role;
    if (m_form && !it->label)
        m_form->getWidgetPosition(field, &row, &role);
    if (row >= 0) {
        // A row of its own right under the field's row.
        auto *label = new ProblemLabel(field->parentWidget());
        label->setObjectName(field->objectName() + QStringLiteral("Problem"));
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        it->label = label;
        m_form->insertRow(row + 1, QString(), label);
        // Shown now, not on the next turn of the event loop as a layout would.
        label->setVisible(field->isVisibleTo(field->window()));
    }
    if (it->label) {
        QPalette pal = it->label->palette();
        pal.setColor(QPalette::WindowText, colorFor(level));
        it->label->setPalette(pal);
        const QString sign = level == Level::Error ? QStringLiteral("✖ ") : QStringLiteral("⚠ ");
        it->label->setText(sign + message);
        it->label->updateGeometry();
    }
    if (auto *edit = qobject_cast<QLineEdit *>(field)) {
        const QIcon icon = QApplication::style()->standardIcon(
            level == Level::Error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
        QPointer<QAction> &sign = m_signs[field];
        if (!sign)
            sign = edit->addAction(icon, QLineEdit::TrailingPosition);
        sign->setIcon(icon);
        sign->setText(message); // the sign's accessible name
        sign->setToolTip(message);
        sign->setVisible(true);
    }
    field->setAccessibleDescription(message);
}

void FieldProblems::clearAll()
{
    const QList<QWidget *> fields = m_marks.keys();
    for (QWidget *f : fields)
        clear(f);
}

bool FieldProblems::hasErrors() const
{
    return std::any_of(m_marks.cbegin(), m_marks.cend(),
                       [](const Mark &m) { return m.level == Level::Error; });
}

QString FieldProblems::message(QWidget *field) const
{
    return m_marks.value(field).message;
}

QLabel *FieldProblems::label(QWidget *field) const
{
    return m_marks.value(field).label;
}

QWidget *FieldProblems::firstError() const
{
    QWidget *first = nullptr;
    int firstRow = INT_MAX;
    for (auto it = m_marks.cbegin(); it != m_marks.cend(); ++it) {
        if (it->level != Level::Error)
            continue;
        int row = INT_MAX;
        QFormLayout::ItemRole role;
        if (m_form)
            m_form->getWidgetPosition(it.key(), &row, &role);
        if (!first || (row >= 0 && row < firstRow)) {
            first = it.key();
            firstRow = row < 0 ? INT_MAX : row;
        }
    }
    return first;
}
