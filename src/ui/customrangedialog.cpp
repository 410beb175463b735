#include "customrangedialog.h"

#include "fieldproblems.h"
#include "timeparse.h"
#include "ui_customrangedialog.h"

#include <QDateTime>
#include <QPushButton>

CustomRangeDialog::CustomRangeDialog(qint64 fromMs, qint64 toMs, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::CustomRangeDialog>())
{
    m_ui->setupUi(this);
    m_problems = new FieldProblems(m_ui->form, this);
    m_ui->fromEdit->setDateTime(QDateTime::fromMSecsSinceEpoch(fromMs));
    m_ui->toEdit->setDateTime(QDateTime::fromMSecsSinceEpoch(toMs));
    connect(m_ui->fromEdit, &QDateTimeEdit::dateTimeChanged, this, &CustomRangeDialog::validate);
    connect(m_ui->toEdit, &QDateTimeEdit::dateTimeChanged, this, &CustomRangeDialog::validate);
    validate();
}

CustomRangeDialog::~CustomRangeDialog() = default;

qint64 CustomRangeDialog::fromMs() const
{
    return m_ui->fromEdit->dateTime().toMSecsSinceEpoch();
}

qint64 CustomRangeDialog::toMs() const
{
    return m_ui->toEdit->dateTime().toMSecsSinceEpoch();
}

QString CustomRangeDialog::problem() const
{
    return m_problems->message(m_ui->toEdit);
}

void CustomRangeDialog::validate()
{
    const qint64 span = toMs() - fromMs();
    QString why;
    if (span < 0)
        why = tr("The end is %1 before the start; pick an end after %2.")
                  .arg(TimeParse::formatDuration(-span),
                       m_ui->fromEdit->dateTime().toString(m_ui->fromEdit->displayFormat()));
    else if (span < 60'000)
        why = tr("The end must be at least one minute after the start.");
    m_problems->set(m_ui->toEdit, why);
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}
