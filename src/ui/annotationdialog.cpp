#include "annotationdialog.h"

#include "fieldproblems.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

AnnotationDialog::AnnotationDialog(qint64 atMs, qint64 minMs, qint64 maxMs, const Lanes &lanes,
                                   QWidget *parent)
    : QDialog(parent), m_point(new QRadioButton(tr("At a moment"), this)),
      m_range(new QRadioButton(tr("Over a range"), this)), m_from(new QDateTimeEdit(this)),
      m_to(new QDateTimeEdit(this)), m_text(new QLineEdit(this)), m_lane(new QComboBox(this))
{
    m_lane->addItem(tr("Every lane"), QString());
    for (const auto &[id, title] : lanes)
        m_lane->addItem(title.isEmpty() ? id : title, id);
    m_lane->setObjectName(QStringLiteral("annotationLane"));
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
    form->addRow(tr("&On:"), m_lane);
    m_to->setObjectName(QStringLiteral("annotationTo"));
    m_text->setObjectName(QStringLiteral("annotationText"));
    m_problems = new FieldProblems(form, this);
    connect(m_text, &QLineEdit::textEdited, this, [this] { m_textTouched = true; });
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
    m_problems->set(
        m_to,
        timesOk
            ? QString()
            : tr("The end is before the start; pick an end at or after %1.").arg(m_from->text()));
    m_problems->set(m_text, text().isEmpty() && m_textTouched
                                ? tr("Write what happened; this is what the timeline shows.")
                                : QString());
    box->button(QDialogButtonBox::Ok)->setEnabled(timesOk && !text().isEmpty());
}

QString AnnotationDialog::problems() const
{
    QStringList all;
    for (QWidget *field : {static_cast<QWidget *>(m_to), static_cast<QWidget *>(m_text)})
        if (const QString m = m_problems->message(field); !m.isEmpty())
            all << m;
    return all.join(QLatin1Char('\n'));
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

QString AnnotationDialog::laneId() const
{
    return m_lane->currentData().toString();
}

void AnnotationDialog::setLaneId(const QString &id)
{
    const int i = m_lane->findData(id);
    m_lane->setCurrentIndex(i < 0 ? 0 : i);
}
