#include "customrangedialog.h"

#include "ui_customrangedialog.h"

#include <QDateTime>
#include <QPushButton>

CustomRangeDialog::CustomRangeDialog(qint64 fromMs, qint64 toMs, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::CustomRangeDialog>())
{
    m_ui->setupUi(this);
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

void CustomRangeDialog::validate()
{
    const bool ok = toMs() - fromMs() >= 60'000;
    m_ui->problem->setText(ok ? QString()
                              : tr("The end must be at least one minute after the start."));
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}
