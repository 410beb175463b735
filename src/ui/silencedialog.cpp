#include "silencedialog.h"

#include "fieldproblems.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

SilenceDialog::SilenceDialog(const QString &alertText, const QString &groupText, QWidget *parent)
    : QDialog(parent), m_duration(new QComboBox(this)), m_reason(new QLineEdit(this)),
      m_one(new QRadioButton(tr("This alert: %1").arg(alertText), this)),
      m_group(new QRadioButton(tr("Every alert of the group: %1").arg(groupText), this))
{
    setWindowTitle(tr("Silence"));
    const std::pair<QString, qint64> choices[] = {
        {tr("15 minutes"), 15 * 60'000}, {tr("1 hour"), 3'600'000},
        {tr("2 hours"), 2 * 3'600'000},  {tr("4 hours"), 4 * 3'600'000},
        {tr("8 hours"), 8 * 3'600'000},  {tr("24 hours"), 24 * 3'600'000},
    };
    for (const auto &[text, ms] : choices)
        m_duration->addItem(text, ms);
    m_duration->setCurrentIndex(1);
    m_reason->setPlaceholderText(tr("Why is it safe to ignore? (required)"));
    m_one->setChecked(true);
    m_group->setEnabled(!groupText.isEmpty());
    if (groupText.isEmpty())
        m_group->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Duration:"), m_duration);
    form->addRow(tr("&Reason:"), m_reason);
    m_reason->setObjectName(QStringLiteral("silenceReason"));
    m_problems = new FieldProblems(form, this);
    // An empty reason is only pointed out once someone has typed and erased
    // one: a fresh dialog opening with an error would read as a reproach.
    connect(m_reason, &QLineEdit::textEdited, this, [this] { m_reasonTouched = true; });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Silence"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reason, &QLineEdit::textChanged, this, &SilenceDialog::updateOk);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_one);
    layout->addWidget(m_group);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateOk();
}

void SilenceDialog::updateOk()
{
    auto *box = findChild<QDialogButtonBox *>();
    const bool empty = m_reason->text().trimmed().isEmpty();
    box->button(QDialogButtonBox::Ok)->setEnabled(!empty);
    m_problems->set(m_reason, empty && m_reasonTouched
                                  ? tr("Say why it is safe to be quiet: the next person on call "
                                       "reads this in Alertmanager and the audit log.")
                                  : QString());
}

QString SilenceDialog::problem() const
{
    return m_problems->message(m_reason);
}

qint64 SilenceDialog::durationMs() const
{
    return m_duration->currentData().toLongLong();
}

QString SilenceDialog::reason() const
{
    return m_reason->text().trimmed();
}

bool SilenceDialog::wholeGroup() const
{
    return m_group->isChecked();
}

void SilenceDialog::setDurationMs(qint64 ms)
{
    const int i = m_duration->findData(ms);
    if (i >= 0)
        m_duration->setCurrentIndex(i);
}

void SilenceDialog::setReason(const QString &reason)
{
    m_reason->setText(reason);
}

void SilenceDialog::setWholeGroup(bool group)
{
    (group && m_group->isEnabled() ? m_group : m_one)->setChecked(true);
}
