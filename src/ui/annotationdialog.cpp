#include "annotationdialog.h"

#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

AnnotationDialog::AnnotationDialog(qint64 atMs, qint64 minMs, qint64 maxMs, QWidget *parent)
    : QDialog(parent), m_point(new QRadioButton(tr("At a moment"), this)),
      m_range(new QRadioButton(tr("Over a range"), this)), m_from(new QDateTimeEdit(this)),
      m_to(new QDateTimeEdit(this)), m_text(new QLineEdit(this))
{
    setWindowTitle(tr("Add Annotation"));
    for (QDateTimeEdit *e : {m_from, m_to}) {
        e->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        e->setDateTimeRange(QDateTime::fromMSecsSinceEpoch(minMs),
                            QDateTime::fromMSecsSinceEpoch(maxMs));
        e->setDateTime(QDateTime::fromMSecsSinceEpoch(atMs));
    }
    m_to->setEnabled(false);
    m_point->setChecked(true);
    m_text->setPlaceholderText(tr("e.g. batch size raised to 32"));
    connect(m_range, &QRadioButton::toggled, m_to, &QWidget::setEnabled);
    auto *kind = new QHBoxLayout;
    kind->addWidget(m_point);
    kind->addWidget(m_range);
    kind->addStretch();
    auto *form = new QFormLayout;
    form->addRow(kind);
    form->addRow(tr("&From:"), m_from);
    form->addRow(tr("&To:"), m_to);
    form->addRow(tr("&Text:"), m_text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_text, &QLineEdit::textChanged, this, &AnnotationDialog::updateOk);
    connect(m_from, &QDateTimeEdit::dateTimeChanged, this, &AnnotationDialog::updateOk);
    connect(m_to, &QDateTimeEdit::dateTimeChanged, this, &AnnotationDialog::updateOk);
    connect(m_range, &QRadioButton::toggled, this, &AnnotationDialog::updateOk);
    form->addRow(buttons);
    setLayout(form);
    updateOk();
}

void AnnotationDialog::updateOk()
{
    auto *box = findChild<QDialogButtonBox *>();
    const bool timesOk = !m_range->isChecked() || m_to->dateTime() >= m_from->dateTime();
    box->button(QDialogButtonBox::Ok)->setEnabled(timesOk && !text().isEmpty());
}

qint64 AnnotationDialog::fromMs() const
{
    return m_from->dateTime().toMSecsSinceEpoch();
}

qint64 AnnotationDialog::toMs() const
{
    return m_range->isChecked() ? m_to->dateTime().toMSecsSinceEpoch() : fromMs();
}

QString AnnotationDialog::text() const
{
    return m_text->text().trimmed();
}

void AnnotationDialog::setText(const QString &text)
{
    m_text->setText(text);
}

void AnnotationDialog::setRange(qint64 fromMs, qint64 toMs)
{
    m_from->setDateTime(QDateTime::fromMSecsSinceEpoch(fromMs));
    m_to->setDateTime(QDateTime::fromMSecsSinceEpoch(toMs));
    (fromMs == toMs ? m_point : m_range)->setChecked(true);
}
