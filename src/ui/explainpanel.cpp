#include "explainpanel.h"

#include "explainmodel.h"
#include "sparklinedelegate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

ExplainPanel::ExplainPanel(QWidget *parent)
    : QWidget(parent), m_model(new ExplainModel(this)), m_view(new QTreeView(this)),
      m_header(new QLabel(this)), m_problem(new QLabel(this)), m_footer(new QLabel(this)),
      m_baseline(new QComboBox(this)), m_rerun(new QPushButton(tr("Explain &Again"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_progress(new QProgressBar(this))
{
    m_header->setObjectName(QStringLiteral("explainHeader"));
    m_header->setWordWrap(true);
    m_header->setText(tr("Select the bad minutes (Shift+drag on a lane), then press E or "
                         "choose Explain This Window from a lane's context menu."));
    m_problem->setObjectName(QStringLiteral("explainProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #c62828; font-weight: 600; }"));
    m_problem->hide();
    m_footer->setObjectName(QStringLiteral("explainFooter"));
    m_footer->setWordWrap(true);
    m_footer->setForegroundRole(QPalette::PlaceholderText);

    m_baseline->setObjectName(QStringLiteral("explainBaseline"));
    m_baseline->addItem(tr("Baseline: the 4 window-lengths before"), int(Baseline::Before));
    m_baseline->addItem(tr("Baseline: same time yesterday"), int(Baseline::Yesterday));
    m_baseline->addItem(tr("Baseline: same time last week"), int(Baseline::LastWeek));
    m_baseline->addItem(tr("Baseline: a range of my choice…"), int(Baseline::Custom));
    m_baseline->setToolTip(tr("What the window is compared with"));
    m_rerun->setObjectName(QStringLiteral("explainAgain"));
    m_rerun->setEnabled(false);
    m_cancel->setObjectName(QStringLiteral("explainCancel"));
    m_cancel->hide();
    m_progress->setObjectName(QStringLiteral("explainProgress"));
    m_progress->setTextVisible(true);
    m_progress->hide();

    m_view->setObjectName(QStringLiteral("explainView"));
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(ExplainModel::SparklineColumn, new SparklineDelegate(m_view));
    m_view->setUniformRowHeights(false);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ExplainModel::WhatColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(ExplainModel::EvidenceColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(ExplainModel::SparklineColumn, QHeaderView::Fixed);
    m_view->header()->resizeSection(ExplainModel::SparklineColumn, 160);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_baseline, 1);
    controls->addWidget(m_progress, 1);
    controls->addWidget(m_cancel);
    controls->addWidget(m_rerun);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_header);
    layout->addLayout(controls);
    layout->addWidget(m_problem);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_footer);

    connect(m_cancel, &QPushButton::clicked, this, &ExplainPanel::cancelRequested);
    connect(m_rerun, &QPushButton::clicked, this, &ExplainPanel::rerunRequested);
    connect(m_baseline, &QComboBox::activated, this, [this] { emit baselineChosen(baseline()); });
    connect(m_view, &QTreeView::activated, this, &ExplainPanel::onActivated);
    connect(m_view, &QTreeView::clicked, this, &ExplainPanel::onActivated);
}

void ExplainPanel::setTimeFormat(const TimeFormat &format)
{
    m_format = format;
    m_model->setTimeFormat(format);
}

ExplainPanel::Baseline ExplainPanel::baseline() const
{
    return Baseline(m_baseline->currentData().toInt());
}

void ExplainPanel::setBaseline(Baseline b)
{
    m_baseline->setCurrentIndex(m_baseline->findData(int(b)));
}

void ExplainPanel::setRunning(bool running)
{
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_rerun->setEnabled(!running);
    m_baseline->setEnabled(!running);
}

void ExplainPanel::showRunning(const QString &lane, qint64 fromMs, qint64 toMs,
                               qint64 baselineFromMs, qint64 baselineToMs)
{
    m_header->setText(tr("<b>%1</b>: %2 – %3, against %4 – %5")
                          .arg(lane.toHtmlEscaped(), m_format.dateMinutes(fromMs),
                               m_format.minutes(toMs), m_format.dateMinutes(baselineFromMs),
                               m_format.minutes(baselineToMs)));
    m_problem->hide();
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("Asking the source…"));
    setRunning(true);
}

void ExplainPanel::showProgress(int done, int total)
{
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    m_progress->setFormat(tr("%1 of %2 queries").arg(done).arg(total));
}

void ExplainPanel::showResult(const ExplainResult &r)
{
    setRunning(false);
    m_problem->setVisible(!r.note.isEmpty());
    m_problem->setText(r.note);
    m_model->setResult(r);
    m_view->expandAll();
    QStringList facts;
    if (r.source.isEmpty())
        facts << tr("From the snapshot: %n lane(s) compared", nullptr, r.metricsCompared);
    else
        facts << tr("%1 of a budget of %n queries", nullptr, r.budget).arg(r.queries)
              << tr("%n metrics compared", nullptr, r.metricsCompared);
    facts << tr("%1 s").arg(r.seconds, 0, 'f', 1);
    if (r.budgetCut)
        facts << tr("the query budget ended the comparison before every metric was asked");
    if (!r.metricsFailed.isEmpty())
        facts << tr("%n metric(s) could not be read", nullptr, int(r.metricsFailed.size()));
    m_footer->setText(facts.join(QStringLiteral(" · ")));
}

void ExplainPanel::showProblem(const QString &message)
{
    setRunning(false);
    m_problem->setText(message);
    m_problem->show();
}

QString ExplainPanel::problemText() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

QString ExplainPanel::headerText() const
{
    return m_header->text();
}

QString ExplainPanel::footerText() const
{
    return m_footer->text();
}

void ExplainPanel::onActivated(const QModelIndex &index)
{
    const int item = index.data(ExplainModel::ItemRole).toInt();
    if (!index.isValid() || item < 0)
        return;
    const ExplainResult &r = m_model->result();
    switch (ExplainModel::Section(index.data(ExplainModel::SectionRole).toInt())) {
    case ExplainModel::Section::Where:
        emit placeActivated(r.where[std::size_t(item)].label, r.where[std::size_t(item)].value);
        break;
    case ExplainModel::Section::Metrics:
        emit metricActivated(r.metrics[std::size_t(item)]);
        break;
    case ExplainModel::Section::Events:
        emit eventActivated(r.events[std::size_t(item)].timeMs);
        break;
    case ExplainModel::Section::Count:
        break;
    }
}
